import { describe, expect, it } from 'vitest';
import { EXPECTED_V0, TRANSACTION_MISSING, TRANSFER_FAILED, base58ToBytes, checkV0Transaction, requireHash, toBase64, withBlockhash } from './solanaTransaction';
import { INVALID_TYPED_DATA, parseTypedData, splitSignature, withdrawExpectation } from './typedData';

const hexOf = (text: string) => `0x${Array.from(new TextEncoder().encode(text), (b) => b.toString(16).padStart(2, '0')).join('')}`;
const typed = {
  domain: { name: 'Vault', version: '1', chainId: 56 },
  types: { Withdraw: [{ name: 'receiver', type: 'string' }, { name: 'timestamp', type: 'uint64' }] },
  primaryType: 'Withdraw',
  message: { receiver: '0xabc', timestamp: 1700000000000 },
};

describe('withdraw typed data', () => {
  it('reads hex-encoded JSON (or a parsed object) for the host to check', () => {
    expect(parseTypedData(hexOf(JSON.stringify(typed)))).toEqual(typed);
    expect(parseTypedData(typed)).toBe(typed);
  });

  it.each([
    ['not JSON', '0x7b7b'],
    ['odd hex', '0x7b7'],
    ['null', null],
    ['a JSON array', hexOf('[1]')],
    ['a number', 7],
  ])('refuses %s', (_name, input) => {
    expect(() => parseTypedData(input)).toThrow(INVALID_TYPED_DATA);
  });

  it('asks the host for a Withdraw of the confirmed amount to the confirmed receiver on the chain', () => {
    expect(withdrawExpectation({ to_address: '0xabc', token_amount: '12.5' }, 56)).toEqual({ primaryType: 'Withdraw', message: { receiver: '0xabc', amount: '12.5' }, chainId: 56 });
  });

  it('splits a signature into r, s and v', () => {
    const sig = `0x${'a'.repeat(64)}${'b'.repeat(64)}1c`;
    expect(splitSignature(sig)).toEqual({ r: `0x${'a'.repeat(64)}`, s: `0x${'b'.repeat(64)}`, v: 28 });
    expect(splitSignature(`0x${'a'.repeat(128)}00`).v).toBe(27);
    expect(() => splitSignature('0x12')).toThrow('Invalid signature');
  });
});

describe('Solana transaction checks', () => {
  const v0 = new Uint8Array([1, ...new Array(64).fill(0), 0x80, 1, 0, 1]);
  const legacy = new Uint8Array([1, ...new Array(64).fill(0), 1, 0, 1]);
  const v1 = new Uint8Array([1, ...new Array(64).fill(0), 0x81, 1, 0, 1]);

  it('accepts a v0 transaction in hex or base64', () => {
    const hex = Array.from(v0, (b) => b.toString(16).padStart(2, '0')).join('');
    expect(checkV0Transaction(hex)).toEqual(v0);
    expect(checkV0Transaction(toBase64(v0))).toEqual(v0);
  });

  it('refuses a legacy or other-version transaction', () => {
    expect(() => checkV0Transaction(toBase64(legacy))).toThrow(EXPECTED_V0);
    expect(() => checkV0Transaction(toBase64(v1))).toThrow(EXPECTED_V0);
    expect(() => checkV0Transaction(toBase64(new Uint8Array([2, 0])))).toThrow(EXPECTED_V0);
  });

  it('refuses missing data', () => {
    expect(() => checkV0Transaction('')).toThrow(TRANSACTION_MISSING);
    expect(() => checkV0Transaction(undefined)).toThrow(TRANSACTION_MISSING);
  });

  it('no hash is a failed transfer', () => {
    expect(() => requireHash('')).toThrow(TRANSFER_FAILED);
    expect(requireHash('0xabc')).toBe('0xabc');
  });
});

describe('fresh blockhash', () => {
  it('decodes base58 with leading zeros', () => {
    expect(Array.from(base58ToBytes('11'))).toEqual([0, 0]);
    expect(Array.from(base58ToBytes('5Q'))).toEqual([255]);
    expect(base58ToBytes('11111111111111111111111111111111')).toEqual(new Uint8Array(32));
    expect(() => base58ToBytes('0OIl')).toThrow('invalid base58');
  });

  it('writes the blockhash after the header and the static keys, nothing else changes', () => {
    // 1 signature, v0 prefix, header, 2 keys, blockhash of 9s, then one byte of instructions.
    const tx = new Uint8Array([1, ...new Array(64).fill(0), 0x80, 1, 0, 1, 2, ...new Array(64).fill(3), ...new Array(32).fill(9), 0]);
    const out = withBlockhash(tx, '11111111111111111111111111111111');
    const offset = 1 + 64 + 4 + 1 + 64;
    expect(Array.from(out.slice(offset, offset + 32))).toEqual(new Array(32).fill(0));
    expect(out.slice(0, offset)).toEqual(tx.slice(0, offset));
    expect(out[out.length - 1]).toBe(0);
    expect(tx[offset]).toBe(9);
    expect(() => withBlockhash(tx, '1111')).toThrow(TRANSACTION_MISSING);
  });
});

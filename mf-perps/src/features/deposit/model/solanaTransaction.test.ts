import { bytesToHex } from 'viem';
import { describe, expect, it } from 'vitest';
import { EXPECTED_V0, TRANSACTION_MISSING, TRANSFER_FAILED } from '../../../shared/errors/perpErrors';
import { base58ToBytes, checkV0Transaction, requireHash, toBase64, withBlockhash } from './solanaTransaction';

describe('Solana transaction checks', () => {
  const v0 = new Uint8Array([1, ...new Array(64).fill(0), 0x80, 1, 0, 1]);
  const legacy = new Uint8Array([1, ...new Array(64).fill(0), 1, 0, 1]);
  const v1 = new Uint8Array([1, ...new Array(64).fill(0), 0x81, 1, 0, 1]);

  it('accepts a v0 transaction in hex (0x optional) or base64', () => {
    expect(checkV0Transaction(bytesToHex(v0))).toEqual(v0);
    expect(checkV0Transaction(bytesToHex(v0).slice(2))).toEqual(v0);
    expect(checkV0Transaction(toBase64(v0))).toEqual(v0);
  });

  it('refuses a legacy or other-version transaction', () => {
    expect(() => checkV0Transaction(toBase64(legacy))).toThrow(EXPECTED_V0);
    expect(() => checkV0Transaction(bytesToHex(legacy))).toThrow(EXPECTED_V0);
    expect(() => checkV0Transaction(toBase64(v1))).toThrow(EXPECTED_V0);
    expect(() => checkV0Transaction(toBase64(new Uint8Array([2, 0])))).toThrow(EXPECTED_V0);
    expect(() => checkV0Transaction('not base64!')).toThrow(EXPECTED_V0);
  });

  it('refuses missing data', () => {
    expect(() => checkV0Transaction('')).toThrow(TRANSACTION_MISSING);
    expect(() => checkV0Transaction('0x')).toThrow(TRANSACTION_MISSING);
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

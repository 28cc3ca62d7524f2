import { serializeSignature, stringToHex } from 'viem';
import { describe, expect, it } from 'vitest';
import { INVALID_TYPED_DATA } from '../../../shared/errors/perpErrors';
import { hexToText, parseTypedData, splitSignature, withdrawExpectation } from './typedData';

const typed = {
  domain: { name: 'Vault', version: '1', chainId: 56 },
  types: { Withdraw: [{ name: 'receiver', type: 'string' }, { name: 'timestamp', type: 'uint64' }] },
  primaryType: 'Withdraw',
  message: { receiver: '0xabc', timestamp: 1700000000000 },
};

describe('withdraw typed data', () => {
  it('reads hex-encoded JSON (or a parsed object) for the host to check', () => {
    expect(parseTypedData(stringToHex(JSON.stringify(typed)))).toEqual(typed);
    expect(parseTypedData(typed)).toBe(typed);
  });

  it.each([
    ['not JSON', '0x7b7b'],
    ['odd hex', '0x7b7'],
    ['null', null],
    ['a JSON array', stringToHex('[1]')],
    ['a number', 7],
  ])('refuses %s', (_name, input) => {
    expect(() => parseTypedData(input)).toThrow(INVALID_TYPED_DATA);
  });

  it('reads a hex message as UTF-8 text, with or without 0x', () => {
    expect(hexToText(stringToHex('Withdraw 5 USDT ✓'))).toBe('Withdraw 5 USDT ✓');
    expect(hexToText(stringToHex('ok').slice(2))).toBe('ok');
    expect(() => hexToText('0x6g')).toThrow(INVALID_TYPED_DATA);
  });

  it('asks the host for a Withdraw of the confirmed amount to the confirmed receiver on the chain', () => {
    expect(withdrawExpectation({ to_address: '0xabc', token_amount: '12.5' }, 56)).toEqual({ primaryType: 'Withdraw', message: { receiver: '0xabc', amount: '12.5' }, chainId: 56 });
  });

  it('splits a signature into r, s and v (27/28), whether the wallet gave a v or a y parity', () => {
    const r = `0x${'a'.repeat(64)}` as const;
    const s = `0x${'b'.repeat(64)}` as const;
    expect(splitSignature(serializeSignature({ r, s, v: 28n }))).toEqual({ r, s, v: 28 });
    expect(splitSignature(serializeSignature({ r, s, yParity: 0 }))).toEqual({ r, s, v: 27 });
    expect(splitSignature(`0x${'a'.repeat(128)}01`).v).toBe(28);
    expect(() => splitSignature('0x12')).toThrow();
    expect(() => splitSignature('not hex')).toThrow('Invalid signature');
  });
});

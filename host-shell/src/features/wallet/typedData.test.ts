import { describe, expect, it } from 'vitest';
import { INVALID_TYPED_DATA, TYPED_DATA_MISMATCH, chainIdOf, checkTypedData } from './typedData';

const typed = {
  domain: { name: 'Vault', version: '1', chainId: 56 },
  types: { Withdraw: [{ name: 'receiver', type: 'string' }, { name: 'amount', type: 'string' }, { name: 'timestamp', type: 'uint64' }] },
  primaryType: 'Withdraw',
  message: { receiver: '0xAbC0000000000000000000000000000000000001', amount: '10', timestamp: 1700000000000 },
};
const expected = { primaryType: 'Withdraw', message: { receiver: '0xabc0000000000000000000000000000000000001', amount: '10' } };

describe('host typed-data check', () => {
  it('accepts typed data with the expected type and the confirmed values (addresses case-insensitively)', () => {
    expect(checkTypedData(typed, expected)).toEqual(typed);
    expect(checkTypedData({ ...typed, primaryType: undefined }, expected).primaryType).toBe('Withdraw');
  });

  it.each([
    ['no Withdraw type', { ...typed, types: { Transfer: typed.types.Withdraw } }],
    ['an empty Withdraw type', { ...typed, types: { Withdraw: [] } }],
    ['a malformed field', { ...typed, types: { Withdraw: [{ name: 'amount' }] } }],
    ['another primary type', { ...typed, primaryType: 'Transfer', types: { ...typed.types, Transfer: typed.types.Withdraw } }],
    ['no domain', { types: typed.types, message: typed.message }],
    ['not an object', 'Withdraw'],
  ])('refuses %s with "Invalid EIP712 types structure"', (_name, value) => {
    expect(() => checkTypedData(value, expected)).toThrow(INVALID_TYPED_DATA);
  });

  it('refuses a message that differs from what the user confirmed', () => {
    expect(() => checkTypedData({ ...typed, message: { ...typed.message, amount: '100' } }, expected)).toThrow(TYPED_DATA_MISMATCH);
    expect(() => checkTypedData({ ...typed, message: { ...typed.message, receiver: '0x2222222222222222222222222222222222222222' } }, expected)).toThrow(TYPED_DATA_MISMATCH);
    expect(() => checkTypedData({ ...typed, message: { amount: '10' } }, expected)).toThrow(TYPED_DATA_MISMATCH);
  });

  it('signs on the chain of the domain, else the expected one', () => {
    expect(chainIdOf(checkTypedData(typed, expected), { ...expected, chainId: 1 })).toBe(56);
    expect(chainIdOf(checkTypedData({ ...typed, domain: { name: 'Vault' } }, expected), { ...expected, chainId: 1 })).toBe(1);
    expect(chainIdOf(checkTypedData({ ...typed, domain: { chainId: '0x1' } }, expected), expected)).toBe(1);
  });
});

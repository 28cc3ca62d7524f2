import { describe, expect, it } from 'vitest';
import { PERP_TOKENS } from '@nova/shared-contracts';
import { INVALID_TYPED_DATA } from '../../../shared/errors/perpErrors';
import { PERP_VAULTS } from '@nova/shared-contracts';
import { withdrawMismatch } from './withdrawCheck';
import type { ConfirmedWithdraw } from './withdrawCheck';

const receiver = '0x2222222222222222222222222222222222222222';
const confirmed: ConfirmedWithdraw = { chain: 'bsc', to_address: receiver, token_amount: '10' };

/** The typed data the sim serves for `confirmed`, with `change` applied to its domain, message or amount type. */
function typed(change: { domain?: Record<string, unknown>; message?: Record<string, unknown>; amountType?: string } = {}) {
  return {
    domain: { name: 'Nova Perp Vault', version: '1', chainId: 56, verifyingContract: PERP_VAULTS.bsc, ...change.domain },
    types: {
      Withdraw: [
        { name: 'receiver', type: 'string' },
        { name: 'token', type: 'string' },
        { name: 'amount', type: change.amountType ?? 'string' },
        { name: 'timestamp', type: 'uint64' },
      ],
    },
    primaryType: 'Withdraw',
    message: { receiver, token: PERP_TOKENS.bsc.address, amount: '10', timestamp: 1700000000000, ...change.message },
  };
}

describe('a withdraw checked against the dialog', () => {
  it('passes the withdraw the user chose (addresses in any case, the chain id as hex, the amount as uint units)', () => {
    expect(withdrawMismatch(typed(), confirmed)).toBeNull();
    expect(withdrawMismatch(typed({ domain: { chainId: '0x38', verifyingContract: PERP_VAULTS.bsc.toUpperCase().replace('0X', '0x') }, message: { receiver: receiver.toUpperCase().replace('0X', '0x') } }), confirmed)).toBeNull();
    expect(withdrawMismatch(typed({ message: { amount: '10.000' } }), confirmed)).toBeNull();
    expect(withdrawMismatch(typed({ amountType: 'uint256', message: { amount: '10000000000000000000' } }), confirmed)).toBeNull();
  });

  it('refuses another chain id, or none', () => {
    expect(withdrawMismatch(typed({ domain: { chainId: 1 } }), confirmed)).toEqual({ field: 'chainId', chain: 'bsc', found: '1', expected: '56' });
    expect(withdrawMismatch(typed({ domain: { chainId: undefined } }), confirmed)).toMatchObject({ field: 'chainId', found: '—' });
  });

  it('refuses a verifying contract other than the chain’s perpetual vault', () => {
    const other = '0x0000000000000000000000000000000000000bad';
    expect(withdrawMismatch(typed({ domain: { verifyingContract: other } }), confirmed)).toEqual({ field: 'verifyingContract', chain: 'bsc', found: other, expected: PERP_VAULTS.bsc });
  });

  it('refuses a token other than the chain’s USDT (Ethereum’s USDT on BNB Smart Chain too)', () => {
    expect(withdrawMismatch(typed({ message: { token: PERP_TOKENS.eth.address } }), confirmed)).toEqual({ field: 'token', chain: 'bsc', found: PERP_TOKENS.eth.address, expected: PERP_TOKENS.bsc.address });
  });

  it('refuses a receiver other than the address typed', () => {
    const thief = '0x3333333333333333333333333333333333333333';
    expect(withdrawMismatch(typed({ message: { receiver: thief } }), confirmed)).toEqual({ field: 'receiver', chain: 'bsc', found: thief, expected: receiver });
  });

  it('refuses another amount, compared in the token’s smallest units (nothing rounded away)', () => {
    expect(withdrawMismatch(typed({ message: { amount: '100' } }), confirmed)).toEqual({ field: 'amount', chain: 'bsc', found: '100', expected: '10' });
    expect(withdrawMismatch(typed({ amountType: 'uint256', message: { amount: '10' } }), confirmed)).toEqual({ field: 'amount', chain: 'bsc', found: '0.00000000000000001', expected: '10' });
    // Ethereum's USDT has 6 decimals: a seventh cannot be paid, so it is not read as 10.
    expect(withdrawMismatch(typed({ domain: { chainId: 1 }, message: { token: PERP_TOKENS.eth.address, amount: '10.0000001' } }), { ...confirmed, chain: 'eth' })).toMatchObject({ field: 'amount', found: '10.0000001' });
  });

  it('refuses typed data that is not a Withdraw with "Invalid EIP712 types structure"', () => {
    expect(() => withdrawMismatch({ ...typed(), types: { Transfer: typed().types.Withdraw }, primaryType: 'Transfer' }, confirmed)).toThrow(INVALID_TYPED_DATA);
    expect(() => withdrawMismatch({ ...typed(), domain: undefined }, confirmed)).toThrow(INVALID_TYPED_DATA);
  });
});

import { describe, expect, it } from 'vitest';
import { evmPayoutState, solanaPayoutState } from './payout';

describe('payout state', () => {
  it('EVM: no receipt is pending, status 1 paid, status 0 failed', () => {
    expect(evmPayoutState(null)).toBe('pending');
    expect(evmPayoutState({ status: '0x1' })).toBe('success');
    expect(evmPayoutState({ status: '0x0' })).toBe('failed');
  });

  it('Solana: an unknown signature is pending, a status without err paid, with err failed', () => {
    expect(solanaPayoutState({ value: [null] })).toBe('pending');
    expect(solanaPayoutState(null)).toBe('pending');
    expect(solanaPayoutState({ value: [{ err: null, confirmationStatus: 'finalized' }] })).toBe('success');
    expect(solanaPayoutState({ value: [{ err: { InstructionError: [0, 'x'] } }] })).toBe('failed');
  });
});

import { describe, expect, it } from 'vitest';
import { DEPOSIT_CHAINS, initialDepositChain } from './chains';

describe('deposit chains', () => {
  it('starts on the active chain when it is a trading chain', () => {
    expect(initialDepositChain('bsc')).toBe('bsc');
  });

  it('starts on the first trading chain when the active chain has no custodial deposits', () => {
    expect(initialDepositChain('polygon')).toBe(DEPOSIT_CHAINS[0]);
    expect(DEPOSIT_CHAINS).not.toContain('polygon');
  });
});

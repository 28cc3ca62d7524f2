import { describe, expect, it } from 'vitest';
import { chainWithdrawEnabled, visibleChainTypes } from './chains';

describe('chain type cards', () => {
  it('by enabled chain types and the perp token of each family', () => {
    expect(visibleChainTypes(['SOL', 'EVM'], { sol: true, evm: true })).toEqual(['SOL', 'EVM']);
    expect(visibleChainTypes(['EVM', 'SOL'], { sol: false, evm: true })).toEqual(['EVM']);
    expect(visibleChainTypes(['SOL'], { sol: true, evm: true })).toEqual(['SOL']);
    expect(visibleChainTypes([], { sol: true, evm: true })).toEqual([]);
  });

  it('withdraw availability', () => {
    expect(chainWithdrawEnabled('0')).toBe(false);
    expect(chainWithdrawEnabled('0.01')).toBe(true);
    expect(chainWithdrawEnabled(0.000000000000000000001)).toBe(true);
    expect(chainWithdrawEnabled('-3')).toBe(false);
    expect(chainWithdrawEnabled('-0.00')).toBe(false);
    expect(chainWithdrawEnabled('0.000000000000000000000000000001')).toBe(true);
    expect(chainWithdrawEnabled('not a number')).toBe(false);
  });
});

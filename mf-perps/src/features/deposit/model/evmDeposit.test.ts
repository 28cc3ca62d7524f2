import { describe, expect, it } from 'vitest';
import { MAX_APPROVAL, parseChainId, planEvmDeposit, toTokenUnits } from './evmDeposit';

describe('EVM deposit plan', () => {
  it('approves only when the allowance is lower than the amount (scaled by decimals)', () => {
    expect(planEvmDeposit({ chain: 'eth', chainId: 1, walletChainId: 1, allowance: 0n, amount: '5' })).toEqual({ switchTo: null, approve: true, units: 5_000_000n });
    expect(planEvmDeposit({ chain: 'eth', chainId: 1, walletChainId: 1, allowance: 4_999_999n, amount: '5' }).approve).toBe(true);
    expect(planEvmDeposit({ chain: 'eth', chainId: 1, walletChainId: 1, allowance: 5_000_000n, amount: '5' }).approve).toBe(false);
    expect(planEvmDeposit({ chain: 'bsc', chainId: 56, walletChainId: 1, allowance: MAX_APPROVAL, amount: '5' })).toEqual({ switchTo: 56, approve: false, units: 5n * 10n ** 18n });
  });

  it('scales by the token decimals, cutting what they cannot hold', () => {
    expect(toTokenUnits('1.5', 6)).toBe(1_500_000n);
    expect(toTokenUnits('1.5', 18)).toBe(1_500_000_000_000_000_000n);
    expect(toTokenUnits('0.0000019', 6)).toBe(1n);
  });

  it('reads chain ids in hex, decimal strings and numbers', () => {
    expect(parseChainId('0x38')).toBe(56);
    expect(parseChainId('56')).toBe(56);
    expect(parseChainId(1)).toBe(1);
    expect(parseChainId(null)).toBeNaN();
  });
});

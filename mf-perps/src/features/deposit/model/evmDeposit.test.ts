import { describe, expect, it } from 'vitest';
import { MAX_APPROVAL, countdownLeft, parseChainId, planEvmDeposit, toHexChainId } from './evmDeposit';

describe('EVM deposit plan', () => {
  it('approves only when the allowance is lower than the amount (scaled by decimals)', () => {
    expect(planEvmDeposit({ chain: 'eth', chainId: 1, walletChainId: 1, allowance: 0n, amount: '5' })).toEqual({ switchTo: null, approve: true, units: 5_000_000n });
    expect(planEvmDeposit({ chain: 'eth', chainId: 1, walletChainId: 1, allowance: 5_000_000n, amount: '5' }).approve).toBe(false);
    expect(planEvmDeposit({ chain: 'bsc', chainId: 56, walletChainId: 1, allowance: MAX_APPROVAL, amount: '5' })).toEqual({ switchTo: 56, approve: false, units: 5n * 10n ** 18n });
  });

  it('max approval is 2^256-1', () => {
    expect(MAX_APPROVAL.toString(16)).toBe('f'.repeat(64));
  });

  it('chain ids in hex and back', () => {
    expect(parseChainId('0x38')).toBe(56);
    expect(parseChainId(1)).toBe(1);
    expect(toHexChainId(8453)).toBe('0x2105');
  });

  it('the notification counts down 300 s and reaches 0', () => {
    expect(countdownLeft(0, 0)).toBe(300);
    expect(countdownLeft(0, 1999)).toBe(299);
    expect(countdownLeft(0, 300_000)).toBe(0);
    expect(countdownLeft(0, 400_000)).toBe(0);
  });
});

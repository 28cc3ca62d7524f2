import { describe, expect, it } from 'vitest';
import { TRADE } from '@nova/shared-contracts';
import { quickBuyAmountOf } from './quickBuyAmount';

describe('quickBuyAmountOf', () => {
  it('takes the bus amount, then the saved pref, then the spec default', () => {
    expect(quickBuyAmountOf('0.5', '2')).toBe('0.5');
    expect(quickBuyAmountOf(undefined, '2')).toBe('2');
    expect(quickBuyAmountOf(undefined, undefined)).toBe(TRADE.defaultQuickBuyAmount);
  });

  it('skips blank, zero, half-typed and non-string amounts', () => {
    expect(quickBuyAmountOf('', '1')).toBe('1');
    expect(quickBuyAmountOf('0', '1.5')).toBe('1.5');
    expect(quickBuyAmountOf('0.', 3)).toBe(TRADE.defaultQuickBuyAmount);
    expect(quickBuyAmountOf('abc', '0.000')).toBe(TRADE.defaultQuickBuyAmount);
  });
});

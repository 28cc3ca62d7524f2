import { describe, expect, it } from 'vitest';
import { ladderIssues, rungAmounts, rungTargetUsd, shareBasisPoints } from './ladder';

const market = { priceUsd: 1, avgPriceUsd: 0.8 };

describe('rungTargetUsd', () => {
  it('reads a price, or multiplies the average buy price', () => {
    expect(rungTargetUsd({ target_price_usd: '1.5', share_percent: 10 }, 0.8)).toBe(1.5);
    expect(rungTargetUsd({ multiple: 2, share_percent: 10 }, 0.8)).toBe(1.6);
  });

  it('has no target with neither, with both, or with nothing to multiply', () => {
    expect(rungTargetUsd({ share_percent: 10 }, 0.8)).toBeNull();
    expect(rungTargetUsd({ target_price_usd: '2', multiple: 2, share_percent: 10 }, 0.8)).toBeNull();
    expect(rungTargetUsd({ multiple: 2, share_percent: 10 }, 0)).toBeNull();
    expect(rungTargetUsd({ target_price_usd: 'x', share_percent: 10 }, 0.8)).toBeNull();
  });
});

describe('shareBasisPoints', () => {
  it('takes (0, 100] with up to two decimals', () => {
    expect(shareBasisPoints(33.33)).toBe(3333);
    expect(shareBasisPoints(100)).toBe(10_000);
    expect(shareBasisPoints(0)).toBeNull();
    expect(shareBasisPoints(100.01)).toBeNull();
    expect(shareBasisPoints(12.345)).toBeNull();
    expect(shareBasisPoints(Number.NaN)).toBeNull();
  });
});

describe('ladderIssues', () => {
  it('accepts 2 to 6 increasing rungs above the price whose shares sum to at most 100 %', () => {
    expect(ladderIssues([{ multiple: 2, share_percent: 30 }, { target_price_usd: '2', share_percent: 30 }, { multiple: 5, share_percent: 40 }], market)).toEqual([]);
  });

  it('refuses one rung or seven', () => {
    expect(ladderIssues([{ multiple: 2, share_percent: 30 }], market)).toEqual([{ rung: null, code: 'count' }]);
    const seven = Array.from({ length: 7 }, (_, i) => ({ multiple: 2 + i, share_percent: 10 }));
    expect(ladderIssues(seven, market)).toEqual([{ rung: null, code: 'count' }]);
  });

  it('names the row of a target at or below the price, or not above the rung before', () => {
    expect(ladderIssues([{ target_price_usd: '1', share_percent: 10 }, { target_price_usd: '1.2', share_percent: 10 }], market)).toEqual([{ rung: 0, code: 'notAbovePrice' }]);
    expect(ladderIssues([{ target_price_usd: '2', share_percent: 10 }, { multiple: 2.5, share_percent: 10 }], market)).toEqual([{ rung: 1, code: 'notIncreasing' }]);
  });

  it('refuses a missing target, a bad share and shares over 100 %', () => {
    expect(ladderIssues([{ share_percent: 10 }, { multiple: 3, share_percent: 0 }], market)).toEqual([
      { rung: 0, code: 'target' },
      { rung: 1, code: 'share' },
    ]);
    expect(ladderIssues([{ multiple: 2, share_percent: 60 }, { multiple: 3, share_percent: 40.01 }], market)).toEqual([{ rung: null, code: 'shareTotal' }]);
  });
});

describe('rungAmounts', () => {
  it('floors each share of the balance to the token decimals, never more than the balance in all', () => {
    expect(rungAmounts('100', [30, 30, 40], 6)).toEqual(['30', '30', '40']);
    expect(rungAmounts('1.000001', [33.33, 33.33, 33.34], 6)).toEqual(['0.3333', '0.3333', '0.3334']);
    expect(rungAmounts('0.000003', [50, 50], 6)).toEqual(['0.000001', '0.000001']);
  });

  it('ignores digits past the token decimals and gives 0 for a refused share', () => {
    expect(rungAmounts('10.1234567', [50, 0], 2)).toEqual(['5.06', '0']);
  });
});

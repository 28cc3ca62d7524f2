import { describe, expect, it } from 'vitest';
import { bucketOf, winRateBuckets } from './winRate';

const summary = {
  pnl_interval_1: 10,
  pnl_interval_2: 0,
  pnl_interval_3: 40,
  pnl_interval_4: 30,
  pnl_interval_5: 20,
  pnl_interval_cnt_1: 1,
  pnl_interval_cnt_2: 0,
  pnl_interval_cnt_3: 4,
  pnl_interval_cnt_4: 3,
  pnl_interval_cnt_5: 2,
};

describe('winRateBuckets', () => {
  it('maps pnl_interval_1..5 to the five buckets in order, with counts and tones', () => {
    const buckets = winRateBuckets(summary);
    expect(buckets.map((b) => [b.key, b.percent, b.count, b.tone])).toEqual([
      ['over500', 10, 1, 'up'],
      ['from200', 0, 0, 'up'],
      ['from0', 40, 4, 'up'],
      ['toMinus50', 30, 3, 'down'],
      ['belowMinus50', 20, 2, 'down'],
    ]);
  });

  it('scales the bars to the largest bucket', () => {
    expect(winRateBuckets(summary).map((b) => b.bar)).toEqual([0.25, 0, 1, 0.75, 0.5]);
  });

  it('draws no bar when the period has no token', () => {
    const empty = Object.fromEntries(Object.keys(summary).map((k) => [k, 0])) as typeof summary;
    expect(winRateBuckets(empty).every((b) => b.bar === 0 && b.percent === 0)).toBe(true);
  });
});

describe('bucketOf', () => {
  it('uses the edges 500, 200, 0 and -50', () => {
    expect([501, 500, 200.01, 200, 0, -0.01, -50, -50.01].map(bucketOf)).toEqual(['over500', 'from200', 'from200', 'from0', 'from0', 'toMinus50', 'toMinus50', 'belowMinus50']);
  });
});

import type { WalletProfit } from '@nova/shared-contracts';

/**
 * The five win-rate buckets of spec 2 §9, from the summary's pnl_interval_1..5 (share of tokens,
 * percent) and pnl_interval_cnt_1..5 (token counts): above 500%, 200-500%, 0-200%, 0 to -50%,
 * below -50%.
 */
export type BucketKey = 'over500' | 'from200' | 'from0' | 'toMinus50' | 'belowMinus50';

export interface WinRateBucket {
  key: BucketKey;
  /** Share of the period's tokens, 0..100. */
  percent: number;
  count: number;
  tone: 'up' | 'down';
  /** Bar length relative to the largest bucket, 0..1 (the largest is 1; all 0 when no token). */
  bar: number;
}

const KEYS: readonly BucketKey[] = ['over500', 'from200', 'from0', 'toMinus50', 'belowMinus50'];

/**
 * Each bucket's edges in percent, as its name says them ("Above 500%", "200% to 500%"): the
 * names take them as message arguments, formatted by shared-ui in the locale.
 */
export const BUCKET_EDGES: Readonly<Record<BucketKey, { limit: number } | { from: number; to: number }>> = {
  over500: { limit: 500 },
  from200: { from: 200, to: 500 },
  from0: { from: 0, to: 200 },
  toMinus50: { from: 0, to: -50 },
  belowMinus50: { limit: -50 },
};

export function winRateBuckets(summary: Pick<WalletProfit, `pnl_interval_${1 | 2 | 3 | 4 | 5}` | `pnl_interval_cnt_${1 | 2 | 3 | 4 | 5}`>): WinRateBucket[] {
  const raw = KEYS.map((key, index) => {
    const n = (index + 1) as 1 | 2 | 3 | 4 | 5;
    const percent = Number(summary[`pnl_interval_${n}`]);
    const count = Number(summary[`pnl_interval_cnt_${n}`]);
    return { key, percent: Number.isFinite(percent) ? Math.max(0, percent) : 0, count: Number.isFinite(count) ? Math.max(0, count) : 0, tone: index < 3 ? ('up' as const) : ('down' as const) };
  });
  const largest = Math.max(...raw.map((b) => b.percent));
  return raw.map((b) => ({ ...b, bar: largest > 0 ? b.percent / largest : 0 }));
}

/** Which bucket a token's total-profit percent falls in (the same edges as the server's). */
export function bucketOf(percent: number): BucketKey {
  if (percent > 500) return 'over500';
  if (percent > 200) return 'from200';
  if (percent >= 0) return 'from0';
  if (percent >= -50) return 'toMinus50';
  return 'belowMinus50';
}

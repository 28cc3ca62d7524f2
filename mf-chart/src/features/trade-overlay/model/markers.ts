import type { Resolution } from '@nova/shared-contracts';
import { periodSeconds } from '../../../shared/model/resolution';

/**
 * Trade points on the chart (spec 3 §3, §9): the user's own trades and followed wallets' trades,
 * aggregated per time bucket and side. Buckets are 10 s, 30 s, 1, 3, 5, 15, 30 min, 1, 2, 4, 6, 8,
 * 12 h, and day, week, month anchored at 08:00 (UTC).
 */
export type Bucket = '10s' | '30s' | '1m' | '3m' | '5m' | '15m' | '30m' | '1h' | '2h' | '4h' | '6h' | '8h' | '12h' | '1D' | '1W' | '1M';

const FIXED: Record<Exclude<Bucket, '1D' | '1W' | '1M'>, number> = {
  '10s': 10, '30s': 30, '1m': 60, '3m': 180, '5m': 300, '15m': 900, '30m': 1800,
  '1h': 3600, '2h': 7200, '4h': 14400, '6h': 21600, '8h': 28800, '12h': 43200,
};
export const BUCKETS: readonly Bucket[] = [...(Object.keys(FIXED) as Bucket[]), '1D', '1W', '1M'];

const HOUR = 3600;
const DAY = 86_400;
export const ANCHOR_SECONDS = 8 * HOUR;

/** The bucket of a chart interval: the smallest bucket at least as long as one bar. */
export function bucketFor(resolution: Resolution): Bucket {
  const seconds = periodSeconds(resolution);
  if (seconds >= DAY) return '1D';
  return (Object.keys(FIXED) as (keyof typeof FIXED)[]).find((b) => FIXED[b] >= seconds) ?? '1D';
}

/** Start (seconds) of the bucket holding `timeSec`. */
export function bucketStart(timeSec: number, bucket: Bucket): number {
  if (bucket in FIXED) {
    const size = FIXED[bucket as keyof typeof FIXED];
    return Math.floor(timeSec / size) * size;
  }
  const shifted = timeSec - ANCHOR_SECONDS;
  if (bucket === '1D') return Math.floor(shifted / DAY) * DAY + ANCHOR_SECONDS;
  if (bucket === '1W') {
    // Weeks start on Monday 08:00; 1970-01-01 was a Thursday (day 0), so Monday is day 4 (mod 7).
    const day = Math.floor(shifted / DAY);
    const monday = day - ((day - 4 + 7 * 1e6) % 7);
    return monday * DAY + ANCHOR_SECONDS;
  }
  const date = new Date(shifted * 1000);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) / 1000 + ANCHOR_SECONDS;
}

/** A trade point (own or followed wallet) as the chart needs it. */
export interface TradePoint {
  /** Milliseconds. */
  trade_timestamp: number;
  side: 'buy' | 'sell';
  /** Token amount. */
  amount: number;
  /** Amount in the chain's native coin (the quote). */
  native_coin_amount: number;
  volume_usd: number;
  tx_hash: string;
  walletAddress?: string;
  walletAvatar?: string;
  remarkName?: string;
}

export interface TradeGroup {
  /** Bucket start, seconds. */
  time: number;
  side: 'buy' | 'sell';
  walletAddress?: string;
  walletAvatar?: string;
  remarkName?: string;
  count: number;
  amount: number;
  quoteAmount: number;
  volumeUsd: number;
  /** USD per token: total USD volume over total token amount. */
  avgPrice: number;
}

/**
 * Groups trade points per bucket and side (and per wallet when `byWallet`), in time order, with
 * count, total token amount, total quote amount, total USD volume and the average price. A trade
 * already counted (same tx hash and side) is counted once.
 */
export function aggregateTrades(points: readonly TradePoint[], bucket: Bucket, options: { byWallet?: boolean } = {}): TradeGroup[] {
  const groups = new Map<string, TradeGroup>();
  const seen = new Set<string>();
  for (const point of points) {
    const id = `${point.tx_hash}:${point.side}:${point.walletAddress ?? ''}`;
    if (seen.has(id)) continue;
    seen.add(id);
    const time = bucketStart(Math.floor(point.trade_timestamp / 1000), bucket);
    const wallet = options.byWallet ? (point.walletAddress ?? '') : '';
    const key = `${time}:${point.side}:${wallet}`;
    let group = groups.get(key);
    if (!group) {
      group = { time, side: point.side, count: 0, amount: 0, quoteAmount: 0, volumeUsd: 0, avgPrice: 0 };
      if (options.byWallet) {
        group.walletAddress = point.walletAddress ?? '';
        if (point.walletAvatar) group.walletAvatar = point.walletAvatar;
        if (point.remarkName) group.remarkName = point.remarkName;
      }
      groups.set(key, group);
    }
    group.count += 1;
    group.amount += point.amount;
    group.quoteAmount += point.native_coin_amount;
    group.volumeUsd += point.volume_usd;
    group.avgPrice = group.amount > 0 ? group.volumeUsd / group.amount : 0;
  }
  return [...groups.values()].sort((a, b) => a.time - b.time || (a.side === b.side ? 0 : a.side === 'buy' ? -1 : 1));
}

/** Trades are shown only inside the visible range (spec 3 §5). */
export function insideRange<T extends { time: number }>(groups: readonly T[], range: { from: number; to: number } | null): T[] {
  if (!range) return [...groups];
  return groups.filter((g) => g.time >= range.from && g.time <= range.to);
}

/**
 * The wallet whose trades are the user's own (spec 3 §4): the EVM address for wallet sign-ins on
 * a chain other than Solana, otherwise the Solana address.
 */
export function ownTradeWallet(user: { sol_address?: string; evm_address?: string; authMethod: string } | null, chain: string): string | null {
  if (!user) return null;
  if (user.authMethod === 'wallet' && chain !== 'solana') return user.evm_address ?? null;
  return user.sol_address ?? null;
}

/** A marker as the chart draws it (lightweight-charts' SeriesMarker fields). */
export interface MarkerSpec {
  id: string;
  /** Seconds: the bar that holds the bucket's start. */
  time: number;
  position: 'belowBar' | 'aboveBar';
  shape: 'arrowUp' | 'arrowDown';
  color: string;
  text: string;
}

/** Buy colour green, sell red (spec 3 §9). */
export const MARKER_COLOURS = { buy: '#16c784', sell: '#ea3943' } as const;
/** The position's average-cost line (spec 3 §9: amber). */
export const AVG_COST_COLOUR = '#f0b90b';

/**
 * Markers of trade groups: buys below the bar (green, up), sells above (red, down), placed on the
 * bar that holds the bucket's start, labelled with the side letter and the count when above one.
 */
export function markersFor(groups: readonly TradeGroup[], periodSec: number, letters: { buy: string; sell: string }): MarkerSpec[] {
  return groups.map((group) => ({
    id: `${group.time}:${group.side}:${group.walletAddress ?? ''}`,
    time: Math.floor(group.time / periodSec) * periodSec,
    position: group.side === 'buy' ? 'belowBar' : 'aboveBar',
    shape: group.side === 'buy' ? 'arrowUp' : 'arrowDown',
    color: MARKER_COLOURS[group.side],
    text: group.count > 1 ? `${letters[group.side]}${group.count}` : letters[group.side],
  }));
}

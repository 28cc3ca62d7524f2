import { floatStr, priceStr } from '../money';

/** One trade on a token's tape. Prices and volumes are USD floats (market data, not balances). */
export interface TapeTrade {
  time: number;
  priceUsd: number;
  volumeUsd: number;
  /** Token amount. */
  amount: number;
  side: 'buy' | 'sell';
  /** Index of the simulated wallet, or -1 for a user. */
  maker: number;
  /** Maker address when it is a user (sim makers resolve by index). */
  makerAddress?: string;
  txHash?: string;
}

export interface KlineBarOut {
  time: number;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
}

/**
 * Append-only trade tape of one token, in time order, with a running volume sum so window
 * statistics are two binary searches.
 */
export class Tape {
  readonly trades: TapeTrade[] = [];
  private readonly cumVolume: number[] = [];

  /**
   * Append a trade (a trade stamped before the last one is moved to its time); returns what was
   * stored. Times are whole milliseconds, as the API's `event_time` and `time` fields are integers:
   * a fractional stamp (the order flow's gaps are drawn as real numbers) is cut to its millisecond.
   */
  push(trade: TapeTrade): TapeTrade {
    const last = this.trades[this.trades.length - 1];
    if (!Number.isInteger(trade.time)) trade = { ...trade, time: Math.floor(trade.time) };
    if (last && trade.time < last.time) trade = { ...trade, time: last.time };
    this.trades.push(trade);
    this.cumVolume.push((this.cumVolume[this.cumVolume.length - 1] ?? 0) + trade.volumeUsd);
    return trade;
  }

  /** Reprices every trade by `factor`: an admin fixture, a token that has always traded at another level. */
  reprice(factor: number): void {
    for (const trade of this.trades) trade.priceUsd *= factor;
  }

  get length(): number {
    return this.trades.length;
  }

  last(): TapeTrade | undefined {
    return this.trades[this.trades.length - 1];
  }

  /** Index of the first trade with time >= t. */
  lowerBound(t: number): number {
    let lo = 0;
    let hi = this.trades.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.trades[mid] as TapeTrade).time < t) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Price of the last trade before t, or undefined. */
  priceBefore(t: number): number | undefined {
    const i = this.lowerBound(t) - 1;
    return i >= 0 ? this.trades[i]?.priceUsd : undefined;
  }

  /** Volume and count of trades with from <= time <= to. */
  window(from: number, to: number): { volume: number; count: number } {
    const a = this.lowerBound(from);
    const b = this.lowerBound(to + 1);
    if (b <= a) return { volume: 0, count: 0 };
    const before = a > 0 ? (this.cumVolume[a - 1] ?? 0) : 0;
    return { volume: (this.cumVolume[b - 1] ?? 0) - before, count: b - a };
  }

  /**
   * K-line bars of `periodSec` whose open time lies in [startMs, endMs], at most `limit` (the
   * latest ones). Each bar opens at the previous trade's price and gaps are filled flat, so a
   * bar of any resolution is exactly the aggregate of the finer bars inside it.
   */
  kline(startMs: number, endMs: number, periodSec: number, limit: number): KlineBarOut[] {
    const period = periodSec * 1000;
    const lastBucket = Math.floor(endMs / period) * period;
    let firstBucket = Math.floor(startMs / period) * period;
    firstBucket = Math.max(firstBucket, lastBucket - (limit - 1) * period);
    if (lastBucket < firstBucket || this.trades.length === 0) return [];
    let prev = this.priceBefore(firstBucket);
    let i = this.lowerBound(firstBucket);
    const bars: KlineBarOut[] = [];
    for (let bucket = firstBucket; bucket <= lastBucket; bucket += period) {
      const end = bucket + period;
      let open = prev;
      let high = prev ?? -Infinity;
      let low = prev ?? Infinity;
      let close = prev;
      let volume = 0;
      while (i < this.trades.length && (this.trades[i] as TapeTrade).time < end) {
        const trade = this.trades[i] as TapeTrade;
        if (open === undefined) open = trade.priceUsd;
        high = Math.max(high, trade.priceUsd);
        low = Math.min(low, trade.priceUsd);
        close = trade.priceUsd;
        volume += trade.volumeUsd;
        i++;
      }
      if (open === undefined || close === undefined) continue;
      bars.push({ time: bucket, open: priceStr(open), high: priceStr(high), low: priceStr(low), close: priceStr(close), volume: floatStr(volume, 6) });
      prev = close;
    }
    return bars;
  }
}

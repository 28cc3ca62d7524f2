import type { KlineBar, Resolution } from '@nova/shared-contracts';
import { periodSeconds } from '../../../shared/model/resolution';

/** A bar as the chart draws it: seconds, numbers (display only; no money arithmetic here). */
export interface Bar {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export function toBar(bar: KlineBar): Bar {
  return { time: Math.floor(bar.time / 1000), open: Number(bar.open), high: Number(bar.high), low: Number(bar.low), close: Number(bar.close), volume: Number(bar.volume) };
}

/** Bars sorted by time with one bar per time (the last one wins). */
export function normaliseBars(bars: readonly KlineBar[]): Bar[] {
  const byTime = new Map<number, Bar>();
  for (const bar of bars) byTime.set(Math.floor(bar.time / 1000), toBar(bar));
  return [...byTime.values()].sort((a, b) => a.time - b.time);
}

/** Two bar lists joined by time, one bar per time; on a shared time the bar of `incoming` wins. */
export function mergeBars(current: readonly Bar[], incoming: readonly Bar[]): Bar[] {
  // Live bars: the last bar and newer ones, ascending. The list before them is kept as it is (a hot
  // token's chart merges a batch of trades every frame into a thousand bars).
  const last = current[current.length - 1];
  if (last && incoming.length > 0 && incoming[0]!.time >= last.time && incoming.every((bar, i) => i === 0 || bar.time > incoming[i - 1]!.time)) {
    return (incoming[0]!.time === last.time ? current.slice(0, -1) : current.slice()).concat(incoming);
  }
  const byTime = new Map<number, Bar>();
  for (const bar of current) byTime.set(bar.time, bar);
  for (const bar of incoming) byTime.set(bar.time, bar);
  return [...byTime.values()].sort((a, b) => a.time - b.time);
}

/**
 * The bars with the last one closing at the token's price now (the token-info entry's, the page's
 * one price), its high and low stretched to hold it; the same list when there is no price.
 */
export function withLastPrice(bars: readonly Bar[], price: number | null): readonly Bar[] {
  const last = bars[bars.length - 1];
  if (!last) return bars;
  const priced = barAtPrice(last, price);
  return priced === last ? bars : [...bars.slice(0, -1), priced];
}

/** The last bar closing at the token's price now (`price`; none, or not above zero: the bar as it is). */
export function barAtPrice(last: Bar, price: number | null): Bar {
  if (price === null || !(price > 0) || price === last.close) return last;
  return { ...last, close: price, high: Math.max(last.high, price), low: Math.min(last.low, price) };
}

/** What the bar builder reads of a trade_history push (side is a plain string: the wire may carry others). */
export interface TradeLike {
  side: string;
  price_usd: number | string;
  volume_usd: number | string;
  /** Milliseconds. */
  trade_timestamp: number;
}

/** Trades the bar builder ignores (spec 3 §4): not a buy or sell, or volume_usd of 0.001 or less. */
export function isCountedTrade(trade: TradeLike): boolean {
  const price = Number(trade.price_usd);
  return (trade.side === 'buy' || trade.side === 'sell') && Number(trade.volume_usd) > 0.001 && Number.isFinite(price) && price > 0;
}

/**
 * How far a wick may reach, per interval, in multiples of the bar's open/close range (spec 3 §4:
 * "price is clamped per interval to multiples of the open/close range"). Our reading: seconds bars
 * 3x, minute bars 5x, hour and day bars 10x. A bar whose body is narrower than 0.5% of its price
 * measures the range as 0.5%, so a flat bar keeps a visible wick.
 */
export const WICK_MULTIPLE: Record<Resolution, number> = {
  '1s': 3, '10s': 3, '15s': 3, '30s': 3,
  '1m': 5, '5m': 5, '15m': 5, '30m': 5,
  '1h': 10, '2h': 10, '4h': 10, '6h': 10, '8h': 10, '12h': 10, '1d': 10,
};
export const MIN_BODY_FRACTION = 0.005;

/** The price band a trade may move high and low to in a bar with this open and close. */
export function wickBand(open: number, close: number, resolution: Resolution): { low: number; high: number } {
  const top = Math.max(open, close);
  const bottom = Math.min(open, close);
  const range = Math.max(top - bottom, top * MIN_BODY_FRACTION) * WICK_MULTIPLE[resolution];
  return { low: Math.max(0, bottom - range), high: top + range };
}

/** Flat bars (at the previous close, no volume) for periods without trades, as the REST history has them. */
const MAX_FILL = 1_000;

/**
 * The bar builder (spec 3 §4): folds a batch of live trades into `bars` (mutated: it is the
 * builder's state) and returns every bar the batch touched, oldest first, each once, in its final
 * state — so a batch that crosses a bar boundary also delivers the closed bar's last update.
 * A trade opens its period's bar at the previous close; empty periods in between are filled flat;
 * trades older than the last bar are left to the REST history. The state keeps the raw high and
 * low; the returned bars have their wicks clamped per interval (`clampBar`) around the final open
 * and close, so a spike followed by a return leaves a bounded wick.
 */
export function applyTrades(bars: Bar[], trades: readonly TradeLike[], resolution: Resolution): Bar[] {
  const period = periodSeconds(resolution);
  const touched = new Map<number, Bar>();
  const ordered = trades.filter(isCountedTrade).sort((a, b) => a.trade_timestamp - b.trade_timestamp);
  for (const trade of ordered) {
    const time = Math.floor(trade.trade_timestamp / 1000 / period) * period;
    const price = Number(trade.price_usd);
    const volume = Number(trade.volume_usd);
    let last = bars[bars.length - 1];
    if (last && time < last.time) continue;
    if (last && time > last.time) {
      const gaps = Math.min((time - last.time) / period - 1, MAX_FILL);
      for (let i = gaps; i >= 1; i--) {
        const fill = { time: time - i * period, open: last.close, high: last.close, low: last.close, close: last.close, volume: 0 };
        if (fill.time <= last.time) continue;
        bars.push(fill);
        touched.set(fill.time, fill);
      }
      last = bars[bars.length - 1] as Bar;
    }
    if (last && time === last.time) {
      const next = { ...last, high: Math.max(last.high, price), low: Math.min(last.low, price), close: price, volume: last.volume + volume };
      bars[bars.length - 1] = next;
      touched.set(time, next);
      continue;
    }
    const open = last ? last.close : price;
    const bar = { time, open, high: Math.max(open, price), low: Math.min(open, price), close: price, volume };
    bars.push(bar);
    touched.set(time, bar);
  }
  return [...touched.values()].sort((a, b) => a.time - b.time).map((bar) => clampBar(bar, resolution));
}

/** A bar as shown: its wicks clamped to the interval's band around its final open and close. */
export function clampBar(bar: Bar, resolution: Resolution): Bar {
  const band = wickBand(bar.open, bar.close, resolution);
  const high = Math.max(Math.min(bar.high, band.high), bar.open, bar.close);
  const low = Math.min(Math.max(bar.low, band.low), bar.open, bar.close);
  return high === bar.high && low === bar.low ? bar : { ...bar, high, low };
}

/** Heikin Ashi bars of `bars` (a chart style of spec 3 §3): a pure transform of the whole list. */
export function heikinAshi(bars: readonly Bar[]): Bar[] {
  const out: Bar[] = [];
  for (const bar of bars) {
    const prev = out[out.length - 1];
    const close = (bar.open + bar.high + bar.low + bar.close) / 4;
    const open = prev ? (prev.open + prev.close) / 2 : (bar.open + bar.close) / 2;
    out.push({ time: bar.time, open, high: Math.max(bar.high, open, close), low: Math.min(bar.low, open, close), close, volume: bar.volume });
  }
  return out;
}

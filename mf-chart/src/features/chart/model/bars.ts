import { CHART } from '@nova/shared-contracts';
import type { ChainKey, ChannelData, KlineBar, Resolution } from '@nova/shared-contracts';

/** A bar as the chart draws it: seconds, numbers (display only; no money arithmetic here). */
export interface Bar {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/** The interval buttons of the toolbar (spec 3 §9 quick picks). */
export const QUICK_PICKS = CHART.quickPick as readonly Resolution[];

/** 1s bars exist only on Solana and the layer-2 chain; elsewhere 1s falls back to 1m (spec 3 §4). */
export function effectiveResolution(resolution: Resolution, chain: ChainKey): Resolution {
  return resolution === '1s' && chain !== 'solana' && chain !== 'gatelayer' ? '1m' : resolution;
}

export function periodSeconds(resolution: Resolution): number {
  return CHART.resolutionSeconds[resolution];
}

/** The history window of one request: the last `limit` bars ending at `nowMs` (spec 3 §4: up to 1000). */
export function historyRange(resolution: Resolution, nowMs: number, limit: number = CHART.klinePageLimit): { start_time: number; end_time: number; period: number; limit: number } {
  const period = periodSeconds(resolution);
  return { start_time: Math.max(0, nowMs - period * 1000 * limit), end_time: nowMs, period, limit };
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

type Trade = ChannelData<'tradeHistory'>;

/** Trades the bar builder ignores (spec 3 §4): not a buy or sell, or volume_usd of 0.001 or less. */
export function isCountedTrade(trade: Trade): boolean {
  return (trade.side === 'buy' || trade.side === 'sell') && Number(trade.volume_usd) > 0.001;
}

/**
 * Folds one live trade into the bars: it updates the bar of its period or opens the next one
 * (opening at the previous close). A trade older than the last bar is ignored. Returns the bar
 * that changed, or null.
 */
export function applyTrade(bars: Bar[], trade: Trade, periodSec: number): Bar | null {
  if (!isCountedTrade(trade)) return null;
  const time = Math.floor(trade.trade_timestamp / 1000 / periodSec) * periodSec;
  const price = Number(trade.price_usd);
  const last = bars[bars.length - 1];
  if (last && time < last.time) return null;
  if (last && time === last.time) {
    const next = { ...last, high: Math.max(last.high, price), low: Math.min(last.low, price), close: price, volume: last.volume + Number(trade.volume_usd) };
    bars[bars.length - 1] = next;
    return next;
  }
  const open = last ? last.close : price;
  const bar = { time, open, high: Math.max(open, price), low: Math.min(open, price), close: price, volume: Number(trade.volume_usd) };
  bars.push(bar);
  return bar;
}

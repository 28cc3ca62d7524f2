import { describe, expect, it } from 'vitest';
import type { ChannelData } from '@nova/shared-contracts';
import { applyTrade, effectiveResolution, historyRange, normaliseBars } from './bars';
import type { Bar } from './bars';

const trade = (ms: number, price: string, volume = '10', side: 'buy' | 'sell' = 'buy'): ChannelData<'tradeHistory'> => ({
  chain: 'solana',
  target_token: 'T',
  price_usd: price,
  volume_usd: volume,
  side,
  trade_timestamp: ms,
  tx_hash: 'h',
  maker: 'm',
  tags: [],
});

describe('effectiveResolution', () => {
  it('falls back from 1s to 1m on chains without second bars', () => {
    expect(effectiveResolution('1s', 'bsc')).toBe('1m');
    expect(effectiveResolution('1s', 'eth')).toBe('1m');
  });
  it('keeps 1s on solana and gatelayer, and every other interval anywhere', () => {
    expect(effectiveResolution('1s', 'solana')).toBe('1s');
    expect(effectiveResolution('1s', 'gatelayer')).toBe('1s');
    expect(effectiveResolution('5m', 'bsc')).toBe('5m');
  });
});

describe('historyRange', () => {
  it('asks for the last 1000 bars of the period in milliseconds', () => {
    expect(historyRange('1m', 10_000_000_000)).toEqual({ start_time: 10_000_000_000 - 60_000_000, end_time: 10_000_000_000, period: 60, limit: 1000 });
  });
});

describe('normaliseBars', () => {
  it('sorts by time, converts to seconds and keeps the last bar of a duplicated time', () => {
    const bars = normaliseBars([
      { time: 120_000, open: '2', high: '2', low: '2', close: '2', volume: '1' },
      { time: 60_000, open: 1, high: 1, low: 1, close: 1, volume: 1 },
      { time: 120_000, open: '3', high: '3', low: '3', close: '3', volume: '1' },
    ]);
    expect(bars.map((b) => [b.time, b.close])).toEqual([
      [60, 1],
      [120, 3],
    ]);
  });
});

describe('applyTrade', () => {
  const base = (): Bar[] => [{ time: 60, open: 1, high: 1.5, low: 0.9, close: 1.2, volume: 100 }];

  it('updates high, low, close and volume of the current bar', () => {
    const bars = base();
    applyTrade(bars, trade(61_000, '1.8'), 60);
    applyTrade(bars, trade(62_000, '0.5', '5', 'sell'), 60);
    expect(bars).toEqual([{ time: 60, open: 1, high: 1.8, low: 0.5, close: 0.5, volume: 115 }]);
  });

  it('opens the next bar at the previous close', () => {
    const bars = base();
    applyTrade(bars, trade(125_000, '1.4'), 60);
    expect(bars[1]).toEqual({ time: 120, open: 1.2, high: 1.4, low: 1.2, close: 1.4, volume: 10 });
  });

  it('ignores dust trades of 0.001 USD or less and trades older than the last bar', () => {
    const bars = base();
    expect(applyTrade(bars, trade(61_000, '9', '0.001'), 60)).toBeNull();
    expect(applyTrade(bars, trade(1_000, '9'), 60)).toBeNull();
    expect(bars).toEqual(base());
  });
});

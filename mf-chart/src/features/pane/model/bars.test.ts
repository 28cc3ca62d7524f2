import { describe, expect, it } from 'vitest';
import { applyTrades, heikinAshi, isCountedTrade, mergeBars, normaliseBars, wickBand, withLastPrice } from './bars';
import type { Bar, TradeLike } from './bars';

const trade = (ms: number, price: string, volume = '10', side = 'buy'): TradeLike => ({ price_usd: price, volume_usd: volume, side, trade_timestamp: ms });
const base = (): Bar[] => [{ time: 60, open: 1, high: 1.5, low: 0.9, close: 1.2, volume: 100 }];

describe('normaliseBars and mergeBars', () => {
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
  it('joins an older page and a backfill without duplicates; the incoming bar wins a shared time', () => {
    const bar = (time: number, close: number): Bar => ({ time, open: close, high: close, low: close, close, volume: 0 });
    const merged = mergeBars([bar(120, 1), bar(180, 1)], [bar(60, 2), bar(180, 3), bar(240, 4)]);
    expect(merged.map((b) => [b.time, b.close])).toEqual([
      [60, 2],
      [120, 1],
      [180, 3],
      [240, 4],
    ]);
  });
  it('joins live bars (the last bar and newer ones) the same way, keeping the bars before them', () => {
    const bar = (time: number, close: number): Bar => ({ time, open: close, high: close, low: close, close, volume: 0 });
    const current = [bar(60, 1), bar(120, 1), bar(180, 1)];
    const merged = mergeBars(current, [bar(180, 3), bar(240, 4)]);
    expect(merged.map((b) => [b.time, b.close])).toEqual([
      [60, 1],
      [120, 1],
      [180, 3],
      [240, 4],
    ]);
    expect(merged[0]).toBe(current[0]);
    expect(mergeBars(current, [bar(300, 5)]).map((b) => b.time)).toEqual([60, 120, 180, 300]);
    expect(current.map((b) => b.close)).toEqual([1, 1, 1]);
    // Not in order, or one time twice: joined and sorted as any other list.
    expect(mergeBars(current, [bar(240, 4), bar(180, 3)]).map((b) => [b.time, b.close])).toEqual([
      [60, 1],
      [120, 1],
      [180, 3],
      [240, 4],
    ]);
    expect(mergeBars(current, [bar(240, 4), bar(240, 5)]).map((b) => [b.time, b.close])).toEqual([
      [60, 1],
      [120, 1],
      [180, 1],
      [240, 5],
    ]);
  });
});

describe('the bar builder (spec 3 §4)', () => {
  it('ignores sides other than buy and sell, volume_usd of 0.001 or less, and trades older than the last bar', () => {
    expect(isCountedTrade(trade(0, '1', '10', 'transfer'))).toBe(false);
    expect(isCountedTrade(trade(0, '1', '0.001'))).toBe(false);
    expect(isCountedTrade(trade(0, '1', '0.0011'))).toBe(true);
    const bars = base();
    expect(applyTrades(bars, [trade(61_000, '9', '0.001'), trade(61_000, '9', '5', 'add'), trade(1_000, '9')], '1m')).toEqual([]);
    expect(bars).toEqual(base());
  });

  it('updates high, low, close and volume of the current bar', () => {
    const bars = base();
    applyTrades(bars, [trade(61_000, '1.3'), trade(62_000, '1.0', '5', 'sell')], '1m');
    expect(bars).toEqual([{ time: 60, open: 1, high: 1.5, low: 0.9, close: 1, volume: 115 }]);
  });

  it('returns every bar a batch touched, the closed bar in its final state first', () => {
    const bars = base();
    const touched = applyTrades(bars, [trade(185_000, '1.4'), trade(119_000, '1.25'), trade(190_000, '1.1')], '1m');
    expect(touched.map((b) => [b.time, b.close])).toEqual([
      [60, 1.25],
      [120, 1.25],
      [180, 1.1],
    ]);
    expect(bars.map((b) => b.time)).toEqual([60, 120, 180]);
  });

  it('opens the next bar at the previous close and fills empty periods flat, like the REST history', () => {
    const bars = base();
    applyTrades(bars, [trade(245_000, '1.4')], '1m');
    expect(bars.slice(1)).toEqual([
      { time: 120, open: 1.2, high: 1.2, low: 1.2, close: 1.2, volume: 0 },
      { time: 180, open: 1.2, high: 1.2, low: 1.2, close: 1.2, volume: 0 },
      { time: 240, open: 1.2, high: 1.4, low: 1.2, close: 1.4, volume: 10 },
    ]);
  });

  it('clamps wicks per interval to multiples of the open/close range', () => {
    const band = wickBand(1, 1.1, '1s');
    expect(band.low).toBeCloseTo(0.7, 10);
    expect(band.high).toBeCloseTo(1.4, 10);
    expect(wickBand(1, 1.1, '1h').high).toBeCloseTo(2.1, 10);
    // A 1s bar opened at 1: a spike to 100 then back to 1.1 leaves a wick at 1.4 (3x the 0.1 body).
    const bars: Bar[] = [{ time: 0, open: 1, high: 1, low: 1, close: 1, volume: 1 }];
    applyTrades(bars, [trade(1_000, '1.1')], '1s');
    const [shown] = applyTrades(bars, [trade(1_100, '100'), trade(1_200, '1.1')], '1s');
    expect(shown!.high).toBeCloseTo(1.4, 10);
    expect(shown!.close).toBe(1.1);
    // The same spike on a 1h bar may reach further (10x).
    const hourly: Bar[] = [{ time: 0, open: 1, high: 1, low: 1, close: 1, volume: 1 }];
    const [hour] = applyTrades(hourly, [trade(3_600_000, '1.1'), trade(3_600_100, '100'), trade(3_600_200, '1.1')], '1h');
    expect(hour!.high).toBeCloseTo(2.1, 10);
  });

  it('never lets the wick band reach below zero', () => {
    // A 1d bar from 1 to 0.5: ten times the 0.5 body would reach -4.5.
    expect(wickBand(1, 0.5, '1d').low).toBe(0);
  });
});

describe('heikinAshi', () => {
  it('averages each bar with the previous Heikin Ashi body', () => {
    const ha = heikinAshi([
      { time: 0, open: 1, high: 3, low: 1, close: 3, volume: 1 },
      { time: 60, open: 3, high: 4, low: 2, close: 2, volume: 1 },
    ]);
    expect(ha[0]).toMatchObject({ open: 2, close: 2 });
    expect(ha[1]).toMatchObject({ open: 2, close: 2.75, high: 4, low: 2 });
  });
});

describe('withLastPrice', () => {
  const bars: Bar[] = [
    { time: 60, open: 1, high: 1.5, low: 0.9, close: 1.2, volume: 100 },
    { time: 120, open: 1.2, high: 1.3, low: 1.1, close: 1.25, volume: 50 },
  ];
  it('closes the last bar at the token price, stretching its high or low, and leaves the others', () => {
    expect(withLastPrice(bars, 1.4)).toEqual([bars[0], { time: 120, open: 1.2, high: 1.4, low: 1.1, close: 1.4, volume: 50 }]);
    expect(withLastPrice(bars, 1)[1]).toMatchObject({ close: 1, high: 1.3, low: 1 });
  });
  it('keeps the bars as they are without a price', () => {
    expect(withLastPrice(bars, null)).toBe(bars);
    expect(withLastPrice(bars, 0)).toBe(bars);
    expect(withLastPrice([], 1.4)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import type { Bar } from './bars';
import { formatLegendPrice, legendValues } from './legend';
import type { LegendUnit } from './legend';

const usd: LegendUnit = { locale: 'en', kind: 'price', quote: 'usd', nativeSymbol: 'SOL', factor: 1 };
const bars: Bar[] = [
  { time: 60, open: 1, high: 1.5, low: 0.9, close: 1.2, volume: 1500 },
  { time: 120, open: 1.2, high: 1.3, low: 1.05, close: 1.1, volume: 250.5 },
  { time: 180, open: 1.1, high: 1.25, low: 1.1, close: 1.21, volume: 12 },
];

describe('legendValues', () => {
  it('reads the bar under the crosshair: OHLC with the currency sign, volume, change against the previous close', () => {
    expect(legendValues(bars, 120, null, usd)).toEqual({
      time: 120,
      open: '$1.2',
      high: '$1.3',
      low: '$1.05',
      close: '$1.1',
      volume: '$250.5',
      change: '-$0.1',
      changePercent: '-8.33%',
      direction: 'down',
    });
  });

  it('reads the last bar when nothing is hovered or no bar opens at the time, closing at the price now', () => {
    const last = legendValues(bars, null, 1.32, usd)!;
    expect(last).toMatchObject({ time: 180, close: '$1.32', high: '$1.32', change: '+$0.22', changePercent: '+20.00%', direction: 'up' });
    expect(legendValues(bars, 9999, null, usd)).toMatchObject({ time: 180, close: '$1.21' });
  });

  it('measures the first bar against its own open, and a flat bar shows no sign', () => {
    expect(legendValues(bars, 60, null, usd)).toMatchObject({ change: '+$0.2', changePercent: '+20.00%', direction: 'up' });
    const flat: Bar[] = [{ time: 60, open: 2, high: 2, low: 2, close: 2, volume: 0 }];
    expect(legendValues(flat, null, null, usd)).toMatchObject({ change: '$0', changePercent: '0.00%', direction: 'flat' });
  });

  it('writes tiny prices in the subscript form, large volumes compact, in the locale', () => {
    const tiny: Bar[] = [{ time: 60, open: 0.0000123456, high: 0.0000125, low: 0.000012, close: 0.0000124, volume: 1234567 }];
    expect(legendValues(tiny, null, null, usd)).toMatchObject({ open: '$0.0₄1234', volume: '$1.23M' });
    expect(legendValues(bars, 120, null, { ...usd, locale: 'de' })).toMatchObject({ open: '$1,2', volume: '$250,5', changePercent: '-8,33%' });
  });

  it('is null without bars', () => {
    expect(legendValues([], null, null, usd)).toBeNull();
  });
});

describe('formatLegendPrice', () => {
  it('writes the native quote with the coin after it and the market cap compact', () => {
    expect(formatLegendPrice(1.5, { ...usd, quote: 'native', factor: 0.01 })).toBe('0.015 SOL');
    expect(formatLegendPrice(2, { ...usd, kind: 'mcap', factor: 1_000_000 })).toBe('$2M');
    expect(formatLegendPrice(2, { ...usd, kind: 'mcap', quote: 'native', factor: 10_000 })).toBe('20K SOL');
  });
});

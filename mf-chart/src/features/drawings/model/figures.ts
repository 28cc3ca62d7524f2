/**
 * The figures two drawings show beside their lines: a Fibonacci retracement's levels and a price
 * range's change, percent, bars and time. Plain maths; the pane formats the numbers.
 */
import type { DrawingPoint } from './drawings';

/** TradingView's retracement levels. */
export const FIB_LEVELS = [0, 0.236, 0.382, 0.5, 0.618, 0.786, 1] as const;

export interface FibLevel {
  level: number;
  price: number;
}

/**
 * The levels from the move's end (`to`, level 0) back to its start (`from`, level 1): a level is
 * how much of the move price has given back there.
 */
export function fibLevels(from: DrawingPoint, to: DrawingPoint): FibLevel[] {
  return FIB_LEVELS.map((level) => ({ level, price: to.price + (from.price - to.price) * level }));
}

export interface Measure {
  change: number;
  /** Percent of the start price (12.5 means 12.5 %), null from a price of zero. */
  percent: number | null;
  /** Whole bars between the two times (negative when measured backwards). */
  bars: number;
  seconds: number;
}

/** A price range from `from` to `to` on bars `period` seconds long. */
export function measure(from: DrawingPoint, to: DrawingPoint, period: number): Measure {
  const change = to.price - from.price;
  const seconds = to.time - from.time;
  return { change, percent: from.price === 0 ? null : (change / from.price) * 100, bars: period > 0 ? Math.round(seconds / period) : 0, seconds };
}

/** A duration in its two largest units (d, h, m, s), e.g. 90 061 s → [{1 d}, {1 h}]. */
export function durationParts(seconds: number): { unit: 'day' | 'hour' | 'minute' | 'second'; value: number }[] {
  let rest = Math.abs(Math.round(seconds));
  const parts: { unit: 'day' | 'hour' | 'minute' | 'second'; value: number }[] = [];
  for (const [unit, size] of [['day', 86_400], ['hour', 3_600], ['minute', 60], ['second', 1]] as const) {
    const value = Math.floor(rest / size);
    rest -= value * size;
    if (value > 0 || (unit === 'second' && parts.length === 0)) parts.push({ unit, value });
  }
  return parts.slice(0, 2);
}

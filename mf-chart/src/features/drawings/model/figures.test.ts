import { describe, expect, it } from 'vitest';
import { FIB_LEVELS, durationParts, fibLevels, measure } from './figures';

describe('Fibonacci retracement levels', () => {
  it('has the seven levels, 0 at the move’s end and 1 at its start', () => {
    expect(FIB_LEVELS).toEqual([0, 0.236, 0.382, 0.5, 0.618, 0.786, 1]);
    const levels = fibLevels({ time: 0, price: 100 }, { time: 60, price: 200 });
    expect(levels.map((l) => l.level)).toEqual([...FIB_LEVELS]);
    expect(levels[0]!.price).toBe(200);
    expect(levels[6]!.price).toBe(100);
    expect(levels[2]!.price).toBeCloseTo(161.8, 9);
    expect(levels[3]!.price).toBe(150);
  });
  it('retraces a fall upwards', () => {
    const levels = fibLevels({ time: 0, price: 2 }, { time: 60, price: 1 });
    expect(levels.find((l) => l.level === 0.618)!.price).toBeCloseTo(1.618, 9);
  });
});

describe('price range figures', () => {
  it('gives the change, the percent of the start, the bars and the time between two points', () => {
    expect(measure({ time: 0, price: 2 }, { time: 3_600, price: 2.5 }, 300)).toEqual({ change: 0.5, percent: 25, bars: 12, seconds: 3_600 });
    expect(measure({ time: 3_600, price: 2 }, { time: 0, price: 1 }, 60)).toEqual({ change: -1, percent: -50, bars: -60, seconds: -3_600 });
  });
  it('has no percent from a price of zero', () => {
    expect(measure({ time: 0, price: 0 }, { time: 60, price: 1 }, 60).percent).toBeNull();
  });
  it('writes a duration in its two largest units', () => {
    expect(durationParts(90_061)).toEqual([{ unit: 'day', value: 1 }, { unit: 'hour', value: 1 }]);
    expect(durationParts(-3_600 * 3 - 120)).toEqual([{ unit: 'hour', value: 3 }, { unit: 'minute', value: 2 }]);
    expect(durationParts(0)).toEqual([{ unit: 'second', value: 0 }]);
  });
});

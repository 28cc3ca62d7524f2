import { describe, expect, it } from 'vitest';
import { HEAT_LEGEND, HEAT_WEEKS, buildHeatGrid, heatLevel, monthStarts } from './heatmap';

const DAY = 86_400;

describe('heatLevel', () => {
  it('gives the five legend counts five different levels, in order', () => {
    expect(HEAT_LEGEND.map(heatLevel)).toEqual([0, 1, 2, 3, 4]);
  });

  it('puts each boundary in the right level', () => {
    expect([0, 1, 11, 12, 31, 32, 101, 102, 5000].map(heatLevel)).toEqual([0, 1, 1, 2, 2, 3, 3, 4, 4]);
    expect(heatLevel(-3)).toBe(0);
  });
});

describe('buildHeatGrid', () => {
  // Wednesday 2026-11-18 12:00 UTC
  const now = Date.UTC(2026, 10, 18, 12);
  const today = Date.UTC(2026, 10, 18) / 1000;

  it('has 24 weeks of 7 days, Sunday first, ending with the current week', () => {
    const grid = buildHeatGrid([], now);
    expect(grid.weeks).toHaveLength(HEAT_WEEKS);
    for (const week of grid.weeks) {
      expect(week).toHaveLength(7);
      expect(new Date(week[0]!.day * 1000).getUTCDay()).toBe(0);
    }
    const last = grid.weeks[HEAT_WEEKS - 1]!;
    expect(last[3]!.day).toBe(today);
    expect(last[3]!.future).toBe(false);
    expect(last[4]!.future).toBe(true);
  });

  it('places counts on their day, adds points of the same day and skips points outside the grid', () => {
    const grid = buildHeatGrid(
      [
        { timestamp: today, count: 40, amount: '10.5' },
        { timestamp: today + 3600, count: 2, amount: 1 },
        { timestamp: today - 7 * DAY, count: 5, amount: '3' },
        { timestamp: today - 400 * DAY, count: 9, amount: '1' },
        { timestamp: today + 2 * DAY, count: 9, amount: '1' },
      ],
      now,
    );
    const last = grid.weeks[HEAT_WEEKS - 1]!;
    expect(last[3]).toMatchObject({ count: 42, level: 3, amount: '11.5' });
    expect(grid.weeks[HEAT_WEEKS - 2]![3]).toMatchObject({ count: 5, level: 1 });
    expect(last[5]).toMatchObject({ count: 0, level: 0, future: true });
    expect(grid).toMatchObject({ activeDays: 2, trades: 47 });
  });

  it('labels the columns where a month begins', () => {
    const starts = monthStarts(buildHeatGrid([], now));
    const months = starts.map((s) => new Date(s.day * 1000).getUTCMonth());
    expect(new Set(months).size).toBe(months.length);
    expect(starts.length).toBeGreaterThanOrEqual(5);
    expect(starts.every((s, i) => i === 0 || s.week > starts[i - 1]!.week)).toBe(true);
  });
});

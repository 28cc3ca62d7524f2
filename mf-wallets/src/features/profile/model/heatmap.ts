/**
 * The activity heatmap of a wallet (spec 2 §9): about 24 weeks of days, drawn 380 x 116 px, one
 * cell per day coloured by its trade count. The legend's levels sit at the counts 0, 11, 31, 101
 * and 102: each is the highest count of its level (102 the first of the top one).
 */

export interface HeatPoint {
  /** Day start, seconds (UTC). */
  timestamp: number;
  count: number;
  amount: string | number;
}

export type HeatLevel = 0 | 1 | 2 | 3 | 4;

/** The counts the legend shows, one per level. */
export const HEAT_LEGEND: readonly number[] = [0, 11, 31, 101, 102];

/** Weeks drawn (columns), the current week last. */
export const HEAT_WEEKS = 24;
export const HEAT_SIZE = { width: 380, height: 116 } as const;

const DAY = 86_400;

/** Level of a day by its trade count: 0 | 1-11 | 12-31 | 32-101 | 102 and more. */
export function heatLevel(count: number): HeatLevel {
  if (count <= 0) return 0;
  if (count <= 11) return 1;
  if (count <= 31) return 2;
  if (count <= 101) return 3;
  return 4;
}

export interface HeatCell {
  /** Day start, seconds (UTC). */
  day: number;
  count: number;
  amount: string;
  level: HeatLevel;
  /** After today: drawn empty, not counted. */
  future: boolean;
}

export interface HeatGrid {
  /** HEAT_WEEKS columns of 7 days, Sunday first. */
  weeks: HeatCell[][];
  activeDays: number;
  trades: number;
}

/**
 * The grid ending with today's week: HEAT_WEEKS columns of Sunday..Saturday (UTC days), each day
 * with the count and amount of its point (days without a point are 0); points outside the grid are
 * ignored.
 */
export function buildHeatGrid(points: readonly HeatPoint[], nowMs: number): HeatGrid {
  const today = Math.floor(nowMs / 1000 / DAY) * DAY;
  const weekday = new Date(today * 1000).getUTCDay();
  const start = today - weekday * DAY - (HEAT_WEEKS - 1) * 7 * DAY;
  const byDay = new Map<number, HeatPoint>();
  for (const point of points) {
    const day = Math.floor(point.timestamp / DAY) * DAY;
    const seen = byDay.get(day);
    byDay.set(day, seen ? { timestamp: day, count: seen.count + point.count, amount: Number(seen.amount) + Number(point.amount) } : point);
  }
  let activeDays = 0;
  let trades = 0;
  const weeks: HeatCell[][] = [];
  for (let w = 0; w < HEAT_WEEKS; w++) {
    const week: HeatCell[] = [];
    for (let d = 0; d < 7; d++) {
      const day = start + (w * 7 + d) * DAY;
      const future = day > today;
      const point = future ? undefined : byDay.get(day);
      const count = point?.count ?? 0;
      if (count > 0) {
        activeDays++;
        trades += count;
      }
      week.push({ day, count, amount: String(point?.amount ?? 0), level: heatLevel(count), future });
    }
    weeks.push(week);
  }
  return { weeks, activeDays, trades };
}

/** The columns where a new month starts (for the month labels above the grid). */
export function monthStarts(grid: HeatGrid): Array<{ week: number; day: number }> {
  const starts: Array<{ week: number; day: number }> = [];
  let month = -1;
  grid.weeks.forEach((week, index) => {
    const first = week[0] as HeatCell;
    const m = new Date(first.day * 1000).getUTCMonth();
    if (m !== month) {
      if (month !== -1 || index === 0) starts.push({ week: index, day: first.day });
      month = m;
    }
  });
  // A label in the first column is dropped when the next month starts within two columns (no overlap).
  if (starts.length > 1 && (starts[1] as { week: number }).week - (starts[0] as { week: number }).week < 3) starts.shift();
  return starts;
}

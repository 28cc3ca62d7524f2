/**
 * `timeAnchorSetting` of spec 3 §3: a time held in place in the view, or a date range shown.
 * Pure: parsing with every field checked, the dialog's changes, and the maths between times and
 * the chart's logical (bar) positions behind the view.
 */
import { bool, isObject, isUnixSeconds } from '../../../shared/model/guards';

export interface TimeAnchorSetting {
  enabled: boolean;
  /** Keep the anchor on a symbol change; otherwise a symbol change clears its times. */
  handleSymbolChange: boolean;
  /** 'time': `timeRange1` held at `values.time` of the visible width; 'range': timeRange1..timeRange2 shown. */
  type: 'time' | 'range';
  /** A dashed vertical line at the anchored time (at both ends of a range). */
  displayLine: boolean;
  values: {
    /** The anchor's place in the visible width, 0 (left edge) to 1 (right edge). */
    time: number;
    /** Unix seconds: the anchored time (type 'time') or the range's start. */
    timeRange1: number | null;
    /** Unix seconds: the range's end. */
    timeRange2: number | null;
  };
}

export const DEFAULT_TIME_ANCHOR: TimeAnchorSetting = {
  enabled: false,
  handleSymbolChange: true,
  type: 'time',
  displayLine: true,
  values: { time: 0.5, timeRange1: null, timeRange2: null },
};

/** `timeAnchorSetting` read back with every field checked (malformed -> `fallback`'s value). */
export function parseTimeAnchor(raw: unknown, fallback: TimeAnchorSetting = DEFAULT_TIME_ANCHOR): TimeAnchorSetting {
  const a = isObject(raw) ? raw : {};
  const values = isObject(a.values) ? a.values : {};
  const time = typeof values.time === 'number' && values.time >= 0 && values.time <= 1 ? values.time : fallback.values.time;
  const stamp = (v: unknown, previous: number | null) => (v === null ? null : isUnixSeconds(v) ? v : previous);
  // Kept as entered: a range ending before it starts asks for no view (the dialog says why).
  const timeRange1 = stamp(values.timeRange1, fallback.values.timeRange1);
  const timeRange2 = stamp(values.timeRange2, fallback.values.timeRange2);
  return {
    enabled: bool(a.enabled, fallback.enabled),
    handleSymbolChange: bool(a.handleSymbolChange, fallback.handleSymbolChange),
    type: a.type === 'time' || a.type === 'range' ? a.type : fallback.type,
    displayLine: bool(a.displayLine, fallback.displayLine),
    values: { time, timeRange1, timeRange2 },
  };
}

export interface TimeAnchorPatch extends Partial<Omit<TimeAnchorSetting, 'values'>> {
  values?: Partial<TimeAnchorSetting['values']>;
}

/** The anchor after a change of the dialog; invalid values in the change are ignored. */
export function applyTimeAnchor(current: TimeAnchorSetting, patch: TimeAnchorPatch): TimeAnchorSetting {
  return parseTimeAnchor({ ...current, ...patch, values: { ...current.values, ...patch.values } }, current);
}

/** The anchor after a symbol change: kept with `handleSymbolChange`, else its times are cleared. */
export function anchorAfterSymbolChange(anchor: TimeAnchorSetting): TimeAnchorSetting {
  if (anchor.handleSymbolChange || (anchor.values.timeRange1 === null && anchor.values.timeRange2 === null)) return anchor;
  return { ...anchor, values: { ...anchor.values, timeRange1: null, timeRange2: null } };
}

/**
 * The logical index (bar position, fractional between bars) of a time on bars with ascending
 * `times`; before the first bar or after the last it is extrapolated by the interval.
 */
export function logicalOfTime(times: readonly number[], time: number, period: number): number | null {
  const n = times.length;
  if (n === 0 || !(period > 0)) return null;
  const first = times[0]!;
  const last = times[n - 1]!;
  if (time <= first) return (time - first) / period;
  if (time >= last) return n - 1 + (time - last) / period;
  let lo = 0;
  let hi = n - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (times[mid]! <= time) lo = mid;
    else hi = mid;
  }
  return lo + (time - times[lo]!) / (times[hi]! - times[lo]!);
}

/** The time at a logical index (the inverse of `logicalOfTime`), whole seconds. */
export function timeOfLogical(times: readonly number[], logical: number, period: number): number | null {
  const n = times.length;
  if (n === 0 || !(period > 0) || !Number.isFinite(logical)) return null;
  if (logical <= 0) return Math.round(times[0]! + logical * period);
  if (logical >= n - 1) return Math.round(times[n - 1]! + (logical - (n - 1)) * period);
  const lo = Math.floor(logical);
  return Math.round(times[lo]! + (logical - lo) * (times[lo + 1]! - times[lo]!));
}

export interface LogicalRange {
  from: number;
  to: number;
}

/**
 * The view the anchor asks for, or null when it asks for none (off, no time set, an empty range):
 * type 'time' keeps `timeRange1` at `values.time` of the current width; 'range' spans the range.
 */
export function anchorView(anchor: TimeAnchorSetting, times: readonly number[], period: number, width: number): LogicalRange | null {
  if (!anchor.enabled) return null;
  const { time: place, timeRange1, timeRange2 } = anchor.values;
  if (timeRange1 === null) return null;
  if (anchor.type === 'time') {
    const at = logicalOfTime(times, timeRange1, period);
    if (at === null || !(width > 0)) return null;
    return { from: at - place * width, to: at + (1 - place) * width };
  }
  if (timeRange2 === null || timeRange2 <= timeRange1) return null;
  const from = logicalOfTime(times, timeRange1, period);
  const to = logicalOfTime(times, timeRange2, period);
  return from === null || to === null ? null : { from, to };
}

/** The earliest time the anchor needs bars for (older pages are loaded to reach it), or null. */
export function anchorEarliest(anchor: TimeAnchorSetting): number | null {
  return anchor.enabled ? anchor.values.timeRange1 : null;
}

/** The times the anchor line is drawn at: the anchored time, or both ends of a range. */
export function anchorLines(anchor: TimeAnchorSetting): number[] {
  if (!anchor.enabled || !anchor.displayLine) return [];
  const { timeRange1, timeRange2 } = anchor.values;
  if (timeRange1 === null) return [];
  if (anchor.type === 'time') return [timeRange1];
  return timeRange2 === null || timeRange2 <= timeRange1 ? [] : [timeRange1, timeRange2];
}

/** Whether the anchor holds its time in place as the view is zoomed or resized (type 'time' with a time). */
export function holdsTime(anchor: TimeAnchorSetting): boolean {
  return anchor.enabled && anchor.type === 'time' && anchor.values.timeRange1 !== null;
}

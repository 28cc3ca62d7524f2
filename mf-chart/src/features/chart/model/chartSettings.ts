/**
 * The chart settings of spec 3 §3 beyond layout and intervals: `chartSetting` (candle colours with
 * the reverse colour flag, scales, appearance; the spec's "events" are the saved trade display
 * options), the chart timezone (default Etc/UTC) and `timeAnchorSetting`. Pure: parsing with every
 * field checked, the timezone maths behind the axis labels and the anchor maths behind the view.
 */

export type ScaleMode = 'normal' | 'logarithmic' | 'percentage';
export type GridLines = 'both' | 'vertical' | 'horizontal' | 'none';
/** Free crosshair, or its horizontal line snapped to the bar's close. */
export type CrosshairStyle = 'normal' | 'magnet';

export interface ChartColours {
  up: string;
  down: string;
  /** The reverse colour flag: up bars drawn in the down colour and down bars in the up colour. */
  reverse: boolean;
}

export interface ScaleSettings {
  mode: ScaleMode;
  autoScale: boolean;
  /** The last price's label on the price axis. */
  lastValueLabel: boolean;
  invert: boolean;
}

export interface AppearanceSettings {
  grid: GridLines;
  crosshair: CrosshairStyle;
  /** Symbol and interval as faint text behind the bars. */
  watermark: boolean;
  volume: boolean;
}

export interface ChartSetting {
  colours: ChartColours;
  scales: ScaleSettings;
  appearance: AppearanceSettings;
}

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

export const SCALE_MODES: readonly ScaleMode[] = ['normal', 'logarithmic', 'percentage'];
export const GRID_LINES: readonly GridLines[] = ['both', 'vertical', 'horizontal', 'none'];
export const CROSSHAIR_STYLES: readonly CrosshairStyle[] = ['normal', 'magnet'];

export const DEFAULT_COLOURS: ChartColours = { up: '#16c784', down: '#ea3943', reverse: false };
export const DEFAULT_CHART_SETTING: ChartSetting = {
  colours: DEFAULT_COLOURS,
  scales: { mode: 'normal', autoScale: true, lastValueLabel: true, invert: false },
  appearance: { grid: 'both', crosshair: 'normal', watermark: false, volume: true },
};
export const DEFAULT_TIMEZONE = 'Etc/UTC';
export const DEFAULT_TIME_ANCHOR: TimeAnchorSetting = {
  enabled: false,
  handleSymbolChange: true,
  type: 'time',
  displayLine: true,
  values: { time: 0.5, timeRange1: null, timeRange2: null },
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const bool = (v: unknown, fallback: boolean) => (typeof v === 'boolean' ? v : fallback);
const oneOf = <T extends string>(list: readonly T[], v: unknown, fallback: T): T => (list.includes(v as T) ? (v as T) : fallback);

/** A `#rrggbb` colour (the colour editor's and the saved settings' only form). */
export const isHexColour = (value: unknown): value is string => typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value);

/** Unix seconds the chart can hold: a whole positive number up to the year 9999. */
export const isUnixSeconds = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0 && v < 253_402_300_800;

/** The colours of a saved `chartSetting.colours` (or the older top-level `colours`), each checked. */
export function parseColours(raw: unknown, fallback: ChartColours = DEFAULT_COLOURS): ChartColours {
  const c = isObject(raw) ? raw : {};
  return {
    up: isHexColour(c.up) ? c.up.toLowerCase() : fallback.up,
    down: isHexColour(c.down) ? c.down.toLowerCase() : fallback.down,
    reverse: bool(c.reverse, fallback.reverse),
  };
}

/**
 * `chartSetting` read back with every field checked (malformed -> `fallback`'s value). Settings
 * saved before it existed kept the colours at the top level: `legacyColours` reads them.
 */
export function parseChartSetting(raw: unknown, fallback: ChartSetting = DEFAULT_CHART_SETTING, legacyColours?: unknown): ChartSetting {
  const s = isObject(raw) ? raw : {};
  const scales = isObject(s.scales) ? s.scales : {};
  const appearance = isObject(s.appearance) ? s.appearance : {};
  return {
    colours: parseColours(isObject(s.colours) ? s.colours : legacyColours, fallback.colours),
    scales: {
      mode: oneOf(SCALE_MODES, scales.mode, fallback.scales.mode),
      autoScale: bool(scales.autoScale, fallback.scales.autoScale),
      lastValueLabel: bool(scales.lastValueLabel, fallback.scales.lastValueLabel),
      invert: bool(scales.invert, fallback.scales.invert),
    },
    appearance: {
      grid: oneOf(GRID_LINES, appearance.grid, fallback.appearance.grid),
      crosshair: oneOf(CROSSHAIR_STYLES, appearance.crosshair, fallback.appearance.crosshair),
      watermark: bool(appearance.watermark, fallback.appearance.watermark),
      volume: bool(appearance.volume, fallback.appearance.volume),
    },
  };
}

/** A change of the settings dialog: one or more sections, each in part. */
export interface ChartSettingPatch {
  colours?: Partial<ChartColours>;
  scales?: Partial<ScaleSettings>;
  appearance?: Partial<AppearanceSettings>;
}

/** The settings after a change; invalid values in the change are ignored. */
export function applyChartSetting(current: ChartSetting, patch: ChartSettingPatch): ChartSetting {
  return parseChartSetting(
    {
      colours: { ...current.colours, ...patch.colours },
      scales: { ...current.scales, ...patch.scales },
      appearance: { ...current.appearance, ...patch.appearance },
    },
    current,
  );
}

/** The colours after an edit: only valid `#rrggbb` values are taken; null restores the defaults. */
export function applyColours(current: ChartColours, patch: Partial<ChartColours> | null): ChartColours {
  if (patch === null) return DEFAULT_COLOURS;
  return parseColours({ ...current, ...patch }, current);
}

/** The colours the bars are drawn in: up and down swapped under the reverse colour flag. */
export function drawnColours(colours: ChartColours): { up: string; down: string } {
  return colours.reverse ? { up: colours.down, down: colours.up } : { up: colours.up, down: colours.down };
}

/* ---------------------------------------------------------------- timezone */

/** An IANA zone name this browser knows (Intl.DateTimeFormat throws a RangeError for others). */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || !/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export function parseTimezone(raw: unknown): string {
  return isTimeZone(raw) ? raw : DEFAULT_TIMEZONE;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
/** Intl formatters are costly to build and the axis asks on every paint: one per locale, zone and form. */
function formatter(locale: string, zone: string, form: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${zone}|${form}`;
  let found = formatters.get(key);
  if (!found) {
    try {
      found = new Intl.DateTimeFormat(locale, { ...options, timeZone: zone });
    } catch {
      found = new Intl.DateTimeFormat('en', { ...options, timeZone: zone });
    }
    formatters.set(key, found);
  }
  return found;
}

const FIELDS: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' };

/** The wall clock of `zone` at unix `seconds`, as numbers. */
export function zoneParts(seconds: number, zone: string): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  const parts = formatter('en-US', zone, 'parts', FIELDS).formatToParts(new Date(seconds * 1000));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour') % 24, minute: get('minute'), second: get('second') };
}

/** The offset of `zone` from UTC at unix `seconds`, in seconds (Asia/Shanghai: 28800). */
export function zoneOffsetSeconds(zone: string, seconds: number): number {
  const whole = Math.floor(seconds);
  const p = zoneParts(whole, zone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) / 1000 - whole;
}

/** The lightweight-charts tick mark kinds (its `TickMarkType`), mirrored to keep this file pure. */
export const TICK = { Year: 0, Month: 1, DayOfMonth: 2, Time: 3, TimeWithSeconds: 4 } as const;

/** A time axis label in the chart's zone: year, short month, day of the month, HH:mm or HH:mm:ss. */
export function formatTickMark(seconds: number, type: number, zone: string, locale: string): string {
  const date = new Date(seconds * 1000);
  switch (type) {
    case TICK.Year:
      return formatter(locale, zone, 'year', { year: 'numeric' }).format(date);
    case TICK.Month:
      return formatter(locale, zone, 'month', { month: 'short' }).format(date);
    case TICK.DayOfMonth:
      return String(zoneParts(seconds, zone).day);
    case TICK.TimeWithSeconds:
      return formatter(locale, zone, 'hms', { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).format(date);
    default:
      return formatter(locale, zone, 'hm', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date);
  }
}

/**
 * The crosshair's time label in the chart's zone: date and time; seconds for intervals under a
 * minute; the date alone for daily bars.
 */
export function formatCrosshairTime(seconds: number, zone: string, locale: string, periodSeconds: number): string {
  const date = new Date(seconds * 1000);
  const day: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' };
  if (periodSeconds >= 86_400) return formatter(locale, zone, 'cross-d', day).format(date);
  const time: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', ...(periodSeconds < 60 ? { second: '2-digit' } : {}) };
  return formatter(locale, zone, periodSeconds < 60 ? 'cross-s' : 'cross-m', { ...day, ...time }).format(date);
}

/* ---------------------------------------------------------------- time anchor */

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

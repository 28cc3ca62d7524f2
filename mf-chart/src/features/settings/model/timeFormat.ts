/**
 * The chart's timezone (spec 3 §3 `timezone`, default Etc/UTC): which zones are accepted, and the
 * time axis and crosshair labels written in the zone. Pure (Intl only).
 */

export const DEFAULT_TIMEZONE = 'Etc/UTC';

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

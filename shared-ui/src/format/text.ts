import type { Locale } from '@nova/shared-contracts';
import { intlLocale, numberFormat } from './locale';

/** Addresses shorten to the first 6 and last 4 characters (spec 3 §9). */
export function shortenAddress(address: string, head = 6, tail = 4): string {
  if (address.length <= head + tail + 1) return address;
  return `${address.slice(0, head)}…${address.slice(-tail)}`;
}

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

const AGE_UNITS = [
  { unit: 'year', ms: YEAR, spec: 'y' },
  { unit: 'month', ms: MONTH, spec: 'mo' },
  { unit: 'day', ms: DAY, spec: 'd' },
  { unit: 'hour', ms: HOUR, spec: 'h' },
  { unit: 'minute', ms: MINUTE, spec: 'm' },
  { unit: 'second', ms: SECOND, spec: 's' },
] as const;

/**
 * Relative age, floored to its largest unit. English uses the spec's units s, m, h, d, mo, y
 * (spec 3 §9 lists "ye"; we print the conventional "y": see shared-ui/README.md); every other
 * locale its own narrow units through Intl (18 Std., 18小时, 18 س), so a German, Chinese or Arabic
 * list does not read English ages. Future times count as 0 s.
 */
export function formatAge(timestampMs: number, nowMs: number, locale: Locale | string = 'en'): string {
  const age = Math.max(0, nowMs - timestampMs);
  const { unit, ms, spec } = AGE_UNITS.find((u) => age >= u.ms) ?? AGE_UNITS[5];
  const count = Math.floor(age / ms);
  if (locale === 'en') return `${count}${spec}`;
  // Not a left-to-right isolate: an age is words of the locale (Arabic reads '18 س' right to left).
  return numberFormat(locale, { style: 'unit', unit, unitDisplay: 'narrow' }).format(count);
}

/** "Recent" means under 3 days old (spec 3 §9). */
export function isRecent(timestampMs: number, nowMs: number): boolean {
  return nowMs - timestampMs < 3 * DAY;
}

/**
 * How often a relative time must re-render (spec 3 §4): every second, every minute once it is
 * a minute old, every hour once it is an hour old.
 */
export function tickerIntervalMs(timestampMs: number, nowMs: number): number {
  const age = nowMs - timestampMs;
  if (age >= HOUR) return HOUR;
  if (age >= MINUTE) return MINUTE;
  return SECOND;
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment of the user's own records (a trade, an order's check) in the locale: day, month and
 * time to the second ("Dec 6, 01:02:03 AM"). One Intl formatter per locale, kept.
 */
export function formatDateTime(timestampMs: number, locale: Locale | string = 'en'): string {
  const tag = intlLocale(locale);
  let format = dateTimeFormats.get(tag);
  if (!format) dateTimeFormats.set(tag, (format = new Intl.DateTimeFormat(tag, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit' })));
  return format.format(timestampMs);
}

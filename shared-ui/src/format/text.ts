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

/**
 * Relative age with the spec's units s, m, h, d, mo, y (spec 3 §9 lists "ye"; we print the
 * conventional "y": see shared-ui/README.md). Future times count as 0 s.
 */
export function formatAge(timestampMs: number, nowMs: number): string {
  const age = Math.max(0, nowMs - timestampMs);
  if (age < MINUTE) return `${Math.floor(age / SECOND)}s`;
  if (age < HOUR) return `${Math.floor(age / MINUTE)}m`;
  if (age < DAY) return `${Math.floor(age / HOUR)}h`;
  if (age < MONTH) return `${Math.floor(age / DAY)}d`;
  if (age < YEAR) return `${Math.floor(age / MONTH)}mo`;
  return `${Math.floor(age / YEAR)}y`;
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

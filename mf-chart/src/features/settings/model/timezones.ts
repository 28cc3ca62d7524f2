/**
 * The Timezone list of the chart settings dialog and its date-time inputs in the chart's zone:
 * only the dialog's chunk needs these, so they stay out of the first render.
 */
import { DEFAULT_TIMEZONE, isTimeZone, zoneOffsetSeconds, zoneParts } from './timeFormat';
import { isUnixSeconds } from '../../../shared/model/guards';

/** "UTC", "UTC+8", "UTC-3:30", "UTC+5:45". */
export function formatOffset(offsetSeconds: number): string {
  if (offsetSeconds === 0) return 'UTC';
  const minutes = Math.round(Math.abs(offsetSeconds) / 60);
  const hm = minutes % 60 === 0 ? `${minutes / 60}` : `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
  return `UTC${offsetSeconds > 0 ? '+' : '-'}${hm}`;
}

/** The city of a zone name: "America/Argentina/Buenos_Aires" -> "Buenos Aires". */
export function zoneCity(zone: string): string {
  return (zone.split('/').pop() ?? zone).replace(/_/g, ' ');
}

/**
 * The curated zones of the Timezone list (Etc/UTC comes first, then the browser's own zone), each
 * with its city key in the `chart.tz.*` catalogue; shown sorted by their offset now.
 */
export const CURATED_ZONES = [
  { zone: 'Pacific/Honolulu', city: 'honolulu' },
  { zone: 'America/Los_Angeles', city: 'losAngeles' },
  { zone: 'America/Chicago', city: 'chicago' },
  { zone: 'America/New_York', city: 'newYork' },
  { zone: 'America/Sao_Paulo', city: 'saoPaulo' },
  { zone: 'Europe/London', city: 'london' },
  { zone: 'Europe/Berlin', city: 'berlin' },
  { zone: 'Europe/Paris', city: 'paris' },
  { zone: 'Europe/Kyiv', city: 'kyiv' },
  { zone: 'Europe/Istanbul', city: 'istanbul' },
  { zone: 'Europe/Moscow', city: 'moscow' },
  { zone: 'Asia/Dubai', city: 'dubai' },
  { zone: 'Asia/Kolkata', city: 'kolkata' },
  { zone: 'Asia/Bangkok', city: 'bangkok' },
  { zone: 'Asia/Jakarta', city: 'jakarta' },
  { zone: 'Asia/Ho_Chi_Minh', city: 'hoChiMinh' },
  { zone: 'Asia/Singapore', city: 'singapore' },
  { zone: 'Asia/Hong_Kong', city: 'hongKong' },
  { zone: 'Asia/Shanghai', city: 'shanghai' },
  { zone: 'Asia/Taipei', city: 'taipei' },
  { zone: 'Asia/Seoul', city: 'seoul' },
  { zone: 'Asia/Tokyo', city: 'tokyo' },
  { zone: 'Australia/Sydney', city: 'sydney' },
  { zone: 'Pacific/Auckland', city: 'auckland' },
] as const;

export type CuratedCity = (typeof CURATED_ZONES)[number]['city'];

export interface ZoneOption {
  zone: string;
  offset: string;
  /** The catalogue city of a curated zone, else null (the city is read from the zone name). */
  city: CuratedCity | null;
  /** The browser's own zone. */
  device: boolean;
}

/**
 * The Timezone list: Etc/UTC, the browser's own zone, the curated zones by their offset now (then
 * by name), and the saved zone when it is none of these (chosen on another device).
 */
export function zoneOptions(deviceZone: string | null, saved: string, now: number): ZoneOption[] {
  const option = (zone: string, device: boolean): ZoneOption => ({
    zone,
    offset: formatOffset(zoneOffsetSeconds(zone, now)),
    city: CURATED_ZONES.find((z) => z.zone === zone)?.city ?? null,
    device,
  });
  const isUtc = (zone: string) => zone === DEFAULT_TIMEZONE || zone === 'UTC' || zone === 'Etc/GMT' || zone === 'GMT';
  const list: ZoneOption[] = [option(DEFAULT_TIMEZONE, !!deviceZone && isUtc(deviceZone))];
  const device = deviceZone && isTimeZone(deviceZone) && !isUtc(deviceZone) ? deviceZone : null;
  if (device) list.push(option(device, true));
  const curated = CURATED_ZONES.filter((z) => z.zone !== device && isTimeZone(z.zone))
    .map((z) => ({ ...option(z.zone, false), at: zoneOffsetSeconds(z.zone, now) }))
    .sort((a, b) => a.at - b.at || a.zone.localeCompare(b.zone))
    .map(({ at: _at, ...rest }) => rest);
  list.push(...curated);
  if (isTimeZone(saved) && !list.some((o) => o.zone === saved)) list.push(option(saved, false));
  return list;
}

/**
 * Unix seconds as the value of a `datetime-local` input in `zone`, in the input's normalised form
 * (seconds only when not zero): "2024-11-15T08:00:05", "2024-11-15T08:00".
 */
export function toZoneInput(seconds: number, zone: string): string {
  const p = zoneParts(seconds, zone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${String(p.year).padStart(4, '0')}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}${p.second ? `:${two(p.second)}` : ''}`;
}

/** A `datetime-local` value read as a wall-clock time of `zone`, in unix seconds; null when malformed. */
export function fromZoneInput(value: string, zone: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/.exec(value);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1).map((x) => Number(x ?? 0)) as [number, number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) return null;
  const wall = Date.UTC(year, month - 1, day, hour, minute, second) / 1000;
  // The offset at the wall time read as UTC is right but for the hours around a DST change: check once more.
  let result = wall - zoneOffsetSeconds(zone, wall);
  const again = wall - zoneOffsetSeconds(zone, result);
  if (again !== result) result = again;
  return isUnixSeconds(result) ? result : null;
}

import { INVITE_PARAM } from '@nova/shared-contracts';
import type { ChainKey } from '@nova/shared-contracts';

/** Spec 3 §9: the share card's history is 100 points. */
export const SHARE_HISTORY_POINTS = 100;
const HOUR_MS = 3_600_000;
const THIRTY_DAYS_MS = 30 * 24 * HOUR_MS;

/** The card's size: the modal is 744 wide (spec 3 §2); the card inside it 696 x 400. */
export const SHARE_CARD = { width: 696, height: 400 } as const;

export interface HistoryRequest {
  period: number;
  start_time: number;
  end_time: number;
  limit: number;
}

/**
 * The sparkline's k-line request (spec 3 §9): 100 points, 10 s bars for a token created within the
 * last hour, else 300 s bars over (at most) the last 30 days; never before the token existed.
 */
export function historyRequest(createdAtMs: number, nowMs: number): HistoryRequest {
  const young = nowMs - createdAtMs < HOUR_MS;
  const period = young ? 10 : 300;
  const start = Math.max(createdAtMs, young ? nowMs - SHARE_HISTORY_POINTS * period * 1000 : nowMs - THIRTY_DAYS_MS);
  return { period, start_time: Math.max(0, Math.floor(start)), end_time: nowMs, limit: SHARE_HISTORY_POINTS };
}

/**
 * The SVG polyline points of the last 100 closes, scaled into width x height with the lowest close
 * at the bottom; a flat or single-point history is a level line in the middle; no data, ''.
 */
export function sparklinePoints(closes: readonly number[], width: number, height: number): string {
  const values = closes.filter((v) => Number.isFinite(v)).slice(-SHARE_HISTORY_POINTS);
  if (values.length === 0) return '';
  if (values.length === 1) values.push(values[0] as number);
  const low = Math.min(...values);
  const high = Math.max(...values);
  const span = high - low;
  const step = width / (values.length - 1);
  const round = (n: number) => Math.round(n * 10) / 10;
  return values.map((v, i) => `${round(i * step)},${round(span === 0 ? height / 2 : height - ((v - low) / span) * height)}`).join(' ');
}

/** The token page link that is shared: the sharer's invite code rides along as `i` when they have one. */
export function tokenShareUrl(origin: string, chain: ChainKey, address: string, inviteCode?: string): string {
  const url = new URL(`/trade/${chain}/${encodeURIComponent(address)}`, origin);
  if (inviteCode) url.searchParams.set(INVITE_PARAM, inviteCode);
  return url.href;
}

/** Telegram's and X's (Twitter's) share intents for a link and its text. */
export function telegramShareUrl(link: string, text: string): string {
  return `https://t.me/share/url?${new URLSearchParams({ url: link, text })}`;
}

export function twitterShareUrl(link: string, text: string): string {
  return `https://twitter.com/intent/tweet?${new URLSearchParams({ text, url: link })}`;
}

/** The downloaded file's name: nova-<symbol>-<yyyymmdd>.png, the symbol reduced to safe characters. */
export function shareFileName(symbol: string, now: Date): string {
  const safe = symbol.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 24) || 'token';
  const day = `${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}${String(now.getDate()).padStart(2, '0')}`;
  return `nova-${safe}-${day}.png`;
}

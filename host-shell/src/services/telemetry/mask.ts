import { matchPath } from 'react-router-dom';
import { isContentPath, splitLocale } from '../../routing/paths';

/**
 * What telemetry may keep (spec 3 §7: sensitive data masked). Every field passes through here
 * before it is queued: addresses, hashes, e-mails, auth tokens and numbers (any of which could be
 * an amount) become a placeholder, fields whose name says they carry such a value are dropped,
 * and a page is known by its route pattern, never by the path with the token's address in it.
 */

export type TelemetryValue = string | boolean;
export type TelemetryProps = Record<string, TelemetryValue>;

/** Longest string a field keeps: enough for a route pattern or an enum, too short for free text. */
export const MAX_VALUE_LENGTH = 64;

/** The routes of AppRoutes that render a page; `/` and `/rewards` only redirect and are not pages. */
const PAGE_ROUTES = [
  '/markets',
  '/discover',
  '/trade/:chain/:address',
  '/wallets',
  '/wallets/:chain/:address',
  '/perps',
  '/trackers',
  '/memego',
  '/gatefun',
  '/swap',
  '/bind-code',
  '/referral',
  '/affiliate-plan',
  '/r/:code',
  '/auth-callback',
] as const;
const REDIRECTS = ['/', '/rewards'];

/**
 * The route pattern of a location's path (the locale prefix is ignored): `/trade/:chain/:address`
 * for any token page. Content pages are one pattern, an unknown path is `*` (the not-found page);
 * a path that only redirects is null (its target is the page view).
 */
export function routePattern(pathname: string): string | null {
  const { path } = splitLocale(pathname);
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (REDIRECTS.includes(trimmed)) return null;
  if (isContentPath(trimmed)) return '/content/*';
  return PAGE_ROUTES.find((pattern) => matchPath(pattern, trimmed)) ?? '*';
}

/** Field names whose values are sensitive whatever they look like: dropped, not masked. */
const SENSITIVE_KEY = /amount|price|value|balance|usd|qty|quantity|size|total|address|wallet$|email|token|hash|secret|password|signature|key|code|auth|session|phone/i;

/** Ordered: a JWT before the long-token rule, an address before the number rule. */
const MASKS: ReadonlyArray<readonly [RegExp, string]> = [
  // Anything around an @ (market-sim refuses any e-mail-like value, whatever its characters).
  [/[^\s@]*@\S*/g, '[email]'],
  [/\bBearer\s+\S+/gi, '[token]'],
  [/\beyJ[\w-]*\.[\w-]+\.[\w-]*/g, '[token]'],
  [/\b0x[0-9a-fA-F]{64}\b/g, '[hash]'],
  [/\b0x[0-9a-fA-F]{40}\b/g, '[address]'],
  [/\b0x[0-9a-fA-F]+\b/g, '[hex]'],
  // Solana addresses (32 to 44 characters) and signatures (up to 88) are base58.
  [/\b[1-9A-HJ-NP-Za-km-z]{32,88}\b/g, '[address]'],
  [/\b[\w-]{32,}\b/g, '[token]'],
  [/\d+(?:[.,\s]\d+)*/g, '[number]'],
];

/** A string with every sensitive run replaced by its placeholder, cut to MAX_VALUE_LENGTH. */
export function maskText(text: string): string {
  const masked = MASKS.reduce((out, [pattern, placeholder]) => out.replace(pattern, placeholder), text);
  return masked.slice(0, MAX_VALUE_LENGTH);
}

/**
 * The fields an event may keep: strings masked, booleans as they are, sensitive names and every
 * other type (numbers included: a count or an amount cannot be told apart) dropped.
 */
export function maskProps(props: Readonly<Record<string, unknown>>): TelemetryProps {
  const out: TelemetryProps = {};
  for (const [key, value] of Object.entries(props)) {
    if (SENSITIVE_KEY.test(key) || !/^[a-z][a-z_]{0,31}$/.test(key)) continue;
    if (typeof value === 'boolean') out[key] = value;
    else if (typeof value === 'string') out[key] = maskText(value);
  }
  return out;
}

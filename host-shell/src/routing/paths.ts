import { DEFAULT_LOCALE, LOCALES, isChainKey } from '@nova/shared-contracts';
import type { ChainKey, Locale } from '@nova/shared-contracts';

/**
 * Path rules of spec 3 §2, free of React: the optional locale prefix (ignored when matching,
 * kept in links), page types, and the paths that render without the trading shell.
 */
export interface SplitPath {
  /** The locale named by the prefix, or the default when there is none. */
  locale: Locale;
  /** The prefix as it should be kept in links ('' or '/zh'). */
  prefix: string;
  /** The path without the prefix, always starting with '/'. */
  path: string;
}

const BY_LOWER = new Map<string, Locale>(LOCALES.map((l) => [l.toLowerCase(), l]));

export function splitLocale(pathname: string): SplitPath {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const locale = match ? BY_LOWER.get(match[1]!.toLowerCase()) : undefined;
  if (!match || !locale) return { locale: DEFAULT_LOCALE, prefix: '', path: pathname || '/' };
  return { locale, prefix: `/${locale}`, path: match[2] || '/' };
}

/** An in-app path with the given prefix ('' keeps it unprefixed). External URLs pass through. */
export function withPrefix(to: string, prefix: string): string {
  if (!to.startsWith('/') || to.startsWith('//')) return to;
  const { path } = splitLocale(to.split(/[?#]/)[0]!);
  const tail = to.slice(to.split(/[?#]/)[0]!.length);
  if (!prefix) return `${path}${tail}`;
  return `${prefix}${path === '/' ? '' : path}${tail}`;
}

/** The prefix for a locale choice: English keeps whatever style the visitor used, others are explicit. */
export function prefixFor(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

const CONTENT_SEGMENTS = ['campaigns', 'learn', 'crypto-wiki', 'blog'];
const CONTENT_PATHS = ['/terms', '/privacy', '/activity', '/perps/api'];

/** Content pages render without the trading shell (spec 3 §2; /blog and /perps/api, the More menu's other entries, are ours). */
export function isContentPath(path: string): boolean {
  const segments = path.split('/').filter(Boolean);
  return segments.some((s) => CONTENT_SEGMENTS.includes(s)) || CONTENT_PATHS.some((p) => path === p || path.startsWith(`${p}/`));
}

/** Page type for saved layout states: '' is home; trade, trackers, discover, perps are named; anything else as is. */
export function pageType(path: string): string {
  return splitLocale(path).path.split('/').filter(Boolean)[0] ?? '';
}

/** The chain of a token page's URL (`/trade/{chain}/{address}`), known before the page's own code has loaded; undefined elsewhere. */
export function tradePageChain(path: string): ChainKey | undefined {
  const [page, chain, address] = splitLocale(path).path.split('/').filter(Boolean);
  return page === 'trade' && address !== undefined && chain !== undefined && isChainKey(chain) ? chain : undefined;
}

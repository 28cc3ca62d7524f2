/**
 * In-app paths, built in one place (spec 3 §2). They carry no locale prefix and no invite code:
 * `platform.href(path)` adds the current locale prefix and carries `i`, so a remote's links keep
 * `/zh` and the invite like the host's own. `localizeHref` is that rule, free of the browser.
 */
import type { ChainKey } from './chains';
import { LOCALES } from './constants';
import type { Locale } from './constants';

const enc = encodeURIComponent;

export const ROUTES = {
  markets: () => '/markets',
  trade: (chain: ChainKey, address: string) => `/trade/${chain}/${enc(address)}`,
  wallet: (chain: ChainKey, address: string) => `/wallets/${chain}/${enc(address)}`,
  ownWallet: () => '/wallets',
  perps: () => '/perps',
  trackers: () => '/trackers',
  memego: () => '/memego',
  gatefun: () => '/gatefun',
  swap: (token?: { chain: ChainKey; address: string }) => (token ? `/swap?chain=${token.chain}&address=${enc(token.address)}` : '/swap'),
  bindCode: () => '/bind-code',
  referral: () => '/referral',
  affiliatePlan: () => '/affiliate-plan',
} as const;

/** The invite parameter carried on in-app links (spec 3 §2). */
export const INVITE_PARAM = 'i';

const BY_LOWER = new Map<string, Locale>(LOCALES.map((l) => [l.toLowerCase(), l]));

/** The locale prefix of a pathname ('' when none). */
export function localePrefixOf(pathname: string): string {
  const first = /^\/([^/?#]+)/.exec(pathname)?.[1];
  const locale = first ? BY_LOWER.get(first.toLowerCase()) : undefined;
  return locale ? `/${locale}` : '';
}

/**
 * An in-app path as a link from the current location: the current locale prefix in front (none
 * for a path that already has one, nor for English without a prefix), and the current invite code
 * carried when the path has none. External URLs pass through unchanged.
 */
export function localizeHref(to: string, current: { pathname: string; search: string }): string {
  if (!to.startsWith('/') || to.startsWith('//')) return to;
  const prefix = localePrefixOf(current.pathname);
  const hashAt = to.indexOf('#');
  const hash = hashAt >= 0 ? to.slice(hashAt) : '';
  const [path = '/', query = ''] = (hashAt >= 0 ? to.slice(0, hashAt) : to).split('?') as [string, string?];
  const prefixed = localePrefixOf(path) || !prefix ? path : `${prefix}${path === '/' ? '' : path}`;
  const params = new URLSearchParams(query);
  const invite = new URLSearchParams(current.search).get(INVITE_PARAM);
  if (invite && !params.has(INVITE_PARAM)) params.set(INVITE_PARAM, invite);
  const search = params.toString();
  return `${prefixed}${search ? `?${search}` : ''}${hash}`;
}

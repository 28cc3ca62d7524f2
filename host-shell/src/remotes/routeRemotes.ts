import type { RemoteName } from '@nova/shared-contracts';

export interface RouteRemote {
  remote: RemoteName;
  expose: string;
}

/**
 * The remote modules each page mounts in its slots (src/pages), by the path without its locale.
 * They are preloaded as the route starts, in parallel with the route's own chunk, instead of after
 * it: manifest, entry and module of /markets' lists arrive one round trip earlier.
 */
const ROUTES: Array<[RegExp, RouteRemote[]]> = [
  [/^\/(markets|discover)\/?$/, [{ remote: 'mf_discover', expose: './TokenList' }]],
  [/^\/trade\/[^/]+\/[^/]+\/?$/, [{ remote: 'mf_discover', expose: './TokenHeader' }, { remote: 'mf_chart', expose: './TokenChart' }, { remote: 'mf_trade', expose: './TradePanel' }]],
  [/^\/swap\/?$/, [{ remote: 'mf_discover', expose: './TokenList' }]],
  [/^\/(memego|gatefun)\/?$/, [{ remote: 'mf_discover', expose: './LaunchBoard' }]],
  [/^\/perps\/?$/, [{ remote: 'mf_perps', expose: './PerpAccount' }]],
  [/^\/trackers\/?$/, [{ remote: 'mf_trackers', expose: './TrackerBoard' }]],
  [/^\/wallets\/[^/]+\/[^/]+\/?$/, [{ remote: 'mf_wallets', expose: './WalletProfile' }]],
  [/^\/(bind-code|referral|affiliate-plan)\/?$/, [{ remote: 'mf_wallets', expose: './Referral' }]],
];

/** The remote modules the page at `path` (without the locale prefix) mounts first. */
export function remotesForPath(path: string): RouteRemote[] {
  return ROUTES.find(([pattern]) => pattern.test(path))?.[1] ?? [];
}

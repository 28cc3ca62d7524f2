import { isChainKey } from '@nova/shared-contracts';
import type { EndpointQueryOptions, PlatformServices } from '@nova/shared-contracts';
import { remotesForPath } from '../remotes/routeRemotes';
import type { RemoteLoader } from '../remotes/loader';

/**
 * The answers each page shows first, by the path without its locale prefix, under the keys its
 * remotes read from the one cache:
 * - /markets and /discover: the hot list without filters, what mf_discover's TokenList asks for
 *   until the user filters it or picks a chain (the list MarketsPage mounts);
 * - a token page: the token's info (header, chart and trade panel read that one entry). The
 *   address is the path's segment as it stands: an address never needs percent-encoding, and one
 *   that is encoded is only a prefetch nobody reads.
 */
export function queriesForPath(path: string, queries: PlatformServices['queries']): Array<EndpointQueryOptions<unknown>> {
  if (/^\/(markets|discover)\/?$/.test(path)) return [queries.ranking('tokenHotList', {})];
  const token = /^\/trade\/([^/]+)\/([^/]+)\/?$/.exec(path);
  if (token && isChainKey(token[1])) return [queries.tokenInfo(token[1], token[2]!)];
  return [];
}

/**
 * Starts what the page at `path` needs first: its remotes' code (`remotesForPath`) and its first
 * answers (`queriesForPath`), side by side, before the page renders. A remote that mounts finds its
 * answer in the cache and renders its rows in its own mount render, which React cuts into slices,
 * not in one long task when a later answer lands; and the rows come a round trip sooner. Called as
 * the app starts and on each navigation: a load under way or an answer still current is not asked
 * for again, and a failed prefetch is only a cache entry in error, which the reader fetches again.
 */
export function preloadRoute(path: string, loader: Pick<RemoteLoader, 'preload'> | null, services: Pick<PlatformServices, 'query' | 'queries'>): void {
  for (const { remote, expose } of remotesForPath(path)) loader?.preload(remote, expose);
  for (const options of queriesForPath(path, services.queries)) void services.query.prefetchQuery(options);
}


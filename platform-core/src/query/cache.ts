/**
 * The host's one QueryClient and the cache rules the spec gives: defaults that never retry on
 * their own and never refetch on focus unless an endpoint says so, and a cap per key family
 * (token info: 50 entries) that evicts the least recently used entries nobody observes.
 */
import { QueryClient, notifyManager } from '@tanstack/query-core';
import type { Query, QueryKey } from '@tanstack/query-core';
import { POLLING } from '@nova/shared-contracts';
import { ENDPOINT_META, isEndpointName } from '@nova/shared-contracts';
import type { EndpointQueryMeta } from '@nova/shared-contracts';

/** Answers nobody observes are dropped after 5 minutes. */
export const QUERY_GC_MS = 5 * 60_000;

export function createQueryClient(): QueryClient {
  // Observers hear of a change in a microtask rather than a 0 ms timer (query-core's default): the
  // realtime writer's cache writes happen in an animation frame, and a timer would run after that
  // frame's paint, putting every pushed value on screen one frame late. Batching is unchanged
  // (the writer applies one frame's pushes inside one `notifyManager.batch`).
  notifyManager.setScheduler(queueMicrotask);
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, gcTime: QUERY_GC_MS },
      mutations: { retry: false },
    },
  });
  limitEntries(client);
  return client;
}

const familyOf = (query: Query) => String(query.queryKey[0]);
const capOf = (query: Query) => (query.meta as EndpointQueryMeta | undefined)?.maxEntries;

/**
 * Keeps at most `meta.maxEntries` queries per key family: when one is added beyond the cap, the
 * unobserved ones of that family updated longest ago are removed (observed ones stay even past
 * the cap, so nothing on screen loses its data). Returns the unsubscribe.
 */
export function limitEntries(client: QueryClient): () => void {
  const cache = client.getQueryCache();
  return cache.subscribe((event) => {
    if (event.type !== 'added' && event.type !== 'observerRemoved') return;
    const cap = capOf(event.query);
    if (cap === undefined) return;
    const family = familyOf(event.query);
    const members = cache.getAll().filter((query) => familyOf(query) === family);
    let excess = members.length - cap;
    if (excess <= 0) return;
    const evictable = members
      .filter((query) => query !== event.query && query.getObserversCount() === 0)
      .sort((a, b) => a.state.dataUpdatedAt - b.state.dataUpdatedAt);
    for (const query of evictable) {
      if (excess-- <= 0) break;
      cache.remove(query);
    }
  });
}

/**
 * A manual refresh (a Refresh button) with the spec's 1 s debounce: a second press on the same
 * key within `debounceMs` of the last one is ignored (resolves false).
 */
export function createManualRefresh(client: QueryClient, debounceMs: number = POLLING.manualRefreshDebounceMs, now: () => number = () => Date.now()) {
  const last = new Map<string, number>();
  return async (queryKey: QueryKey): Promise<boolean> => {
    const id = JSON.stringify(queryKey);
    const at = now();
    const previous = last.get(id);
    if (previous !== undefined && at - previous < debounceMs) return false;
    last.set(id, at);
    await client.refetchQueries({ queryKey, exact: true });
    return true;
  };
}

/** Whether a cached answer belongs to the signed-in user (its endpoint needs a token): dropped on sign-out. */
export function isPrivateQuery(meta: Record<string, unknown> | undefined): boolean {
  const endpoint = (meta as EndpointQueryMeta | undefined)?.endpoint;
  return endpoint !== undefined && isEndpointName(endpoint) && ENDPOINT_META[endpoint].auth !== 'none';
}

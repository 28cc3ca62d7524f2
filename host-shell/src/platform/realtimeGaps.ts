import type { QueryClient } from '@tanstack/query-core';
import type { RealtimeClient } from '@nova/shared-contracts';

/**
 * REST refetches what a gap in the pushes may have missed: the active queries are refetched after
 * a reconnect, or when pushes resume after a stale spell. The first connect needs none: the
 * subscriptions that could miss a push (event channels) load the realtime client at once
 * (`realtimeStart.ts`), and the whole-state ones are made good by their next push.
 */
export function refetchAfterGaps(realtime: Pick<RealtimeClient, 'onStatus'>, query: Pick<QueryClient, 'invalidateQueries'>): () => void {
  let wasLive = false;
  let wasStale = false;
  let connectedOnce = false;
  return realtime.onStatus((status) => {
    const live = status.state === 'connected';
    const resumed = (live && !wasLive && connectedOnce) || (live && wasStale && !status.stale);
    connectedOnce ||= live;
    wasLive = live;
    wasStale = status.stale === true;
    if (resumed) void query.invalidateQueries({ refetchType: 'active' });
  });
}

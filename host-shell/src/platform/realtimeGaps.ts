import type { QueryClient } from '@tanstack/query-core';
import type { RealtimeClient } from '@nova/shared-contracts';

/**
 * REST refetches what a gap in the pushes may have missed: the active queries are refetched
 * - after a reconnect, or when pushes resume after a stale spell (as always);
 * - at the first connect, when a subscription to an event channel waited for the realtime client
 *   (`eventSubscriptionWaited`). The client loads after the first answer (`realtimeStart.ts`), so
 *   such a subscription reaches the server well after the REST answer it updates was served, and
 *   event channels (trade_history, token_info_change, holder_balance, holds_change, spot.myorders…)
 *   send no snapshot on subscribe: a trade pushed in between would be missing for good. Whole-state
 *   channels (token_rank, token_price_change, native_price: what /markets subscribes) need no
 *   refetch, their next push makes good any missed one. In-flight fetches are not restarted
 *   (`cancelRefetch: false`): a list still loading its first answer keeps that request.
 */
export function refetchAfterGaps(realtime: Pick<RealtimeClient, 'onStatus'> & { eventSubscriptionWaited(): boolean }, query: Pick<QueryClient, 'invalidateQueries'>): () => void {
  let wasLive = false;
  let wasStale = false;
  let connectedOnce = false;
  return realtime.onStatus((status) => {
    const live = status.state === 'connected';
    const resumed = (live && !wasLive && connectedOnce) || (live && wasStale && !status.stale);
    const firstAfterWait = live && !connectedOnce && realtime.eventSubscriptionWaited();
    connectedOnce ||= live;
    wasLive = live;
    wasStale = status.stale === true;
    if (resumed) void query.invalidateQueries({ refetchType: 'active' });
    else if (firstAfterWait) void query.invalidateQueries({ refetchType: 'active' }, { cancelRefetch: false });
  });
}

/**
 * `PlatformServices.queries`: the option factories, follows and refetches of the one cache, bound
 * to the host's API client, QueryClient and socket. The host and the platform double build it
 * once; a remote never passes a client or an API around.
 */
import type { QueryClient } from '@tanstack/query-core';
import type { ApiClient, PlatformQueries, RealtimeClient } from '@nova/shared-contracts';
import { bindChannel, followPushed, followTokenInfo, followUserOrders } from './follow';
import {
  assetsQuery,
  endpointQuery,
  gasQuery,
  historyPositionsQuery,
  ordersQuery,
  perpSummaryQuery,
  positionsQuery,
  pushedQuery,
  rankingQuery,
  tokenInfoQuery,
  tradeHistoryQuery,
  walletActivityQuery,
  walletProfitQuery,
  watchListQuery,
  watchToggleMutation,
} from './options';
import { invalidateAfter, refreshAfterOrder, refreshOpenOrders } from './refresh';

export function createQueries(api: ApiClient, client: QueryClient, realtime: RealtimeClient): PlatformQueries {
  return {
    endpoint: (name, request, pollMs) => endpointQuery(api, name, request, pollMs),
    tokenInfo: (chain, address) => tokenInfoQuery(api, chain, address),
    assets: (chain) => assetsQuery(api, chain),
    positions: (chain, wallet) => positionsQuery(api, chain, wallet),
    gas: () => gasQuery(api),
    ranking: (list, request) => rankingQuery(api, list, request),
    perpSummary: () => perpSummaryQuery(api),
    watchList: (chain) => watchListQuery(api, chain),
    tradeHistory: (request) => tradeHistoryQuery(api, request),
    orders: (request) => ordersQuery(api, request),
    historyPositions: (request) => historyPositionsQuery(api, request),
    walletProfit: (request) => walletProfitQuery(api, request),
    walletActivity: (request) => walletActivityQuery(api, request),
    watchToggle: () => watchToggleMutation(api, client) as ReturnType<PlatformQueries['watchToggle']>,
    followTokenInfo: (chain, address) => followTokenInfo(realtime, client, chain, address),
    followUserOrders: () => followUserOrders(realtime, client),
    bindChannel: (channel, params, key, reducer) => bindChannel(realtime, client, channel, params, key, reducer),
    pushed: (channel, params) => pushedQuery(channel, params),
    followPushed: (channel, params) => followPushed(realtime, client, channel, params),
    invalidateAfter: (change) => invalidateAfter(client, change),
    refreshAfterOrder: () => refreshAfterOrder(client),
    refreshOpenOrders: () => refreshOpenOrders(client),
  };
}

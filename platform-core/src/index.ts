// The one public door of @nova/platform-core: the React-free services the host and the platform
// double both build PlatformServices from. Explicit named re-exports only.
// The one module loader: code in a chunk of its own, imported once on first use (the host's lazy
// parts and shared-ui's `lazyModule` / `lazyWithPreload` build on it; it holds no module state).
export { moduleLoader } from './moduleLoader';
export type { ModuleLoader, ModuleLoaderOptions } from './moduleLoader';
export { INVALID_REQUEST_CODE, REFRESH_ENDPOINT, backoffDelay, createApiClient, formDataOf } from './api/client';
export type { ApiClientOptions, ApiSession, HostApiClient } from './api/client';
// Realtime: only what works without a connection. The client itself (transport, subscriptions,
// writer, socket worker) is the second door, `@nova/platform-core/realtime` (src/realtime/index.ts),
// which the host imports dynamically so it stays out of main.js.
export { SNAPSHOT_CHANNELS, isSnapshotChannel, reconnectDelay, statusOf, statusText } from './realtime/status';
export type { HostRealtimeClient } from './realtime/status';
export { SESSION_STORAGE_KEY, createSessionStore, sessionService } from './session/session';
export type { ConsentPopup, LoginRequests, SessionStore, SessionStoreOptions, SessionTokens } from './session/session';
export { PERP_STORAGE_KEY, createPerpRenewal, createPerpTokenStore, perpFamilyOf } from './session/perpTokens';
export type { PerpFamily, PerpTokenStore } from './session/perpTokens';
export { PREFS_PREFIX, createPrefs } from './prefs/prefs';
// The bus's event map is the contract's; the bus itself is built here.
export { BUS_EVENTS } from '@nova/shared-contracts';
export { createEventBus } from './bus/bus';
// The endpoint loader (each group's schemas with its first call).
export { createEndpointLoader, loadEndpoint } from './api/endpoints';
// The one cache: the client with the spec's rules, the option factories bound to the host's
// services (`PlatformServices.queries`), the follows and the refetches after an order.
export { QUERY_GC_MS, createManualRefresh, createQueryClient, isPrivateQuery, limitEntries } from './query/cache';
export { createQueries } from './query/queries';
export { ORDER_AFFECTED_ENDPOINTS, refetchEndpoints, refreshAfterOrder, refreshOpenOrders } from './query/refresh';
export { followTokenInfo, followUserOrders } from './query/follow';
export {
  assetsQuery,
  endpointQuery,
  gasQuery,
  historyPositionsQuery,
  nextOffset,
  ordersQuery,
  perpSummaryQuery,
  positionsQuery,
  rankingQuery,
  tokenInfoQuery,
  tradeHistoryQuery,
  walletActivityQuery,
  walletProfitQuery,
  watchListQuery,
  watchToggleMutation,
} from './query/options';

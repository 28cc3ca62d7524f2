// The one public door of @nova/platform-core: the React-free services the host and the platform
// double both build PlatformServices from. Explicit named re-exports only.
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
// The bus lives in shared-contracts (remotes use it too); re-exported so a platform is built from one import.
export { BUS_EVENTS, createEventBus } from '@nova/shared-contracts';

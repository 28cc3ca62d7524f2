// The one public door of @nova/platform-core: the React-free services the host and the platform
// double both build PlatformServices from. Explicit named re-exports only.
export { INVALID_REQUEST_CODE, REFRESH_ENDPOINT, backoffDelay, createApiClient, formDataOf } from './api/client';
export type { ApiClientOptions, ApiSession, HostApiClient } from './api/client';
export { STALE_AFTER_MS, STALE_CHECK_MS, createRealtimeClient } from './realtime/client';
export type { RealtimeClientOptions } from './realtime/client';
export { PROBE_TIMEOUT_MS, hasAckId, reconnectDelay, statusText } from './realtime/transport';
export type { SocketLike, TransportOptions } from './realtime/transport';
export { createWriter, frameSchedule } from './realtime/writer';
export type { Schedule, Writer } from './realtime/writer';
export { SESSION_STORAGE_KEY, createSessionStore, sessionService } from './session/session';
export type { ConsentPopup, LoginRequests, SessionStore, SessionStoreOptions, SessionTokens } from './session/session';
export { PERP_STORAGE_KEY, createPerpRenewal, createPerpTokenStore, perpFamilyOf } from './session/perpTokens';
export type { PerpFamily, PerpTokenStore } from './session/perpTokens';
export { PREFS_PREFIX, createPrefs } from './prefs/prefs';
// The bus lives in shared-contracts (remotes use it too); re-exported so a platform is built from one import.
export { BUS_EVENTS, createEventBus } from '@nova/shared-contracts';

// The second public door of @nova/platform-core, `@nova/platform-core/realtime`: the realtime
// client itself (transport, subscriptions, writer, the socket worker). Its own entry so that the
// host loads it with a dynamic import(), in its own chunk, after the first answer has painted,
// instead of in main.js; the main door (`src/index.ts`) keeps only the connection-free part
// (`status.ts`). Explicit named re-exports only.
export { STALE_AFTER_MS, STALE_CHECK_MS, createRealtimeClient } from './client';
export type { RealtimeClientOptions } from './client';
export { PROBE_TIMEOUT_MS, hasAckId } from './transport';
export type { SocketLike, TransportOptions } from './transport';
export { createWriter, frameSchedule } from './writer';
export type { Schedule, Writer } from './writer';

import type { RealtimeStatus } from '@nova/shared-contracts';
import type { HostRealtimeClient } from './status';
import { createSubscriptions } from './subscriptions';
import type { SubscriptionOptions } from './subscriptions';
import { createTransport } from './transport';
import type { TransportOptions } from './transport';
import { createWriter } from './writer';
import type { Schedule } from './writer';

/** Pushes stopped for this long while the socket says "connected": the data is marked stale (ours; spec 3 §4 gives no figure). */
export const STALE_AFTER_MS = 20_000;
/** How often the push silence is measured. */
export const STALE_CHECK_MS = 2_000;

export interface RealtimeClientOptions extends Omit<TransportOptions, 'onMessage' | 'onOpen' | 'wanted' | 'wantedKeys'> {
  getAccessToken: () => string | undefined;
  /** The API client's shared session refresh: private channels refused for an expired token use it. */
  refreshAccessToken?: () => Promise<boolean>;
  /**
   * Delivery of pushes to handlers. Immediate by default: the one per-frame throttle is the cache
   * writer, so two frame throttles never stack.
   */
  schedule?: Schedule;
  onError?: SubscriptionOptions['onError'];
}

const immediate: Schedule = (flush) => flush();

/**
 * The one realtime connection handed to every remote: transport + subscriptions + delivery.
 * Besides the transport's states it reports `stale: true` when no push arrived for
 * STALE_AFTER_MS while connected with subscriptions held (a half-open socket or a paused server),
 * and probes the socket then; the next push clears it.
 */
export function createRealtimeClient(options: RealtimeClientOptions): HostRealtimeClient {
  const now = options.now ?? Date.now;
  let subscriptions: ReturnType<typeof createSubscriptions> | null = null;
  let stale = false;
  let connectedAt = 0;
  const listeners = new Set<(status: RealtimeStatus) => void>();
  const transport = createTransport({
    ...options,
    onMessage: (message) => {
      if (!subscriptions) return;
      const before = subscriptions.lastPushAt();
      subscriptions.handle(message);
      if (stale && subscriptions.lastPushAt() !== before) setStale(false);
    },
    onOpen: () => {
      connectedAt = now();
      subscriptions?.resubscribeAll();
    },
    // Pushes of keys no subscription holds are dropped by the transport before they are parsed.
    wanted: (key) => subscriptions?.holds(key) ?? false,
    // A socket in a worker drops them there, before they cost the page a task.
    wantedKeys: () => subscriptions?.keys() ?? [],
  });
  // getStatus() must return the same object until something changes (useSyncExternalStore readers).
  let staleStatus: { base: RealtimeStatus; value: RealtimeStatus } | null = null;
  const current = (): RealtimeStatus => {
    const base = transport.status();
    if (!stale) return base;
    if (staleStatus?.base !== base) staleStatus = { base, value: { ...base, stale: true } };
    return staleStatus.value;
  };
  const emit = () => {
    const status = current();
    for (const listener of [...listeners]) listener(status);
  };
  function setStale(next: boolean) {
    if (stale === next) return;
    stale = next;
    emit();
  }
  transport.onStatus((status) => {
    if (status.state !== 'connected') stale = false;
    emit();
  });
  subscriptions = createSubscriptions({
    send: (message) => transport.send(message),
    getAccessToken: options.getAccessToken,
    refreshAccessToken: options.refreshAccessToken,
    writer: createWriter(options.schedule ?? immediate),
    now: options.now,
    log: options.log,
    onError: options.onError,
  });
  const subs = subscriptions;
  let staleTimer: ReturnType<typeof setInterval> | undefined;
  const checkStale = () => {
    if (transport.status().state !== 'connected' || subs.keys().length === 0) return;
    const quietSince = Math.max(subs.lastPushAt(), connectedAt);
    if (now() - quietSince < STALE_AFTER_MS) return;
    setStale(true);
    transport.probe();
  };
  return {
    subscribe: (channel, params, handler) => subs.subscribe(channel, params, handler),
    getStatus: current,
    onStatus(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reconnect: () => transport.reconnect(),
    start: () => {
      transport.start();
      staleTimer ??= setInterval(checkStale, STALE_CHECK_MS);
    },
    stop: () => {
      clearInterval(staleTimer);
      staleTimer = undefined;
      transport.stop();
    },
  };
}

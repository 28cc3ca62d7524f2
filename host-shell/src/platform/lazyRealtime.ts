import { moduleLoader, reconnectDelay, statusOf } from '@nova/platform-core';
import type { HostRealtimeClient } from '@nova/platform-core';
import { REALTIME } from '@nova/shared-contracts';
import type { ChannelName, RealtimeStatus } from '@nova/shared-contracts';

/** The host's realtime client before and after its code has loaded (see `lazyRealtime`). */
export interface LazyRealtime extends HostRealtimeClient {
  /**
   * Starts (or joins) loading the real client; resolves once it has taken over. A failed load is
   * reported in the status and retried (never rejects).
   */
  load(): Promise<void>;
  /** Whether the real client has taken over. */
  loaded(): boolean;
}

export interface LazyRealtimeOptions {
  /** Called for each subscription made before the real client has loaded (the start trigger listens). */
  onSubscribe?: (channel: ChannelName) => void;
  win?: Pick<Window, 'addEventListener' | 'removeEventListener'> & { navigator: { onLine: boolean } };
  log?: (message: string, error: unknown) => void;
}

interface Queued {
  channel: ChannelName;
  params: unknown;
  handler: (data: never) => void;
  /** The real subscription's unsubscribe, once handed over. */
  release: (() => void) | null;
  done: boolean;
}

/**
 * The realtime client remotes get (`PlatformServices.realtime`), usable from the first render while
 * the real one (`@nova/platform-core/realtime`: transport, subscriptions, writer, socket worker) is
 * still a chunk not yet loaded. Until it loads:
 * - `subscribe` queues (an unsubscribe before the load just drops the entry, nothing is sent);
 * - `getStatus` is the transport's own first status, `connecting` (`offline` when the browser is),
 *   so the status bar reads as it did while the socket was opening; `onStatus` listeners are kept;
 * - `start` / `stop` (main.tsx, the back/forward cache's pagehide/pageshow) only record whether the
 *   socket should run;
 * - `reconnect` is an explicit need: it loads at once.
 * When it loads, the queued subscriptions are handed over in order, once each, the listeners follow
 * the real client's status (one forwarding listener: none lost, none doubled) and it is started if
 * the page wants the socket. A failed load (a chunk that did not arrive) shows `disconnected`
 * (`offline` when the browser is), so the status bar offers Reconnect, and is retried: after the
 * transport's backoff, up to its 5 attempts, when the browser comes back online, or on reconnect().
 */
export function lazyRealtime(factory: () => Promise<HostRealtimeClient>, options: LazyRealtimeOptions): LazyRealtime {
  const win = options.win ?? window;
  const log = options.log ?? ((message: string, error: unknown) => console.error(`[host] ${message}`, error));
  let real: HostRealtimeClient | null = null;
  let running = false;
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let queue: Queued[] = [];
  let status: RealtimeStatus = statusOf(win.navigator.onLine ? 'connecting' : 'offline');
  const listeners = new Set<(status: RealtimeStatus) => void>();

  const emit = (next: RealtimeStatus) => {
    for (const listener of [...listeners]) listener(next);
  };
  const setStatus = (next: RealtimeStatus) => {
    if (next.state === status.state && next.attempt === status.attempt) return;
    status = next;
    emit(status);
  };
  // Before the load the browser's connectivity is all there is to show; a failed load retries online.
  const onOffline = () => setStatus(statusOf('offline'));
  const onOnline = () => {
    if (failures > 0) void load();
    else setStatus(statusOf('connecting'));
  };
  win.addEventListener('offline', onOffline);
  win.addEventListener('online', onOnline);

  const takeOver = (client: HostRealtimeClient) => {
    real = client;
    clearTimeout(retryTimer);
    win.removeEventListener('offline', onOffline);
    win.removeEventListener('online', onOnline);
    client.onStatus(emit);
    const waiting = queue;
    queue = [];
    for (const entry of waiting) {
      if (entry.done) continue;
      entry.release = client.subscribe(entry.channel, entry.params as never, entry.handler as (data: unknown) => void);
    }
    if (running) client.start();
    // getStatus() is the real client's from now on: listeners hear it once.
    emit(client.getStatus());
  };

  const fail = (error: unknown) => {
    failures += 1;
    log('the realtime client failed to load', error);
    setStatus(statusOf(win.navigator.onLine ? 'disconnected' : 'offline'));
    clearTimeout(retryTimer);
    if (failures <= REALTIME.maxReconnectAttempts) retryTimer = setTimeout(() => void load(), reconnectDelay(failures));
  };
  // The one import of the real client (a factory that throws at once fails like a chunk that did not
  // arrive): it takes over once, and each failed attempt counts once, however many asked for it.
  const realClient = moduleLoader(factory, { onFailed: fail });
  realClient.subscribe(takeOver);

  function load(): Promise<void> {
    if (real) return Promise.resolve();
    clearTimeout(retryTimer);
    if (failures > 0) setStatus(statusOf(win.navigator.onLine ? 'connecting' : 'offline'));
    return realClient.load().then(
      () => undefined,
      () => undefined,
    );
  }

  return {
    subscribe(channel, params, handler) {
      if (real) return real.subscribe(channel, params, handler);
      const entry: Queued = { channel, params, handler: handler as (data: never) => void, release: null, done: false };
      queue.push(entry);
      options.onSubscribe?.(channel);
      return () => {
        if (entry.done) return;
        entry.done = true;
        if (entry.release) entry.release();
        else queue = queue.filter((queued) => queued !== entry);
      };
    },
    getStatus: () => real?.getStatus() ?? status,
    onStatus(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reconnect() {
      if (real) real.reconnect();
      else void load();
    },
    start() {
      running = true;
      real?.start();
    },
    stop() {
      running = false;
      real?.stop();
    },
    load,
    loaded: () => real !== null,
  };
}

/**
 * The page's half of the worker-owned socket (issue 8): a `SocketLike` whose WebSocket lives in a
 * dedicated worker (`socket.worker.ts`, `socketRelay.ts`). The worker drops pushes of keys the
 * page does not hold, so they never cost the main thread a task; the transport tells it the held
 * keys (`want`) before each frame it sends, and messages to a worker arrive in order, so a
 * subscribe frame never overtakes its key. Heartbeat, reconnect, backoff, visibility and the
 * subscriptions stay on the main thread, in the transport, unchanged.
 *
 * `close()` ends the worker (`terminate()`), which ends its connection at once: synchronous, so a
 * page leaving on `pagehide` holds no socket and stays eligible for the back/forward cache (the
 * server sees the connection end without a close frame). Where `Worker` does not exist (jsdom,
 * tests, tools) `openSocket` opens a WebSocket on the main thread, as before.
 */
import type { FromWorker, ToWorker } from './socketRelay';
import type { SocketLike } from './transport';

/** The part of a Worker the proxy uses. */
export interface WorkerLike {
  postMessage(message: ToWorker): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<FromWorker>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

const CONNECTING = 0;
const OPEN = 1;
const CLOSED = 3;

/** The transport's default socket: in a worker where the browser has workers, else on the page. */
export function openSocket(url: string): SocketLike {
  if (typeof Worker !== 'function') return new WebSocket(url) as SocketLike;
  // A fixed file name, revalidated like the host's main.js: the federation runtime the build puts in
  // every entry chunk (a worker's too) cannot resolve a content hash in a worker entry's file name,
  // so webpack refuses `[contenthash]` there.
  return createWorkerSocket(new Worker(/* webpackChunkName: "socket-worker", webpackEntryOptions: { filename: "[name].js" } */ new URL('./socket.worker.ts', import.meta.url)), url);
}

/** A socket of `url` opened by `worker`: its events and kept frames come back as the socket's events. */
export function createWorkerSocket(worker: WorkerLike, url: string): SocketLike {
  let state = CONNECTING;
  /** The wanted keys as the worker knows them. */
  const told = new Set<string>();
  const socket: SocketLike = {
    get readyState() {
      return state;
    },
    send(data) {
      worker.postMessage({ type: 'send', data });
    },
    close() {
      if (state === CLOSED) return;
      state = CLOSED;
      worker.terminate();
    },
    want(keys) {
      const next = new Set(keys);
      const add = [...next].filter((key) => !told.has(key));
      const remove = [...told].filter((key) => !next.has(key));
      if (add.length === 0 && remove.length === 0) return;
      for (const key of remove) told.delete(key);
      for (const key of add) told.add(key);
      worker.postMessage({ type: 'want', add, remove });
    },
    onopen: null,
    onclose: null,
    onerror: null,
    onmessage: null,
  };
  const end = (code: number, reason: string, wasClean: boolean) => {
    state = CLOSED;
    worker.terminate();
    socket.onclose?.(new CloseEvent('close', { code, reason, wasClean }));
  };
  worker.onmessage = ({ data: message }) => {
    if (state === CLOSED) return;
    switch (message.type) {
      case 'open':
        state = OPEN;
        socket.onopen?.(new Event('open'));
        return;
      case 'frames':
        // A handler may close the socket halfway through a batch: the rest is not delivered. Each
        // frame is handed over as `{ data }`: a DOM MessageEvent per frame cost a hot token's page
        // more than its JSON.parse (traced at 5,000 pushes a second).
        for (const data of message.data) {
          if (state === CLOSED) return;
          socket.onmessage?.({ data });
        }
        return;
      case 'error':
        socket.onerror?.(new Event('error'));
        return;
      case 'close':
        end(message.code, message.reason, message.wasClean);
        return;
    }
  };
  // The worker's script failed (not loaded, or threw): the socket failed, the transport reconnects.
  worker.onerror = (event) => {
    event.preventDefault();
    if (state === CLOSED) return;
    socket.onerror?.(new Event('error'));
    end(1006, 'the socket worker failed', false);
  };
  worker.postMessage({ type: 'open', url });
  return socket;
}

/**
 * Realtime layer 1: the one WebSocket (spec 3 §4). Connects, keeps a heartbeat, reconnects with
 * backoff, follows offline/online and pauses while the page is hidden. It knows nothing about
 * channels: it hands every non-heartbeat message to `onMessage` and calls `onOpen` after each
 * (re)connection so the subscription layer can resubscribe.
 *
 * Trust policy: frames are JSON-parsed here and dropped (logged) when they are not JSON; their
 * shape is validated by the subscription layer with the protocol and channel schemas. A push for a
 * key the subscription layer does not hold (`wanted`) is dropped before the parse when its key can
 * be read from the text alone (`pushKeyOf`). By default the socket lives in a dedicated worker
 * (`openSocket`, `workerSocket.ts`) that drops those pushes before they reach the page at all: the
 * transport hands such a socket the held keys (`wantedKeys`) before each frame it sends.
 */
import * as v from 'valibot';
import { REALTIME } from '@nova/shared-contracts';
import { ackMessageSchema } from '@nova/shared-contracts/realtime';
import { pushKeyOf } from './frameKey';
import { reconnectDelay, statusOf } from './status';
import { openSocket } from './workerSocket';
import type { RealtimeStatus } from '@nova/shared-contracts';

export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: Event) => void) | null;
  onclose: ((ev: CloseEvent) => void) | null;
  onerror: ((ev: Event) => void) | null;
  /** A frame received: only its `data` is read (the worker's socket hands over no MessageEvent, see `workerSocket.ts`). */
  onmessage: ((ev: { data: unknown }) => void) | null;
  /**
   * The keys whose pushes are wanted, for a socket that filters pushes before they reach the page
   * (the worker's): called before each frame is sent, so a subscribe never overtakes its key.
   */
  want?(keys: Iterable<string>): void;
}

export interface TransportOptions {
  url: string;
  createSocket?: (url: string) => SocketLike;
  onMessage: (message: unknown) => void;
  onOpen: () => void;
  /**
   * Whether a push of this key is wanted: pushes of other keys are dropped before JSON.parse when
   * their key is readable from the text (a broad feed sends every socket thousands a second).
   */
  wanted?: (key: string) => boolean;
  /** The keys `wanted` holds, handed to a socket that filters (`SocketLike.want`) before each frame sent. */
  wantedKeys?: () => Iterable<string>;
  now?: () => number;
  win?: Pick<Window, 'addEventListener' | 'removeEventListener'> & { navigator: { onLine: boolean } };
  doc?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
  log?: (message: string, detail?: unknown) => void;
}

export interface Transport {
  start(): void;
  stop(): void;
  /** Send a message if the socket is open; false when it is not. */
  send(message: object): boolean;
  isOpen(): boolean;
  status(): RealtimeStatus;
  onStatus(listener: (status: RealtimeStatus) => void): () => void;
  /** Manual retry (after the attempts ran out, or at any time). */
  reconnect(): void;
  /**
   * Check the socket now: a heartbeat at once, and a reconnect when it is not answered within
   * PROBE_TIMEOUT_MS (a half-open socket still says "connected" until this finds it out).
   */
  probe(): void;
}

/** How long a probe waits for its heartbeat answer before the socket is given up (ours). */
export const PROBE_TIMEOUT_MS = 5_000;

const OPEN = 1;

export function createTransport(options: TransportOptions): Transport {
  const createSocket = options.createSocket ?? openSocket;
  const now = options.now ?? Date.now;
  const win = options.win ?? window;
  const doc = options.doc ?? document;
  const log = options.log ?? ((message: string, detail?: unknown) => console.warn(`[realtime] ${message}`, detail ?? ''));
  const max = REALTIME.maxReconnectAttempts;

  let socket: SocketLike | null = null;
  let status: RealtimeStatus = statusOf('connecting');
  const listeners = new Set<(status: RealtimeStatus) => void>();
  let attempts = 0;
  let lastConnectAt = Number.NEGATIVE_INFINITY;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let pauseTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let checkTimer: ReturnType<typeof setInterval> | undefined;
  /** When the oldest unanswered ping was sent, or null when every ping was answered. */
  let unansweredSince: number | null = null;
  let probeTimer: ReturnType<typeof setTimeout> | undefined;
  const pingIds = new Set<string>();
  let seq = 0;
  let started = false;
  let paused = false;

  const setStatus = (next: Omit<RealtimeStatus, 'maxAttempts'>) => {
    if (next.state === status.state && next.attempt === status.attempt) return;
    status = { ...next, maxAttempts: max };
    for (const listener of [...listeners]) listener(status);
  };

  const stopHeartbeat = () => {
    clearInterval(pingTimer);
    clearInterval(checkTimer);
    clearTimeout(probeTimer);
    probeTimer = undefined;
    pingTimer = checkTimer = undefined;
    unansweredSince = null;
    pingIds.clear();
  };

  const ping = () => {
    const id = `hb-${++seq}`;
    if (!send({ id, action: 'heartbeat', channel: 'heartbeat', client_ts: now() })) return;
    pingIds.add(id);
    unansweredSince ??= now();
  };

  const probe = () => {
    if (!socket || socket.readyState !== OPEN || probeTimer !== undefined) return;
    ping();
    probeTimer = setTimeout(() => {
      probeTimer = undefined;
      if (unansweredSince === null) return;
      log(`heartbeat unanswered for ${PROBE_TIMEOUT_MS / 1000} s after a check; reconnecting`);
      dropSocket();
      scheduleReconnect();
    }, PROBE_TIMEOUT_MS);
  };

  const startHeartbeat = () => {
    stopHeartbeat();
    pingTimer = setInterval(ping, REALTIME.heartbeatIntervalMs);
    checkTimer = setInterval(() => {
      if (unansweredSince !== null && now() - unansweredSince >= REALTIME.heartbeatTimeoutMs) {
        log('heartbeat unanswered for 60 s; reconnecting');
        dropSocket();
        scheduleReconnect();
      }
    }, REALTIME.heartbeatCheckMs);
  };

  /** Close the current socket without letting its close event schedule anything. */
  const dropSocket = () => {
    stopHeartbeat();
    const current = socket;
    socket = null;
    if (!current) return;
    current.onopen = current.onclose = current.onerror = current.onmessage = null;
    try {
      current.close(1000, 'client closing');
    } catch {
      // already closed
    }
  };

  const connect = () => {
    clearTimeout(reconnectTimer);
    reconnectTimer = undefined;
    dropSocket();
    lastConnectAt = now();
    if (attempts === 0) setStatus({ state: 'connecting', attempt: 0 });
    let ws: SocketLike;
    try {
      ws = createSocket(options.url);
    } catch (error) {
      log('could not open the socket', error);
      scheduleReconnect();
      return;
    }
    socket = ws;
    ws.onopen = () => {
      attempts = 0;
      setStatus({ state: 'connected', attempt: 0 });
      startHeartbeat();
      options.onOpen();
    };
    ws.onmessage = (event) => {
      const text = String(event.data);
      if (options.wanted) {
        const key = pushKeyOf(text);
        if (key !== undefined && !options.wanted(key)) return;
      }
      let message: unknown;
      try {
        message = JSON.parse(text);
      } catch {
        log('dropped a frame that is not JSON', text.slice(0, 200));
        return;
      }
      // Only a frame carrying ack_id can be a heartbeat ack: pushes (most frames, 2,000 a second
      // in the sim's load mode) skip the schema, whose failure path builds an error each time.
      const ack = hasAckId(message) ? v.safeParse(ackMessageSchema, message) : undefined;
      if (ack?.success && pingIds.has(ack.output.ack_id)) {
        pingIds.clear();
        unansweredSince = null;
        return;
      }
      options.onMessage(message);
    };
    ws.onclose = () => {
      socket = null;
      stopHeartbeat();
      if (started && !paused) scheduleReconnect();
    };
    ws.onerror = () => {
      // a close event follows; reconnecting is decided there
    };
  };

  const scheduleReconnect = () => {
    if (!started || paused || reconnectTimer !== undefined) return;
    if (!win.navigator.onLine) {
      setStatus({ state: 'offline', attempt: 0 });
      return;
    }
    if (attempts >= max) {
      setStatus({ state: 'disconnected', attempt: 0 });
      return;
    }
    attempts += 1;
    setStatus({ state: 'reconnecting', attempt: attempts });
    const sinceLast = now() - lastConnectAt;
    const delay = Math.max(reconnectDelay(attempts), REALTIME.reconnectMinGapMs - sinceLast);
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      connect();
    }, delay);
  };

  const onOffline = () => {
    clearTimeout(reconnectTimer);
    reconnectTimer = undefined;
    dropSocket();
    setStatus({ state: 'offline', attempt: 0 });
  };
  const onOnline = () => {
    if (paused) return;
    attempts = 0;
    connect();
  };
  const onVisibility = () => {
    if (doc.visibilityState === 'hidden') {
      clearTimeout(pauseTimer);
      pauseTimer = setTimeout(() => {
        paused = true;
        clearTimeout(reconnectTimer);
        reconnectTimer = undefined;
        dropSocket();
      }, REALTIME.pauseCloseMs);
      return;
    }
    clearTimeout(pauseTimer);
    pauseTimer = undefined;
    if (!paused) {
      // Back from a short hide (or a throttled background): the socket may have died meanwhile.
      probe();
      return;
    }
    paused = false;
    // Coming back after a pause is a fresh start, not a failure: no attempt is counted and the
    // heartbeat clock starts over, so a tab hidden for minutes never reports a false disconnect.
    attempts = 0;
    if (win.navigator.onLine) connect();
    else setStatus({ state: 'offline', attempt: 0 });
  };

  function send(message: object): boolean {
    if (!socket || socket.readyState !== OPEN) return false;
    if (socket.want && options.wantedKeys) socket.want(options.wantedKeys());
    socket.send(JSON.stringify(message));
    return true;
  }

  return {
    start() {
      if (started) return;
      started = true;
      win.addEventListener('offline', onOffline);
      win.addEventListener('online', onOnline);
      doc.addEventListener('visibilitychange', onVisibility);
      if (win.navigator.onLine) connect();
      else setStatus({ state: 'offline', attempt: 0 });
    },
    stop() {
      started = false;
      win.removeEventListener('offline', onOffline);
      win.removeEventListener('online', onOnline);
      doc.removeEventListener('visibilitychange', onVisibility);
      clearTimeout(reconnectTimer);
      clearTimeout(pauseTimer);
      reconnectTimer = pauseTimer = undefined;
      dropSocket();
    },
    send,
    isOpen: () => socket?.readyState === OPEN,
    status: () => status,
    onStatus(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reconnect() {
      if (!started) return;
      attempts = 0;
      connect();
    },
    probe,
  };
}

/** Whether a parsed frame has an ack_id (an ack), before any schema runs. */
export function hasAckId(message: unknown): boolean {
  return typeof message === 'object' && message !== null && 'ack_id' in message;
}

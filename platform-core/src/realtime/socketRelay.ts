/**
 * The worker's half of the worker-owned socket (`socket.worker.ts`, issue 8): it holds the one
 * WebSocket and sends the page only what the page can use. A broad feed reaches every socket
 * (2,000 pushes a second in the sim's load mode, most for keys the page never subscribed); each
 * frame the page received cost it a task, and the few pushes it wanted waited behind them for a
 * frame. Here a push whose key can be read from its text (`pushKeyOf`) and is not in the wanted
 * set is dropped; every other frame (wanted pushes, acks, heartbeat answers, anything whose key
 * cannot be read) is forwarded. Frames kept in one task go out together, in a microtask at the end
 * of it: one message per batch. Not in a 0 ms timer: under the broad feed the worker runs a task
 * per frame received, and a timer waited behind them (traced at 2,000 frames a second: p50 1 ms,
 * p95 30-80 ms, up to 260 ms), holding a wanted push back for frames before the page saw it.
 *
 * At most one batch per `BATCH_GAP_MS`: when the page's own keys are hot (a launch or a dump of the
 * viewed token: thousands of wanted pushes a second) a message per frame cost the page a task per
 * frame, and the tasks' own cost outweighed their work (traced at 5,000 a second: 2,300 page tasks
 * a second, a third of the main thread in message dispatch). A frame kept within the gap after a
 * batch went out waits for the gap's end; a quiet feed's first frame still goes out at the end of
 * its task. The gap is a quarter of a frame: a push waits for it and then for the page's next
 * animation frame, and with 8 ms the 95th percentile of push to paint at 1,000 a second was 34 ms
 * (4 ms: 31 ms, against a goal of 33), while 250 messages a second cost the page next to nothing. The wait ends at the first frame the socket receives after the gap (wanted or
 * not: under a broad feed that is well before a timer would run), or at a timer, for a feed that
 * has stopped.
 *
 * Plain functions on injected `post` / `connect` / `defer`, so the logic is tested without a worker.
 * Nothing here may import `@nova/shared-contracts` (the worker chunk stays a few kB).
 */
import { pushKeyOf } from './frameKey';

/** Page -> worker. `want` adds and removes keys of the wanted set (sent before any subscribe frame that needs them). */
export type ToWorker = { type: 'open'; url: string } | { type: 'send'; data: string } | { type: 'want'; add: string[]; remove: string[] };

/** Worker -> page: the socket's events, and the frames it kept (in arrival order). */
export type FromWorker = { type: 'open' } | { type: 'frames'; data: string[] } | { type: 'error' } | { type: 'close'; code: number; reason: string; wasClean: boolean };

/** The part of a WebSocket the relay uses. */
export interface RelaySocket {
  send(data: string): void;
  onopen: ((ev: Event) => void) | null;
  onclose: ((ev: CloseEvent) => void) | null;
  onerror: ((ev: Event) => void) | null;
  onmessage: ((ev: MessageEvent) => void) | null;
}

export interface RelayOptions {
  post: (message: FromWorker) => void;
  connect: (url: string) => RelaySocket;
  /** Runs a function once the current task's work is done (a microtask by default): the batch is sent then. */
  defer?: (fn: () => void) => void;
  /** A clock in ms (`performance.now` by default). */
  now?: () => number;
  /** Runs a function after `ms` (a timer by default); returns its cancel. */
  later?: (fn: () => void, ms: number) => () => void;
}

/** The least time between two batches to the page. */
export const BATCH_GAP_MS = 4;

/** Whether a frame goes to the page: a push of a key outside the wanted set does not; everything else does. */
export function passes(text: string, wanted: ReadonlySet<string>): boolean {
  const key = pushKeyOf(text);
  return key === undefined || wanted.has(key);
}

export function createRelay(options: RelayOptions): { receive(message: ToWorker): void } {
  const defer = options.defer ?? ((fn: () => void) => queueMicrotask(fn));
  const now = options.now ?? (() => performance.now());
  const later =
    options.later ??
    ((fn: () => void, ms: number) => {
      const timer = setTimeout(fn, ms);
      return () => clearTimeout(timer);
    });
  const wanted = new Set<string>();
  let socket: RelaySocket | null = null;
  let batch: string[] = [];
  let lastPost = -Infinity;
  let deferred = false;
  let cancelTimer: (() => void) | null = null;

  const flush = () => {
    deferred = false;
    cancelTimer?.();
    cancelTimer = null;
    if (batch.length === 0) return;
    const data = batch;
    batch = [];
    lastPost = now();
    options.post({ type: 'frames', data });
  };
  const sendSoon = () => {
    deferred = true;
    defer(flush);
  };
  /** A batch waits for the gap after the last one; a frame received after it sends the batch at the end of its task. */
  const schedule = () => {
    if (deferred || batch.length === 0) return;
    const wait = lastPost + BATCH_GAP_MS - now();
    if (wait <= 0) {
      cancelTimer?.();
      cancelTimer = null;
      sendSoon();
    } else cancelTimer ??= later(flush, wait);
  };

  const open = (url: string) => {
    const ws = options.connect(url);
    socket = ws;
    ws.onopen = () => options.post({ type: 'open' });
    ws.onmessage = (event) => {
      const text = String(event.data);
      if (passes(text, wanted)) batch.push(text);
      schedule();
    };
    // The frames kept so far reach the page before the socket's end does.
    ws.onerror = () => {
      flush();
      options.post({ type: 'error' });
    };
    ws.onclose = (event) => {
      flush();
      socket = null;
      options.post({ type: 'close', code: event.code, reason: event.reason, wasClean: event.wasClean });
    };
  };

  return {
    receive(message) {
      switch (message.type) {
        case 'open':
          open(message.url);
          return;
        case 'send':
          socket?.send(message.data);
          return;
        case 'want':
          for (const key of message.remove) wanted.delete(key);
          for (const key of message.add) wanted.add(key);
          return;
      }
    },
  };
}

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
}

/** Whether a frame goes to the page: a push of a key outside the wanted set does not; everything else does. */
export function passes(text: string, wanted: ReadonlySet<string>): boolean {
  const key = pushKeyOf(text);
  return key === undefined || wanted.has(key);
}

export function createRelay(options: RelayOptions): { receive(message: ToWorker): void } {
  const defer = options.defer ?? ((fn: () => void) => queueMicrotask(fn));
  const wanted = new Set<string>();
  let socket: RelaySocket | null = null;
  let batch: string[] = [];

  const flush = () => {
    if (batch.length === 0) return;
    const data = batch;
    batch = [];
    options.post({ type: 'frames', data });
  };

  const open = (url: string) => {
    const ws = options.connect(url);
    socket = ws;
    ws.onopen = () => options.post({ type: 'open' });
    ws.onmessage = (event) => {
      const text = String(event.data);
      if (!passes(text, wanted)) return;
      if (batch.push(text) === 1) defer(flush);
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

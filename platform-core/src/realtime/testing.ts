import type { SocketLike } from './transport';

/** A WebSocket double: the test plays the server. */
export class FakeSocket implements SocketLike {
  static instances: FakeSocket[] = [];
  readyState = 0;
  sent: Array<Record<string, unknown>> = [];
  closed = false;
  onopen: ((ev: Event) => void) | null = null;
  onclose: ((ev: CloseEvent) => void) | null = null;
  onerror: ((ev: Event) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }

  static latest(): FakeSocket {
    const socket = FakeSocket.instances[FakeSocket.instances.length - 1];
    if (!socket) throw new Error('no socket was opened');
    return socket;
  }

  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  /** Server side: accept the connection. */
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  /** Server side: drop the connection (or refuse it before open). */
  drop() {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close'));
  }
  receive(message: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: typeof message === 'string' ? message : JSON.stringify(message) }));
  }
  sentOf(action: string) {
    return this.sent.filter((m) => m.action === action);
  }
}

/** window and document doubles for online/offline and page visibility. */
export function fakeEnvironment() {
  const win = Object.assign(new EventTarget(), { navigator: { onLine: true } });
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  return {
    win,
    doc,
    goOffline() {
      win.navigator.onLine = false;
      win.dispatchEvent(new Event('offline'));
    },
    goOnline() {
      win.navigator.onLine = true;
      win.dispatchEvent(new Event('online'));
    },
    setVisibility(state: DocumentVisibilityState) {
      doc.visibilityState = state;
      doc.dispatchEvent(new Event('visibilitychange'));
    },
  };
}

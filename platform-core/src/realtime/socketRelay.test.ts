import { describe, expect, it } from 'vitest';
import { createRelay, passes } from './socketRelay';
import type { FromWorker, RelaySocket } from './socketRelay';

const KEY = 'token_price_change?address=Tok1&chain=solana';
const OTHER = 'token_price_change?address=LOAD7&chain=solana';
const push = (key: string) => JSON.stringify({ channel: 'token_price_change', key, data: { current_price: '1' } });

class Socket implements RelaySocket {
  sent: string[] = [];
  onopen: ((ev: Event) => void) | null = null;
  onclose: ((ev: CloseEvent) => void) | null = null;
  onerror: ((ev: Event) => void) | null = null;
  onmessage: ((ev: MessageEvent) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  receive(text: string) {
    this.onmessage?.(new MessageEvent('message', { data: text }));
  }
}

function setup() {
  const posted: FromWorker[] = [];
  const deferred: Array<() => void> = [];
  const sockets: Socket[] = [];
  const relay = createRelay({
    post: (message) => posted.push(message),
    connect: (url) => {
      const socket = new Socket(url);
      sockets.push(socket);
      return socket;
    },
    defer: (fn) => deferred.push(fn),
  });
  const runDeferred = () => {
    for (const fn of deferred.splice(0)) fn();
  };
  relay.receive({ type: 'open', url: 'ws://sim.test/ws' });
  return { relay, posted, runDeferred, socket: sockets[0]! };
}

describe('passes', () => {
  it('keeps a push of a wanted key and drops one of another key', () => {
    const wanted = new Set([KEY]);
    expect(passes(push(KEY), wanted)).toBe(true);
    expect(passes(push(OTHER), wanted)).toBe(false);
  });

  it('keeps every frame whose key cannot be read from the text: acks, heartbeat answers, other shapes', () => {
    const none = new Set<string>();
    expect(passes(JSON.stringify({ ack_id: 'sub-1', code: 0 }), none)).toBe(true);
    expect(passes(JSON.stringify({ channel: 'token_price_change', key: OTHER, ack_id: 'hb-1' }), none)).toBe(true);
    expect(passes(JSON.stringify({ key: OTHER, channel: 'token_price_change', data: 1 }), none)).toBe(true);
    expect(passes('not json', none)).toBe(true);
  });
});

describe('socket relay (the worker)', () => {
  it('opens the socket it is asked for, reports open and sends what the page sends', () => {
    const { relay, posted, socket } = setup();
    expect(socket.url).toBe('ws://sim.test/ws');
    socket.onopen?.(new Event('open'));
    expect(posted).toEqual([{ type: 'open' }]);
    relay.receive({ type: 'send', data: '{"action":"heartbeat"}' });
    expect(socket.sent).toEqual(['{"action":"heartbeat"}']);
  });

  it('forwards pushes of wanted keys only, following the wanted set', () => {
    const { relay, posted, runDeferred, socket } = setup();
    socket.receive(push(KEY));
    runDeferred();
    expect(posted).toEqual([]);
    relay.receive({ type: 'want', add: [KEY], remove: [] });
    socket.receive(push(KEY));
    socket.receive(push(OTHER));
    runDeferred();
    expect(posted).toEqual([{ type: 'frames', data: [push(KEY)] }]);
    relay.receive({ type: 'want', add: [], remove: [KEY] });
    socket.receive(push(KEY));
    runDeferred();
    expect(posted).toHaveLength(1);
  });

  it('forwards acks and unreadable frames without any wanted key', () => {
    const { posted, runDeferred, socket } = setup();
    const ack = JSON.stringify({ ack_id: 'hb-1', code: 0 });
    socket.receive(ack);
    socket.receive('not json');
    runDeferred();
    expect(posted).toEqual([{ type: 'frames', data: [ack, 'not json'] }]);
  });

  it('sends the frames kept before the batch goes out in one message, in arrival order', () => {
    const { relay, posted, runDeferred, socket } = setup();
    relay.receive({ type: 'want', add: [KEY], remove: [] });
    const ack = JSON.stringify({ ack_id: 'sub-1', code: 0 });
    socket.receive(ack);
    socket.receive(push(OTHER));
    socket.receive(push(KEY));
    expect(posted).toEqual([]);
    runDeferred();
    expect(posted).toEqual([{ type: 'frames', data: [ack, push(KEY)] }]);
    socket.receive(push(KEY));
    runDeferred();
    expect(posted).toEqual([
      { type: 'frames', data: [ack, push(KEY)] },
      { type: 'frames', data: [push(KEY)] },
    ]);
  });

  it('by default sends the frames kept in one task at its end, without waiting for a timer', async () => {
    const posted: FromWorker[] = [];
    let socket: Socket | undefined;
    const relay = createRelay({ post: (message) => posted.push(message), connect: (url) => (socket = new Socket(url)) });
    relay.receive({ type: 'open', url: 'ws://sim.test/ws' });
    relay.receive({ type: 'want', add: [KEY], remove: [] });
    let timerRan = false;
    setTimeout(() => (timerRan = true), 0);
    socket!.receive(push(KEY));
    socket!.receive(push(KEY));
    expect(posted).toEqual([]);
    await Promise.resolve();
    expect(posted).toEqual([{ type: 'frames', data: [push(KEY), push(KEY)] }]);
    expect(timerRan).toBe(false);
  });

  it('sends the kept frames before the error and the close, then nothing twice', () => {
    const { posted, runDeferred, socket } = setup();
    socket.receive('{"ack_id":"sub-1","code":0}');
    socket.onerror?.(new Event('error'));
    socket.onclose?.(new CloseEvent('close', { code: 1006, reason: '', wasClean: false }));
    runDeferred();
    expect(posted).toEqual([{ type: 'frames', data: ['{"ack_id":"sub-1","code":0}'] }, { type: 'error' }, { type: 'close', code: 1006, reason: '', wasClean: false }]);
  });
});

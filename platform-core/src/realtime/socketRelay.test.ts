import { describe, expect, it } from 'vitest';
import { BATCH_GAP_MS, createRelay, passes } from './socketRelay';
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
  const clock = { ms: 1000 };
  const timers: Array<{ fn: () => void; at: number; cancelled: boolean }> = [];
  const relay = createRelay({
    post: (message) => posted.push(message),
    connect: (url) => {
      const socket = new Socket(url);
      sockets.push(socket);
      return socket;
    },
    defer: (fn) => deferred.push(fn),
    now: () => clock.ms,
    later: (fn, ms) => {
      const timer = { fn, at: clock.ms + ms, cancelled: false };
      timers.push(timer);
      return () => (timer.cancelled = true);
    },
  });
  const runDeferred = () => {
    for (const fn of deferred.splice(0)) fn();
  };
  /** Moves the clock on and runs the timers that are due. */
  const advance = (ms: number, runTimers = true) => {
    clock.ms += ms;
    if (!runTimers) return;
    for (const timer of timers.splice(0)) {
      if (timer.cancelled) continue;
      if (timer.at <= clock.ms) timer.fn();
      else timers.push(timer);
    }
  };
  const pendingTimers = () => timers.filter((timer) => !timer.cancelled).length;
  relay.receive({ type: 'open', url: 'ws://sim.test/ws' });
  return { relay, posted, runDeferred, advance, pendingTimers, socket: sockets[0]! };
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
    const { relay, posted, runDeferred, advance, socket } = setup();
    relay.receive({ type: 'want', add: [KEY], remove: [] });
    const ack = JSON.stringify({ ack_id: 'sub-1', code: 0 });
    socket.receive(ack);
    socket.receive(push(OTHER));
    socket.receive(push(KEY));
    expect(posted).toEqual([]);
    runDeferred();
    expect(posted).toEqual([{ type: 'frames', data: [ack, push(KEY)] }]);
    advance(BATCH_GAP_MS);
    socket.receive(push(KEY));
    runDeferred();
    expect(posted).toEqual([
      { type: 'frames', data: [ack, push(KEY)] },
      { type: 'frames', data: [push(KEY)] },
    ]);
  });

  it('sends at most one batch per gap while the wanted keys are hot: frames within the gap wait for its end, together', () => {
    const { relay, posted, runDeferred, advance, pendingTimers, socket } = setup();
    relay.receive({ type: 'want', add: [KEY], remove: [] });
    socket.receive(push(KEY));
    runDeferred();
    expect(posted).toHaveLength(1);
    // Three more wanted pushes within the gap: nothing goes out at the end of their tasks.
    for (let i = 0; i < 3; i += 1) {
      advance(1);
      socket.receive(push(KEY));
      runDeferred();
    }
    expect(posted).toHaveLength(1);
    expect(pendingTimers()).toBe(1);
    // The feed stops: the timer sends the three in one message at the gap's end.
    advance(BATCH_GAP_MS);
    expect(posted).toEqual([
      { type: 'frames', data: [push(KEY)] },
      { type: 'frames', data: [push(KEY), push(KEY), push(KEY)] },
    ]);
  });

  it('ends the wait at the first frame received after the gap, wanted or not, without waiting for the timer', () => {
    const { relay, posted, runDeferred, advance, pendingTimers, socket } = setup();
    relay.receive({ type: 'want', add: [KEY], remove: [] });
    socket.receive(push(KEY));
    runDeferred();
    advance(2);
    socket.receive(push(KEY));
    runDeferred();
    expect(posted).toHaveLength(1);
    // The gap has passed but the worker is busy with frames: its timer has not run yet.
    advance(BATCH_GAP_MS - 2, false);
    socket.receive(push(OTHER));
    expect(pendingTimers()).toBe(0);
    runDeferred();
    expect(posted).toEqual([
      { type: 'frames', data: [push(KEY)] },
      { type: 'frames', data: [push(KEY)] },
    ]);
  });

  it('sends a quiet feed\'s frame at the end of its task: the gap only holds frames back after a batch', () => {
    const { relay, posted, runDeferred, advance, socket } = setup();
    relay.receive({ type: 'want', add: [KEY], remove: [] });
    socket.receive(push(KEY));
    runDeferred();
    advance(500);
    socket.receive(push(KEY));
    runDeferred();
    expect(posted).toHaveLength(2);
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

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { channelKey } from '@nova/shared-contracts';
import { createRealtimeClient } from './client';
import type { FromWorker, ToWorker } from './socketRelay';
import { fakeEnvironment } from './testing';
import { createWorkerSocket, openSocket } from './workerSocket';
import type { WorkerLike } from './workerSocket';

class FakeWorker implements WorkerLike {
  static instances: FakeWorker[] = [];
  received: ToWorker[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent<FromWorker>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  constructor(readonly script?: URL) {
    FakeWorker.instances.push(this);
  }
  postMessage(message: ToWorker) {
    this.received.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  /** The worker posts a message to the page. */
  emit(message: FromWorker) {
    this.onmessage?.(new MessageEvent('message', { data: message }));
  }
}

const KEY = channelKey('token_price_change', { chain: 'solana', address: 'Tok1' });
const push = (price: string) => JSON.stringify({ channel: 'token_price_change', key: KEY, data: { chain: 'solana', address: 'Tok1', current_price: price, ts: 1 } });

describe('worker socket (the page side)', () => {
  it('asks the worker to open the url and reports its open, frames, error and close as socket events', () => {
    const worker = new FakeWorker();
    const socket = createWorkerSocket(worker, 'ws://sim.test/ws');
    const events: string[] = [];
    socket.onopen = () => events.push('open');
    socket.onmessage = (event) => events.push(`message ${String(event.data)}`);
    socket.onerror = () => events.push('error');
    socket.onclose = (event) => events.push(`close ${event.code}`);
    expect(worker.received).toEqual([{ type: 'open', url: 'ws://sim.test/ws' }]);
    expect(socket.readyState).toBe(0);
    worker.emit({ type: 'open' });
    expect(socket.readyState).toBe(1);
    worker.emit({ type: 'frames', data: ['a', 'b'] });
    socket.send('hello');
    expect(worker.received.at(-1)).toEqual({ type: 'send', data: 'hello' });
    worker.emit({ type: 'error' });
    worker.emit({ type: 'close', code: 1006, reason: '', wasClean: false });
    expect(events).toEqual(['open', 'message a', 'message b', 'error', 'close 1006']);
    expect(socket.readyState).toBe(3);
    expect(worker.terminated).toBe(true);
  });

  it('close() ends the worker at once and nothing is reported after it', () => {
    const worker = new FakeWorker();
    const socket = createWorkerSocket(worker, 'ws://sim.test/ws');
    const events: string[] = [];
    socket.onmessage = () => events.push('message');
    socket.onclose = () => events.push('close');
    worker.emit({ type: 'open' });
    socket.close();
    expect(worker.terminated).toBe(true);
    expect(socket.readyState).toBe(3);
    worker.emit({ type: 'frames', data: ['a'] });
    worker.emit({ type: 'close', code: 1000, reason: '', wasClean: true });
    expect(events).toEqual([]);
  });

  it('stops delivering a batch when a handler closes the socket', () => {
    const worker = new FakeWorker();
    const socket = createWorkerSocket(worker, 'ws://sim.test/ws');
    const seen: string[] = [];
    socket.onmessage = (event) => {
      seen.push(String(event.data));
      socket.close();
    };
    worker.emit({ type: 'open' });
    worker.emit({ type: 'frames', data: ['a', 'b'] });
    expect(seen).toEqual(['a']);
  });

  it('a worker that fails is a socket that failed: error, then close', () => {
    const worker = new FakeWorker();
    const socket = createWorkerSocket(worker, 'ws://sim.test/ws');
    const events: string[] = [];
    socket.onerror = () => events.push('error');
    socket.onclose = (event) => events.push(`close ${event.code}`);
    worker.onerror?.(new ErrorEvent('error', { message: 'not loaded', cancelable: true }));
    expect(events).toEqual(['error', 'close 1006']);
    expect(worker.terminated).toBe(true);
  });

  it('tells the worker only the changes of the wanted keys', () => {
    const worker = new FakeWorker();
    const socket = createWorkerSocket(worker, 'ws://sim.test/ws');
    socket.want?.(['a', 'b']);
    socket.want?.(['b', 'a']);
    socket.want?.(['b', 'c']);
    expect(worker.received.slice(1)).toEqual([
      { type: 'want', add: ['a', 'b'], remove: [] },
      { type: 'want', add: ['c'], remove: ['a'] },
    ]);
  });
});

describe('the realtime client on a worker socket', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeWorker.instances = [];
  });
  afterEach(() => vi.useRealTimers());

  function start() {
    const env = fakeEnvironment();
    const client = createRealtimeClient({ url: 'ws://sim.test/ws', createSocket: (url) => createWorkerSocket(new FakeWorker(), url), getAccessToken: () => undefined, win: env.win, doc: env.doc });
    client.start();
    const worker = FakeWorker.instances[0]!;
    worker.emit({ type: 'open' });
    return { client, worker };
  }

  it('tells the worker a key is wanted before its subscribe frame, and released after it is dropped', () => {
    const { client, worker } = start();
    const prices: string[] = [];
    const unsubscribe = client.subscribe('tokenPriceChange', { chain: 'solana', address: 'Tok1' }, (data) => prices.push(String(data.current_price)));
    const [want, subscribe] = worker.received.slice(1);
    expect(want).toEqual({ type: 'want', add: [KEY], remove: [] });
    expect(subscribe?.type === 'send' && (JSON.parse(subscribe.data) as { action: string }).action).toBe('subscribe');
    worker.emit({ type: 'frames', data: [push('1.5'), push('1.6')] });
    expect(prices).toEqual(['1.5', '1.6']);
    unsubscribe();
    vi.advanceTimersByTime(2_000);
    const [release, unsubscribeFrame] = worker.received.slice(3);
    expect(release).toEqual({ type: 'want', add: [], remove: [KEY] });
    expect(unsubscribeFrame?.type === 'send' && (JSON.parse(unsubscribeFrame.data) as { action: string }).action).toBe('unsubscribe');
  });

  it('stop() ends the worker; start() opens a new one that is told every held key before the resubscribe', () => {
    const { client, worker } = start();
    client.subscribe('tokenPriceChange', { chain: 'solana', address: 'Tok1' }, () => undefined);
    client.stop();
    expect(worker.terminated).toBe(true);
    client.start();
    const next = FakeWorker.instances[1]!;
    next.emit({ type: 'open' });
    expect(next.received.slice(0, 2)).toEqual([
      { type: 'open', url: 'ws://sim.test/ws' },
      { type: 'want', add: [KEY], remove: [] },
    ]);
    expect(next.received[2]?.type === 'send' && (JSON.parse(next.received[2].data) as { action: string }).action).toBe('subscribe');
  });
});

describe('openSocket', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens the socket in a worker where the browser has workers', () => {
    vi.stubGlobal('Worker', FakeWorker);
    FakeWorker.instances = [];
    openSocket('ws://sim.test/ws');
    const worker = FakeWorker.instances[0]!;
    expect(String(worker.script)).toMatch(/socket\.worker\.ts/);
    expect(worker.received).toEqual([{ type: 'open', url: 'ws://sim.test/ws' }]);
  });

  it('falls back to a WebSocket on the page where there are no workers (jsdom, tools)', () => {
    class FakeWebSocket {
      constructor(readonly url: string) {}
    }
    vi.stubGlobal('Worker', undefined);
    vi.stubGlobal('WebSocket', FakeWebSocket);
    const socket = openSocket('ws://sim.test/ws');
    expect(socket).toBeInstanceOf(FakeWebSocket);
    expect((socket as unknown as FakeWebSocket).url).toBe('ws://sim.test/ws');
  });
});

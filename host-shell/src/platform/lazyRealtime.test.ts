import { afterEach, describe, expect, it, vi } from 'vitest';
import { reconnectDelay, statusOf, statusText } from '@nova/platform-core';
import type { HostRealtimeClient } from '@nova/platform-core';
import type { ChannelName, RealtimeStatus } from '@nova/shared-contracts';
import { lazyRealtime } from './lazyRealtime';
import type { LazyRealtimeOptions } from './lazyRealtime';

/** A stand-in for platform-core's client: records subscriptions, starts, stops and status listeners. */
function fakeClient() {
  const handlers: Array<{ channel: string; params: unknown; handler: (data: unknown) => void; released: number }> = [];
  const listeners = new Set<(status: RealtimeStatus) => void>();
  let status = statusOf('connecting');
  const client = {
    subscribe: vi.fn((channel: string, params: unknown, handler: (data: unknown) => void) => {
      const entry = { channel, params, handler, released: 0 };
      handlers.push(entry);
      return () => {
        entry.released += 1;
      };
    }),
    getStatus: () => status,
    onStatus: vi.fn((listener: (status: RealtimeStatus) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    }),
    reconnect: vi.fn(),
    start: vi.fn(),
    stop: vi.fn(),
  };
  return {
    client: client as unknown as HostRealtimeClient,
    mock: client,
    handlers,
    listeners,
    setStatus(next: RealtimeStatus) {
      status = next;
      for (const listener of [...listeners]) listener(next);
    },
  };
}

/** A window with its own connectivity and events. */
function fakeWindow(onLine = true) {
  const target = new EventTarget();
  return Object.assign(target, { navigator: { onLine } });
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup(options: Partial<LazyRealtimeOptions> & { factory?: () => Promise<HostRealtimeClient> } = {}) {
  const real = fakeClient();
  const factory = vi.fn(options.factory ?? (() => Promise.resolve(real.client)));
  const logs: unknown[] = [];
  const realtime = lazyRealtime(factory, { win: options.win ?? fakeWindow(), log: (_message, error) => logs.push(error), ...(options.onSubscribe ? { onSubscribe: options.onSubscribe } : {}) });
  return { real, factory, realtime, logs };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('lazy realtime client', () => {
  it('queues subscriptions until the client loads, then hands them over once each, in order', async () => {
    const onSubscribe = vi.fn<(channel: ChannelName) => void>();
    const { real, realtime, factory } = setup({ onSubscribe });
    const prices = vi.fn();
    const rank = vi.fn();
    realtime.subscribe('nativePrices', {}, prices);
    realtime.subscribe('tokenRank', { type: 'hot' }, rank);
    expect(factory).not.toHaveBeenCalled();
    expect(onSubscribe.mock.calls).toEqual([['nativePrices'], ['tokenRank']]);

    await realtime.load();
    await realtime.load();
    expect(factory).toHaveBeenCalledTimes(1);
    expect(real.handlers.map((entry) => [entry.channel, entry.params])).toEqual([
      ['nativePrices', {}],
      ['tokenRank', { type: 'hot' }],
    ]);
    real.handlers[0]!.handler({ prices: { SOL: 1 } });
    expect(prices).toHaveBeenCalledWith({ prices: { SOL: 1 } });

    // After the load a subscription goes straight to the client, and the trigger is not told.
    realtime.subscribe('tradeHistory', { chain: 'solana', address: 'A' }, vi.fn());
    expect(real.mock.subscribe).toHaveBeenCalledTimes(3);
    expect(onSubscribe).toHaveBeenCalledTimes(2);
  });

  it('drops a subscription unsubscribed before the load, and releases a handed-over one once', async () => {
    const { real, realtime } = setup();
    const gone = realtime.subscribe('tokenRank', { type: 'new' }, vi.fn());
    const kept = realtime.subscribe('nativePrices', {}, vi.fn());
    gone();
    gone();
    await realtime.load();
    expect(real.handlers.map((entry) => entry.channel)).toEqual(['nativePrices']);
    kept();
    kept();
    expect(real.handlers[0]!.released).toBe(1);
  });

  it('shows the transport’s first status while loading, and the real client’s afterwards through the same listeners', async () => {
    const { real, realtime } = setup();
    const first = realtime.getStatus();
    expect(first).toEqual(statusOf('connecting'));
    expect(statusText(first)).toBe('connecting');
    expect(realtime.getStatus()).toBe(first); // one object until something changes (useSyncExternalStore)
    const heard: string[] = [];
    const gone = vi.fn();
    realtime.onStatus((status) => heard.push(statusText(status)));
    realtime.onStatus(gone)();

    await realtime.load();
    expect(real.mock.onStatus).toHaveBeenCalledTimes(1);
    real.setStatus(statusOf('connected'));
    expect(realtime.getStatus()).toBe(real.client.getStatus());
    expect(heard).toEqual(['connecting', 'connected']);
    expect(gone).not.toHaveBeenCalled();
  });

  it('starts the real client on load only if the page wants the socket (start/stop before it are remembered)', async () => {
    const first = setup();
    first.realtime.start();
    await first.realtime.load();
    expect(first.real.mock.start).toHaveBeenCalledTimes(1);

    // Hidden into the back/forward cache before the code arrived: loaded, but not started until shown.
    const second = setup();
    second.realtime.start();
    second.realtime.stop();
    await second.realtime.load();
    expect(second.real.mock.start).not.toHaveBeenCalled();
    second.realtime.start();
    expect(second.real.mock.start).toHaveBeenCalledTimes(1);
    second.realtime.stop();
    expect(second.real.mock.stop).toHaveBeenCalledTimes(1);
  });

  it('loads at once on reconnect(), and forwards reconnect() afterwards', async () => {
    const { real, realtime, factory } = setup();
    realtime.reconnect();
    expect(factory).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(realtime.loaded()).toBe(true));
    realtime.reconnect();
    expect(real.mock.reconnect).toHaveBeenCalledTimes(1);
  });

  it('shows a failed load as disconnected, retries after the backoff, and hands over what waited', async () => {
    vi.useFakeTimers();
    const real = fakeClient();
    const attempts = [deferred<HostRealtimeClient>(), deferred<HostRealtimeClient>()];
    let call = 0;
    const { realtime, factory, logs } = setup({ factory: () => attempts[call++]!.promise });
    const heard: string[] = [];
    realtime.onStatus((status) => heard.push(statusText(status)));
    realtime.start();
    realtime.subscribe('nativePrices', {}, vi.fn());

    void realtime.load();
    // Callers that join an attempt share its outcome: one import, one failure counted, one retry.
    realtime.reconnect();
    expect(factory).toHaveBeenCalledTimes(1);
    attempts[0]!.reject(new Error('ChunkLoadError'));
    await vi.advanceTimersByTimeAsync(0);
    expect(realtime.getStatus().state).toBe('disconnected');
    expect(logs).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(reconnectDelay(1) - 1);
    expect(factory).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(factory).toHaveBeenCalledTimes(2);
    expect(realtime.getStatus().state).toBe('connecting');
    attempts[1]!.resolve(real.client);
    await vi.advanceTimersByTimeAsync(0);
    expect(realtime.loaded()).toBe(true);
    expect(real.mock.start).toHaveBeenCalledTimes(1);
    expect(real.handlers.map((entry) => entry.channel)).toEqual(['nativePrices']);
    expect(heard).toEqual(['disconnected', 'connecting', 'connecting']);
  });

  it('stops retrying by itself after the transport’s attempts; Reconnect still loads', async () => {
    vi.useFakeTimers();
    const { realtime, factory } = setup({ factory: () => Promise.reject(new Error('offline chunk')) });
    void realtime.load();
    for (let attempt = 1; attempt <= 6; attempt++) await vi.advanceTimersByTimeAsync(reconnectDelay(attempt));
    expect(factory).toHaveBeenCalledTimes(6);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(factory).toHaveBeenCalledTimes(6);
    expect(realtime.getStatus().state).toBe('disconnected');
    realtime.reconnect();
    expect(factory).toHaveBeenCalledTimes(7);
  });

  it('follows the browser offline before the load, and retries a failed load when it is back online', async () => {
    vi.useFakeTimers();
    const win = fakeWindow(false);
    const real = fakeClient();
    let fail = true;
    const { realtime, factory } = setup({ win, factory: () => (fail ? Promise.reject(new Error('no network')) : Promise.resolve(real.client)) });
    expect(realtime.getStatus().state).toBe('offline');
    void realtime.load();
    await vi.advanceTimersByTimeAsync(0);
    expect(realtime.getStatus().state).toBe('offline');

    fail = false;
    win.navigator.onLine = true;
    win.dispatchEvent(new Event('online'));
    expect(factory).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(realtime.loaded()).toBe(true);

    // Once loaded, connectivity is the transport's business.
    win.dispatchEvent(new Event('offline'));
    expect(realtime.getStatus()).toBe(real.client.getStatus());
  });
});

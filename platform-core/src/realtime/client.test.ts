import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_ERRORS, channelKey } from '@nova/shared-contracts';
import type { ApiError, RealtimeStatus } from '@nova/shared-contracts';
import { createRealtimeClient } from './client';
import { FakeSocket, fakeEnvironment } from './testing';
import { reconnectDelay, statusText } from './status';
import { hasAckId } from './transport';

function setup() {
  FakeSocket.instances = [];
  const env = fakeEnvironment();
  const errors: ApiError[] = [];
  const logs: string[] = [];
  const statuses: string[] = [];
  const client = createRealtimeClient({
    url: 'ws://sim.test/ws',
    createSocket: (url) => new FakeSocket(url),
    getAccessToken: () => 'tok',
    now: () => Date.now(),
    win: env.win,
    doc: env.doc,
    schedule: (flush) => setTimeout(flush, 0),
    onError: (e) => errors.push(e),
    log: (m) => logs.push(m),
  });
  client.onStatus((s: RealtimeStatus) => statuses.push(statusText(s)));
  client.start();
  return { client, env, errors, logs, statuses };
}

const PRICE = { chain: 'solana' as const, address: 'Tok1' };
const PRICE_KEY = channelKey('token_price_change', PRICE);
const pricePush = (price: string) => ({ channel: 'token_price_change', key: PRICE_KEY, data: { chain: 'solana', address: 'Tok1', current_price: price, ts: 1 } });

describe('realtime client', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('connects and reports connected', () => {
    const { client, statuses } = setup();
    expect(client.getStatus().state).toBe('connecting');
    FakeSocket.latest().open();
    expect(client.getStatus()).toEqual({ state: 'connected', attempt: 0, maxAttempts: 5 });
    expect(statuses).toEqual(['connected']);
  });

  it('drops a broad feed\'s pushes for keys it does not hold, silently, and still delivers its own', async () => {
    const { client, logs } = setup();
    const socket = FakeSocket.latest();
    socket.open();
    const handler = vi.fn();
    client.subscribe('tokenPriceChange', PRICE, handler);
    for (let i = 0; i < 50; i++) socket.receive({ channel: 'token_price_change', key: channelKey('token_price_change', { chain: 'solana', address: `LOAD${i}` }), data: { chain: 'solana', address: `LOAD${i}`, current_price: '1', ts: 1 } });
    socket.receive(pricePush('2.5'));
    await vi.advanceTimersByTimeAsync(1);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith(expect.objectContaining({ current_price: '2.5' }));
    expect(logs).toEqual([]);
    expect(hasAckId({ ack_id: '1', code: 0 })).toBe(true);
    expect(hasAckId(pricePush('1'))).toBe(false);
    expect(hasAckId(null)).toBe(false);
  });

  it('drops pushes of keys it does not hold before parsing them, and parses its own and every ack', async () => {
    const { client, logs } = setup();
    const socket = FakeSocket.latest();
    socket.open();
    const handler = vi.fn();
    client.subscribe('tokenPriceChange', PRICE, handler);
    // Not JSON after the key: only a frame that was parsed can report it.
    socket.receive(`{"channel":"token_price_change","key":"${channelKey('token_price_change', { chain: 'solana', address: 'LOAD1' })}","data":{`);
    expect(logs).toEqual([]);
    socket.receive(`{"channel":"token_price_change","key":"${PRICE_KEY}","data":{`);
    expect(logs).toEqual(['dropped a frame that is not JSON']);
    socket.receive(pricePush('3'));
    await vi.advanceTimersByTimeAsync(1);
    expect(handler).toHaveBeenCalledWith(expect.objectContaining({ current_price: '3' }));
  });

  it('subscribes once per key and delivers validated pushes to every subscriber', async () => {
    const { client } = setup();
    const socket = FakeSocket.latest();
    socket.open();
    const a = vi.fn();
    const b = vi.fn();
    client.subscribe('tokenPriceChange', PRICE, a);
    client.subscribe('tokenPriceChange', PRICE, b);
    expect(socket.sentOf('subscribe')).toEqual([{ id: expect.any(String), action: 'subscribe', channel: 'token_price_change', data: PRICE }]);
    socket.receive(pricePush('1.5'));
    await vi.advanceTimersByTimeAsync(1);
    expect(a).toHaveBeenCalledWith(expect.objectContaining({ current_price: '1.5' }));
    expect(b).toHaveBeenCalledTimes(1);
  });

  it('logs and drops a frame that fails its channel schema, and keeps going', async () => {
    const { client, logs } = setup();
    const socket = FakeSocket.latest();
    socket.open();
    const handler = vi.fn();
    client.subscribe('tokenPriceChange', PRICE, handler);
    socket.receive({ channel: 'token_price_change', key: PRICE_KEY, data: { chain: 'solana', address: 'Tok1', current_price: 'lots' } });
    socket.receive('not json');
    socket.receive(pricePush('2'));
    await vi.advanceTimersByTimeAsync(1);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(logs).toEqual(expect.arrayContaining(['dropped a bad token_price_change frame', 'dropped a frame that is not JSON']));
  });

  it('keeps only the newest snapshot per frame but every trade', async () => {
    const { client } = setup();
    const socket = FakeSocket.latest();
    socket.open();
    const prices = vi.fn();
    const trades = vi.fn();
    client.subscribe('tokenPriceChange', PRICE, prices);
    client.subscribe('tradeHistory', PRICE, trades);
    const trade = (tx: string) => ({ channel: 'trade_history', key: channelKey('trade_history', PRICE), data: { chain: 'solana', target_token: 'Tok1', price_usd: '1', volume_usd: '5', side: 'buy', trade_timestamp: 1, tx_hash: tx, maker: 'M', tags: [] } });
    socket.receive(pricePush('1'));
    socket.receive(pricePush('2'));
    socket.receive(trade('t1'));
    socket.receive(trade('t2'));
    await vi.advanceTimersByTimeAsync(1);
    expect(prices.mock.calls.map(([d]) => d.current_price)).toEqual(['2']);
    expect(trades.mock.calls.map(([d]) => d.tx_hash)).toEqual(['t1', 't2']);
  });

  it('pings every 30 s and reconnects 60 s after an unanswered ping, checked every 10 s', async () => {
    const { client } = setup();
    const socket = FakeSocket.latest();
    socket.open();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(socket.sentOf('heartbeat')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(socket.closed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.closed).toBe(true);
    expect(client.getStatus()).toMatchObject({ state: 'reconnecting', attempt: 1 });
  });

  it('stays connected while pings are answered', async () => {
    const { client } = setup();
    const socket = FakeSocket.latest();
    socket.open();
    for (let i = 0; i < 10; i++) {
      await vi.advanceTimersByTimeAsync(30_000);
      const last = socket.sentOf('heartbeat').at(-1)!;
      socket.receive({ ack_id: last.id, code: 0, client_ts: last.client_ts, server_ts: Date.now() });
    }
    expect(socket.closed).toBe(false);
    expect(client.getStatus().state).toBe('connected');
  });

  it('reconnects with 1 s x 1.5^n backoff, at most 5 times, then reports disconnected until Retry', async () => {
    const { client, statuses } = setup();
    const created: number[] = [];
    const start = Date.now();
    FakeSocket.latest().drop();
    for (let attempt = 1; attempt <= 5; attempt++) {
      const before = FakeSocket.instances.length;
      await vi.advanceTimersByTimeAsync(reconnectDelay(attempt) - 1);
      expect(FakeSocket.instances).toHaveLength(before);
      await vi.advanceTimersByTimeAsync(1);
      expect(FakeSocket.instances).toHaveLength(before + 1);
      created.push(Date.now() - start);
      FakeSocket.latest().drop();
    }
    expect(statuses).toEqual(['reconnecting (1/5)', 'reconnecting (2/5)', 'reconnecting (3/5)', 'reconnecting (4/5)', 'reconnecting (5/5)', 'disconnected']);
    expect(created).toEqual([1000, 2500, 4750, 8125, 13188]);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(FakeSocket.instances).toHaveLength(6);
    client.reconnect();
    FakeSocket.latest().open();
    expect(client.getStatus().state).toBe('connected');
  });

  it('caps the reconnect delay at 30 s', () => {
    expect([1, 2, 3, 9, 10, 20].map(reconnectDelay)).toEqual([1000, 1500, 2250, 25629, 30000, 30000]);
  });

  it('resubscribes every remembered channel on each open', async () => {
    const { client } = setup();
    const first = FakeSocket.latest();
    client.subscribe('tokenPriceChange', PRICE, vi.fn());
    client.subscribe('nativePrices', {}, vi.fn());
    first.open();
    expect(first.sentOf('subscribe').map((m) => m.channel)).toEqual(['token_price_change', 'native_price']);
    first.drop();
    await vi.advanceTimersByTimeAsync(1000);
    const second = FakeSocket.latest();
    second.open();
    expect(second.sentOf('subscribe').map((m) => m.channel)).toEqual(['token_price_change', 'native_price']);
  });

  it('releases a key 1 s after the last unsubscribe, and keeps it if re-subscribed in time', async () => {
    const { client } = setup();
    const socket = FakeSocket.latest();
    socket.open();
    const off = client.subscribe('tokenPriceChange', PRICE, vi.fn());
    off();
    await vi.advanceTimersByTimeAsync(999);
    expect(socket.sentOf('unsubscribe')).toHaveLength(0);
    client.subscribe('tokenPriceChange', PRICE, vi.fn());
    await vi.advanceTimersByTimeAsync(5000);
    expect(socket.sentOf('unsubscribe')).toHaveLength(0);
    expect(socket.sentOf('subscribe')).toHaveLength(1);
    const off2 = client.subscribe('nativePrices', {}, vi.fn());
    off2();
    await vi.advanceTimersByTimeAsync(1000);
    expect(socket.sentOf('unsubscribe')).toEqual([expect.objectContaining({ channel: 'native_price' })]);
  });

  it('batches the releases of per-token channels: due releases within 500 ms go out together', async () => {
    const { client } = setup();
    const socket = FakeSocket.latest();
    socket.open();
    const other = { ...PRICE, address: `${PRICE.address}2` };
    const offA = client.subscribe('tokenPriceChange', PRICE, vi.fn());
    const offB = client.subscribe('tokenPriceChange', other, vi.fn());
    offA();
    await vi.advanceTimersByTimeAsync(300);
    offB();
    // A's 1 s delay ends at 1000 ms and opens a 500 ms batch; B's ends at 1300 ms, inside it.
    await vi.advanceTimersByTimeAsync(1_199);
    expect(socket.sentOf('unsubscribe')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.sentOf('unsubscribe')).toHaveLength(2);
    // A key subscribed again while its release waits in the batch stays subscribed.
    const offC = client.subscribe('tokenPriceChange', PRICE, vi.fn());
    offC();
    await vi.advanceTimersByTimeAsync(1_200);
    client.subscribe('tokenPriceChange', PRICE, vi.fn());
    await vi.advanceTimersByTimeAsync(5_000);
    expect(socket.sentOf('unsubscribe')).toHaveLength(2);
  });

  it('reports a subscribe not acknowledged within 10 s as a timeout', async () => {
    const { client, errors } = setup();
    const socket = FakeSocket.latest();
    socket.open();
    client.subscribe('tokenPriceChange', PRICE, vi.fn());
    client.subscribe('nativePrices', {}, vi.fn());
    const [, nativeSub] = socket.sentOf('subscribe');
    socket.receive({ ack_id: nativeSub!.id, code: 0 });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(errors).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(errors.map((e) => e.code)).toEqual([CLIENT_ERRORS.timeout]);
    expect(errors[0]!.message).toContain(PRICE_KEY);
  });

  it('ignores a second price subscription from the same source within 100 ms', async () => {
    const { client } = setup();
    const socket = FakeSocket.latest();
    socket.open();
    const handler = vi.fn();
    const off1 = client.subscribe('tokenPriceChange', PRICE, handler);
    client.subscribe('tokenPriceChange', PRICE, handler);
    socket.receive(pricePush('3'));
    await vi.advanceTimersByTimeAsync(1);
    expect(handler).toHaveBeenCalledTimes(1);
    off1();
    // 1 s release delay, then the 500 ms batch of per-token channels.
    await vi.advanceTimersByTimeAsync(1500);
    expect(socket.sentOf('unsubscribe')).toHaveLength(1);
  });

  it('goes offline without reconnect attempts and reconnects when back online', async () => {
    const { client, env } = setup();
    const socket = FakeSocket.latest();
    socket.open();
    env.goOffline();
    expect(socket.closed).toBe(true);
    expect(client.getStatus().state).toBe('offline');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.instances).toHaveLength(1);
    env.goOnline();
    FakeSocket.latest().open();
    expect(FakeSocket.instances).toHaveLength(2);
    expect(client.getStatus().state).toBe('connected');
  });

  it('closes 500 ms after the tab is hidden and comes back without a false disconnect', async () => {
    const { client, env, statuses } = setup();
    const socket = FakeSocket.latest();
    socket.open();
    await vi.advanceTimersByTimeAsync(30_000); // a ping is now unanswered
    env.setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(499);
    expect(socket.closed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(FakeSocket.instances).toHaveLength(1);
    env.setVisibility('visible');
    FakeSocket.latest().open();
    expect(client.getStatus().state).toBe('connected');
    expect(statuses.filter((s) => s.startsWith('reconnecting') || s === 'disconnected')).toEqual([]);
  });

  it('does not pause when the tab is shown again within 500 ms', async () => {
    const { env } = setup();
    const socket = FakeSocket.latest();
    socket.open();
    env.setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(300);
    env.setVisibility('visible');
    await vi.advanceTimersByTimeAsync(1000);
    expect(socket.closed).toBe(false);
  });
});

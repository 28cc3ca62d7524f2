import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChannelHandlers } from './live';
import type { RealtimeClient } from '@nova/shared-contracts';
import { createQueryClient } from './cache';
import { POLLING, queryKeys } from '@nova/shared-contracts';
import type { TokenInfo } from '@nova/shared-contracts';
import { cacheWriterFor } from './live';
import { QUEUE_MAX, RETRY_FIRST_MS, followPushed, followTokenInfo, followUserOrders, onFirstPush, whenLoaded } from './follow';

/** A realtime client that records its subscriptions in order and pushes into them. */
function fakeRealtime() {
  const handlers = new Map<string, (data: unknown) => void>();
  const realtime = {
    subscribe: vi.fn((channel: string, _params: unknown, handler: (data: unknown) => void) => {
      handlers.set(channel, handler);
      return () => handlers.delete(channel);
    }),
  } as unknown as RealtimeClient;
  const subscribed = () => vi.mocked(realtime.subscribe).mock.calls.map(([channel]) => channel);
  return { realtime, handlers, subscribed, push: (channel: string, data: unknown) => handlers.get(channel)!(data) };
}

/** A module load that resolves or rejects when told, counting its calls. */
function controlledLoad<M>() {
  const calls: Array<{ resolve: (module: M) => void; reject: (error: Error) => void }> = [];
  const load = vi.fn(() => new Promise<M>((resolve, reject) => calls.push({ resolve, reject })));
  return { load, calls };
}

type Written = Array<[string, unknown]>;
/** A stand-in for the live module: its handlers record what they were handed, in order. */
const recorder = (written: Written) => ({
  handlersOf: (): ChannelHandlers<'tokenPriceChange' | 'tokenInfoChange'> => ({
    tokenPriceChange: (push) => written.push(['tokenPriceChange', push]),
    tokenInfoChange: (push) => written.push(['tokenInfoChange', push]),
  }),
});
const params = { chain: 'solana', address: 'Abc' } as const;
const channels = { tokenPriceChange: params, tokenInfoChange: params };

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('onFirstPush (a follow subscribes at once, its code loads with the first push)', () => {
  it('subscribes every channel at once and loads nothing until a push comes, then loads once', () => {
    const { realtime, subscribed, push } = fakeRealtime();
    const { load } = controlledLoad<ReturnType<typeof recorder>>();
    onFirstPush(load, realtime, channels, (m) => m.handlersOf());
    expect(subscribed()).toEqual(['tokenPriceChange', 'tokenInfoChange']);
    expect(load).not.toHaveBeenCalled();
    push('tokenInfoChange', { n: 1 });
    push('tokenPriceChange', { n: 2 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hands the pushes that came before the code over in the order they came, across channels, then each next one at once', async () => {
    const { realtime, push } = fakeRealtime();
    const { load, calls } = controlledLoad<ReturnType<typeof recorder>>();
    const written: Written = [];
    onFirstPush(load, realtime, channels, (m) => m.handlersOf());
    push('tokenPriceChange', { n: 1 });
    push('tokenInfoChange', { n: 2 });
    push('tokenPriceChange', { n: 3 });
    expect(written).toEqual([]);
    calls[0]!.resolve(recorder(written));
    await vi.waitFor(() => expect(written).toHaveLength(3));
    push('tokenInfoChange', { n: 4 });
    expect(written).toEqual([
      ['tokenPriceChange', { n: 1 }],
      ['tokenInfoChange', { n: 2 }],
      ['tokenPriceChange', { n: 3 }],
      ['tokenInfoChange', { n: 4 }],
    ]);
  });

  it(`holds at most ${QUEUE_MAX} pushes while the code loads, the newest`, async () => {
    const { realtime, push } = fakeRealtime();
    const { load, calls } = controlledLoad<ReturnType<typeof recorder>>();
    const written: Written = [];
    onFirstPush(load, realtime, channels, (m) => m.handlersOf());
    for (let n = 1; n <= QUEUE_MAX + 2; n += 1) push('tokenPriceChange', { n });
    calls[0]!.resolve(recorder(written));
    await vi.waitFor(() => expect(written).toHaveLength(QUEUE_MAX));
    expect(written[0]).toEqual(['tokenPriceChange', { n: 3 }]);
    expect(written.at(-1)).toEqual(['tokenPriceChange', { n: QUEUE_MAX + 2 }]);
  });

  it('retries a failed load while subscribed and then hands over what waited', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { realtime, push } = fakeRealtime();
    const { load, calls } = controlledLoad<ReturnType<typeof recorder>>();
    const written: Written = [];
    onFirstPush(load, realtime, channels, (m) => m.handlersOf());
    push('tokenPriceChange', { n: 1 });
    calls[0]!.reject(new Error('Loading chunk platform-live failed'));
    await vi.advanceTimersByTimeAsync(0);
    expect(warn).toHaveBeenCalledTimes(1);
    push('tokenPriceChange', { n: 2 });
    // A push while the retry waits joins the queue; it does not load again before the retry.
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS);
    expect(load).toHaveBeenCalledTimes(2);
    calls[1]!.resolve(recorder(written));
    await vi.advanceTimersByTimeAsync(0);
    expect(written).toEqual([
      ['tokenPriceChange', { n: 1 }],
      ['tokenPriceChange', { n: 2 }],
    ]);
  });

  it('unsubscribes every channel, and hands nothing over when unsubscribed before the code arrives', async () => {
    const { realtime, handlers, push } = fakeRealtime();
    const { load, calls } = controlledLoad<ReturnType<typeof recorder>>();
    const written: Written = [];
    const stop = onFirstPush(load, realtime, channels, (m) => m.handlersOf());
    push('tokenPriceChange', { n: 1 });
    stop();
    expect(handlers.size).toBe(0);
    calls[0]!.resolve(recorder(written));
    await load.mock.results[0]!.value;
    expect(written).toEqual([]);
  });
});

describe('whenLoaded', () => {
  it('retries a failed load, doubling the delay, while followed, then starts', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('chunk failed')).mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue('module');
    const start = vi.fn(() => () => undefined);
    whenLoaded(load, start);
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS);
    expect(load).toHaveBeenCalledTimes(3);
    expect(start).toHaveBeenCalledWith('module');
  });

  it('stops retrying once unfollowed', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(new Error('chunk failed'));
    const start = vi.fn(() => () => undefined);
    const stop = whenLoaded(load, start);
    await vi.advanceTimersByTimeAsync(0);
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).toHaveBeenCalledTimes(1);
    expect(start).not.toHaveBeenCalled();
  });
});

const info = { chain: 'solana', address: 'Abc', current_price: '1', market_cap: '1', price_change_24h: 5, volume_24h: '1', trend_info: { price_change_24h: 5, volume_24h: '1' } } as unknown as TokenInfo;

describe('followTokenInfo', () => {
  it('subscribes the token channels at once, writes their pushes into the token info once the bindings are in, and the unfollow releases them', async () => {
    const { realtime, handlers, subscribed, push } = fakeRealtime();
    const client = createQueryClient();
    const key = queryKeys.tokenInfo('solana', 'Abc');
    client.setQueryData(key, info);
    const stop = followTokenInfo(realtime, client, 'solana', 'Abc');
    expect(subscribed()).toEqual(['tokenPriceChange', 'tokenInfoChange', 'tokenStatsChange', 'spotPipTokenInfo']);
    // Three pushes of the price by two channels, written in the order they came.
    push('tokenPriceChange', { chain: 'solana', address: 'Abc', current_price: '1.5', ts: 6 });
    push('tokenInfoChange', { chain: 'solana', address: 'Abc', current_price: '2', updated_at: 5 });
    push('tokenPriceChange', { chain: 'solana', address: 'Abc', current_price: '3', ts: 7 });
    await vi.waitFor(() => {
      cacheWriterFor(client).flush();
      expect(client.getQueryData(key)).toMatchObject({ current_price: '3' });
    });
    stop();
    expect(handlers.size).toBe(0);
  });
});

describe('followUserOrders', () => {
  it('subscribes each private channel once per cache however many follow, at once, and releases them with the last unfollow', () => {
    const { realtime, handlers, subscribed } = fakeRealtime();
    const client = createQueryClient();
    const stopA = followUserOrders(realtime, client);
    const stopB = followUserOrders(realtime, client);
    expect(subscribed()).toEqual(['spotMyOrders', 'orderNotification', 'holdsChange', 'walletBalanceChange']);
    stopA();
    stopA();
    expect(handlers.size).toBe(4);
    stopB();
    expect(handlers.size).toBe(0);
    // A later follow of the same cache subscribes again: the last unfollow left nothing behind.
    followUserOrders(realtime, client)();
    expect(realtime.subscribe).toHaveBeenCalledTimes(8);
  });

  it('refetches the open orders on a spot.myorders push once the bindings are in', async () => {
    const { realtime, push } = fakeRealtime();
    const client = createQueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const stop = followUserOrders(realtime, client);
    push('spotMyOrders', { event: 'created' });
    await vi.waitFor(() => expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([['limitOrderList']]), { timeout: POLLING.refetchDebounceMs * 20 });
    stop();
  });
});

describe('followPushed (the writer loads with the first push)', () => {
  it('subscribes at once, writes the pushes that came before the writer in order, then each next one, and unsubscribes', async () => {
    const { realtime, handlers, push } = fakeRealtime();
    const client = createQueryClient();
    const key = queryKeys.pushed('nativePrices', {});
    const stop = followPushed(realtime, client, 'nativePrices', {});
    expect(handlers.has('nativePrices')).toBe(true);
    push('nativePrices', { prices: { SOL: '1' } });
    push('nativePrices', { prices: { SOL: '2' } });
    await vi.waitFor(() => {
      cacheWriterFor(client).flush();
      expect(client.getQueryData(key)).toEqual({ prices: { SOL: '2' } });
    });
    push('nativePrices', { prices: { SOL: '3' } });
    cacheWriterFor(client).flush();
    expect(client.getQueryData(key)).toEqual({ prices: { SOL: '3' } });
    stop();
    expect(handlers.size).toBe(0);
  });
});

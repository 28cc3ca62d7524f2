import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeClient } from '@nova/shared-contracts';
import { createQueryClient } from './cache';
import { queryKeys } from '@nova/shared-contracts';
import { cacheWriterFor } from './live';
import { RETRY_FIRST_MS, followPushed, followTokenInfo, followUserOrders, whenLoaded } from './follow';

function fakeRealtime() {
  const subscribed = new Set<string>();
  const realtime = {
    subscribe: vi.fn((channel: string) => {
      subscribed.add(channel);
      return () => subscribed.delete(channel);
    }),
  } as unknown as RealtimeClient;
  return { realtime, subscribed };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('following from the package root (the bindings load with the first follow)', () => {
  it('subscribes the token channels once the bindings have loaded, and the unfollow releases them', async () => {
    const { realtime, subscribed } = fakeRealtime();
    const stop = followTokenInfo(realtime, createQueryClient(), 'solana', 'Abc');
    await vi.waitFor(() => expect([...subscribed].sort()).toEqual(['spotPipTokenInfo', 'tokenInfoChange', 'tokenPriceChange', 'tokenStatsChange']));
    stop();
    expect(subscribed.size).toBe(0);
  });

  it('subscribes nothing when unfollowed before the bindings arrive', async () => {
    const { realtime } = fakeRealtime();
    const client = createQueryClient();
    followUserOrders(realtime, client)();
    // A later follow of the same cache does subscribe: the first one left nothing behind.
    const stop = followUserOrders(realtime, client);
    await vi.waitFor(() => expect(realtime.subscribe).toHaveBeenCalledTimes(4));
    stop();
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

describe('followPushed (the writer loads with the first push)', () => {
  it('subscribes at once, writes the pushes that came before the writer in order, then each next one, and unsubscribes', async () => {
    const handlers = new Map<string, (data: unknown) => void>();
    const realtime = {
      subscribe: vi.fn((channel: string, _params: unknown, handler: (data: unknown) => void) => {
        handlers.set(channel, handler);
        return () => handlers.delete(channel);
      }),
    } as unknown as RealtimeClient;
    const client = createQueryClient();
    const key = queryKeys.pushed('nativePrices', {});
    const stop = followPushed(realtime, client, 'nativePrices', {});
    expect(handlers.has('nativePrices')).toBe(true);
    handlers.get('nativePrices')!({ prices: { SOL: '1' } });
    handlers.get('nativePrices')!({ prices: { SOL: '2' } });
    await vi.waitFor(() => {
      cacheWriterFor(client).flush();
      expect(client.getQueryData(key)).toEqual({ prices: { SOL: '2' } });
    });
    handlers.get('nativePrices')!({ prices: { SOL: '3' } });
    cacheWriterFor(client).flush();
    expect(client.getQueryData(key)).toEqual({ prices: { SOL: '3' } });
    stop();
    expect(handlers.size).toBe(0);
  });
});

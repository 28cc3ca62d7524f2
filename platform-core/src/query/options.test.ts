import { QueryObserver, notifyManager } from '@tanstack/query-core';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, TOKEN_INFO_MAX_ENTRIES, queryKeys } from '@nova/shared-contracts';
import type { ApiClient } from '@nova/shared-contracts';
import { createManualRefresh, createQueryClient } from './cache';
import {
  assetsQuery,
  endpointQuery,
  gasQuery,
  nextOffset,
  ordersQuery,
  perpSummaryQuery,
  positionsQuery,
  rankingQuery,
  tokenInfoQuery,
  tradeHistoryQuery,
  walletActivityQuery,
  watchToggleMutation,
} from './options';

function fakeApi(answer: (name: string, request: unknown) => unknown = () => ({})) {
  const calls: Array<{ name: string; request: unknown }> = [];
  const api = {
    baseUrl: 'http://api.test',
    call: vi.fn(async (name: string, request: unknown) => {
      calls.push({ name, request });
      return answer(name, request);
    }),
  } as unknown as ApiClient;
  return { api, calls };
}

describe('query keys', () => {
  it('name the endpoint first and the identity after it', () => {
    expect(queryKeys.tokenInfo('solana', 'Abc')).toEqual(['tokenInfo', 'solana', 'Abc']);
    expect(queryKeys.assets()).toEqual(['balanceList', 'all']);
    expect(queryKeys.call('tokenHotList', { chain: 'bsc' })).toEqual(['tokenHotList', { chain: 'bsc' }]);
  });

  it('give one token one key whoever asks', () => {
    const { api } = fakeApi();
    expect(tokenInfoQuery(api, 'solana', 'Abc').queryKey).toEqual(tokenInfoQuery(api, 'solana', 'Abc').queryKey);
    expect(tokenInfoQuery(api, 'solana', 'Abc').queryKey).not.toEqual(tokenInfoQuery(api, 'bsc', 'Abc').queryKey);
  });
});

describe('query options', () => {
  const { api } = fakeApi();

  it('token info is never polled, stays fresh (pushes update it) and is capped at 50 entries', () => {
    const options = tokenInfoQuery(api, 'solana', 'Abc');
    expect(options.refetchInterval).toBe(false);
    expect(options.staleTime).toBe(Number.POSITIVE_INFINITY);
    expect(options.meta.maxEntries).toBe(50);
  });

  it('poll at the spec periods', () => {
    expect(assetsQuery(api, 'solana').refetchInterval).toBe(5_000);
    expect(rankingQuery(api, 'tokenHotList', { chain: 'solana' }).refetchInterval).toBe(5_000);
    expect(ordersQuery(api, { chain: 'solana' }).refetchInterval).toBe(5_000);
    expect(tradeHistoryQuery(api, { chain: 'solana' }).refetchInterval).toBe(5_000);
    expect(positionsQuery(api, 'solana').refetchInterval).toBe(20_000);
    const gas = gasQuery(api);
    expect([gas.refetchInterval, gas.staleTime]).toEqual([10_000, 9_000]);
  });

  it('refresh the perp summary on window focus and nothing else', () => {
    expect(perpSummaryQuery(api).refetchOnWindowFocus).toBe(true);
    expect(tokenInfoQuery(api, 'solana', 'A').refetchOnWindowFocus).toBe(false);
    expect(assetsQuery(api).refetchOnWindowFocus).toBe(false);
  });

  it('never retry in the cache: orders, order lists and favourites are sent once', () => {
    const client = createQueryClient();
    expect(ordersQuery(api, {}).retry).toBe(false);
    expect(tradeHistoryQuery(api, {}).retry).toBe(false);
    expect(endpointQuery(api, 'limitOrderList', {}).retry).toBe(false);
    expect(watchToggleMutation(api, client).retry).toBe(false);
    expect(client.getDefaultOptions().mutations?.retry).toBe(false);
    expect(client.getDefaultOptions().queries?.retry).toBe(false);
  });

  it('an order list that fails is not fetched again by the cache', async () => {
    const failing = fakeApi(() => {
      throw new ApiError(500, 'down', 500);
    });
    const client = createQueryClient();
    await expect(client.fetchInfiniteQuery(ordersQuery(failing.api, { chain: 'solana' }))).rejects.toThrow('down');
    expect(failing.calls).toHaveLength(1);
  });
});

describe('the cache notifies observers', () => {
  it('in a microtask, before any timer: a write in an animation frame is painted in that frame', async () => {
    const client = createQueryClient();
    const heard: string[] = [];
    // What useQuery does: it hears its observer through notifyManager.batchCalls.
    const observer = new QueryObserver(client, { queryKey: ['k'], enabled: false });
    const unsubscribe = observer.subscribe(notifyManager.batchCalls(() => heard.push('observer')));
    setTimeout(() => heard.push('timer'), 0);
    client.setQueryData(['k'], 1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(heard[0]).toBe('observer');
    unsubscribe();
  });
});

describe('paged lists', () => {
  it('stop on a short page', () => {
    expect(nextOffset(20, 20, 0)).toBe(20);
    expect(nextOffset(19, 20, 20)).toBeUndefined();
    expect(nextOffset(0, 30, 0)).toBeUndefined();
  });

  it('ask orders 20 a page with 1-based pages and activity 30 at a time', async () => {
    const { api, calls } = fakeApi((name) => (name === 'limitOrderList' ? { order_list: Array.from({ length: 20 }, () => ({})), total: 25 } : { list: [], total: 0 }));
    const client = createQueryClient();
    const orders = ordersQuery(api, { chain: 'solana' });
    await client.fetchInfiniteQuery(orders);
    const data = await client.fetchInfiniteQuery({ ...orders, staleTime: 0, pages: 2 });
    expect(calls.filter((c) => c.name === 'limitOrderList').map((c) => c.request)).toContainEqual({ chain: 'solana', page: 2, page_size: 20 });
    expect(data.pageParams).toEqual([0, 20]);
    await client.fetchInfiniteQuery(walletActivityQuery(api, { wallet_address: 'W' }));
    expect(calls.at(-1)).toEqual({ name: 'walletActivity', request: { wallet_address: 'W', limit: 30, offset: 0 } });
  });
});

describe('cache rules', () => {
  it('keeps at most 50 token info entries, evicting the oldest unobserved', async () => {
    const { api } = fakeApi((_name, request) => ({ address: (request as { token: string }).token }));
    const client = createQueryClient();
    for (let i = 0; i <= TOKEN_INFO_MAX_ENTRIES; i++) await client.fetchQuery(tokenInfoQuery(api, 'solana', `T${i}`));
    const cached = client.getQueryCache().findAll({ queryKey: ['tokenInfo'] });
    expect(cached).toHaveLength(50);
    expect(client.getQueryData(queryKeys.tokenInfo('solana', 'T0'))).toBeUndefined();
    expect(client.getQueryData(queryKeys.tokenInfo('solana', 'T50'))).toEqual({ address: 'T50' });
  });

  it('ignores a manual refresh within 1 s of the last', async () => {
    const { api, calls } = fakeApi(() => []);
    const client = createQueryClient();
    await client.fetchQuery(gasQuery(api));
    let now = 10_000;
    const refresh = createManualRefresh(client, 1_000, () => now);
    expect(await refresh(queryKeys.gas())).toBe(true);
    now += 999;
    expect(await refresh(queryKeys.gas())).toBe(false);
    now += 1;
    expect(await refresh(queryKeys.gas())).toBe(true);
    expect(calls).toHaveLength(3);
  });
});

describe('favourites', () => {
  const row = (address: string) => ({ token_address: address, chain: 'solana' as const, created_at: 1, symbol: address, icon_url: '', market_cap: '1', price_change_24h: 0, price: '1', volume: '1', circulating_supply: '1' });

  it('change at once and roll back when the server refuses', async () => {
    const list = { watch_tokens: [row('A'), row('B')] };
    const { api } = fakeApi((name) => {
      if (name === 'watchDelete') throw new ApiError(500, 'refused', 500);
      return list;
    });
    const client = createQueryClient();
    client.setQueryData(queryKeys.watchList(), list);
    const options = watchToggleMutation(api, client);
    const change = { chain: 'solana' as const, token_address: 'A', watched: false };
    const snapshot = await options.onMutate!(change);
    expect(client.getQueryData(queryKeys.watchList())?.watch_tokens.map((t) => t.token_address)).toEqual(['B']);
    await expect(options.mutationFn(change)).rejects.toThrow('refused');
    options.onError!(new ApiError(500, 'refused'), change, snapshot);
    expect(client.getQueryData(queryKeys.watchList())?.watch_tokens.map((t) => t.token_address)).toEqual(['A', 'B']);
  });
});

describe('endpointQuery', () => {
  const { api } = fakeApi();
  it('gives endpoints with a factory that factory, ignoring a caller-side polling period', () => {
    const viaName = endpointQuery(api, 'tokenInfo', { chain: 'solana', token: 'Abc' }, 5_000);
    expect(viaName.queryKey).toEqual(queryKeys.tokenInfo('solana', 'Abc'));
    expect(viaName.refetchInterval).toBe(false);
    expect(endpointQuery(api, 'balanceList', { chain: 'bsc' }, 60_000).refetchInterval).toBe(5_000);
    expect(endpointQuery(api, 'perpFundStats', {}).refetchOnWindowFocus).toBe(true);
    expect(endpointQuery(api, 'tokenNewList', { chain: 'bsc' }, 60_000)).toMatchObject({ queryKey: queryKeys.call('tokenNewList', { chain: 'bsc' }), refetchInterval: 5_000, staleTime: 5_000 });
  });

  it('keeps the caller polling period for the rest', () => {
    expect(endpointQuery(api, 'tokenSearch', { keyword: 'x' } as never, 7_000).refetchInterval).toBe(7_000);
    expect(endpointQuery(api, 'tokenSearch', { keyword: 'x' } as never).refetchInterval).toBe(false);
  });

  it('a ranking is current until its next poll: a list mounting within it reads it without asking again', async () => {
    vi.useFakeTimers();
    try {
      const { api, calls } = fakeApi(() => ({ tokens: [] }));
      const client = createQueryClient();
      const hot = endpointQuery(api, 'tokenHotList', {}, 5_000);
      await client.prefetchQuery(hot);
      await vi.advanceTimersByTimeAsync(4_000);
      const reader = new QueryObserver(client, hot);
      const stop = reader.subscribe(() => undefined);
      expect(reader.getCurrentResult().isFetching).toBe(false);
      expect(calls).toHaveLength(1);
      stop();

      // Past its poll period it is asked again on mount; an answer with no period, at every mount.
      await vi.advanceTimersByTimeAsync(1_001);
      const late = new QueryObserver(client, hot);
      const stopLate = late.subscribe(() => undefined);
      expect(late.getCurrentResult().isFetching).toBe(true);
      stopLate();
      const search = endpointQuery(api, 'tokenSearch', { keyword: 'x' } as never);
      await client.prefetchQuery(search);
      const searchReader = new QueryObserver(client, search);
      const stopSearch = searchReader.subscribe(() => undefined);
      expect(searchReader.getCurrentResult().isFetching).toBe(true);
      stopSearch();
    } finally {
      vi.useRealTimers();
    }
  });
});

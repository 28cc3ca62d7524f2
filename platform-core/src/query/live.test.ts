import { describe, expect, it, vi } from 'vitest';
import type { Asset, TokenInfo } from '@nova/shared-contracts';
import { createQueryClient } from './cache';
import { POLLING } from '@nova/shared-contracts';
import { cacheWriterFor, createCacheWriter, tokenInfoHandlers, userOrderHandlers } from './live';
import { ORDER_AFFECTED_ENDPOINTS, invalidateAfter, refreshAfterOrder, refreshOpenOrders } from './refresh';
import { queryKeys } from '@nova/shared-contracts';

const info = { chain: 'solana', address: 'Abc', current_price: '1', market_cap: '1', price_change_24h: 5, volume_24h: '1', trend_info: { price_change_24h: 5, volume_24h: '1' } } as unknown as TokenInfo;

describe('the cache writer', () => {
  it('applies a frame of pushes as one write per key', () => {
    const client = createQueryClient();
    const frames: Array<() => void> = [];
    const writer = createCacheWriter(client, (flush) => frames.push(flush));
    client.setQueryData(['n'], 0);
    const seen = vi.fn();
    client.getQueryCache().subscribe((event) => event.type === 'updated' && seen());
    writer.write<number>(['n'], (n) => (n ?? 0) + 1);
    writer.write<number>(['n'], (n) => (n ?? 0) + 1);
    expect(frames).toHaveLength(1);
    expect(client.getQueryData(['n'])).toBe(0);
    frames[0]!();
    expect(client.getQueryData(['n'])).toBe(2);
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it('is one per client', () => {
    const client = createQueryClient();
    expect(cacheWriterFor(client)).toBe(cacheWriterFor(client));
  });
});

describe('tokenInfoHandlers', () => {
  it('writes price and 24h stats pushes into the token info entry, dropping late ones', () => {
    const client = createQueryClient();
    client.setQueryData(queryKeys.tokenInfo('solana', 'Abc'), info);
    const handle = tokenInfoHandlers(client, 'solana', 'Abc');
    handle.tokenPriceChange({ chain: 'solana', address: 'Abc', current_price: '2', ts: 10 } as never);
    handle.tokenPriceChange({ chain: 'solana', address: 'Abc', current_price: '1.5', ts: 9 } as never);
    const w = (price_change: number) => ({ volume: '7', buys: 0, sells: 0, price_change });
    handle.tokenStatsChange({ chain: 'solana', address: 'Abc', ts: 10, stats: { '5m': w(0), '1h': w(0), '4h': w(0), '24h': w(26_662) } } as never);
    cacheWriterFor(client).flush();
    expect(client.getQueryData(queryKeys.tokenInfo('solana', 'Abc'))).toMatchObject({ current_price: '2', price_change_24h: 26_662, trend_info: { price_change_24h: 26_662 } });
  });
});

describe('userOrderHandlers', () => {
  it('refetches open orders on spot.myorders, everything an order changes on a successful order_notification, and writes holds_change into positions', () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const positionsKey = queryKeys.positions('solana', 'W');
    client.setQueryData(positionsKey, { list: [{ chain: 'solana', token_address: 'T', balance: '1' }] } as never);
    const handle = userOrderHandlers(client);
    handle.spotMyOrders({ event: 'created' } as never);
    vi.advanceTimersByTime(POLLING.refetchDebounceMs);
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([['limitOrderList']]);
    invalidate.mockClear();
    handle.orderNotification({ errorCode: 3 } as never);
    vi.advanceTimersByTime(POLLING.refetchDebounceMs);
    expect(invalidate).not.toHaveBeenCalled();
    handle.orderNotification({ errorCode: 0 } as never);
    vi.advanceTimersByTime(POLLING.refetchDebounceMs);
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual(ORDER_AFFECTED_ENDPOINTS.map((name) => [name]));
    handle.holdsChange({ chain: 'solana', token_address: 'T', balance: '2', balance_usd: '4', buy_avg_price: '1', current_price: '2', unrealized_profit: '1' } as never);
    cacheWriterFor(client).flush();
    expect(client.getQueryData(positionsKey)).toMatchObject({ list: [{ balance: '2', balance_usd: '4' }] });
    vi.useRealTimers();
  });

  it('debounces refetches by 100 ms: an order, its notification and a burst of order pushes refetch each list once', () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    refreshAfterOrder(client);
    vi.advanceTimersByTime(60);
    refreshOpenOrders(client);
    refreshAfterOrder(client);
    vi.advanceTimersByTime(39);
    expect(invalidate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual(ORDER_AFFECTED_ENDPOINTS.map((name) => [name]));
    invalidate.mockClear();
    refreshOpenOrders(client);
    vi.advanceTimersByTime(100);
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([['limitOrderList']]);
    vi.useRealTimers();
  });
});

describe('userOrderHandlers and balances', () => {
  it('writes wallet_balance_change into every cached assets list', () => {
    const client = createQueryClient();
    const row = { chain: 'solana', token: 'T', wallet_address: 'W', balance: '1' } as unknown as Asset;
    client.setQueryData(queryKeys.assets(), { list: [row] });
    client.setQueryData(queryKeys.assets('solana'), { list: [row] });
    userOrderHandlers(client).walletBalanceChange({ chain: 'solana', token: 'T', wallet_address: 'W', balance: '5' } as never);
    cacheWriterFor(client).flush();
    expect(client.getQueryData(queryKeys.assets())).toEqual({ list: [{ ...row, balance: '5' }] });
    expect(client.getQueryData(queryKeys.assets('solana'))).toEqual({ list: [{ ...row, balance: '5' }] });
  });
});

describe('invalidateAfter', () => {
  it('refetches exactly the entries the change makes stale', async () => {
    const client = createQueryClient();
    for (const name of ['groupList', 'smartList', 'balanceList'] as const) {
      await client.fetchQuery({ queryKey: queryKeys.call(name, {} as never), queryFn: () => ({}) });
    }
    await invalidateAfter(client, 'walletMonitor');
    expect(client.getQueryCache().findAll({ queryKey: ['groupList'] })[0]!.state.isInvalidated).toBe(true);
    expect(client.getQueryCache().findAll({ queryKey: ['smartList'] })[0]!.state.isInvalidated).toBe(true);
    expect(client.getQueryCache().findAll({ queryKey: ['balanceList'] })[0]!.state.isInvalidated).toBe(false);
  });

  it('a referral rebate claimed refetches the summary and both ledgers, not the invite list', async () => {
    const client = createQueryClient();
    for (const name of ['rebateInfo', 'rebateRecords', 'rebateClaimRecords', 'rebateInviteRecords'] as const) {
      await client.fetchQuery({ queryKey: queryKeys.call(name, {} as never), queryFn: () => ({}) });
    }
    await invalidateAfter(client, 'walletRebateClaim');
    const invalidated = (name: string) => client.getQueryCache().findAll({ queryKey: [name] })[0]!.state.isInvalidated;
    expect(['rebateInfo', 'rebateRecords', 'rebateClaimRecords', 'rebateInviteRecords'].map(invalidated)).toEqual([true, true, true, false]);
  });
});

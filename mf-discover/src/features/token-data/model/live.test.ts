import { describe, expect, it } from 'vitest';
import type { ChannelData, EndpointResponse } from '@nova/shared-contracts';
import { holderBalanceReducer, tradeHistoryReducer } from './live';

const holder = (wallet: string, holding_percent: number, balance_usd = 100) => ({ wallet, holding_percent, balance_usd, tags: [], avatar: '' });
const holders = (...rows: ReturnType<typeof holder>[]) => ({ holder_List: rows, holders_count: rows.length }) as unknown as EndpointResponse<'holderList'>;
const push = (wallet: string, holding_percent: number) => ({ chain: 'solana', token: 'T', wallet, holding_percent }) as ChannelData<'holderBalance'>;

describe('holderBalanceReducer', () => {
  it('moves a known holder to its new share, its value in proportion, and re-sorts', () => {
    const next = holderBalanceReducer.applyUpdate(holders(holder('a', 10), holder('b', 5)), push('b', 20));
    expect(next?.holder_List.map((row) => [row.wallet, row.holding_percent, Number(row.balance_usd)])).toEqual([
      ['b', 20, 400],
      ['a', 10, 100],
    ]);
  });

  it('adds a new wallet, drops one at zero, and keeps the same answer for a repeat', () => {
    const start = holders(holder('a', 10));
    const added = holderBalanceReducer.applyUpdate(start, push('c', 3));
    expect(added?.holder_List.map((row) => row.wallet)).toEqual(['a', 'c']);
    expect(holderBalanceReducer.applyUpdate(added, push('c', 3))).toBe(added);
    expect(holderBalanceReducer.applyUpdate(added, push('a', 0))?.holder_List.map((row) => row.wallet)).toEqual(['c']);
  });

  it('leaves a push before the answer to the answer', () => {
    expect(holderBalanceReducer.applyUpdate(undefined, push('a', 1))).toBeUndefined();
  });
});

const trade = (tx_hash: string, tags: string[] = [], volume_usd = '50') =>
  ({ chain: 'solana', target_token: 'T', price_usd: '2', volume_usd, side: 'buy', trade_timestamp: 1, tx_hash, maker: 'm', tags }) as ChannelData<'tradeHistory'>;
const activity = (...hashes: string[]) => ({ list: hashes.map((hash) => ({ tx_hash: hash })), total: hashes.length }) as unknown as EndpointResponse<'tokenActivity'>;

describe('tradeHistoryReducer', () => {
  it('puts a matching trade on top with its amount, once', () => {
    const reducer = tradeHistoryReducer({ tab: 'all' });
    const next = reducer.applyUpdate(activity('x'), trade('y'));
    expect(next?.list.map((row) => row.tx_hash)).toEqual(['y', 'x']);
    expect(next?.list[0]).toMatchObject({ amount: '25', maker: 'm', side: 'buy' });
    expect(next?.total).toBe(2);
    expect(reducer.applyUpdate(next, trade('y'))).toBe(next);
  });

  it('keeps trades that do not match the tag or the minimum volume out', () => {
    const start = activity('x');
    expect(tradeHistoryReducer({ tab: 'whale' }).applyUpdate(start, trade('y', ['smart']))).toBe(start);
    expect(tradeHistoryReducer({ tab: 'whale' }).applyUpdate(start, trade('y', ['whale']))?.list).toHaveLength(2);
    expect(tradeHistoryReducer({ tab: 'all', volumeGt: 100 }).applyUpdate(start, trade('y', [], '100'))).toBe(start);
    expect(tradeHistoryReducer({ tab: 'all', volumeGt: 100 }).applyUpdate(start, trade('y', [], '101'))?.list).toHaveLength(2);
  });
});

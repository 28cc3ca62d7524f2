import { describe, expect, it } from 'vitest';
import type { FollowTrade } from '@nova/shared-contracts';
import { FEED_MAX_TRADES, feedReducer, prependTrade, tradeOfPush } from './feed';
import type { FeedList, FeedPush } from './feed';

const push = (hash: string, side: 'buy' | 'sell' = 'buy'): FeedPush => ({
  c: 'solana',
  w: 'Wallet1',
  n: 'Whale',
  av: 'https://x/av.svg',
  ta: 'Token1',
  tn: 'BONK',
  tl: 'https://x/bonk.png',
  tct: 1_700_000_000,
  pf: 'pump',
  mc: '1200000',
  s: side,
  ti: side === 'buy' ? '' : 'Token1',
  to: side === 'buy' ? 'Token1' : '',
  ai: side === 'buy' ? '1.5' : '2000',
  ao: side === 'buy' ? '2000' : '1.5',
  d: 6,
  h: hash,
  et: 1_700_000_000_000,
  p: '0.002',
});

const listOf = (...hashes: string[]): FeedList => ({ list: hashes.map((hash) => tradeOfPush(push(hash))) });
const hashes = (state: FeedList | undefined) => state?.list.map((row) => row.tx_hash);

describe('tradeOfPush', () => {
  it('reads the short keys into a list row, the volume being the token amount at the pushed price', () => {
    const row: FollowTrade = tradeOfPush(push('h1', 'buy'));
    expect(row).toMatchObject({ chain: 'solana', wallet_address: 'Wallet1', wallet_name: 'Whale', token_address: 'Token1', token_symbol: 'BONK', side: 'buy', amount_out: '2000', tx_hash: 'h1', event_time: 1_700_000_000_000 });
    expect(Number(row.volume_usd)).toBeCloseTo(4);
    expect(Number(tradeOfPush(push('h2', 'sell')).volume_usd)).toBeCloseTo(4);
  });

  it('gives a volume of 0 when the amounts are not numbers', () => {
    expect(tradeOfPush({ ...push('h1'), ao: 'n/a' }).volume_usd).toBe('0');
  });
});

describe('feedReducer', () => {
  it('puts a pushed trade first', () => {
    expect(hashes(feedReducer.applyUpdate(listOf('a', 'b'), push('c')))).toEqual(['c', 'a', 'b']);
  });

  it('keeps one row per transaction: a trade already listed returns the same state', () => {
    const state = listOf('a', 'b');
    expect(feedReducer.applyUpdate(state, push('b'))).toBe(state);
  });

  it('keeps the newest 100', () => {
    const full = listOf(...Array.from({ length: FEED_MAX_TRADES }, (_, i) => `old${i}`));
    const next = feedReducer.applyUpdate(full, push('new'));
    expect(next?.list).toHaveLength(FEED_MAX_TRADES);
    expect(hashes(next)?.[0]).toBe('new');
    expect(hashes(next)).not.toContain(`old${FEED_MAX_TRADES - 1}`);
    expect(hashes(full)).toContain(`old${FEED_MAX_TRADES - 1}`);
  });

  it('adds nothing before the list has its first answer', () => {
    expect(feedReducer.applyUpdate(undefined, push('a'))).toBeUndefined();
  });

  it('caps at any size it is asked to', () => {
    const rows = listOf('a', 'b', 'c').list;
    expect(prependTrade(rows, tradeOfPush(push('d')), 2)?.map((row) => row.tx_hash)).toEqual(['d', 'a']);
  });
});

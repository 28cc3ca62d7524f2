import { describe, expect, it } from 'vitest';
import type { Asset, Position } from '@nova/shared-contracts';
import type { TokenInfo } from '@nova/shared-contracts';
import { holdsReducer, pipTokenInfoReducer, reduce, tokenInfoChangeReducer, tokenPriceReducer, tokenStatsReducer, walletBalanceReducer } from './reducers';

const token = (over: Partial<TokenInfo> = {}): TokenInfo =>
  ({
    address: 'Abc',
    chain: 'solana',
    symbol: 'ABC',
    name: 'Abc',
    logo: '',
    decimals: 6,
    platform_name: 'pump',
    pair_address: 'P',
    created_at: 1,
    current_price: '1',
    market_cap: '100',
    liquidity: '10',
    circulating_supply: '100',
    holders_count: 5,
    price_change_24h: 10,
    volume_24h: '50',
    tx_count_1h: 1,
    progress: 100,
    launch_status: 'completed',
    social_media: {},
    security_info: {},
    trend_info: { price_change_24h: 10, volume_24h: '50' },
    amountPrecision: 6,
    ...over,
  }) as TokenInfo;

const price = (current_price: string, ts: number, address = 'Abc') => ({ chain: 'solana' as const, address, current_price, market_cap: '200', ts });

describe('tokenPriceReducer', () => {
  it('snapshot: the first push after subscribing sets the price', () => {
    const r = reduce(tokenPriceReducer, token(), price('2', 100), undefined, 'snapshot');
    expect(r).toMatchObject({ changed: true, version: 100, state: { current_price: '2', market_cap: '200' } });
  });

  it('update: a newer push replaces the price', () => {
    const first = reduce(tokenPriceReducer, token(), price('2', 100), undefined);
    const second = reduce(tokenPriceReducer, first.state, price('3', 101), first.version);
    expect(second.state?.current_price).toBe('3');
    expect(second.version).toBe(101);
  });

  it('out of order: an older push is dropped', () => {
    const first = reduce(tokenPriceReducer, token(), price('3', 200), undefined);
    const late = reduce(tokenPriceReducer, first.state, price('2', 150), first.version);
    expect(late).toEqual({ state: first.state, version: 200, changed: false });
  });

  it('duplicate: the same push twice changes nothing and keeps the reference', () => {
    const first = reduce(tokenPriceReducer, token(), price('3', 200), undefined);
    const again = reduce(tokenPriceReducer, first.state, price('3', 200), first.version);
    expect(again.changed).toBe(false);
    expect(again.state).toBe(first.state);
  });

  it('ignores a push for another token and a push before token info loaded', () => {
    const state = token();
    expect(reduce(tokenPriceReducer, state, price('9', 1, 'Other'), undefined).state).toBe(state);
    expect(reduce(tokenPriceReducer, undefined, price('9', 1), undefined).state).toBeUndefined();
  });
});

describe('tokenInfoChangeReducer', () => {
  const push = (updated_at: number, over: object = {}) => ({ chain: 'solana' as const, address: 'Abc', updated_at, ...over });
  it('snapshot and update patch only the figures present', () => {
    const snap = reduce(tokenInfoChangeReducer, token(), push(10, { holders_count: 9 }), undefined, 'snapshot');
    expect(snap.state).toMatchObject({ holders_count: 9, current_price: '1' });
    const upd = reduce(tokenInfoChangeReducer, snap.state, push(11, { liquidity: '99' }), snap.version);
    expect(upd.state).toMatchObject({ holders_count: 9, liquidity: '99' });
  });
  it('drops out-of-order and duplicate pushes', () => {
    const snap = reduce(tokenInfoChangeReducer, token(), push(10, { holders_count: 9 }), undefined);
    expect(reduce(tokenInfoChangeReducer, snap.state, push(9, { holders_count: 1 }), snap.version).changed).toBe(false);
    expect(reduce(tokenInfoChangeReducer, snap.state, push(10, { holders_count: 9 }), snap.version).changed).toBe(false);
  });
});

describe('tokenStatsReducer', () => {
  const w = (price_change: number) => ({ volume: '70', buys: 1, sells: 1, price_change });
  const push = (ts: number, change: number) => ({ chain: 'solana' as const, address: 'Abc', ts, stats: { '5m': w(1), '1h': w(1), '4h': w(1), '24h': w(change) } });
  it('snapshot: the 24h window becomes both copies of the 24h change', () => {
    const r = reduce(tokenStatsReducer, token(), push(5, 26_662), undefined, 'snapshot');
    expect(r.state).toMatchObject({ price_change_24h: 26_662, volume_24h: '70', trend_info: { price_change_24h: 26_662, volume_24h: '70' } });
  });
  it('update, out of order and duplicate', () => {
    const a = reduce(tokenStatsReducer, token(), push(5, 1), undefined);
    const b = reduce(tokenStatsReducer, a.state, push(6, 2), a.version);
    expect(b.state?.price_change_24h).toBe(2);
    expect(reduce(tokenStatsReducer, b.state, push(4, 3), b.version).changed).toBe(false);
    expect(reduce(tokenStatsReducer, b.state, push(6, 2), b.version).changed).toBe(false);
  });
});

describe('pipTokenInfoReducer', () => {
  it('snapshot and update take the full token view; a repeat keeps the reference', () => {
    const state = token();
    const full = { ...token({ current_price: '4', price_change_24h: 40, volume_24h: '9' }) } as Record<string, unknown>;
    delete full.trend_info;
    delete full.amountPrecision;
    const snap = reduce(pipTokenInfoReducer, state, full as never, undefined, 'snapshot');
    expect(snap.state).toMatchObject({ current_price: '4', amountPrecision: 6, trend_info: { price_change_24h: 40, volume_24h: '9' } });
    const repeat = reduce(pipTokenInfoReducer, snap.state, full as never, undefined);
    expect(repeat.state).toBe(snap.state);
  });
});

describe('holdsReducer', () => {
  const row = (over: Partial<Position> = {}): Position =>
    ({ chain: 'solana', token_address: 'Abc', token_symbol: 'ABC', token_icon: '', balance: '10', balance_usd: '10', buy_avg_price: '1', current_price: '1', unrealized_profit: '0', unrealized_profit_percent: 0, total_profit: '0', total_profit_percent: 0, profile: '0', is_break_even: false, ...over }) as Position;
  const push = (balance: string) => ({ token_address: 'Abc', balance, chain: 'solana' as const, token_name: 'Abc', token_symbol: 'ABC', token_icon: '', buy_avg_price: '1', unrealized_profit: '5', current_price: '1.5', balance_usd: '15' });
  it('update: the row takes the pushed figures; duplicate keeps the reference', () => {
    const state = { list: [row()] };
    const next = reduce(holdsReducer, state, push('10'), undefined);
    expect(next.state?.list[0]).toMatchObject({ current_price: '1.5', unrealized_profit: '5', total_profit: '0' });
    expect(reduce(holdsReducer, next.state, push('10'), undefined).state).toBe(next.state);
  });
  it('removes the row at zero balance and leaves unknown tokens to the next fetch', () => {
    expect(reduce(holdsReducer, { list: [row()] }, push('0'), undefined).state?.list).toEqual([]);
    const state = { list: [row({ token_address: 'Other' })] };
    expect(reduce(holdsReducer, state, push('3'), undefined).state).toBe(state);
  });
});

describe('walletBalanceReducer', () => {
  const asset = { chain: 'solana', token: '', token_name: 'SOL', token_symbol: 'SOL', decimals: 9, balance: '1', token_value: '150', token_price: '150', wallet_address: 'W' } as Asset;
  it('updates the balance of that wallet and token; a duplicate changes nothing', () => {
    const next = reduce(walletBalanceReducer, { list: [asset] }, { chain: 'solana', token: '', balance: '2', wallet_address: 'W' }, undefined);
    expect(next.state?.list[0]?.balance).toBe('2');
    expect(reduce(walletBalanceReducer, next.state, { chain: 'solana', token: '', balance: '2', wallet_address: 'W' }, undefined).changed).toBe(false);
  });
});

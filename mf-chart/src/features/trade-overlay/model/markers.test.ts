import { describe, expect, it } from 'vitest';
import { aggregateTrades, bucketFor, bucketStart, insideRange, markersFor, ownTradeWallet } from './markers';
import type { TradePoint } from './markers';

const utc = (iso: string) => Date.parse(iso) / 1000;

describe('aggregation buckets (spec 3 §9)', () => {
  it('cut fixed buckets on multiples of their length', () => {
    expect(bucketStart(utc('2026-03-04T10:17:45Z'), '10s')).toBe(utc('2026-03-04T10:17:40Z'));
    expect(bucketStart(utc('2026-03-04T10:17:45Z'), '3m')).toBe(utc('2026-03-04T10:15:00Z'));
    expect(bucketStart(utc('2026-03-04T10:17:45Z'), '12h')).toBe(utc('2026-03-04T00:00:00Z'));
  });
  it('anchor days at 08:00', () => {
    expect(bucketStart(utc('2026-03-04T10:00:00Z'), '1D')).toBe(utc('2026-03-04T08:00:00Z'));
    expect(bucketStart(utc('2026-03-04T07:59:59Z'), '1D')).toBe(utc('2026-03-03T08:00:00Z'));
  });
  it('anchor weeks at Monday 08:00', () => {
    // 2026-03-04 is a Wednesday.
    expect(bucketStart(utc('2026-03-04T10:00:00Z'), '1W')).toBe(utc('2026-03-02T08:00:00Z'));
    expect(bucketStart(utc('2026-03-02T07:00:00Z'), '1W')).toBe(utc('2026-02-23T08:00:00Z'));
  });
  it('anchor months at the 1st, 08:00', () => {
    expect(bucketStart(utc('2026-03-15T00:00:00Z'), '1M')).toBe(utc('2026-03-01T08:00:00Z'));
    expect(bucketStart(utc('2026-03-01T07:59:00Z'), '1M')).toBe(utc('2026-02-01T08:00:00Z'));
  });
  it('follow the chart interval', () => {
    expect(bucketFor('1s')).toBe('10s');
    expect(bucketFor('15s')).toBe('30s');
    expect(bucketFor('1m')).toBe('1m');
    expect(bucketFor('4h')).toBe('4h');
    expect(bucketFor('1d')).toBe('1D');
  });
});

describe('aggregateTrades', () => {
  const point = (sec: number, side: 'buy' | 'sell', amount: number, usd: number, tx: string, wallet?: string): TradePoint => ({
    trade_timestamp: sec * 1000,
    side,
    amount,
    native_coin_amount: usd / 100,
    volume_usd: usd,
    tx_hash: tx,
    ...(wallet ? { walletAddress: wallet } : {}),
  });

  it('sums count, token amount, quote amount and USD volume per bucket and side with the average price', () => {
    const groups = aggregateTrades([point(61, 'buy', 10, 20, 'a'), point(65, 'buy', 30, 40, 'b'), point(70, 'sell', 5, 15, 'c'), point(125, 'buy', 1, 3, 'd')], '1m');
    expect(groups).toEqual([
      { time: 60, side: 'buy', count: 2, amount: 40, quoteAmount: expect.closeTo(0.6, 12), volumeUsd: 60, avgPrice: 1.5 },
      { time: 60, side: 'sell', count: 1, amount: 5, quoteAmount: expect.closeTo(0.15, 12), volumeUsd: 15, avgPrice: 3 },
      { time: 120, side: 'buy', count: 1, amount: 1, quoteAmount: expect.closeTo(0.03, 12), volumeUsd: 3, avgPrice: 3 },
    ]);
  });
  it('groups followed-wallet trades per bucket and wallet, and counts a transaction once', () => {
    const groups = aggregateTrades([point(61, 'buy', 1, 1, 'a', 'W1'), point(62, 'buy', 1, 1, 'b', 'W2'), point(63, 'buy', 1, 1, 'a', 'W1')], '1m', { byWallet: true });
    expect(groups.map((g) => [g.walletAddress, g.count])).toEqual([
      ['W1', 1],
      ['W2', 1],
    ]);
  });
  it('keeps only groups inside the visible range', () => {
    expect(insideRange([{ time: 1 }, { time: 5 }, { time: 9 }], { from: 2, to: 9 })).toEqual([{ time: 5 }, { time: 9 }]);
  });
});

describe('own-trade wallet (spec 3 §4)', () => {
  it('is the EVM address for wallet sign-ins off Solana, otherwise the Solana address', () => {
    const user = { sol_address: 'S', evm_address: 'E', authMethod: 'wallet' };
    expect(ownTradeWallet(user, 'bsc')).toBe('E');
    expect(ownTradeWallet(user, 'solana')).toBe('S');
    expect(ownTradeWallet({ ...user, authMethod: 'google' }, 'bsc')).toBe('S');
    expect(ownTradeWallet(null, 'bsc')).toBeNull();
  });
});

describe('markersFor', () => {
  it('puts buys below the bar in green and sells above in red, on the bar holding the bucket', () => {
    const group = { count: 2, amount: 1, quoteAmount: 1, volumeUsd: 1, avgPrice: 1 };
    const markers = markersFor([{ ...group, time: 86_400 + 8 * 3600, side: 'buy' }, { ...group, count: 1, time: 60, side: 'sell' }], 86_400, { buy: 'B', sell: 'S' });
    expect(markers).toEqual([
      { id: '115200:buy:', time: 86_400, position: 'belowBar', shape: 'arrowUp', color: '#16c784', text: 'B2' },
      { id: '60:sell:', time: 0, position: 'aboveBar', shape: 'arrowDown', color: '#ea3943', text: 'S' },
    ]);
  });
});

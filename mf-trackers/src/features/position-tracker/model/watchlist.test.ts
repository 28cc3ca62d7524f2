import { describe, expect, it } from 'vitest';
import type { WatchToken } from '@nova/shared-contracts';
import { sortWatchlist, watchValue } from './watchlist';

const token = (symbol: string, volume: string, change: number): WatchToken => ({
  token_address: symbol,
  chain: 'solana',
  created_at: 0,
  symbol,
  icon_url: '',
  market_cap: `${volume}0`,
  price_change_24h: change,
  price: '0.5',
  volume,
  circulating_supply: '1',
});

const list = [token('A', '900', -5), token('B', '15000', 12), token('C', '120', 40)];
const symbols = (tokens: WatchToken[]) => tokens.map((t) => t.symbol);

describe('sortWatchlist', () => {
  it('keeps the list order when unsorted', () => {
    expect(symbols(sortWatchlist(list, null))).toEqual(['A', 'B', 'C']);
  });

  it('sorts by 24h volume numerically (not as text)', () => {
    expect(symbols(sortWatchlist(list, { by: 'volume', dir: 'desc' }))).toEqual(['B', 'A', 'C']);
    expect(symbols(sortWatchlist(list, { by: 'volume', dir: 'asc' }))).toEqual(['C', 'A', 'B']);
  });

  it('sorts by 24h change', () => {
    expect(symbols(sortWatchlist(list, { by: 'change', dir: 'desc' }))).toEqual(['C', 'B', 'A']);
  });
});

describe('watchValue', () => {
  it('shows the price or the market cap', () => {
    expect(watchValue(list[0]!, 'price')).toBe('0.5');
    expect(watchValue(list[0]!, 'mcap')).toBe('9000');
  });
});

import { describe, expect, it } from 'vitest';
import type { Token } from '@nova/shared-contracts';
import { sortTokens } from './tokenSort';

const token = (symbol: string, fields: Partial<Token>): Token =>
  ({ symbol, address: symbol, current_price: '1', market_cap: '0', liquidity: '0', volume_24h: '0', holders_count: 0, price_change_24h: 0, created_at: 0, ...fields }) as Token;

describe('sortTokens', () => {
  const tokens = [token('A', { market_cap: '900', price_change_24h: -5 }), token('B', { market_cap: '12000', price_change_24h: 40 }), token('C', { market_cap: '1e3', price_change_24h: 3 })];

  it('keeps the API ranking when no column is chosen', () => {
    expect(sortTokens(tokens, null).map((t) => t.symbol)).toEqual(['A', 'B', 'C']);
  });

  it('sorts decimal-string market caps numerically, largest first when descending', () => {
    expect(sortTokens(tokens, { by: 'marketCap', dir: 'desc' }).map((t) => t.symbol)).toEqual(['B', 'C', 'A']);
  });

  it('sorts 24h change ascending with losers first', () => {
    expect(sortTokens(tokens, { by: 'change', dir: 'asc' }).map((t) => t.symbol)).toEqual(['A', 'C', 'B']);
  });
});

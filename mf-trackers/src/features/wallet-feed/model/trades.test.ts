import { describe, expect, it } from 'vitest';
import type { FollowTrade } from '@nova/shared-contracts';
import { tradedAmount, tradesOf } from './trades';

const trade = (wallet: string, side: 'buy' | 'sell'): FollowTrade => ({
  chain: 'solana',
  wallet_address: wallet,
  wallet_name: '',
  avatar: '',
  token_address: 'T',
  token_name: 'Token',
  token_symbol: 'TOK',
  token_logo: '',
  token_create_time: 0,
  platform: 'pump',
  market_cap: '1000',
  side,
  token_in: side === 'buy' ? '' : 'T',
  token_out: side === 'buy' ? 'T' : '',
  amount_in: '1.5',
  amount_out: '2000',
  volume_usd: '300',
  decimals: 6,
  tx_hash: `${wallet}-${side}`,
  event_time: 1,
  current_price: '0.1',
});

describe('tradesOf', () => {
  it('keeps the trades of the chosen wallets, or all of them', () => {
    const trades = [trade('A', 'buy'), trade('B', 'sell'), trade('A', 'sell')];
    expect(tradesOf(trades, new Set(['A'])).map((t) => t.tx_hash)).toEqual(['A-buy', 'A-sell']);
    expect(tradesOf(trades, null)).toHaveLength(3);
    expect(tradesOf(trades, new Set())).toEqual([]);
  });
});

describe('tradedAmount', () => {
  it('is the token side of the trade: what a buy received, what a sell gave', () => {
    expect(tradedAmount(trade('A', 'buy'))).toBe('2000');
    expect(tradedAmount(trade('A', 'sell'))).toBe('1.5');
  });
});

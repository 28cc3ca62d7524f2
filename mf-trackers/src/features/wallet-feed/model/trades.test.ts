import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FollowTrade } from '@nova/shared-contracts';
import { createCoalescer, tradedAmount, tradesOf, walletLabel } from './trades';

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

describe('walletLabel', () => {
  it('prefers the name, then the remark, then the shortened address', () => {
    expect(walletLabel({ wallet_name: 'Whale', remark: 'r', wallet_address: 'addr' })).toBe('Whale');
    expect(walletLabel({ wallet_name: ' ', remark: 'Sniper', wallet_address: 'addr' })).toBe('Sniper');
    expect(walletLabel({ wallet_name: '', remark: '', wallet_address: '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU' })).toBe('7xKXtg…gAsU');
  });
});

describe('tradedAmount', () => {
  it('is the token side of the trade: what a buy received, what a sell gave', () => {
    expect(tradedAmount(trade('A', 'buy'))).toBe('2000');
    expect(tradedAmount(trade('A', 'sell'))).toBe('1.5');
  });
});

describe('createCoalescer', () => {
  afterEach(() => vi.useRealTimers());

  it('runs once per burst, after the delay', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const live = createCoalescer(run, 1000);
    live.push();
    live.push();
    vi.advanceTimersByTime(999);
    expect(run).not.toHaveBeenCalled();
    live.push();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    live.push();
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('never cuts a running refresh short: the refresh it owes runs after the running one settles', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    let busy = true;
    const live = createCoalescer(run, 1000, () => busy);
    live.push();
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
    busy = false;
    live.settled();
    vi.advanceTimersByTime(999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    live.settled();
    vi.advanceTimersByTime(5000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('does not run after cancel', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const live = createCoalescer(run, 1000);
    live.push();
    live.cancel();
    vi.advanceTimersByTime(5000);
    expect(run).not.toHaveBeenCalled();
  });
});

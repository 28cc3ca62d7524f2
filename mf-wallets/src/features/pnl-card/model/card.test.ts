import { describe, expect, it } from 'vitest';
import type { TokenProfit, WalletProfit } from '@nova/shared-contracts';
import { backgroundArt, findTokenRow, inCurrency, pnlFileName, pnlTone, tokenFigures, walletFigures } from './card';

const row = (over: Partial<TokenProfit> = {}): TokenProfit => ({
  token_address: 'So1aaa',
  token_symbol: 'WIF',
  token_icon: '',
  token_name: 'dogwifhat',
  chain: 'solana',
  balance: '10',
  balance_usd: '25.5',
  current_price: '2.55',
  buy: '100',
  buy_amount: '50',
  buy_avg_price: '2',
  sell: '130',
  sell_amount: '40',
  sell_avg_price: '3.25',
  profile: '50',
  profile_percent: 50,
  unrealized_profit: '5.5',
  unrealized_profit_percent: 27.5,
  total_profit: '55.5',
  total_profit_percent: 55.5,
  latest_trade_time: 1_700_000_000,
  ...over,
});

describe('share background (spec 2 §4)', () => {
  it('0 is automatic: the profit art above 0, the loss art at 0 and below', () => {
    expect(backgroundArt(0, 0.01)).toBe('profit');
    expect(backgroundArt(0, 0)).toBe('loss');
    expect(backgroundArt(0, -3)).toBe('loss');
  });
  it('1-3 are fixed whatever the PnL', () => {
    expect([1, 2, 3].map((i) => backgroundArt(i as 1 | 2 | 3, -5))).toEqual(['neon', 'aurora', 'gold']);
    expect(backgroundArt(3, 500)).toBe('gold');
  });
});

describe('card figures', () => {
  it('a token card shows total PnL and percent, bought, sold and held in USD', () => {
    expect(tokenFigures(row())).toEqual({
      pnlUsd: 55.5,
      pnlPercent: 55.5,
      stats: [
        { key: 'bought', kind: 'money', value: 100 },
        { key: 'sold', kind: 'money', value: 130 },
        { key: 'holding', kind: 'money', value: 25.5 },
      ],
    });
  });
  it('a wallet card shows the period PnL, win rate, trades and unrealised PnL', () => {
    const profit = { total_profit_usd: '-12.5', unrealized_profit: '3', success_rate: 40, buy_count: 7, sell_count: 3 } as WalletProfit;
    expect(walletFigures(profit)).toEqual({
      pnlUsd: -12.5,
      pnlPercent: null,
      stats: [
        { key: 'winRate', kind: 'percent', value: 40 },
        { key: 'trades', kind: 'count', value: 10 },
        { key: 'unrealized', kind: 'money', value: 3 },
      ],
    });
  });
  it('converts USD to the native coin, and shows nothing while the native price is unknown', () => {
    expect(inCurrency(150, 'usd', null)).toBe(150);
    expect(inCurrency(150, 'native', 150)).toBe(1);
    expect(inCurrency(150, 'native', null)).toBeNull();
    expect(inCurrency(150, 'native', 0)).toBeNull();
  });
  it('tones, file names and the token row', () => {
    expect([pnlTone(1), pnlTone(-1), pnlTone(0)]).toEqual(['up', 'down', 'flat']);
    expect(pnlFileName('W/I F$', new Date(Date.UTC(2026, 10, 3)))).toBe('nova-pnl-WIF-20261103.png');
    expect(pnlFileName('***', new Date(Date.UTC(2026, 0, 1)))).toBe('nova-pnl-wallet-20260101.png');
    const evm = row({ token_address: '0xAbC' });
    expect(findTokenRow([row(), evm], '0xabc')).toBe(evm);
    expect(findTokenRow([row()], 'nope')).toBeUndefined();
  });
});

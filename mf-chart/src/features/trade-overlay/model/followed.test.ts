import { describe, expect, it } from 'vitest';
import type { FollowTrade, WalletGroup } from '@nova/shared-contracts';
import { followedPoints, hasFollowedGroup } from './followed';
import { aggregateTrades } from './markers';

const group = (wallet_count: number): WalletGroup => ({ wallet_group_id: 'g', name: 'Default', description: '', img_url: '', is_default: true, wallet_count });
const trade = (over: Partial<FollowTrade>): FollowTrade => ({
  chain: 'solana',
  wallet_address: 'W1',
  wallet_name: 'Whale',
  avatar: 'https://x/a.svg',
  token_address: 'T',
  token_name: 'Token',
  token_symbol: 'TOK',
  token_logo: '',
  token_create_time: 0,
  platform: '',
  market_cap: '1',
  side: 'buy',
  token_in: '',
  token_out: 'T',
  amount_in: '1',
  amount_out: '1000',
  volume_usd: '200',
  decimals: 6,
  tx_hash: 'h1',
  event_time: Date.UTC(2026, 0, 1, 10, 0, 5),
  current_price: '0.2',
  ...over,
});

describe('followed-wallet trades', () => {
  it('are shown only with a followed group that holds a wallet', () => {
    expect(hasFollowedGroup(null)).toBe(false);
    expect(hasFollowedGroup([group(0)])).toBe(false);
    expect(hasFollowedGroup([group(0), group(2)])).toBe(true);
  });

  it('take the token side of each trade and group per bucket and per wallet with avatar and remark', () => {
    const points = followedPoints(
      [
        trade({}),
        trade({ tx_hash: 'h2', amount_in: '3', amount_out: '3000', volume_usd: '600' }),
        trade({ tx_hash: 'h3', wallet_address: 'W2', wallet_name: '', avatar: '' }),
        trade({ tx_hash: 'h4', side: 'sell', token_in: 'T', token_out: '', amount_in: '500', amount_out: '0.5', volume_usd: '100' }),
        trade({ tx_hash: 'h5', token_address: 'Other' }),
      ],
      'T',
    );
    expect(points).toHaveLength(4);
    expect(points[3]).toMatchObject({ side: 'sell', amount: 500, native_coin_amount: 0.5 });
    const groups = aggregateTrades(points, '1m', { byWallet: true });
    expect(groups.map((g) => [g.side, g.walletAddress, g.count, g.amount, g.avgPrice, g.remarkName ?? null])).toEqual([
      ['buy', 'W1', 2, 4000, 0.2, 'Whale'],
      ['buy', 'W2', 1, 1000, 0.2, null],
      ['sell', 'W1', 1, 500, 0.2, 'Whale'],
    ]);
    expect(groups[0]!.walletAvatar).toBe('https://x/a.svg');
  });
});

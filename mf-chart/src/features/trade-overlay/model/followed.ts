import type { FollowTrade, WalletGroup } from '@nova/shared-contracts';
import type { TradePoint } from './markers';

/**
 * Followed-wallet trades on the chart (spec 3 §3 "Followed-wallet trade point", §4): shown only
 * for a signed-in user with a followed group, grouped per bucket and per wallet, each with the
 * wallet's avatar and remark. The wallet monitor's groups have no paused state in the API
 * (shared-contracts `walletGroupSchema`), so a group counts as followed and unpaused when it holds
 * at least one wallet; the chart's own "Followed wallets" toggle is the user's pause.
 */
export function hasFollowedGroup(groups: readonly WalletGroup[] | null | undefined): boolean {
  return !!groups?.some((group) => group.wallet_count > 0);
}

/** The trade points of one token's followed-wallet trades (REST long names), with wallet fields. */
export function followedPoints(list: readonly FollowTrade[], token: string): TradePoint[] {
  const points: TradePoint[] = [];
  for (const trade of list) {
    if (trade.token_address !== token) continue;
    const buy = trade.side === 'buy';
    const amount = Number(buy ? trade.amount_out : trade.amount_in);
    const native = Number(buy ? trade.amount_in : trade.amount_out);
    if (!(amount > 0)) continue;
    points.push({
      trade_timestamp: trade.event_time,
      side: trade.side,
      amount,
      native_coin_amount: Number.isFinite(native) ? native : 0,
      volume_usd: Number(trade.volume_usd),
      tx_hash: trade.tx_hash,
      walletAddress: trade.wallet_address,
      ...(trade.avatar ? { walletAvatar: trade.avatar } : {}),
      ...(trade.wallet_name ? { remarkName: trade.wallet_name } : {}),
    });
  }
  return points;
}

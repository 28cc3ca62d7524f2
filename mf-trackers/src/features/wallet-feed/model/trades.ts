/** Trades of followed wallets (spec 3 §3 "followed-wallet trade"). Pure functions. */
import type { FollowTrade } from '@nova/shared-contracts';

/** The trades of the given wallets only (null: every wallet). */
export function tradesOf(trades: readonly FollowTrade[], wallets: ReadonlySet<string> | null): FollowTrade[] {
  return wallets === null ? [...trades] : trades.filter((trade) => wallets.has(trade.wallet_address));
}

/** The token a trade bought or sold (the non-native side) and how much of it. */
export function tradedAmount(trade: FollowTrade): string | number {
  return trade.side === 'buy' ? trade.amount_out : trade.amount_in;
}

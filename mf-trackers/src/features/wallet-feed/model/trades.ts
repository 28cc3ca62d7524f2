/** Trades of followed wallets (spec 3 §3 "followed-wallet trade"). Pure functions. */
import type { FollowTrade, SmartWallet } from '@nova/shared-contracts';
import { shortenAddress } from '@nova/shared-ui';

/** The trades of the given wallets only (null: every wallet). */
export function tradesOf(trades: readonly FollowTrade[], wallets: ReadonlySet<string> | null): FollowTrade[] {
  return wallets === null ? [...trades] : trades.filter((trade) => wallets.has(trade.wallet_address));
}

/** How a wallet is called: its name, else the user's remark, else its shortened address. */
export function walletLabel(wallet: Pick<SmartWallet, 'wallet_name' | 'remark' | 'wallet_address'>): string {
  return wallet.wallet_name.trim() || wallet.remark.trim() || shortenAddress(wallet.wallet_address);
}

/** The token a trade bought or sold (the non-native side) and how much of it. */
export function tradedAmount(trade: FollowTrade): string | number {
  return trade.side === 'buy' ? trade.amount_out : trade.amount_in;
}

/**
 * Coalesces bursts of pushes into one refresh: the first push starts a `delayMs` timer, later
 * pushes before it fires are absorbed. Returns `push` and `cancel`.
 */
export function createCoalescer(run: () => void, delayMs: number): { push: () => void; cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    push() {
      if (timer !== undefined) return;
      timer = setTimeout(() => {
        timer = undefined;
        run();
      }, delayMs);
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}

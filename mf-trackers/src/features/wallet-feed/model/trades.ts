/** Trades of followed wallets (spec 3 §3 "followed-wallet trade"). Pure functions. */
import type { FollowTrade, SmartWallet } from '@nova/shared-contracts';
import { shortenAddress, stripBidiControls } from '@nova/shared-ui';

/** The trades of the given wallets only (null: every wallet). */
export function tradesOf(trades: readonly FollowTrade[], wallets: ReadonlySet<string> | null): FollowTrade[] {
  return wallets === null ? [...trades] : trades.filter((trade) => wallets.has(trade.wallet_address));
}

/** How a wallet is called: its name, else the user's remark, else its shortened address. */
export function walletLabel(wallet: Pick<SmartWallet, 'wallet_name' | 'remark' | 'wallet_address'>): string {
  return stripBidiControls(wallet.wallet_name).trim() || stripBidiControls(wallet.remark).trim() || shortenAddress(wallet.wallet_address);
}

/** The token a trade bought or sold (the non-native side) and how much of it. */
export function tradedAmount(trade: FollowTrade): string | number {
  return trade.side === 'buy' ? trade.amount_out : trade.amount_in;
}

/**
 * Turns bursts of live pushes into refreshes without ever cutting one short: the first push
 * starts a `delayMs` timer and later pushes before it fires are absorbed; when it fires while a
 * refresh is still running (`busy()`), the refresh is owed and runs `delayMs` after `settled()`.
 */
export function createCoalescer(run: () => void, delayMs: number, busy: () => boolean = () => false) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let owed = false;
  const push = () => {
    if (timer !== undefined) return;
    timer = setTimeout(() => {
      timer = undefined;
      if (busy()) owed = true;
      else run();
    }, delayMs);
  };
  return {
    push,
    /** The running refresh finished: an owed refresh is scheduled. */
    settled() {
      if (!owed) return;
      owed = false;
      push();
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      owed = false;
    },
  };
}

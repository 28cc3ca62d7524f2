import { TRADE } from '@nova/shared-contracts';
import type { ChainKey } from '@nova/shared-contracts';
import { isQuotableAmount, toDecimal } from '../../../shared/amountInput';

/** Quote polling period (spec 1 §4: once a second). */
export const QUOTE_POLL_MS = 1_000;

export interface QuoteConditions {
  orderType: 'market' | 'limit';
  chain: ChainKey;
  side: 'buy' | 'sell';
  /** The token traded and the settlement token ('' is the native coin, always present). */
  baseToken: string;
  /** The wallet address of the login on this chain, '' when none. */
  wallet: string;
  /** The amount as typed / computed (native on a buy, tokens on a sell). */
  amount: string;
  walletLogin: boolean;
}

/**
 * Whether quotes are polled (spec 1 §4): only for a wallet login's market order with a base token,
 * a wallet and an amount that is non-empty, not zero and not ending with a dot; never for a
 * gatelayer buy below 0.01 GT.
 */
export function shouldPollQuote(c: QuoteConditions): boolean {
  if (!c.walletLogin || c.orderType !== 'market' || !c.baseToken || !c.wallet || !isQuotableAmount(c.amount)) return false;
  if (c.chain === 'gatelayer' && c.side === 'buy' && (toDecimal(c.amount)?.lt(TRADE.gatelayerMinBuy) ?? true)) return false;
  return true;
}

export interface Poller {
  /** (Re)starts polling now: a new amount, side, token or slippage restarts it. */
  restart(): void;
  stop(): void;
}

/**
 * Calls `run` at once and then every `intervalMs` after the previous call settled; `restart`
 * begins a new cycle (the answer of an older cycle is dropped by the caller through `cycle`).
 */
export function createPoller(run: (cycle: number) => Promise<void>, intervalMs = QUOTE_POLL_MS, timers: { set: (fn: () => void, ms: number) => unknown; clear: (id: unknown) => void } = { set: (fn, ms) => setTimeout(fn, ms), clear: (id) => clearTimeout(id as ReturnType<typeof setTimeout>) }): Poller {
  let cycle = 0;
  let timer: unknown;
  const tick = (own: number) => {
    void run(own).finally(() => {
      if (own === cycle) timer = timers.set(() => tick(own), intervalMs);
    });
  };
  return {
    restart() {
      timers.clear(timer);
      cycle += 1;
      tick(cycle);
    },
    stop() {
      timers.clear(timer);
      cycle += 1;
    },
  };
}

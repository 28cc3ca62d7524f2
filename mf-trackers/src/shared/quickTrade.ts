import { useCallback } from 'react';
import { TRADE } from '@nova/shared-contracts';
import type { ChainKey, QuickTradeRequest } from '@nova/shared-contracts';
import { useBusValue, usePlatform, usePref } from '@nova/shared-ui';

/** The host's prefs key of the status-bar quick-buy amount (host-shell `QuickBuyBox`), read when the bus has not said it yet. */
export const QUICK_BUY_PREF = 'quickBuyAmount';

const AMOUNT = /^\d+(\.\d+)?$/;
const usable = (value: unknown): value is string => typeof value === 'string' && AMOUNT.test(value) && Number(value) > 0;

/** The quick-buy amount: the status bar's bus value, else the saved pref, else the spec default (a blank or zero amount is skipped). */
export function quickBuyAmountOf(busAmount: unknown, prefAmount: unknown): string {
  if (usable(busAmount)) return busAmount;
  if (usable(prefAmount)) return prefAmount;
  return TRADE.defaultQuickBuyAmount;
}

/**
 * The status bar's quick-buy amount of a chain, in its native coin (bus `quickBuy.amount`,
 * replayed; one amount from a contract-6.0 host), falling back to the pref the host saved it in.
 */
export function useQuickBuyAmount(): (chain: ChainKey) => string {
  const pref = usePref<unknown>(QUICK_BUY_PREF, undefined);
  const announced = useBusValue('quickBuy.amount');
  return useCallback((chain) => quickBuyAmountOf(announced?.byChain?.[chain] ?? announced?.amount, pref), [announced, pref]);
}

/** Where a tracker's quick trade was asked from (the request's `source`, for mf-trade's logs). */
export type TrackerTradeSource = 'position-tracker' | 'watch-list';

export type QuickTradeAsk = { chain: ChainKey; address: string; source: TrackerTradeSource } & ({ side: 'buy'; amount: string } | { side: 'sell'; percent: number });

let sequence = 0;

/**
 * Asks mf-trade's one order executor for a quick buy or sell (bus `trade.quick`); the host mounts
 * mf_trade's `./QuickTrade` on the first request, which executes it (or asks a visitor to log in).
 */
export function useQuickTrade(): (ask: QuickTradeAsk) => void {
  const { bus } = usePlatform();
  return useCallback(
    (ask) => {
      const at = Date.now();
      const request: QuickTradeRequest = { id: `${ask.source}-${at.toString(36)}-${(sequence++).toString(36)}`, at, ...ask };
      bus.emit('trade.quick', request);
    },
    [bus],
  );
}

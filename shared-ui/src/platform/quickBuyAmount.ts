import { useCallback } from 'react';
import { TRADE } from '@nova/shared-contracts';
import type { ChainKey } from '@nova/shared-contracts';
import { useBusValue } from './useBusValue';
import { usePref } from './usePref';

/** The host's prefs key of the quick-buy amount saved before amounts were per chain (host-shell `QuickBuyBox`), read until the bus has said it. */
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
 * replayed: `byChain`, or the one amount of a contract-6.0 host), falling back to the pref the
 * host saved it in, then to the spec default. The ⚡ of token rows, launch cards and trackers read it.
 */
export function useQuickBuyAmount(): (chain: ChainKey) => string {
  const pref = usePref<unknown>(QUICK_BUY_PREF, undefined);
  const announced = useBusValue('quickBuy.amount');
  return useCallback((chain) => quickBuyAmountOf(announced?.byChain?.[chain] ?? announced?.amount, pref), [announced, pref]);
}

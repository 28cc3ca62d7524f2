import Decimal from 'decimal.js';
import { CHAINS, TRADE } from '@nova/shared-contracts';
import type { ChainKey, QuickTradeRequest } from '@nova/shared-contracts';
import { floorTo, toDecimal } from '../../../shared/amountInput';

export interface QuickContext {
  signedIn: boolean;
  /** The login can sign on the request's chain (`canQuickTrade`: a wallet login only on its wallet's family). */
  signsOnChain: boolean;
  /** Decimals of a buy amount (token info's amountPrecision) and of the token (sell). */
  amountPrecision: number;
  tokenDecimals: number;
  nativeBalance: string;
  tokenBalance: string;
  /** The status-bar quick-buy amount, used when the request names none. */
  defaultAmount: string;
}

export type QuickDecision =
  | { kind: 'order'; amount: string }
  | { kind: 'login' }
  /** Zero native balance on a buy: the deposit dialog. */
  | { kind: 'deposit' }
  | { kind: 'error'; key: 'min-amount' | 'market-low' | 'market-exceed' | 'ins-bal' | 'failed-seinits' | 'trading-off' | 'wallet-chain' };

/** Quick buy with the preset amount (spec 1 §5): at least 0.0001 of the native coin (min-amount); gatelayer 0.01 to 350. */
export function quickBuyFinding(chain: ChainKey, amount: string): 'min-amount' | 'market-low' | 'market-exceed' | null {
  const value = toDecimal(amount);
  if (!value || value.lt(TRADE.quickBuyMin)) return 'min-amount';
  if (chain === 'gatelayer' && value.lt(TRADE.gatelayerMinBuy)) return 'market-low';
  if (chain === 'gatelayer' && value.gt(TRADE.gatelayerMaxBuy)) return 'market-exceed';
  return null;
}

/**
 * What a quick buy or sell does (spec 1 §4 "Quick sell", §5): a visitor logs in; nothing on a
 * display-only chain or one the login's wallet cannot sign on; a buy takes the
 * request's amount or the status-bar amount (at least 0.0001, gatelayer 0.01..350), floored to
 * the amountPrecision, a zero native balance opens the deposit dialog, more than the balance is
 * ins-bal; a sell takes a percent of the balance (100 or more: all), nothing held is failed-seinits.
 */
export function quickDecision(request: QuickTradeRequest, context: QuickContext): QuickDecision {
  if (!context.signedIn) return { kind: 'login' };
  if (!CHAINS[request.chain].tradingEnabled) return { kind: 'error', key: 'trading-off' };
  if (!context.signsOnChain) return { kind: 'error', key: 'wallet-chain' };
  if (request.side === 'buy') {
    const typed = request.amount ?? context.defaultAmount ?? TRADE.defaultQuickBuyAmount;
    const finding = quickBuyFinding(request.chain, typed);
    if (finding) return { kind: 'error', key: finding };
    const amount = floorTo(new Decimal(typed), context.amountPrecision);
    if (amount.lte(0)) return { kind: 'error', key: 'min-amount' };
    const native = toDecimal(context.nativeBalance) ?? new Decimal(0);
    if (native.lte(0)) return { kind: 'deposit' };
    if (amount.gt(native)) return { kind: 'error', key: 'ins-bal' };
    return { kind: 'order', amount: amount.toFixed() };
  }
  const held = toDecimal(context.tokenBalance) ?? new Decimal(0);
  const percent = Math.min(100, Math.max(0, request.percent ?? 100));
  const amount = percent >= 100 ? held : floorTo(held.mul(percent).div(100), context.tokenDecimals);
  if (held.lte(0) || amount.lte(0)) return { kind: 'error', key: 'failed-seinits' };
  return { kind: 'order', amount: percent >= 100 ? context.tokenBalance : amount.toFixed() };
}

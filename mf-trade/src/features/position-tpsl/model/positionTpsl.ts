import { QUICK_TRADE_MAX_AGE_MS, trailPercentError } from '@nova/shared-contracts';
import type { EndpointRequest, PositionTpslRequest } from '@nova/shared-contracts';
import { floorTo, toDecimal } from '../../../shared/amountInput';

/** The TP/SL form of a held position (the chart's position line, bus `trade.tpsl`). */
export interface TpslDraft {
  /** Take-profit price, USD per token ('' for none). */
  tp: string;
  /** Stop-loss price, USD per token ('' for none). */
  sl: string;
  /** Trailing stop distance below the best price, percent ('' for none; shared-contracts' `trailPercentError`). */
  trail: string;
  /** Percent of the holding each order sells (1..100). */
  percent: string;
}

export type TpslError = 'tpBelowPrice' | 'slAbovePrice' | 'noTarget' | 'percent' | 'price' | 'trailFormat' | 'trailRange';
export type TpslErrors = Partial<Record<'tp' | 'sl' | 'trail' | 'percent' | 'form', TpslError>>;

export const INITIAL_DRAFT: TpslDraft = { tp: '', sl: '', trail: '', percent: '100' };

/**
 * Checks a draft against the current price: a take-profit above it, a stop-loss below it
 * (otherwise they would trigger at once), a trailing distance by the sim's own rule
 * (`trailPercentError`), at least one of the three, the percent 1..100.
 */
export function tpslErrors(draft: TpslDraft, currentPrice: number): TpslErrors {
  const errors: TpslErrors = {};
  const number = (text: string) => (text.trim() === '' ? null : Number(text));
  const tp = number(draft.tp);
  const sl = number(draft.sl);
  const percent = Number(draft.percent);
  if (tp !== null && !(tp > 0)) errors.tp = 'price';
  else if (tp !== null && tp <= currentPrice) errors.tp = 'tpBelowPrice';
  if (sl !== null && !(sl > 0)) errors.sl = 'price';
  else if (sl !== null && sl >= currentPrice) errors.sl = 'slAbovePrice';
  const trail = trailPercentError(draft.trail);
  if (trail === 'format') errors.trail = 'trailFormat';
  else if (trail === 'range') errors.trail = 'trailRange';
  if (!Number.isFinite(percent) || percent < 1 || percent > 100) errors.percent = 'percent';
  if (tp === null && sl === null && trail === 'empty') errors.form = 'noTarget';
  return errors;
}

export type PositionOrder =
  | {
      sub_order_type: 'take_profit' | 'stop_loss';
      target_price_usd: string;
      /** Tokens the order sells. */
      quote_investment: string;
    }
  | { sub_order_type: 'trailing_stop'; trail_percent: string; quote_investment: string };

/** Where a trailing stop placed now would stop: `trail` percent below the price (the sim's rule; it then follows the peak). */
export function trailingStopAt(currentPrice: number, trail: string): number | null {
  return trailPercentError(trail) === null && currentPrice > 0 ? currentPrice * (1 - Number(trail) / 100) : null;
}

/**
 * The orders of a valid draft: each sells `percent` of the holding, floored to 6 decimals in
 * decimal arithmetic (in floats 100 % of 1.005 would sell 1.004999 and leave dust behind).
 */
export function positionTpslOrders(draft: TpslDraft, balance: number): PositionOrder[] {
  const held = toDecimal(balance);
  const percent = toDecimal(draft.percent);
  if (!held || !percent) return [];
  const amount = floorTo(held.times(percent).dividedBy(100), 6);
  if (!amount.gt(0)) return [];
  const orders: PositionOrder[] = [];
  if (draft.tp.trim() !== '') orders.push({ sub_order_type: 'take_profit', target_price_usd: draft.tp.trim(), quote_investment: amount.toFixed() });
  if (draft.sl.trim() !== '') orders.push({ sub_order_type: 'stop_loss', target_price_usd: draft.sl.trim(), quote_investment: amount.toFixed() });
  if (draft.trail.trim() !== '') orders.push({ sub_order_type: 'trailing_stop', trail_percent: draft.trail.trim(), quote_investment: amount.toFixed() });
  return orders;
}

/** The limit-order requests of a valid draft for the position of `request`, sold from `wallet`. */
export function positionTpslRequests(draft: TpslDraft, request: Pick<PositionTpslRequest, 'chain' | 'address' | 'qty'>, wallet: string): EndpointRequest<'limitOrderCreate'>[] {
  return positionTpslOrders(draft, request.qty).map((order) => ({
    base_token: request.address,
    chain: request.chain,
    wallet_address: wallet,
    sub_order_type: order.sub_order_type,
    order_data:
      order.sub_order_type === 'trailing_stop'
        ? { side: 'sell', quote_investment: order.quote_investment, trail_percent: order.trail_percent }
        : { side: 'sell', quote_investment: order.quote_investment, target_price_usd: order.target_price_usd },
  }));
}

/** A replayed request opens the dialog only while fresh (a late mount never shows a surprise dialog). */
export function isFreshTpslRequest(request: PositionTpslRequest, now: number): boolean {
  return now - request.at <= QUICK_TRADE_MAX_AGE_MS && request.qty > 0;
}

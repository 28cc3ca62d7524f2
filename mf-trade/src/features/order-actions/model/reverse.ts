import Decimal from 'decimal.js';
import type { LimitOrder } from '@nova/shared-contracts';

/** The order data of a reversed limit order (the part of `limitOrderCreate`'s order_data it decides). */
export interface ReversedOrder {
  side: 'buy' | 'sell';
  quote_investment: string;
  target_price_usd: string;
}

/**
 * The reversed limit order (TradingView's "reverse" on an order line: same size, other side, same
 * price): a buy of `quote_investment` native coin becomes a sell of the tokens it buys at the
 * target; a sell of N tokens becomes a buy of their value in the native coin. Amounts keep 6
 * significant digits, rounded down (never more than the original size). Null without a price.
 */
export function reversedOrder(order: Pick<LimitOrder, 'side' | 'quote_investment' | 'target_price_usd'>, nativePriceUsd: number): ReversedOrder | null {
  const target = new Decimal(Number(order.target_price_usd) || 0);
  const qty = new Decimal(Number(order.quote_investment) || 0);
  if (!target.gt(0) || !qty.gt(0) || !(nativePriceUsd > 0)) return null;
  const native = new Decimal(nativePriceUsd);
  const amount = order.side === 'buy' ? qty.times(native).div(target) : qty.times(target).div(native);
  const rounded = amount.toSignificantDigits(6, Decimal.ROUND_DOWN);
  if (!rounded.gt(0)) return null;
  return { side: order.side === 'buy' ? 'sell' : 'buy', quote_investment: rounded.toFixed(), target_price_usd: target.toFixed() };
}

import { ORDER_TYPES } from '@nova/shared-contracts';
import { D } from './money';
import type { Dec } from './money';
import type { LimitOrderRecord } from './state';

/** Significant digits a trailing stop's peak and target are kept to (as the trigger record's price). */
const PRICE_DIGITS = 12;

/** Whether an order is a trailing stop (order_type 3, TrailingLimit). */
export function isTrailing(order: Pick<LimitOrderRecord, 'order_type'>): boolean {
  return order.order_type === ORDER_TYPES.TrailingLimit;
}

/** A trailing stop's target: `trailPercent` below the peak, rounded down (a stop never sits above its rule). */
export function trailingTarget(peak: Dec, trailPercent: string): Dec {
  return peak.mul(new D(100).minus(trailPercent)).div(100).toSignificantDigits(PRICE_DIGITS, D.ROUND_DOWN);
}

/**
 * A trailing stop after the engine saw `price`: when the price is above its peak, the peak moves up
 * to it and the target with it; otherwise the order is unchanged (null), so the stop never moves
 * down, whatever the price does after it rose.
 */
export function followPeak(order: LimitOrderRecord, price: Dec): LimitOrderRecord | null {
  if (!isTrailing(order) || order.trail_percent === undefined || order.peak_price_usd === undefined) return null;
  const peak = price.toSignificantDigits(PRICE_DIGITS, D.ROUND_DOWN);
  if (!peak.gt(order.peak_price_usd)) return null;
  return { ...order, peak_price_usd: peak.toFixed(), target_price_usd: trailingTarget(peak, order.trail_percent).toFixed() };
}

import { ORDER_STATUS } from '@nova/shared-contracts';
import type { LimitOrder } from '@nova/shared-contracts';

/**
 * What the engine saw of a conditional order (the trigger record, contract 6.1's additive fields):
 * while pending, the last price it compared with the target and when, or nothing yet (no price
 * change since the order was placed or the server started); once fired, the price that fired it
 * and when, then the fill's fee or the engine's reason for failing.
 */
export type TriggerRecord =
  | { kind: 'waiting' }
  | { kind: 'checked'; priceUsd: string; at: number }
  | { kind: 'filled'; priceUsd: string | null; at: number; fee: string | null }
  | { kind: 'failed'; priceUsd: string | null; at: number; code: number; reason: string };

export function triggerRecord(order: LimitOrder): TriggerRecord {
  const price = order.checked_price_usd === undefined ? null : String(order.checked_price_usd);
  if (order.status === ORDER_STATUS.Pending) return price !== null && order.checked_at !== undefined ? { kind: 'checked', priceUsd: price, at: order.checked_at } : { kind: 'waiting' };
  const at = order.triggered_at ?? order.checked_at ?? order.created_at;
  if (order.status === ORDER_STATUS.Success) return { kind: 'filled', priceUsd: price, at, fee: order.fee === undefined ? null : String(order.fee) };
  return { kind: 'failed', priceUsd: price, at, code: order.error_code ?? 0, reason: order.error_message ?? '' };
}

/** The orders that fired (filled or failed), newest trigger first. */
export function triggeredOrders(orders: readonly LimitOrder[]): LimitOrder[] {
  return orders.filter((o) => o.status !== ORDER_STATUS.Pending).sort((a, b) => (b.triggered_at ?? b.created_at) - (a.triggered_at ?? a.created_at));
}

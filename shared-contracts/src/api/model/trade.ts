import * as v from 'valibot';
import { chainKeySchema } from '../../chains';
import { int } from '../../schema';
import { numeric } from '../endpoint';

// The limit order record: read at start (remotes' order lists, the spot.myorders channel's
// schema), so it is here, outside the lazily loaded `api/trade.ts`. The trade constants are in
// `orderCodes.ts`, free of schemas, so a first render that only compares codes needs no valibot.

/** Limit order record (spec 1 §3) plus what the list shows. */
export const limitOrderSchema = v.object({
  order_id: v.string(),
  /** ORDER_STATUS: 2 pending until it triggers, then 1 success or 0 failed. */
  status: int(),
  side: v.picklist(['buy', 'sell']),
  chain: chainKeySchema,
  base_token: v.string(),
  token_name: v.string(),
  token_symbol: v.string(),
  token_icon: v.string(),
  quote_investment: numeric,
  target_price_usd: numeric,
  /** ORDER_TYPES: 0 limit, 3 trailing stop, 5 take-profit, 6 stop-loss. */
  order_type: int(),
  profit_loss_type: v.optional(v.string()),
  wallet_address: v.string(),
  /** ms */
  created_at: int(),
  /** ms, once triggered. */
  triggered_at: v.optional(int()),
  tx_hash: v.optional(v.string()),
  error_code: v.optional(int()),
  /**
   * What the engine saw (ours, additive in 6.1): while pending, the last price it compared with the
   * target and when (ms); once triggered, the price that fired it and when.
   */
  checked_price_usd: v.optional(numeric),
  checked_at: v.optional(int()),
  /** The fee the fill paid, native (network + priority fee + tip), once filled. */
  fee: v.optional(numeric),
  /** The engine's reason when it failed (`error_code`'s message). */
  error_message: v.optional(v.string()),
  /** A laddered exit's rung (ours, additive in 6.1, `limitOrderLadder`): the plan's id, the rung's place (1-based) and the plan's number of rungs. */
  plan_id: v.optional(v.string()),
  plan_rung: v.optional(int()),
  plan_rungs: v.optional(int()),
  /** The rung's target as a multiple of the average buy price, when it was given so. */
  plan_multiple: v.optional(v.number()),
  /**
   * A trailing stop's distance, percent (ours, additive in 6.1): its `target_price_usd` is
   * `peak_price_usd` less this share, moved up by the engine as the peak rises (never down).
   */
  trail_percent: v.optional(numeric),
  /** A trailing stop's best price since it was placed, USD (ours, additive in 6.1). */
  peak_price_usd: v.optional(numeric),
});
export type LimitOrder = v.InferOutput<typeof limitOrderSchema>;

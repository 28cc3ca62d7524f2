// The `profile` group's request and response schemas: a chunk of its own, loaded with the group's first
// call (load.ts), with each endpoint's method, path and retry; its auth is in meta.ts.
import * as v from 'valibot';
import { chainKeySchema } from '../chains';
import { coerceNumber, int } from '../schema';
import { defineEndpoint, numeric } from './endpoint';

/** Wallet profit summary (spec 2 §3). USD amounts; success_rate and pnl_interval_* are percents. */
export const walletProfitSchema = v.object({
  total_balance_usd: numeric,
  sol_balance: numeric,
  sol_balance_usd: numeric,
  total_profit_usd: numeric,
  unrealized_profit: numeric,
  success_rate: v.number(),
  buy_count: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  sell_count: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  /** Share of tokens by PnL bucket: >500%, 200-500%, 0-200%, -50-0%, < -50%. */
  pnl_interval_1: v.number(),
  pnl_interval_2: v.number(),
  pnl_interval_3: v.number(),
  pnl_interval_4: v.number(),
  pnl_interval_5: v.number(),
  pnl_interval_cnt_1: int(),
  pnl_interval_cnt_2: int(),
  pnl_interval_cnt_3: int(),
  pnl_interval_cnt_4: int(),
  pnl_interval_cnt_5: int(),
});
export type WalletProfit = v.InferOutput<typeof walletProfitSchema>;

/** Token profit row (spec 2 §3). `profile` is the realised profit. */
export const tokenProfitSchema = v.object({
  token_address: v.string(),
  token_symbol: v.string(),
  token_icon: v.string(),
  token_name: v.string(),
  chain: chainKeySchema,
  balance: numeric,
  balance_usd: numeric,
  current_price: numeric,
  buy: numeric,
  buy_amount: numeric,
  buy_avg_price: numeric,
  sell: numeric,
  sell_amount: numeric,
  sell_avg_price: numeric,
  profile: numeric,
  profile_percent: v.number(),
  unrealized_profit: numeric,
  unrealized_profit_percent: v.number(),
  total_profit: numeric,
  total_profit_percent: v.number(),
  /** Seconds. */
  latest_trade_time: int(),
});
export type TokenProfit = v.InferOutput<typeof tokenProfitSchema>;

/** GET /trade/wallet/profit/period (spec 2 §7): summary plus token rows, 30 per page. */
export const walletProfitPeriod = defineEndpoint('walletProfitPeriod', {
  method: 'GET', path: '/trade/wallet/profit/period', retry: true,
  request: v.object({
    wallet_address: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
    statistic_period: v.optional(v.picklist(['1D', '7D', '30D']), '7D'),
    limit: v.optional(v.pipe(coerceNumber(), v.safeInteger(), v.gtValue(0), v.maxValue(100)), 30),
    offset: v.optional(v.pipe(coerceNumber(), v.safeInteger(), v.minValue(0)), 0),
    order_by: v.optional(v.picklist(['latest_trade_time', 'total_profit', 'balance_usd']), 'latest_trade_time'),
    order_direction: v.optional(v.picklist(['asc', 'desc']), 'desc'),
  }),
  response: v.object({ wallet_profit: walletProfitSchema, token_profit: v.array(tokenProfitSchema) }),
});

// The `profile` group's request and response schemas: a chunk of its own, loaded with the group's first
// call (load.ts). Method, path, auth and retry of each endpoint are in meta.ts.
import { z } from 'zod/mini';
import { chainKeySchema } from '../chains';
import { defineEndpoint, numeric } from './endpoint';

/** Wallet profit summary (spec 2 §3). USD amounts; success_rate and pnl_interval_* are percents. */
export const walletProfitSchema = z.object({
  total_balance_usd: numeric,
  sol_balance: numeric,
  sol_balance_usd: numeric,
  total_profit_usd: numeric,
  unrealized_profit: numeric,
  success_rate: z.number(),
  buy_count: z.number().check(z.int(), z.nonnegative()),
  sell_count: z.number().check(z.int(), z.nonnegative()),
  /** Share of tokens by PnL bucket: >500%, 200-500%, 0-200%, -50-0%, < -50%. */
  pnl_interval_1: z.number(),
  pnl_interval_2: z.number(),
  pnl_interval_3: z.number(),
  pnl_interval_4: z.number(),
  pnl_interval_5: z.number(),
  pnl_interval_cnt_1: z.number().check(z.int()),
  pnl_interval_cnt_2: z.number().check(z.int()),
  pnl_interval_cnt_3: z.number().check(z.int()),
  pnl_interval_cnt_4: z.number().check(z.int()),
  pnl_interval_cnt_5: z.number().check(z.int()),
});
export type WalletProfit = z.infer<typeof walletProfitSchema>;

/** Token profit row (spec 2 §3). `profile` is the realised profit. */
export const tokenProfitSchema = z.object({
  token_address: z.string(),
  token_symbol: z.string(),
  token_icon: z.string(),
  token_name: z.string(),
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
  profile_percent: z.number(),
  unrealized_profit: numeric,
  unrealized_profit_percent: z.number(),
  total_profit: numeric,
  total_profit_percent: z.number(),
  /** Seconds. */
  latest_trade_time: z.number().check(z.int()),
});
export type TokenProfit = z.infer<typeof tokenProfitSchema>;

/** GET /trade/wallet/profit/period (spec 2 §7): summary plus token rows, 30 per page. */
export const walletProfitPeriod = defineEndpoint('walletProfitPeriod', {
  request: z.object({
    wallet_address: z.string().check(z.minLength(1), z.maxLength(100)),
    statistic_period: z._default(z.enum(['1D', '7D', '30D']), '7D'),
    limit: z._default(z.coerce.number().check(z.int(), z.positive(), z.lte(100)), 30),
    offset: z._default(z.coerce.number().check(z.int(), z.nonnegative()), 0),
    order_by: z._default(z.enum(['latest_trade_time', 'total_profit', 'balance_usd']), 'latest_trade_time'),
    order_direction: z._default(z.enum(['asc', 'desc']), 'desc'),
  }),
  response: z.object({ wallet_profit: walletProfitSchema, token_profit: z.array(tokenProfitSchema) }),
});

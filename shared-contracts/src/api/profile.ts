import { z } from 'zod';
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
  buy_count: z.number().int().nonnegative(),
  sell_count: z.number().int().nonnegative(),
  /** Share of tokens by PnL bucket: >500%, 200-500%, 0-200%, -50-0%, < -50%. */
  pnl_interval_1: z.number(),
  pnl_interval_2: z.number(),
  pnl_interval_3: z.number(),
  pnl_interval_4: z.number(),
  pnl_interval_5: z.number(),
  pnl_interval_cnt_1: z.number().int(),
  pnl_interval_cnt_2: z.number().int(),
  pnl_interval_cnt_3: z.number().int(),
  pnl_interval_cnt_4: z.number().int(),
  pnl_interval_cnt_5: z.number().int(),
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
  latest_trade_time: z.number().int(),
});
export type TokenProfit = z.infer<typeof tokenProfitSchema>;

/** GET /trade/wallet/profit/period (spec 2 §7): summary plus token rows, 30 per page. */
export const walletProfitPeriod = defineEndpoint({
  method: 'GET',
  path: '/trade/wallet/profit/period',
  request: z.object({
    wallet_address: z.string().min(1).max(100),
    statistic_period: z.enum(['1D', '7D', '30D']).default('7D'),
    limit: z.coerce.number().int().positive().max(100).default(30),
    offset: z.coerce.number().int().nonnegative().default(0),
    order_by: z.enum(['latest_trade_time', 'total_profit', 'balance_usd']).default('latest_trade_time'),
    order_direction: z.enum(['asc', 'desc']).default('desc'),
  }),
  response: z.object({ wallet_profit: walletProfitSchema, token_profit: z.array(tokenProfitSchema) }),
  auth: 'bearer',
  retry: true,
});

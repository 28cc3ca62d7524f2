// The `balance` group's request and response schemas: a chunk of its own, loaded with the group's first
// call (load.ts). Method, path, auth and retry of each endpoint are in meta.ts.
import { z } from 'zod/mini';
import { chainKeySchema } from '../chains';
import { defineEndpoint, numeric } from './endpoint';

/** A holding (asset) of spec 3 §3: token is empty for the native coin. */
export const assetSchema = z.object({
  chain: chainKeySchema,
  token: z.string(),
  token_name: z.string(),
  token_symbol: z.string(),
  decimals: z._default(z.number().check(z.int()), 18),
  balance: numeric,
  token_value: numeric,
  token_price: numeric,
  wallet_address: z.string(),
  icon: z.optional(z.string()),
  price_change_24h: z.optional(z.number()),
});
export type Asset = z.infer<typeof assetSchema>;

/** GET /balance/list (bearer): assets of the signed-in user. */
export const balanceList = defineEndpoint('balanceList', {
  request: z.object({ chain: z.optional(chainKeySchema) }),
  response: z.object({ list: z.array(assetSchema) }),
});

/** A position of spec 1 §3 / spec 3 §3. `profile` is the realised part. */
export const positionSchema = z.object({
  chain: chainKeySchema,
  token_address: z.string(),
  token_symbol: z.string(),
  token_icon: z.string(),
  balance: numeric,
  balance_usd: numeric,
  buy_avg_price: numeric,
  current_price: numeric,
  unrealized_profit: numeric,
  unrealized_profit_percent: z.number(),
  total_profit: numeric,
  total_profit_percent: z.number(),
  profile: numeric,
  is_break_even: z.boolean(),
});
export type Position = z.infer<typeof positionSchema>;

/** GET /trade/holds/list (bearer): current holdings as positions. */
export const holdsList = defineEndpoint('holdsList', {
  request: z.object({ chain: z.optional(chainKeySchema), wallet_address: z.optional(z.string()) }),
  response: z.object({ list: z.array(positionSchema) }),
});

/**
 * GET /balance/history (bearer; spec 2 §7 "wallet balance history with wallet, limit 30, offset
 * 0", path and response not shown, ours): daily points of the total USD balance of one of the
 * caller's wallets (`wallet` is the user's Solana address: the Solana chain; the EVM address:
 * every EVM chain; another address is 400). Point i is at now - i days (newest first), none
 * before the account existed; `total` counts them. Each point replays the user's trades after
 * it backwards from today's balances: token amounts at that time valued at that time's price,
 * the native coin at today's native price; USDT, transfers and fees are taken as today's.
 */
export const walletBalanceHistory = defineEndpoint('walletBalanceHistory', {
  request: z.object({ wallet: z.string().check(z.trim(), z.minLength(1, 'wallet is required'), z.maxLength(100)), limit: z._default(z.coerce.number().check(z.int(), z.positive(), z.lte(100)), 30), offset: z._default(z.coerce.number().check(z.int(), z.nonnegative()), 0) }),
  response: z.object({ list: z.array(z.object({ time: z.number().check(z.int()), total_balance_usd: numeric })), total: z.number().check(z.int()) }),
});

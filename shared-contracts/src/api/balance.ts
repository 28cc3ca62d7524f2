// The `balance` group's request and response schemas: a chunk of its own, loaded with the group's first
// call (load.ts), with each endpoint's method, path and retry; its auth is in meta.ts.
import * as v from 'valibot';
import { chainKeySchema } from '../chains';
import { coerceNumber, int } from '../schema';
import { defineEndpoint, numeric } from './endpoint';

/** A holding (asset) of spec 3 §3: token is empty for the native coin. */
export const assetSchema = v.object({
  chain: chainKeySchema,
  token: v.string(),
  token_name: v.string(),
  token_symbol: v.string(),
  decimals: v.optional(int(), 18),
  balance: numeric,
  token_value: numeric,
  token_price: numeric,
  wallet_address: v.string(),
  icon: v.optional(v.string()),
  price_change_24h: v.optional(v.number()),
});
export type Asset = v.InferOutput<typeof assetSchema>;

/** GET /balance/list (bearer): assets of the signed-in user. */
export const balanceList = defineEndpoint('balanceList', {
  method: 'GET', path: '/balance/list', retry: true,
  request: v.object({ chain: v.optional(chainKeySchema) }),
  response: v.object({ list: v.array(assetSchema) }),
});

/** A position of spec 1 §3 / spec 3 §3. `profile` is the realised part. */
export const positionSchema = v.object({
  chain: chainKeySchema,
  token_address: v.string(),
  token_symbol: v.string(),
  token_icon: v.string(),
  balance: numeric,
  balance_usd: numeric,
  buy_avg_price: numeric,
  current_price: numeric,
  unrealized_profit: numeric,
  unrealized_profit_percent: v.number(),
  total_profit: numeric,
  total_profit_percent: v.number(),
  profile: numeric,
  is_break_even: v.boolean(),
});
export type Position = v.InferOutput<typeof positionSchema>;

/** GET /trade/holds/list (bearer): current holdings as positions. */
export const holdsList = defineEndpoint('holdsList', {
  method: 'GET', path: '/trade/holds/list', retry: true,
  request: v.object({ chain: v.optional(chainKeySchema), wallet_address: v.optional(v.string()) }),
  response: v.object({ list: v.array(positionSchema) }),
});

/**
 * GET /balance/history (bearer; spec 2 §7 "wallet balance history with wallet, limit 30, offset
 * 0", path and response not shown, ours): daily points of the total USD balance of one of the
 * caller's wallets (`wallet` is the user's Solana address: the Solana chain; the EVM address:
 * every EVM chain; another address is 400). Point i is at now - i days (newest first), none
 * before the account existed; `total` counts them. Each point replays the user's trades,
 * deposits and withdrawals after it backwards from today's balances (a deposit is not there yet,
 * a withdrawal and its network fee still are, so a transfer shows as a step on its day): token
 * amounts at that time valued at that time's price, the native coin at today's native price, USDT
 * at 1 USD; trading fees are taken as today's.
 */
export const walletBalanceHistory = defineEndpoint('walletBalanceHistory', {
  method: 'GET', path: '/balance/history', retry: true,
  request: v.object({ wallet: v.pipe(v.string(), v.trim(), v.minLength(1, 'wallet is required'), v.maxLength(100)), limit: v.optional(v.pipe(coerceNumber(), v.safeInteger(), v.gtValue(0), v.maxValue(100)), 30), offset: v.optional(v.pipe(coerceNumber(), v.safeInteger(), v.minValue(0)), 0) }),
  response: v.object({ list: v.array(v.object({ time: int(), total_balance_usd: numeric })), total: int() }),
});

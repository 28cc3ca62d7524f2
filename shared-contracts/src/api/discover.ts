// The `discover` group's request and response schemas: a chunk of its own, loaded with the group's first
// call (load.ts). Method, path, auth and retry of each endpoint are in meta.ts.
import { z } from 'zod/mini';
import { chainKeySchema } from '../chains';
import { defineEndpoint, numeric } from './endpoint';
import { WALLET_TAG_KINDS } from './model/discover';
import { tokenSchema } from './model/tokens';

/** Search wallet result (spec 2 §3). Percents are numbers, USD amounts decimal strings. */
export const searchWalletSchema = z.object({
  wallet_monitor_address: z.string(),
  address_avatar: z.string(),
  remark: z.string(),
  balance_usd: numeric,
  success_rate: z.number(),
  profit_usd: numeric,
  profit_rate: z.number(),
  chain: chainKeySchema,
  tags: z.array(z.string()),
});

export const searchTokenSchema = z.extend(tokenSchema, { token_icon: z.string(), trend_info: z.object({ price_change_24h: z.number(), volume_24h: numeric }) });

const searchRequest = z.object({
  keyword: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  limit: z._default(z.coerce.number().check(z.int(), z.positive(), z.lte(50)), 20),
  vague: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(1)), 1),
  wallet_address: z.optional(z.string().check(z.maxLength(100))),
  only_token: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(1)), 0),
  lang: z.optional(z.string().check(z.maxLength(10))),
  chain: z.optional(chainKeySchema),
});
const searchResponse = z.object({ token_info: z.object({ tokens: z.array(searchTokenSchema) }), wallet_info: z.array(searchWalletSchema) });

/**
 * POST /token/search (spec 3 §7, payload "not shown"; ours is the search call of spec 3:
 * keyword, limit 20, vague 1, wallet_address, only_token 0, lang, chain). Matches symbol or name
 * (substring when vague=1, else exact, case-insensitive) and address prefixes; wallets by address
 * prefix or name. Ordered by 24h volume.
 */
export const tokenSearch = defineEndpoint('tokenSearch', { request: searchRequest, response: searchResponse });

/** POST /token/search/multi_chain: the same over every chain (chain ignored). */
export const tokenSearchMultiChain = defineEndpoint('tokenSearchMultiChain', { request: tokenSearch.request, response: tokenSearch.response });

/** One holder of a token (spec 3 §3 "holders"). */
export const holderSchema = z.object({
  wallet: z.string(),
  chain: chainKeySchema,
  token: z.string(),
  /** 0..100 */
  holding_percent: z.number(),
  balance: numeric,
  balance_usd: numeric,
  tags: z.array(z.string()),
  avatar: z.string(),
});

/** POST /trade/holder/list (bearer): {address: token, chain}; the top 100 by holding_percent in data.holder_List. */
export const holderList = defineEndpoint('holderList', {
  request: z.object({ address: z.string().check(z.minLength(1), z.maxLength(100)), chain: chainKeySchema, limit: z._default(z.coerce.number().check(z.int(), z.positive(), z.lte(100)), 100) }),
  response: z.object({ holder_List: z.array(holderSchema), holders_count: z.number().check(z.int()) }),
});

/** A trade of the token activity list (spec 1 §7). */
export const activitySchema = z.object({
  tx_hash: z.string(),
  side: z.enum(['buy', 'sell']),
  maker: z.string(),
  maker_avatar: z.string(),
  tags: z.array(z.string()),
  price_usd: numeric,
  volume_usd: numeric,
  amount: numeric,
  /** ms */
  trade_timestamp: z.number().check(z.int()),
});

/**
 * GET /token/activity (path not shown; ours): chain, token_address, page_size 50, page_index 1,
 * wallet_address, volume_gt (USD), tab (a wallet tag kind; all by default), order_direction
 * (desc by time). At most 100 rows per page.
 */
export const tokenActivity = defineEndpoint('tokenActivity', {
  request: z.object({
    chain: chainKeySchema,
    token_address: z.string().check(z.minLength(1), z.maxLength(100)),
    page_size: z._default(z.coerce.number().check(z.int(), z.positive(), z.lte(100)), 50),
    page_index: z._default(z.coerce.number().check(z.int(), z.positive()), 1),
    wallet_address: z.optional(z.string().check(z.maxLength(100))),
    volume_gt: z.optional(z.coerce.number().check(z.nonnegative())),
    tab: z._default(z.enum(WALLET_TAG_KINDS), 'all'),
    order_direction: z._default(z.enum(['asc', 'desc']), 'desc'),
  }),
  response: z.object({ list: z.array(activitySchema), total: z.number().check(z.int()) }),
});

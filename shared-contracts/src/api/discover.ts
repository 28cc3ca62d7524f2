// The `discover` group's request and response schemas: a chunk of its own, loaded with the group's first
// call (load.ts), with each endpoint's method, path and retry; its auth is in meta.ts.
import * as v from 'valibot';
import { chainKeySchema } from '../chains';
import { coerceNumber, int } from '../schema';
import { defineEndpoint, numeric } from './endpoint';
import { WALLET_TAG_KINDS } from './model/discover';
import { tokenSchema } from './model/tokens';

/** Search wallet result (spec 2 §3). Percents are numbers, USD amounts decimal strings. */
export const searchWalletSchema = v.object({
  wallet_monitor_address: v.string(),
  address_avatar: v.string(),
  remark: v.string(),
  balance_usd: numeric,
  success_rate: v.number(),
  profit_usd: numeric,
  profit_rate: v.number(),
  chain: chainKeySchema,
  tags: v.array(v.string()),
});

export const searchTokenSchema = v.object({ ...tokenSchema.entries, token_icon: v.string(), trend_info: v.object({ price_change_24h: v.number(), volume_24h: numeric }) });

const searchRequest = v.object({
  keyword: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100)),
  limit: v.optional(v.pipe(coerceNumber(), v.safeInteger(), v.gtValue(0), v.maxValue(50)), 20),
  vague: v.optional(v.pipe(coerceNumber(), v.safeInteger(), v.minValue(0), v.maxValue(1)), 1),
  wallet_address: v.optional(v.pipe(v.string(), v.maxLength(100))),
  only_token: v.optional(v.pipe(coerceNumber(), v.safeInteger(), v.minValue(0), v.maxValue(1)), 0),
  lang: v.optional(v.pipe(v.string(), v.maxLength(10))),
  chain: v.optional(chainKeySchema),
});
const searchResponse = v.object({ token_info: v.object({ tokens: v.array(searchTokenSchema) }), wallet_info: v.array(searchWalletSchema) });

/**
 * POST /token/search (spec 3 §7, payload "not shown"; ours is the search call of spec 3:
 * keyword, limit 20, vague 1, wallet_address, only_token 0, lang, chain). Matches symbol or name
 * (substring when vague=1, else exact, case-insensitive) and address prefixes; wallets by address
 * prefix or name. Ordered by 24h volume.
 */
export const tokenSearch = defineEndpoint('tokenSearch', { method: 'POST', path: '/token/search', retry: true, request: searchRequest, response: searchResponse });

/** POST /token/search/multi_chain: the same over every chain (chain ignored). */
export const tokenSearchMultiChain = defineEndpoint('tokenSearchMultiChain', { method: 'POST', path: '/token/search/multi_chain', retry: true, request: tokenSearch.request, response: tokenSearch.response });

/** One holder of a token (spec 3 §3 "holders"). */
export const holderSchema = v.object({
  wallet: v.string(),
  chain: chainKeySchema,
  token: v.string(),
  /** 0..100 */
  holding_percent: v.number(),
  balance: numeric,
  balance_usd: numeric,
  tags: v.array(v.string()),
  avatar: v.string(),
});

/** POST /trade/holder/list (bearer): {address: token, chain}; the top 100 by holding_percent in data.holder_List. */
export const holderList = defineEndpoint('holderList', {
  method: 'POST', path: '/trade/holder/list', retry: true,
  request: v.object({ address: v.pipe(v.string(), v.minLength(1), v.maxLength(100)), chain: chainKeySchema, limit: v.optional(v.pipe(coerceNumber(), v.safeInteger(), v.gtValue(0), v.maxValue(100)), 100) }),
  response: v.object({ holder_List: v.array(holderSchema), holders_count: int() }),
});

/** A trade of the token activity list (spec 1 §7). */
export const activitySchema = v.object({
  tx_hash: v.string(),
  side: v.picklist(['buy', 'sell']),
  maker: v.string(),
  maker_avatar: v.string(),
  tags: v.array(v.string()),
  price_usd: numeric,
  volume_usd: numeric,
  amount: numeric,
  /** ms */
  trade_timestamp: int(),
});

/**
 * GET /token/activity (path not shown; ours): chain, token_address, page_size 50, page_index 1,
 * wallet_address, volume_gt (USD), tab (a wallet tag kind; all by default), order_direction
 * (desc by time). At most 100 rows per page.
 */
export const tokenActivity = defineEndpoint('tokenActivity', {
  method: 'GET', path: '/token/activity', retry: true,
  request: v.object({
    chain: chainKeySchema,
    token_address: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
    page_size: v.optional(v.pipe(coerceNumber(), v.safeInteger(), v.gtValue(0), v.maxValue(100)), 50),
    page_index: v.optional(v.pipe(coerceNumber(), v.safeInteger(), v.gtValue(0)), 1),
    wallet_address: v.optional(v.pipe(v.string(), v.maxLength(100))),
    volume_gt: v.optional(v.pipe(coerceNumber(), v.minValue(0))),
    tab: v.optional(v.picklist(WALLET_TAG_KINDS), 'all'),
    order_direction: v.optional(v.picklist(['asc', 'desc']), 'desc'),
  }),
  response: v.object({ list: v.array(activitySchema), total: int() }),
});

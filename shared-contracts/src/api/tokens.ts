import { z } from 'zod/mini';
import { chainKeySchema } from '../chains';
import { defineEndpoint, numeric } from './endpoint';

/** Social links; the string 'null' counts as missing (spec 2 §3). */
export const socialMediaSchema = z.object({
  website: z.optional(z.string()),
  twitter: z.optional(z.string()),
  telegram: z.optional(z.string()),
  discord: z.optional(z.string()),
});

export const securityInfoSchema = z.object({
  /** Honeypot flag: not 0 means honeypot. */
  is_pixiu: z.number().check(z.int()),
  /** 1 when the contract source is verified. */
  is_open_source: z.number().check(z.int()),
  top10_percent: z.number(),
  dev_hold_percent: z.number(),
  insider_percent: z.number(),
  /** Fraction of liquidity locked or burnt; below 0.1 is a risk flag. */
  lp_risk_info: z.number(),
});
export type SecurityInfo = z.infer<typeof securityInfoSchema>;

/** A token as lists and token info send it. Prices and amounts are decimal strings. */
export const tokenSchema = z.object({
  address: z.string().check(z.minLength(1)),
  chain: chainKeySchema,
  symbol: z.string(),
  name: z.string(),
  /** Icon URL (served by the API host). */
  logo: z.string(),
  decimals: z.number().check(z.int(), z.nonnegative()),
  platform_name: z.string(),
  pair_address: z.string(),
  /** Creation time, seconds since epoch. */
  created_at: z.number().check(z.int()),
  current_price: numeric,
  market_cap: numeric,
  liquidity: numeric,
  circulating_supply: numeric,
  holders_count: z.number().check(z.int(), z.nonnegative()),
  price_change_24h: z.number(),
  volume_24h: numeric,
  tx_count_1h: z.number().check(z.int(), z.nonnegative()),
  /** Bonding-curve progress 0..100 for launches; 100 once completed. */
  progress: z.number(),
  launch_status: z.enum(['new', 'completing', 'completed']),
  social_media: socialMediaSchema,
  security_info: securityInfoSchema,
});
export type Token = z.infer<typeof tokenSchema>;

/** Fields a list can be ordered by (our choice where the spec says "params passed through"). */
export const TOKEN_ORDER_FIELDS = ['volume_24h', 'market_cap', 'liquidity', 'price_change_24h', 'holders_count', 'tx_count_1h', 'created_at', 'progress'] as const;
/**
 * Numeric filters of the filter drawer and the token_rank channel (spec 3 §2, §7), sent as
 * min_{key} and max_{key}. `tx_count` and `volume` count over `interval` (1m, 5m, 1h (default),
 * 4h, 24h); `holder_count` is holders_count; `init_liquidity` is the pool's liquidity at creation.
 */
export const TOKEN_FILTER_INDICATORS = ['dev_sold_all', 'dev_holding', 'burnt', 'has_social'] as const;
export const TOKEN_FILTER_KEYS = [
  'market_cap',
  'liquidity',
  'volume_24h',
  'holders_count',
  'tx_count_1h',
  'progress',
  'age_minutes',
  'top10_percent',
  'tx_count',
  'volume',
  'holder_count',
  'init_liquidity',
] as const;

const optionalNumber = z.optional(z.coerce.number());
const indicator = z.optional(z.coerce.number().check(z.int(), z.gte(0), z.lte(1)));
const filterFields = Object.fromEntries(TOKEN_FILTER_KEYS.flatMap((key) => [[`min_${key}`, optionalNumber], [`max_${key}`, optionalNumber]])) as Record<
  `${'min' | 'max'}_${(typeof TOKEN_FILTER_KEYS)[number]}`,
  typeof optionalNumber
>;

/**
 * List params: chain, limit, order_by/order_direction, launch_status (the launches groups
 * creation=new, completing, completed), platform_name, keyword/exclude_keyword (symbol or name),
 * and the min_/max_ filters.
 */
export const tokenListParamsSchema = z.object({
  chain: z.optional(chainKeySchema),
  limit: z.optional(z.coerce.number().check(z.int(), z.positive(), z.lte(200))),
  order_by: z.optional(z.enum(TOKEN_ORDER_FIELDS)),
  order_direction: z.optional(z.enum(['asc', 'desc'])),
  launch_status: z.optional(z.enum(['new', 'completing', 'completed'])),
  platform_name: z.optional(z.string().check(z.maxLength(64))),
  /** Launch platform filter of the token_rank channel (spec 3 §7 `dex_p`): a platform name. */
  dex_p: z.optional(z.string().check(z.maxLength(64))),
  /** Window of the tx_count and volume filters. */
  interval: z.optional(z.enum(['1m', '5m', '1h', '4h', '24h'])),
  /** Windows of the filter drawer's transaction count and volume fields (1h or 1m each); override `interval`. */
  tx_interval: z.optional(z.enum(['1m', '5m', '1h', '4h', '24h'])),
  volume_interval: z.optional(z.enum(['1m', '5m', '1h', '4h', '24h'])),
  keyword: z.optional(z.string().check(z.maxLength(64))),
  exclude_keyword: z.optional(z.string().check(z.maxLength(64))),
  /** Filter drawer indicators (spec 3 §2), 1 = on: dev holds 0%, dev holds > 0%, LP fully burnt, at least one social link. */
  dev_sold_all: indicator,
  dev_holding: indicator,
  burnt: indicator,
  has_social: indicator,
  ...filterFields,
});
export type TokenListParams = z.infer<typeof tokenListParamsSchema>;
const listParams = tokenListParamsSchema;

/** GET /token/hot/list: params passed through; response data.tokens (spec 3 §7). */
export const tokenHotList = defineEndpoint({
  method: 'GET',
  path: '/token/hot/list',
  request: listParams,
  response: z.object({ tokens: z.array(tokenSchema) }),
  auth: 'none',
  retry: true,
});

/** GET /token/new/list. */
export const tokenNewList = defineEndpoint({ ...tokenHotList, path: '/token/new/list' });
/** GET /token/ai/list. */
export const tokenAiList = defineEndpoint({ ...tokenHotList, path: '/token/ai/list' });

/** GET /token/signal/list: chain, limit, need_distinct=1; data is a list. */
export const tokenSignalList = defineEndpoint({
  method: 'GET',
  path: '/token/signal/list',
  request: z.object({ chain: z.optional(chainKeySchema), limit: z.optional(z.coerce.number().check(z.int(), z.positive(), z.lte(200))), need_distinct: z.optional(z.coerce.number().check(z.int())) }),
  response: z.array(tokenSchema),
  auth: 'none',
  retry: true,
});

/** GET /token_info/{chain}/{token} (spec 1 §7). */
export const tokenInfo = defineEndpoint({
  method: 'GET',
  path: '/token_info/{chain}/{token}',
  request: z.object({ chain: chainKeySchema, token: z.string().check(z.minLength(1)), language: z.optional(z.string()) }),
  response: z.extend(tokenSchema, {
    trend_info: z.object({ price_change_24h: z.number(), volume_24h: numeric }),
    amountPrecision: z.number().check(z.int()),
  }),
  auth: 'none',
  retry: true,
});
export type TokenInfo = z.infer<typeof tokenInfo.response>;

export const klineBarSchema = z.object({
  /** Bar open time, milliseconds. */
  time: z.number().check(z.int()),
  open: numeric,
  high: numeric,
  low: numeric,
  close: numeric,
  volume: numeric,
});
export type KlineBar = z.infer<typeof klineBarSchema>;

/** GET /token/kline: millisecond timestamps; period in seconds (spec 1 §7). */
export const tokenKline = defineEndpoint({
  method: 'GET',
  path: '/token/kline',
  request: z.object({
    chain: chainKeySchema,
    pair_address: z.optional(z.string()),
    token_address: z.string().check(z.minLength(1)),
    start_time: z.coerce.number().check(z.int(), z.nonnegative()),
    end_time: z.coerce.number().check(z.int(), z.nonnegative()),
    period: z.coerce.number().check(z.int(), z.positive()),
    limit: z.optional(z.coerce.number().check(z.int(), z.positive(), z.lte(1000))),
  }),
  response: z.array(klineBarSchema),
  auth: 'none',
  retry: true,
});

import { z } from 'zod';
import { chainKeySchema } from '../chains';
import { defineEndpoint, numeric } from './endpoint';

/** Social links; the string 'null' counts as missing (spec 2 §3). */
export const socialMediaSchema = z.object({
  website: z.string().optional(),
  twitter: z.string().optional(),
  telegram: z.string().optional(),
  discord: z.string().optional(),
});

export const securityInfoSchema = z.object({
  /** Honeypot flag: not 0 means honeypot. */
  is_pixiu: z.number().int(),
  /** 1 when the contract source is verified. */
  is_open_source: z.number().int(),
  top10_percent: z.number(),
  dev_hold_percent: z.number(),
  insider_percent: z.number(),
  /** Fraction of liquidity locked or burnt; below 0.1 is a risk flag. */
  lp_risk_info: z.number(),
});
export type SecurityInfo = z.infer<typeof securityInfoSchema>;

/** A token as lists and token info send it. Prices and amounts are decimal strings. */
export const tokenSchema = z.object({
  address: z.string().min(1),
  chain: chainKeySchema,
  symbol: z.string(),
  name: z.string(),
  /** Icon URL (served by the API host). */
  logo: z.string(),
  decimals: z.number().int().nonnegative(),
  platform_name: z.string(),
  pair_address: z.string(),
  /** Creation time, seconds since epoch. */
  created_at: z.number().int(),
  current_price: numeric,
  market_cap: numeric,
  liquidity: numeric,
  circulating_supply: numeric,
  holders_count: z.number().int().nonnegative(),
  price_change_24h: z.number(),
  volume_24h: numeric,
  tx_count_1h: z.number().int().nonnegative(),
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

const optionalNumber = z.coerce.number().finite().optional();
const indicator = z.coerce.number().int().min(0).max(1).optional();
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
  chain: chainKeySchema.optional(),
  limit: z.coerce.number().int().positive().max(200).optional(),
  order_by: z.enum(TOKEN_ORDER_FIELDS).optional(),
  order_direction: z.enum(['asc', 'desc']).optional(),
  launch_status: z.enum(['new', 'completing', 'completed']).optional(),
  platform_name: z.string().max(64).optional(),
  /** Launch platform filter of the token_rank channel (spec 3 §7 `dex_p`): a platform name. */
  dex_p: z.string().max(64).optional(),
  /** Window of the tx_count and volume filters. */
  interval: z.enum(['1m', '5m', '1h', '4h', '24h']).optional(),
  /** Windows of the filter drawer's transaction count and volume fields (1h or 1m each); override `interval`. */
  tx_interval: z.enum(['1m', '5m', '1h', '4h', '24h']).optional(),
  volume_interval: z.enum(['1m', '5m', '1h', '4h', '24h']).optional(),
  keyword: z.string().max(64).optional(),
  exclude_keyword: z.string().max(64).optional(),
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
  request: z.object({ chain: chainKeySchema.optional(), limit: z.coerce.number().int().positive().max(200).optional(), need_distinct: z.coerce.number().int().optional() }),
  response: z.array(tokenSchema),
  auth: 'none',
  retry: true,
});

/** GET /token_info/{chain}/{token} (spec 1 §7). */
export const tokenInfo = defineEndpoint({
  method: 'GET',
  path: '/token_info/{chain}/{token}',
  request: z.object({ chain: chainKeySchema, token: z.string().min(1), language: z.string().optional() }),
  response: tokenSchema.extend({
    trend_info: z.object({ price_change_24h: z.number(), volume_24h: numeric }),
    amountPrecision: z.number().int(),
  }),
  auth: 'none',
  retry: true,
});
export type TokenInfo = z.infer<typeof tokenInfo.response>;

export const klineBarSchema = z.object({
  /** Bar open time, milliseconds. */
  time: z.number().int(),
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
    pair_address: z.string().optional(),
    token_address: z.string().min(1),
    start_time: z.coerce.number().int().nonnegative(),
    end_time: z.coerce.number().int().nonnegative(),
    period: z.coerce.number().int().positive(),
    limit: z.coerce.number().int().positive().max(1000).optional(),
  }),
  response: z.array(klineBarSchema),
  auth: 'none',
  retry: true,
});

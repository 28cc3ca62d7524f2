import * as v from 'valibot';
import { chainKeySchema } from '../../chains';
import { coerceNumber, int } from '../../schema';
import { numeric } from '../endpoint';

// The token record and the list parameters: read at start (the token_rank channel's schema, the
// markets list), so they are here, outside the lazily loaded `api/tokens.ts`.

/** Social links; the string 'null' counts as missing (spec 2 §3). */
export const socialMediaSchema = v.object({
  website: v.optional(v.string()),
  twitter: v.optional(v.string()),
  telegram: v.optional(v.string()),
  discord: v.optional(v.string()),
});

export const securityInfoSchema = v.object({
  /** Honeypot flag: not 0 means honeypot. */
  is_pixiu: int(),
  /** 1 when the contract source is verified. */
  is_open_source: int(),
  top10_percent: v.number(),
  dev_hold_percent: v.number(),
  insider_percent: v.number(),
  /** Fraction of liquidity locked or burnt; below 0.1 is a risk flag. */
  lp_risk_info: v.number(),
});
export type SecurityInfo = v.InferOutput<typeof securityInfoSchema>;

/** A token as lists and token info send it. Prices and amounts are decimal strings. */
export const tokenSchema = v.object({
  address: v.pipe(v.string(), v.minLength(1)),
  chain: chainKeySchema,
  symbol: v.string(),
  name: v.string(),
  /** Icon URL (served by the API host). */
  logo: v.string(),
  decimals: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  platform_name: v.string(),
  pair_address: v.string(),
  /** Creation time, seconds since epoch. */
  created_at: int(),
  current_price: numeric,
  market_cap: numeric,
  liquidity: numeric,
  circulating_supply: numeric,
  holders_count: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  price_change_24h: v.number(),
  volume_24h: numeric,
  tx_count_1h: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  /** Bonding-curve progress 0..100 for launches; 100 once completed. */
  progress: v.number(),
  launch_status: v.picklist(['new', 'completing', 'completed']),
  social_media: socialMediaSchema,
  security_info: securityInfoSchema,
});
export type Token = v.InferOutput<typeof tokenSchema>;

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

const optionalNumber = v.optional(coerceNumber());
const indicator = v.optional(v.pipe(coerceNumber(), v.safeInteger(), v.minValue(0), v.maxValue(1)));
const filterFields = Object.fromEntries(TOKEN_FILTER_KEYS.flatMap((key) => [[`min_${key}`, optionalNumber], [`max_${key}`, optionalNumber]])) as Record<
  `${'min' | 'max'}_${(typeof TOKEN_FILTER_KEYS)[number]}`,
  typeof optionalNumber
>;

/**
 * List params: chain, limit, order_by/order_direction, launch_status (the launches groups
 * creation=new, completing, completed), platform_name, keyword/exclude_keyword (symbol or name),
 * and the min_/max_ filters.
 */
export const tokenListParamsSchema = v.object({
  chain: v.optional(chainKeySchema),
  limit: v.optional(v.pipe(coerceNumber(), v.safeInteger(), v.gtValue(0), v.maxValue(200))),
  order_by: v.optional(v.picklist(TOKEN_ORDER_FIELDS)),
  order_direction: v.optional(v.picklist(['asc', 'desc'])),
  launch_status: v.optional(v.picklist(['new', 'completing', 'completed'])),
  platform_name: v.optional(v.pipe(v.string(), v.maxLength(64))),
  /** Launch platform filter of the token_rank channel (spec 3 §7 `dex_p`): a platform name. */
  dex_p: v.optional(v.pipe(v.string(), v.maxLength(64))),
  /** Window of the tx_count and volume filters. */
  interval: v.optional(v.picklist(['1m', '5m', '1h', '4h', '24h'])),
  /** Windows of the filter drawer's transaction count and volume fields (1h or 1m each); override `interval`. */
  tx_interval: v.optional(v.picklist(['1m', '5m', '1h', '4h', '24h'])),
  volume_interval: v.optional(v.picklist(['1m', '5m', '1h', '4h', '24h'])),
  keyword: v.optional(v.pipe(v.string(), v.maxLength(64))),
  exclude_keyword: v.optional(v.pipe(v.string(), v.maxLength(64))),
  /** Filter drawer indicators (spec 3 §2), 1 = on: dev holds 0%, dev holds > 0%, LP fully burnt, at least one social link. */
  dev_sold_all: indicator,
  dev_holding: indicator,
  burnt: indicator,
  has_social: indicator,
  ...filterFields,
});
export type TokenListParams = v.InferOutput<typeof tokenListParamsSchema>;

import { z } from 'zod/mini';
import { chainKeySchema } from '../../chains';
import { numeric } from '../endpoint';

// The token record and the list parameters: read at start (the token_rank channel's schema, the
// markets list), so they are here, outside the lazily loaded `api/tokens.ts`.

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

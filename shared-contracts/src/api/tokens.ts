// The `tokens` group's request and response schemas: a chunk of its own, loaded with the group's first
// call (load.ts). Method, path, auth and retry of each endpoint are in meta.ts.
import { z } from 'zod/mini';
import { chainKeySchema } from '../chains';
import { defineEndpoint, numeric } from './endpoint';
import { tokenListParamsSchema, tokenSchema } from './model/tokens';

/** GET /token/hot/list: params passed through; response data.tokens (spec 3 §7). */
export const tokenHotList = defineEndpoint('tokenHotList', {
  request: tokenListParamsSchema,
  response: z.object({ tokens: z.array(tokenSchema) }),
});

/** GET /token/new/list. */
export const tokenNewList = defineEndpoint('tokenNewList', { request: tokenHotList.request, response: tokenHotList.response });
/** GET /token/ai/list. */
export const tokenAiList = defineEndpoint('tokenAiList', { request: tokenHotList.request, response: tokenHotList.response });

/** GET /token/signal/list: chain, limit, need_distinct=1; data is a list. */
export const tokenSignalList = defineEndpoint('tokenSignalList', {
  request: z.object({ chain: z.optional(chainKeySchema), limit: z.optional(z.coerce.number().check(z.int(), z.positive(), z.lte(200))), need_distinct: z.optional(z.coerce.number().check(z.int())) }),
  response: z.array(tokenSchema),
});

/** GET /token_info/{chain}/{token} (spec 1 §7). */
export const tokenInfo = defineEndpoint('tokenInfo', {
  request: z.object({ chain: chainKeySchema, token: z.string().check(z.minLength(1)), language: z.optional(z.string()) }),
  response: z.extend(tokenSchema, {
    trend_info: z.object({ price_change_24h: z.number(), volume_24h: numeric }),
    amountPrecision: z.number().check(z.int()),
  }),
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
export const tokenKline = defineEndpoint('tokenKline', {
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
});

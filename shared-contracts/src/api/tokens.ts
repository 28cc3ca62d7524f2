// The `tokens` group's request and response schemas: a chunk of its own, loaded with the group's first
// call (load.ts), with each endpoint's method, path and retry; its auth is in meta.ts.
import * as v from 'valibot';
import { chainKeySchema } from '../chains';
import { coerceNumber, int } from '../schema';
import { defineEndpoint, numeric } from './endpoint';
import { tokenListParamsSchema, tokenSchema } from './model/tokens';

/** GET /token/hot/list: params passed through; response data.tokens (spec 3 §7). */
export const tokenHotList = defineEndpoint('tokenHotList', {
  method: 'GET', path: '/token/hot/list', retry: true,
  request: tokenListParamsSchema,
  response: v.object({ tokens: v.array(tokenSchema) }),
});

/** GET /token/new/list. */
export const tokenNewList = defineEndpoint('tokenNewList', { method: 'GET', path: '/token/new/list', retry: true, request: tokenHotList.request, response: tokenHotList.response });
/** GET /token/ai/list. */
export const tokenAiList = defineEndpoint('tokenAiList', { method: 'GET', path: '/token/ai/list', retry: true, request: tokenHotList.request, response: tokenHotList.response });

/** GET /token/signal/list: chain, limit, need_distinct=1; data is a list. */
export const tokenSignalList = defineEndpoint('tokenSignalList', {
  method: 'GET', path: '/token/signal/list', retry: true,
  request: v.object({ chain: v.optional(chainKeySchema), limit: v.optional(v.pipe(coerceNumber(), v.safeInteger(), v.gtValue(0), v.maxValue(200))), need_distinct: v.optional(v.pipe(coerceNumber(), v.safeInteger())) }),
  response: v.array(tokenSchema),
});

/** GET /token_info/{chain}/{token} (spec 1 §7). */
export const tokenInfo = defineEndpoint('tokenInfo', {
  method: 'GET', path: '/token_info/{chain}/{token}', retry: true,
  request: v.object({ chain: chainKeySchema, token: v.pipe(v.string(), v.minLength(1)), language: v.optional(v.string()) }),
  response: v.object({
    ...tokenSchema.entries,
    trend_info: v.object({ price_change_24h: v.number(), volume_24h: numeric }),
    amountPrecision: int(),
  }),
});
export type TokenInfo = v.InferOutput<typeof tokenInfo.response>;

export const klineBarSchema = v.object({
  /** Bar open time, milliseconds. */
  time: int(),
  open: numeric,
  high: numeric,
  low: numeric,
  close: numeric,
  volume: numeric,
});
export type KlineBar = v.InferOutput<typeof klineBarSchema>;

/** GET /token/kline: millisecond timestamps; period in seconds (spec 1 §7). */
export const tokenKline = defineEndpoint('tokenKline', {
  method: 'GET', path: '/token/kline', retry: true,
  request: v.object({
    chain: chainKeySchema,
    pair_address: v.optional(v.string()),
    token_address: v.pipe(v.string(), v.minLength(1)),
    start_time: v.pipe(coerceNumber(), v.safeInteger(), v.minValue(0)),
    end_time: v.pipe(coerceNumber(), v.safeInteger(), v.minValue(0)),
    period: v.pipe(coerceNumber(), v.safeInteger(), v.gtValue(0)),
    limit: v.optional(v.pipe(coerceNumber(), v.safeInteger(), v.gtValue(0), v.maxValue(1000))),
  }),
  response: v.array(klineBarSchema),
});

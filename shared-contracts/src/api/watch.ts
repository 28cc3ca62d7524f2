// The `watch` group's request and response schemas: a chunk of its own, loaded with the group's first
// call (load.ts), with each endpoint's method, path and retry; its auth is in meta.ts.
import * as v from 'valibot';
import { chainKeySchema } from '../chains';
import { int } from '../schema';
import { defineEndpoint, numeric } from './endpoint';

/** Favourite token (spec 3 §3), keyed by chain plus address. */
export const watchTokenSchema = v.object({
  token_address: v.string(),
  chain: chainKeySchema,
  /** Seconds. */
  created_at: int(),
  symbol: v.string(),
  icon_url: v.string(),
  market_cap: numeric,
  price_change_24h: v.number(),
  price: numeric,
  volume: numeric,
  circulating_supply: numeric,
});
export type WatchToken = v.InferOutput<typeof watchTokenSchema>;

/** GET /user/collect/query_watch_token_list (bearer): newest first. */
export const watchList = defineEndpoint('watchList', {
  method: 'GET', path: '/user/collect/query_watch_token_list', retry: true,
  request: v.object({ chain: v.optional(chainKeySchema) }),
  response: v.object({ watch_tokens: v.array(watchTokenSchema) }),
});

const watchChange = v.object({ chain: chainKeySchema, token_address: v.pipe(v.string(), v.minLength(1), v.maxLength(100)) });

/** POST /user/collect/add_watch_token (bearer): idempotent; 404 for an unknown token. */
export const watchAdd = defineEndpoint('watchAdd', { method: 'POST', path: '/user/collect/add_watch_token', retry: false, request: watchChange, response: v.object({ watched: v.literal(true) }) });

/** POST /user/collect/delete_watch_token (bearer): idempotent. */
export const watchDelete = defineEndpoint('watchDelete', { method: 'POST', path: '/user/collect/delete_watch_token', retry: false, request: watchChange, response: v.object({ watched: v.literal(false) }) });

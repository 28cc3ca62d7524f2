// The `watch` group's request and response schemas: a chunk of its own, loaded with the group's first
// call (load.ts). Method, path, auth and retry of each endpoint are in meta.ts.
import { z } from 'zod/mini';
import { chainKeySchema } from '../chains';
import { defineEndpoint, numeric } from './endpoint';

/** Favourite token (spec 3 §3), keyed by chain plus address. */
export const watchTokenSchema = z.object({
  token_address: z.string(),
  chain: chainKeySchema,
  /** Seconds. */
  created_at: z.number().check(z.int()),
  symbol: z.string(),
  icon_url: z.string(),
  market_cap: numeric,
  price_change_24h: z.number(),
  price: numeric,
  volume: numeric,
  circulating_supply: numeric,
});
export type WatchToken = z.infer<typeof watchTokenSchema>;

/** GET /user/collect/query_watch_token_list (bearer): newest first. */
export const watchList = defineEndpoint('watchList', {
  request: z.object({ chain: z.optional(chainKeySchema) }),
  response: z.object({ watch_tokens: z.array(watchTokenSchema) }),
});

const watchChange = z.object({ chain: chainKeySchema, token_address: z.string().check(z.minLength(1), z.maxLength(100)) });

/** POST /user/collect/add_watch_token (bearer): idempotent; 404 for an unknown token. */
export const watchAdd = defineEndpoint('watchAdd', { request: watchChange, response: z.object({ watched: z.literal(true) }) });

/** POST /user/collect/delete_watch_token (bearer): idempotent. */
export const watchDelete = defineEndpoint('watchDelete', { request: watchChange, response: z.object({ watched: z.literal(false) }) });

import { z } from 'zod/mini';

/**
 * Wire protocol of the public realtime channel (spec 3 §7). Every client message has an `id`;
 * the server acknowledges it with `ack_id`. Pushes carry the channel and the subscription key
 * (see `channelKey`) so the client routes them without guessing.
 */
export const clientMessageSchema = z.discriminatedUnion('action', [
  z.object({ id: z.string().check(z.minLength(1)), action: z.literal('subscribe'), channel: z.string().check(z.minLength(1)), data: z._default(z.record(z.string(), z.unknown()), {}), access_token: z.optional(z.string()) }),
  z.object({ id: z.string().check(z.minLength(1)), action: z.literal('unsubscribe'), channel: z.string().check(z.minLength(1)), data: z._default(z.record(z.string(), z.unknown()), {}) }),
  z.object({ id: z.string().check(z.minLength(1)), action: z.literal('heartbeat'), channel: z.optional(z.literal('heartbeat')), client_ts: z.number() }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

export const ackMessageSchema = z.object({
  ack_id: z.string(),
  code: z.number().check(z.int()),
  message: z.optional(z.string()),
  /** Present on heartbeat acks. */
  client_ts: z.optional(z.number()),
  server_ts: z.optional(z.number()),
});
export type AckMessage = z.infer<typeof ackMessageSchema>;

export const pushMessageSchema = z.object({
  channel: z.string(),
  /** The subscription key: channelKey(channel, params) of the subscription it answers. */
  key: z.string(),
  data: z.unknown(),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;

export const serverMessageSchema = z.union([ackMessageSchema, pushMessageSchema]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;

/** Canonical key of a subscription: channel plus its params with sorted keys and no empty values. */
export function channelKey(channel: string, params: Record<string, unknown>): string {
  const entries = Object.entries(params)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${channel}?${entries.map(([k, v]) => `${k}=${typeof v === 'object' ? JSON.stringify(v) : String(v)}`).join('&')}`;
}

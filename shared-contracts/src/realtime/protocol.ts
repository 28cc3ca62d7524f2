import * as v from 'valibot';
import { int } from '../schema';

/**
 * Wire protocol of the public realtime channel (spec 3 §7). Every client message has an `id`;
 * the server acknowledges it with `ack_id`. Pushes carry the channel and the subscription key
 * (`channelKey`, realtime/key.ts) so the client routes them without guessing.
 */
export const clientMessageSchema = v.variant('action', [
  v.object({ id: v.pipe(v.string(), v.minLength(1)), action: v.literal('subscribe'), channel: v.pipe(v.string(), v.minLength(1)), data: v.optional(v.record(v.string(), v.unknown()), {}), access_token: v.optional(v.string()) }),
  v.object({ id: v.pipe(v.string(), v.minLength(1)), action: v.literal('unsubscribe'), channel: v.pipe(v.string(), v.minLength(1)), data: v.optional(v.record(v.string(), v.unknown()), {}) }),
  v.object({ id: v.pipe(v.string(), v.minLength(1)), action: v.literal('heartbeat'), channel: v.optional(v.literal('heartbeat')), client_ts: v.number() }),
]);
export type ClientMessage = v.InferOutput<typeof clientMessageSchema>;

export const ackMessageSchema = v.object({
  ack_id: v.string(),
  code: int(),
  message: v.optional(v.string()),
  /** Present on heartbeat acks. */
  client_ts: v.optional(v.number()),
  server_ts: v.optional(v.number()),
});
export type AckMessage = v.InferOutput<typeof ackMessageSchema>;

export const pushMessageSchema = v.object({
  channel: v.string(),
  /** The subscription key: channelKey(channel, params) of the subscription it answers. */
  key: v.string(),
  data: v.unknown(),
});
export type PushMessage = v.InferOutput<typeof pushMessageSchema>;

export const serverMessageSchema = v.union([ackMessageSchema, pushMessageSchema]);
export type ServerMessage = v.InferOutput<typeof serverMessageSchema>;

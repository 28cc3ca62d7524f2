import { IDEMPOTENCY_HEADER } from '@nova/shared-contracts';
import type { RequestContext } from './core';
import { SimError } from './errors';
import type { UserRecord } from './state';

/** How long a key answers its first result: a day, as payment APIs keep theirs. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Runs an order-creating call once per user, endpoint and `idempotency-key` header: a repeat
 * answers the first result (also after a restart: the record is one of the engine's durable
 * collections, so a replay of a call whose answer was lost does not place a second order), a
 * repeat with another body is 400. The record is written in the request's transaction, so a
 * failed call does not bind its key and the corrected retry runs. Requests run one at a time, so
 * concurrent repeats see the first one's record. Without the header the call simply runs.
 */
export async function runOnce<T>(ctx: RequestContext, user: UserRecord, endpoint: string, input: unknown, run: () => T | Promise<T>): Promise<T> {
  const key = ctx.headers[IDEMPOTENCY_HEADER];
  if (!key) return run();
  const id = `${user.user_id}|${endpoint}|${key}`;
  const request = JSON.stringify(input);
  const earlier = ctx.core.state.idempotency.get(id);
  if (earlier && ctx.now - earlier.created_at < IDEMPOTENCY_TTL_MS) {
    if (earlier.request !== request) throw new SimError(400, 'this idempotency key was used for another request (another order, withdraw or transfer): send a new key');
    return earlier.result as T;
  }
  const result = await run();
  const records = ctx.core.state.idempotency;
  // Keys past their day answer nothing any more: they leave the store (and the saved data) as new ones come.
  for (const [old, record] of [...records.entries()]) if (ctx.now - record.created_at >= IDEMPOTENCY_TTL_MS) records.delete(old);
  records.set(id, { request, result, created_at: ctx.now });
  return result;
}

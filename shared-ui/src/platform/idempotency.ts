/**
 * A new idempotency key for a money-moving call (orders, cancels, perps moves): a random UUID where
 * the browser offers one (secure contexts), else time and randomness. One generator for every remote.
 */
export const newIdempotencyKey = (): string =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `k${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;

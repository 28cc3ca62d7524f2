/** Idempotency keys of the perp money moves (withdraw, deposit, convert): one per user intent. */
import { newIdempotencyKey } from '@nova/shared-ui';

export interface IntentKeys {
  /**
   * The key of a request: the one before while the request is the same (the same confirm sent
   * again after a lost answer, so the server answers its first result and moves the money once),
   * a new one for another request.
   */
  keyFor(request: unknown): string;
  /** The intent succeeded: the next request is a new intent, with a new key even when it is the same. */
  end(): void;
}

/** The keys of one dialog's money moves. */
export function intentKeys(newKey: () => string = newIdempotencyKey): IntentKeys {
  let current: { request: string; key: string } | null = null;
  return {
    keyFor(request) {
      const text = JSON.stringify(request);
      if (current?.request !== text) current = { request: text, key: newKey() };
      return current.key;
    },
    end() {
      current = null;
    },
  };
}

/**
 * The key of registering a wallet deposit's transaction: the transaction is the intent (a new
 * deposit is a new transaction), so a registration sent again after a lost answer carries its key.
 */
export const depositRegistrationKey = (txHash: string): string => `perp-deposit:${txHash}`;

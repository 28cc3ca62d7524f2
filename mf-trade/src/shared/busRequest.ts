import { QUICK_TRADE_MAX_AGE_MS } from '@nova/shared-contracts';

/** Whether a (replayed) request may still run: not handled before and not older than QUICK_TRADE_MAX_AGE_MS. */
export function isRunnable(request: { id: string; at: number }, handled: ReadonlySet<string>, now: number): boolean {
  return !handled.has(request.id) && now - request.at <= QUICK_TRADE_MAX_AGE_MS && request.at <= now + 1_000;
}

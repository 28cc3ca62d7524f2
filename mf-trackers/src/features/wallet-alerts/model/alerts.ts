/**
 * Followed-wallet alerts (spec 3 §4 "Wallet alerts"): deduplicated by transaction hash (the 100
 * newest hashes are remembered), batched in 100 ms, dropped while the page is hidden, and the
 * pending batch is cleared when the page comes back. Pure: the timer functions are injected.
 */
import { TOASTS } from '@nova/shared-contracts';

/** Followed-wallet alert lists keep the 100 newest (spec 3 §4). */
export const ALERTS_REMEMBERED = 100;

export interface AlertBatcher<A> {
  /** An alert arrived; ignored while hidden and when its hash was seen. */
  push(alert: A): void;
  /** The page became hidden (false) or visible again (true: the pending batch is dropped). */
  setVisible(visible: boolean): void;
  /** Stops the pending batch. */
  cancel(): void;
}

export function createAlertBatcher<A extends { txHash: string }>(show: (batch: A[]) => void, visible: boolean, batchMs: number = TOASTS.alertBatchMs): AlertBatcher<A> {
  const seen: string[] = [];
  let pending: A[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let shown = visible;
  const drop = () => {
    clearTimeout(timer);
    timer = undefined;
    pending = [];
  };
  return {
    push(alert) {
      if (!shown || seen.includes(alert.txHash)) return;
      seen.push(alert.txHash);
      if (seen.length > ALERTS_REMEMBERED) seen.shift();
      pending.push(alert);
      timer ??= setTimeout(() => {
        const batch = pending;
        drop();
        show(batch);
      }, batchMs);
    },
    setVisible(next) {
      if (next !== shown) drop();
      shown = next;
    },
    cancel: drop,
  };
}

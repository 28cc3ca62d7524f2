import type { ToastService } from '@nova/shared-contracts';

/** A perp notification counts down 300 s and closes itself (spec 2 §4, §9). */
export const PERP_NOTIFICATION_SECONDS = 300;

/** Seconds left of the notification started at `startedAtMs`; 0 once it should close. */
export function countdownLeft(startedAtMs: number, nowMs: number): number {
  return Math.max(0, PERP_NOTIFICATION_SECONDS - Math.floor((nowMs - startedAtMs) / 1000));
}

/** Where a payout's transaction is: not mined yet, mined and successful, or mined and reverted. */
export type PayoutState = 'pending' | 'success' | 'failed';

export interface PayoutNotification {
  /** The pending text for the seconds left of the 300 s notification. */
  pending: (seconds: number) => string;
  /** The text once the payout is mined, a link to `href` (the transaction's page) when there is one. */
  paid: string;
  /** The text when the payout reverted. */
  failed: string;
  href?: string;
  /** Reads the payout's state from the chain (a failed read counts as still pending). */
  status: () => Promise<PayoutState>;
}

/** How long the paid or failed payout stays on screen, ms. */
export const PAYOUT_RESULT_MS = 15_000;

/**
 * The notification of a withdraw paid on chain: pending with the 300 s countdown while the payout
 * is not mined (the chain is asked at once, then every second), then the paid link to its
 * transaction, or the failure; closes itself when 300 s pass with the payout still pending.
 * Returns a stop function.
 */
export function startPayoutNotification(toast: ToastService, notice: PayoutNotification, now: () => number = Date.now): () => void {
  const started = now();
  const id = toast.show({ kind: 'loading', message: notice.pending(PERP_NOTIFICATION_SECONDS) });
  let done = false;
  let asking = false;
  const stop = () => {
    done = true;
    clearInterval(timer);
  };
  const ask = async () => {
    if (done || asking) return;
    asking = true;
    const state = await notice.status().catch((): PayoutState => 'pending');
    asking = false;
    if (done) return;
    const left = countdownLeft(started, now());
    if (state === 'success') {
      stop();
      toast.update(id, { kind: 'success', message: notice.paid, ...(notice.href ? { href: notice.href } : {}), durationMs: PAYOUT_RESULT_MS });
    } else if (state === 'failed') {
      stop();
      toast.update(id, { kind: 'error', message: notice.failed, ...(notice.href ? { href: notice.href } : {}), durationMs: PAYOUT_RESULT_MS });
    } else if (left === 0) {
      stop();
      toast.dismiss(id);
    } else toast.update(id, { kind: 'loading', message: notice.pending(left) });
  };
  const timer = setInterval(() => void ask(), 1000);
  void ask();
  return () => {
    stop();
    toast.dismiss(id);
  };
}

export interface DepositNotification {
  /** The pending text for the seconds left of the 300 s notification. */
  pending: (seconds: number) => string;
  /** The text once the deposit is in the perp account. */
  credited: string;
  /** Reads whether the deposit is in the perp account now (a failed read counts as not yet). */
  isCredited: () => Promise<boolean>;
}

/**
 * The notification of a deposit or a convert the server accepted (spec 2 §4), from the real
 * state: the perp account is read first; a deposit already credited says so at once, with no
 * countdown; one not yet credited is pending with the 300 s countdown, asked again every second,
 * and says credited as soon as it is (closing itself when 300 s pass first). Returns a stop function.
 */
export async function startDepositNotification(toast: ToastService, notice: DepositNotification, now: () => number = Date.now): Promise<() => void> {
  if (await notice.isCredited().catch(() => false)) {
    const id = toast.show({ kind: 'success', message: notice.credited, durationMs: PAYOUT_RESULT_MS });
    return () => toast.dismiss(id);
  }
  return startPayoutNotification(toast, { pending: notice.pending, paid: notice.credited, failed: notice.credited, status: async () => ((await notice.isCredited()) ? 'success' : 'pending') }, now);
}

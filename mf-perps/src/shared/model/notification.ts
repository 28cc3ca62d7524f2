import type { ToastService } from '@nova/shared-contracts';

/** A perp notification counts down 300 s and closes itself (spec 2 §4, §9). */
export const PERP_NOTIFICATION_SECONDS = 300;

/** Seconds left of the notification started at `startedAtMs`; 0 once it should close. */
export function countdownLeft(startedAtMs: number, nowMs: number): number {
  return Math.max(0, PERP_NOTIFICATION_SECONDS - Math.floor((nowMs - startedAtMs) / 1000));
}

/**
 * The perp processing notification (spec 2 §4) of a deposit or a convert: counts down 300 s and
 * closes itself. `text` words it for the seconds left. Returns a stop function (closes it early).
 */
export function startPerpNotification(toast: ToastService, text: (seconds: number) => string, now: () => number = Date.now): () => void {
  const started = now();
  const id = toast.show({ kind: 'loading', message: text(PERP_NOTIFICATION_SECONDS) });
  const timer = setInterval(() => {
    const left = countdownLeft(started, now());
    if (left === 0) stop();
    else toast.update(id, { kind: 'loading', message: text(left) });
  }, 1000);
  function stop() {
    clearInterval(timer);
    toast.dismiss(id);
  }
  return stop;
}

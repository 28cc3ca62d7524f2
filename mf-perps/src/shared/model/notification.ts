import type { ToastService } from '@nova/shared-contracts';
import { PERP_NOTIFICATION_SECONDS, countdownLeft } from '../deposit/model/evmDeposit';

/**
 * The perp processing notification (spec 2 §4): counts down 300 s and closes itself. `text`
 * words it for the seconds left. Returns a stop function (closes it early).
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

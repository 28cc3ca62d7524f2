import { TOASTS } from '@nova/shared-contracts';
import type { ToastOptions, ToastService } from '@nova/shared-contracts';

export interface Toast extends ToastOptions {
  id: string;
}

export interface ToastStore extends ToastService {
  visible(): Toast[];
  subscribe(listener: (visible: Toast[]) => void): () => void;
}

/** How long a toast stays (spec 3 §9): loading never closes by itself; errors are async-call notifications. */
export function toastDuration(options: ToastOptions): number | null {
  if (options.kind === 'loading') return null;
  if (options.durationMs !== undefined) return options.durationMs;
  return options.kind === 'error' ? TOASTS.asyncNotificationMs : TOASTS.defaultDurationMs;
}

/**
 * Toasts (spec 3 §9): at most 3 on desktop and 1 on mobile at once; the rest wait in order and
 * each enters 200 ms after a place frees up.
 */
export function createToastStore(isMobile: () => boolean): ToastStore {
  let shown: Toast[] = [];
  let queue: Toast[] = [];
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const listeners = new Set<(visible: Toast[]) => void>();
  let dequeueTimer: ReturnType<typeof setTimeout> | undefined;
  let seq = 0;

  const publish = () => {
    const snapshot = [...shown];
    for (const listener of [...listeners]) listener(snapshot);
  };
  const limit = () => (isMobile() ? TOASTS.maxMobile : TOASTS.maxDesktop);

  const arm = (toast: Toast) => {
    clearTimeout(timers.get(toast.id));
    timers.delete(toast.id);
    const duration = toastDuration(toast);
    if (duration !== null) timers.set(toast.id, setTimeout(() => dismiss(toast.id), duration));
  };

  const fill = () => {
    if (dequeueTimer !== undefined || queue.length === 0 || shown.length >= limit()) return;
    dequeueTimer = setTimeout(() => {
      dequeueTimer = undefined;
      const next = queue.shift();
      if (next && shown.length < limit()) {
        shown = [...shown, next];
        arm(next);
        publish();
      } else if (next) {
        queue.unshift(next);
      }
      fill();
    }, TOASTS.queueDelayMs);
  };

  function dismiss(id: string) {
    clearTimeout(timers.get(id));
    timers.delete(id);
    queue = queue.filter((t) => t.id !== id);
    const before = shown.length;
    shown = shown.filter((t) => t.id !== id);
    if (shown.length !== before) publish();
    fill();
  }

  return {
    show(options) {
      const toast: Toast = { ...options, id: `toast-${++seq}` };
      if (shown.length < limit() && queue.length === 0) {
        shown = [...shown, toast];
        arm(toast);
        publish();
      } else {
        queue.push(toast);
        fill();
      }
      return toast.id;
    },
    update(id, options) {
      const index = shown.findIndex((t) => t.id === id);
      if (index >= 0) {
        const updated = { ...options, id };
        shown = shown.map((t) => (t.id === id ? updated : t));
        arm(updated);
        publish();
        return;
      }
      queue = queue.map((t) => (t.id === id ? { ...options, id } : t));
    },
    dismiss,
    visible: () => shown,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

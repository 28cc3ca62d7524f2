/**
 * Realtime layer 3: the throttled writer. Pushes are queued and delivered at most once per
 * animation frame. Snapshot channels (a price, a rank list) keep only the newest value per key
 * in a frame; event channels (trades) deliver every item, in order.
 */
export type Schedule = (flush: () => void) => void;

export const frameSchedule: Schedule = (flush) => {
  if (typeof requestAnimationFrame === 'function' && typeof document !== 'undefined' && document.visibilityState === 'visible') requestAnimationFrame(() => flush());
  else setTimeout(flush, 16);
};

export interface Writer {
  push(key: string, coalesce: boolean, deliver: () => void): void;
  /** Forget queued deliveries of a key (its subscription was released). */
  drop(key: string): void;
}

export function createWriter(schedule: Schedule = frameSchedule): Writer {
  const latest = new Map<string, () => void>();
  let ordered: Array<{ key: string; deliver: () => void }> = [];
  let scheduled = false;

  const flush = () => {
    scheduled = false;
    const snapshots = [...latest.values()];
    const events = ordered;
    latest.clear();
    ordered = [];
    for (const item of events) item.deliver();
    for (const deliver of snapshots) deliver();
  };

  return {
    push(key, coalesce, deliver) {
      if (coalesce) latest.set(key, deliver);
      else ordered.push({ key, deliver });
      if (!scheduled) {
        scheduled = true;
        schedule(flush);
      }
    },
    drop(key) {
      latest.delete(key);
      ordered = ordered.filter((item) => item.key !== key);
    },
  };
}

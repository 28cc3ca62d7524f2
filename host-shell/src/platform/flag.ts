/** A boolean the UI can watch (useSyncExternalStore) and services can raise. */
export interface Flag {
  get(): boolean;
  set(value: boolean): void;
  subscribe(listener: () => void): () => void;
}

export function createFlag(initial = false): Flag {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (next === value) return;
      value = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

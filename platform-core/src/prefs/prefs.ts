import type { PrefsService } from '@nova/shared-contracts';

export const PREFS_PREFIX = 'nova.prefs.';

/**
 * User preferences in localStorage, one JSON value per key. A value that does not parse reads as
 * the fallback. Other tabs' changes reach subscribers through the storage event.
 */
export function createPrefs(storage: Storage = localStorage, win: Pick<Window, 'addEventListener'> | null = typeof window === 'undefined' ? null : window): PrefsService {
  const listeners = new Map<string, Set<(value: unknown) => void>>();
  const read = (key: string): { found: boolean; value?: unknown } => {
    const text = storage.getItem(PREFS_PREFIX + key);
    if (text === null) return { found: false };
    try {
      return { found: true, value: JSON.parse(text) };
    } catch {
      return { found: false };
    }
  };
  const notify = (key: string, value: unknown) => {
    for (const listener of [...(listeners.get(key) ?? [])]) listener(value);
  };
  win?.addEventListener('storage', (event: StorageEvent) => {
    if (!event.key?.startsWith(PREFS_PREFIX)) return;
    const key = event.key.slice(PREFS_PREFIX.length);
    const { found, value } = read(key);
    if (found) notify(key, value);
  });
  return {
    get<T>(key: string, fallback: T): T {
      const { found, value } = read(key);
      return found ? (value as T) : fallback;
    },
    set<T>(key: string, value: T) {
      storage.setItem(PREFS_PREFIX + key, JSON.stringify(value));
      notify(key, value);
    },
    subscribe<T>(key: string, listener: (value: T) => void) {
      let set = listeners.get(key);
      if (!set) listeners.set(key, (set = new Set()));
      const wrapped = listener as (value: unknown) => void;
      set.add(wrapped);
      return () => set.delete(wrapped);
    },
  };
}

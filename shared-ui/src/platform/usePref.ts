import { useEffect, useState } from 'react';
import { usePlatform } from './context';

/** A user preference (platform.prefs), re-rendering when it is saved from anywhere (another component, remote or tab). */
export function usePref<T>(key: string, fallback: T): T {
  const { prefs } = usePlatform();
  const [saved, setSaved] = useState<{ key: string; value: T }>(() => ({ key, value: prefs.get<T>(key, fallback) }));
  useEffect(() => {
    setSaved({ key, value: prefs.get<T>(key, fallback) });
    return prefs.subscribe<T>(key, (value) => setSaved({ key, value }));
    // The fallback is read when the key changes, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [prefs, key]);
  return saved.key === key ? saved.value : prefs.get<T>(key, fallback);
}

import { useEffect, useState } from 'react';
import { readPref } from '@nova/shared-contracts';
import type { PrefDef } from '@nova/shared-contracts';
import { usePlatform } from './context';

/**
 * A registered preference (shared-contracts' `PREFS`, or any `definePref`), validated by its
 * schema: a bad stored value gives the default and is reported. Re-renders when it is saved from
 * anywhere (another component, remote or tab).
 */
export function useTypedPref<T>(def: PrefDef<T>): T {
  const { prefs } = usePlatform();
  const [value, setValue] = useState<{ key: string; value: T }>(() => ({ key: def.key, value: readPref(prefs, def) }));
  useEffect(() => {
    setValue({ key: def.key, value: readPref(prefs, def) });
    return prefs.subscribe(def.key, () => setValue({ key: def.key, value: readPref(prefs, def) }));
  }, [prefs, def]);
  return value.key === def.key ? value.value : readPref(prefs, def);
}

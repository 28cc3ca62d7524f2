import { useAtom } from 'jotai';
import type { PrimitiveAtom } from 'jotai';
import { useEffect } from 'react';
import { usePlatform } from '@nova/shared-contracts';
import { parseWindowState } from '../model/geometry';
import type { WindowState } from '../model/geometry';

/** A window state kept in the remote's store, restored from and saved to platform.prefs under `key`. */
export function useSavedWindow(key: string, stateAtom: PrimitiveAtom<WindowState>): [WindowState, (state: WindowState) => void] {
  const { prefs } = usePlatform();
  const [state, setState] = useAtom(stateAtom);
  useEffect(() => {
    const saved = parseWindowState(prefs.get<unknown>(key, null));
    if (saved) setState(saved);
  }, [prefs, key, setState]);
  const save = (next: WindowState) => {
    setState(next);
    prefs.set(key, next);
  };
  return [state, save];
}

import { useSyncExternalStore } from 'react';
import type { SessionState } from '@nova/shared-contracts';
import { usePlatform } from './context';

/** The current session, re-rendering on login and logout. `session.get()` must return a stable object between changes. */
export function useSession(): SessionState {
  const { session } = usePlatform();
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}

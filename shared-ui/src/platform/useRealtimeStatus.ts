import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { RealtimeStatus } from '@nova/shared-contracts';
import { usePlatform } from './context';

/**
 * The realtime connection's status, re-rendering on change: `state` (connected, reconnecting…) and
 * `stale` (connected but no push for a while: show live figures as possibly old).
 */
export function useRealtimeStatus(): RealtimeStatus {
  const { realtime } = usePlatform();
  const last = useRef<RealtimeStatus | null>(null);
  const subscribe = useCallback((onChange: () => void) => realtime.onStatus(() => onChange()), [realtime]);
  const read = useCallback(() => {
    const next = realtime.getStatus();
    const previous = last.current;
    // getStatus may build a new object each call: keep the previous one while nothing differs.
    if (previous && previous.state === next.state && previous.attempt === next.attempt && previous.stale === next.stale) return previous;
    last.current = next;
    return next;
  }, [realtime]);
  return useSyncExternalStore(subscribe, read, read);
}

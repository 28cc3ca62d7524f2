import { useCallback, useSyncExternalStore } from 'react';
import type { BusEventMap } from '@nova/shared-contracts';
import { usePlatform } from './context';

/**
 * The last value of a replayed bus event (token, chain, quick-buy amount, open trackers…),
 * re-rendering when a new one is emitted; undefined until the first emit.
 */
export function useBusValue<K extends keyof BusEventMap>(event: K): BusEventMap[K] | undefined {
  const { bus } = usePlatform();
  const subscribe = useCallback((onChange: () => void) => bus.on(event, onChange), [bus, event]);
  const read = () => bus.last(event);
  return useSyncExternalStore(subscribe, read, read);
}

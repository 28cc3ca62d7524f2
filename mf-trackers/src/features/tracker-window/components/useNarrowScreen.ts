import { useSyncExternalStore } from 'react';
import { LAYOUT } from '@nova/shared-contracts';

const QUERY = `(max-width: ${LAYOUT.mobileBreakpoint - 1}px)`;
const media = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null);

const subscribe = (onChange: () => void) => {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
};
const snapshot = () => media()?.matches === true;

/** Below the 768 px breakpoint: windows become bottom sheets and nothing docks. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}

import { useSyncExternalStore } from 'react';
import { LAYOUT } from '@nova/shared-contracts';

const QUERY = `(max-width: ${LAYOUT.mobileBreakpoint - 1}px)`;
const media = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null);

function subscribe(onChange: () => void): () => void {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** True below the 768 px mobile breakpoint (spec: all three documents); false where matchMedia is missing. */
export function useNarrow(): boolean {
  return useSyncExternalStore(subscribe, () => media()?.matches ?? false, () => false);
}

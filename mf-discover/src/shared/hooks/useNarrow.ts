import { useSyncExternalStore } from 'react';
import { LAYOUT } from '@nova/shared-contracts';

const QUERY = `(max-width: ${LAYOUT.mobileBreakpoint - 1}px)`;
let kept: { from: Window['matchMedia']; list: MediaQueryList } | undefined;
/** One MediaQueryList per matchMedia: it is read on every render of a live list (40 snapshots a second), so not built each time. */
const media = () => {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  if (kept?.from !== window.matchMedia) kept = { from: window.matchMedia, list: window.matchMedia(QUERY) };
  return kept.list;
};

function subscribe(onChange: () => void): () => void {
  const current = media();
  current?.addEventListener('change', onChange);
  return () => current?.removeEventListener('change', onChange);
}

/** True below the 768 px mobile breakpoint (spec: all three documents); false where matchMedia is missing. */
export function useNarrow(): boolean {
  return useSyncExternalStore(subscribe, () => media()?.matches ?? false, () => false);
}

import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the viewport is narrower than `px`, asked of a media query. Not `window.innerWidth`:
 * Chromium lays the page out to answer it, and a remote that asks while the token page's first
 * commit is being applied (the chart's start delay did) ran the whole page's first style and layout
 * inside the commit's task (about 150 ms at 4x CPU on a phone) instead of the frame's. No
 * `matchMedia` (jsdom) counts as wide.
 */
export function viewportNarrowerThan(px: number): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.(`(max-width: ${px - 1}px)`).matches === true;
}

/**
 * `viewportNarrowerThan(px)` as React state: the first render has the answer, and a window that
 * crosses the width (a rotated tablet, a resized window) renders again.
 */
export function useViewportNarrowerThan(px: number): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      const query = typeof window === 'undefined' ? undefined : window.matchMedia?.(`(max-width: ${px - 1}px)`);
      if (!query) return () => undefined;
      query.addEventListener('change', changed);
      return () => query.removeEventListener('change', changed);
    },
    [px],
  );
  return useSyncExternalStore(subscribe, () => viewportNarrowerThan(px), () => false);
}

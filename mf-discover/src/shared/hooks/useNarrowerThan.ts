import { useLayoutEffect, useState } from 'react';
import type { RefObject } from 'react';

/**
 * True while the element is narrower than `minWidth` px (a list in a column beside the trade panel
 * on a laptop), measured by a ResizeObserver: its first report comes before the first paint, so the
 * narrow layout is the one painted. False where there is no ResizeObserver.
 */
export function useNarrowerThan(ref: RefObject<HTMLElement | null>, minWidth: number): boolean {
  const [narrower, setNarrower] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setNarrower(entry.contentRect.width < minWidth);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, minWidth]);
  return narrower;
}

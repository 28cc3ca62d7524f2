import { useEffect, useState } from 'react';
import type { RefObject } from 'react';

/**
 * The height from an element's top to the bottom of the window (less `reserve` px for the status
 * bar or tab bar), at least `min` until measured; measured again on window resizes. For virtualised
 * bodies, which need a number.
 *
 * The element's box comes from an IntersectionObserver's first report, which the browser makes
 * after its own layout of the next frame: reading it from the element (getBoundingClientRect) would
 * force a layout of the page then and there (~60 ms at 4x CPU in the task that added a list's
 * first rows). So measure an element that is in place before what needs the height (a list's
 * loading skeleton), and that content comes with its height.
 */
export function useFillHeight(ref: RefObject<HTMLElement | null>, { min = 320, reserve = 48 }: { min?: number; reserve?: number } = {}): number {
  const [height, setHeight] = useState(min);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    let observer: IntersectionObserver | undefined;
    const measure = () => {
      observer?.disconnect();
      // An observer reports every element it starts observing once: that report is all it is for.
      observer = new IntersectionObserver(([entry], self) => {
        self.disconnect();
        if (entry) setHeight(Math.max(min, Math.floor((entry.rootBounds?.height ?? window.innerHeight) - entry.boundingClientRect.top - reserve)));
      });
      observer.observe(element);
    };
    measure();
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ref, min, reserve]);
  return height;
}

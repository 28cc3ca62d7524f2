import { useLayoutEffect, useState } from 'react';
import type { RefObject } from 'react';

/**
 * The height from an element's top to the bottom of the window (less `reserve` px for the status
 * bar or tab bar), at least `min`; follows window resizes. For virtualised bodies, which need a
 * number.
 */
export function useFillHeight(ref: RefObject<HTMLElement | null>, { min = 320, reserve = 48 }: { min?: number; reserve?: number } = {}): number {
  const [height, setHeight] = useState(min);
  useLayoutEffect(() => {
    const measure = () => {
      const top = ref.current?.getBoundingClientRect().top ?? 0;
      setHeight(Math.max(min, Math.floor(window.innerHeight - top - reserve)));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [ref, min, reserve]);
  return height;
}

import { useSyncExternalStore } from 'react';
import type { Size } from '../model/geometry';

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};
// A string snapshot: stable between resizes, as useSyncExternalStore needs.
const snapshot = () => `${window.innerWidth}x${window.innerHeight}`;

/** The viewport size, re-rendering on resize (a saved place is kept on screen). */
export function useViewportSize(): Size {
  const [width, height] = useSyncExternalStore(subscribe, snapshot, () => '1280x800').split('x').map(Number);
  return { width: width ?? 0, height: height ?? 0 };
}

import { useSyncExternalStore } from 'react';
import { NARROW_QUERY } from '../model/profile';

const media = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(NARROW_QUERY) : null);

/** True below 768 px (mobile: switchable sections, bottom drawer). */
export function useNarrow(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = media();
      query?.addEventListener('change', onChange);
      return () => query?.removeEventListener('change', onChange);
    },
    () => media()?.matches ?? false,
    () => false,
  );
}

import { useState } from 'react';

/** True from the first render where `now` was true on (a lazy part, once wanted, stays mounted). */
export function useLatch(now: boolean): boolean {
  const [latched, setLatched] = useState(now);
  if (now && !latched) setLatched(true);
  return latched || now;
}

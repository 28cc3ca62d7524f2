import { startTransition, useOptimistic } from 'react';

/**
 * A choice (a tab, an interval) that answers at once: `shown` takes the new value in a small
 * render of its own (`useOptimistic`), while `choose` hands it to `commit` in a transition, which
 * React renders in slices after that paint; what `commit` changes stays on screen until it is ready.
 */
export function useChoiceInTransition<T>(value: T, commit: (next: T) => void): [shown: T, choose: (next: T) => void] {
  const [shown, show] = useOptimistic(value);
  const choose = (next: T) =>
    startTransition(() => {
      show(next);
      commit(next);
    });
  return [shown, choose];
}

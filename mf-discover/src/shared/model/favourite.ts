/**
 * The favourite star's decision (spec 3 §4, spec 1 §4): a visitor gets the login drawer; a
 * click while the last toggle is still in flight is ignored; otherwise it toggles (optimistic,
 * rolled back with a message on failure by the watch-list mutation).
 */
export type FavouriteDecision = { kind: 'login' } | { kind: 'ignore' } | { kind: 'toggle'; watched: boolean };

export function decideFavourite({ signedIn, pending, watched }: { signedIn: boolean; pending: boolean; watched: boolean }): FavouriteDecision {
  if (!signedIn) return { kind: 'login' };
  if (pending) return { kind: 'ignore' };
  return { kind: 'toggle', watched: !watched };
}

// The trailing stop's distance (ours, additive in 6.1): the trade form and the sim's order engine
// both refuse a distance by this one rule, so a value the form lets through is never refused by the
// sim for a reason the form did not show, and the reverse.

/** The narrowest distance, percent: closer, ordinary price noise would fire the stop at once. */
export const TRAIL_PERCENT_MIN = 0.1;
/** The widest distance, percent: a stop further than half the price away protects nothing. */
export const TRAIL_PERCENT_MAX = 50;

/** Why a distance is refused: empty, not a plain decimal with at most 2 places, or out of bounds. */
export type TrailPercentError = 'empty' | 'format' | 'range';

/** A plain decimal with at most two places: what a person types for a percent ("1..2", "1e1", "-3" are not). */
const PLAIN_PERCENT = /^\d+(\.\d{1,2})?$/;

/**
 * Checks a trailing stop's distance (a percent, as typed): a plain decimal with at most two places,
 * from 0.1 to 50 inclusive. Null when it is valid.
 */
export function trailPercentError(text: string): TrailPercentError | null {
  const value = text.trim();
  if (value === '') return 'empty';
  if (!PLAIN_PERCENT.test(value)) return 'format';
  const percent = Number(value);
  return percent < TRAIL_PERCENT_MIN || percent > TRAIL_PERCENT_MAX ? 'range' : null;
}

/**
 * The second click of a double click (`detail` counts the clicks of one burst; keyboard
 * activation reports 0). It is never a second order: under load the first order can be answered
 * and filled before the browser delivers the second click, so "busy" alone cannot catch it.
 */
export function isRepeatClick(event: { detail: number }): boolean {
  return event.detail > 1;
}

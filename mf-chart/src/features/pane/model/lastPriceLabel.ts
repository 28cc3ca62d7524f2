/**
 * Who draws the last-price label on the price axis (issue 36). The library's own label (the
 * series' `lastValueVisible`) shows the last *visible* bar's close: scrolled back, with the last bar
 * off screen, it would name an old price. Then the label is a price line's axis label at the
 * current price instead (the line itself hidden: the series' price line already runs there).
 *
 * - `series`: the library's label (the last bar is on screen, so it is the current price);
 * - `line`: the current-price line's label (the last bar is past the right edge);
 * - `none`: the label is off in the chart settings, or there is no bar.
 */
export type LastPriceLabel = 'series' | 'line' | 'none';

export interface LastPriceLabelInput {
  /** The chart setting "Last price label". */
  enabled: boolean;
  /** The visible logical range (bar indices), null before the library reports one. */
  range: { from: number; to: number } | null;
  /** The number of bars drawn. */
  bars: number;
}

export function lastPriceLabel({ enabled, range, bars }: LastPriceLabelInput): LastPriceLabel {
  if (!enabled || bars === 0) return 'none';
  // A bar at logical index i is centred on i: the last one is off screen once its centre is past the right edge.
  const lastIndex = bars - 1;
  return range && lastIndex > range.to ? 'line' : 'series';
}

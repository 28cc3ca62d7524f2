/**
 * Where the overlays over a pane's plot sit, so they never cover each other: the OHLCV legend is
 * one line at the plot's top, and what floats there too (the selected drawing's toolbar) starts
 * below it.
 */
export const LEGEND_TOP_PX = 4;
export const LEGEND_HEIGHT_PX = 18;
/** The top of an overlay under the legend line (4 px below it). */
export const BELOW_LEGEND_PX = LEGEND_TOP_PX + LEGEND_HEIGHT_PX + 4;

/**
 * The price axis' least width: a label gaining a digit as the price moves ($0.0₄9999 -> $0.0₃1000)
 * no longer widens the axis and narrows the plot while trades arrive (issue 37); the 11 px mono
 * labels of a subscript price and the last-price label fit in it.
 */
export const PRICE_AXIS_MIN_WIDTH = 84;
/** The legend line ends before the price axis (4 px from its least width), so it never runs under its labels in a small chart. */
export const LEGEND_RIGHT_PX = PRICE_AXIS_MIN_WIDTH + 4;

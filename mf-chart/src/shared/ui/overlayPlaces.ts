/**
 * Where the overlays over a pane's plot sit, so they never cover each other: the OHLCV legend is
 * one line at the plot's top, and what floats there too (the selected drawing's toolbar) starts
 * below it.
 */
export const LEGEND_TOP_PX = 4;
export const LEGEND_HEIGHT_PX = 18;
/** The top of an overlay under the legend line (4 px below it). */
export const BELOW_LEGEND_PX = LEGEND_TOP_PX + LEGEND_HEIGHT_PX + 4;

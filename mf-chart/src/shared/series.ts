import type { ISeriesApi, SeriesType } from 'lightweight-charts';

/** A pane's main series (any of the nine styles): what the trade overlay draws its markers and lines on. */
export type MainSeries = ISeriesApi<SeriesType>;

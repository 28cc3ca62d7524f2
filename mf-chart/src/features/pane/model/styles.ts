import type { ChainKey, Resolution } from '@nova/shared-contracts';

/** The nine chart styles of spec 3 §3 (the spec's chartType, per chart). */
export type ChartStyle = 'bar' | 'area' | 'baseline' | 'candle' | 'column' | 'heikinAshi' | 'hiLo' | 'hollowCandle' | 'line';
export const CHART_STYLES: readonly ChartStyle[] = ['bar', 'area', 'baseline', 'candle', 'column', 'heikinAshi', 'hiLo', 'hollowCandle', 'line'];
export const DEFAULT_STYLE: ChartStyle = 'candle';

/** What one pane shows: its symbol, interval and style. */
export interface PaneContent {
  chain: ChainKey;
  address: string;
  resolution: Resolution;
  style: ChartStyle;
}

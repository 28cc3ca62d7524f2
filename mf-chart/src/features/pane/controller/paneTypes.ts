import type { IChartApi, LogicalRange, Time } from 'lightweight-charts';
import type { Resolution } from '@nova/shared-contracts';
import type { MainSeries } from '../../../shared/series';
import type { DrawingsOptions } from '../../drawings';
import type { AppearanceSettings, ScaleSettings, TimeAnchorSetting } from '../../settings';
import type { SymbolRef } from '../api/datafeed';
import type { StyleColours } from '../components/series';
import type { PriceKind } from '../model/axis';
import type { ChartStyle } from '../model/styles';

/** What the chart area needs of a pane for sync and screenshots. */
export interface PaneHandle {
  chart: IChartApi;
  series(): MainSeries | null;
  /** The time (unix seconds) at a fraction of the visible width (0 left edge, 1 right edge), null before data. */
  timeAt(fraction: number): number | null;
  /** The token's symbol the pane shows, cleaned ('' before its info is loaded): the screenshot's caption. */
  symbol(): string;
}

export interface PaneSync {
  register(index: number, handle: PaneHandle | null): void;
  crosshair(index: number, time: Time | null, price: number | null): void;
  range(index: number, range: LogicalRange): void;
  /** Shows another synced chart's view on chart `index` (its first page is in); false when no sync or no other chart has bars. */
  follow(index: number): boolean;
}

/** Everything a pane shows and how; `update` takes a new set and applies what changed. */
export interface PaneOptions {
  index: number;
  symbol: SymbolRef | null;
  resolution: Resolution;
  style: ChartStyle;
  colours: StyleColours;
  /** Multiplier from USD price to the shown unit (native quote, market cap). */
  factor: number;
  kind: PriceKind;
  /** The quote prices are shown in (the legend writes its currency). */
  quote: 'usd' | 'native';
  locale: string;
  /** The drawings shown, the tool placing one, the selection and what to tell of them (the bar length is the pane's). */
  drawing: Omit<DrawingsOptions, 'period'>;
  sync: PaneSync;
  scales: ScaleSettings;
  appearance: AppearanceSettings;
  /** The token's symbol, cleaned of bidi controls ('' before its info is loaded). */
  title: string;
  /** The watermark's text (symbol and interval), null for none. */
  watermark: string | null;
  /** IANA zone of the time axis and crosshair labels. */
  timezone: string;
  anchor: TimeAnchorSetting;
}

export type PaneStatus = { state: 'pending' } | { state: 'ready' } | { state: 'error'; message: string };

/** What the pane's React side renders; a new object whenever a part of it changes. */
export interface PaneSnapshot {
  chart: IChartApi | null;
  series: MainSeries | null;
  status: PaneStatus;
  bars: number;
  oldest: number | null;
  range: LogicalRange | null;
  /** The times (unix seconds) of the first and last visible bars, null before data. */
  visible: { from: number; to: number } | null;
  dataReady: boolean;
}

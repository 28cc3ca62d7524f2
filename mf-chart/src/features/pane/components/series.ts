import { AreaSeries, BarSeries, BaselineSeries, CandlestickSeries, HistogramSeries, LineSeries } from 'lightweight-charts';
import type { IChartApi, UTCTimestamp } from 'lightweight-charts';
import type { MainSeries } from '../../../shared/series';
import { heikinAshi } from '../model/bars';
import type { Bar } from '../model/bars';
import type { ChartStyle } from '../model/styles';
import { HiLoSeries } from './hiLoSeries';

/**
 * The nine chart styles (spec 3 §3) on lightweight-charts: the library's series where it has one
 * (bar, area, baseline, candle, column as a histogram, hollow candle as candles with transparent
 * up bodies, line), Heikin Ashi as a transform of the bars, hi-lo as a custom series.
 */
export interface StyleColours {
  up: string;
  down: string;
  line: string;
}

/** Volume bars are drawn with transparency 80 (spec 3 §9): alpha 20 %. */
export const VOLUME_ALPHA = '33';

export function addMainSeries(chart: IChartApi, style: ChartStyle, colours: StyleColours, lastValueVisible = true): MainSeries {
  const common = { priceLineVisible: true, lastValueVisible };
  switch (style) {
    case 'bar':
      return chart.addSeries(BarSeries, { ...common, upColor: colours.up, downColor: colours.down, thinBars: false });
    case 'area':
      return chart.addSeries(AreaSeries, { ...common, lineColor: colours.line, topColor: `${colours.line}66`, bottomColor: `${colours.line}00`, lineWidth: 2 });
    case 'baseline':
      return chart.addSeries(BaselineSeries, { ...common, topLineColor: colours.up, topFillColor1: `${colours.up}44`, topFillColor2: `${colours.up}00`, bottomLineColor: colours.down, bottomFillColor1: `${colours.down}00`, bottomFillColor2: `${colours.down}44` });
    case 'column':
      return chart.addSeries(HistogramSeries, { ...common });
    case 'line':
      return chart.addSeries(LineSeries, { ...common, color: colours.line, lineWidth: 2 });
    case 'hiLo':
      return chart.addCustomSeries(new HiLoSeries(), { ...common, upColor: colours.up, downColor: colours.down }) as unknown as MainSeries;
    case 'candle':
    case 'hollowCandle':
    case 'heikinAshi':
      return chart.addSeries(CandlestickSeries, { ...common, upColor: colours.up, downColor: colours.down, borderUpColor: colours.up, borderDownColor: colours.down, wickUpColor: colours.up, wickDownColor: colours.down, borderVisible: style === 'hollowCandle' });
  }
}

const t = (time: number) => time as UTCTimestamp;

/** One bar as the style's series takes it. */
export function pointFor(style: ChartStyle, bar: Bar, colours: StyleColours): Record<string, unknown> {
  const up = bar.close >= bar.open;
  switch (style) {
    case 'area':
    case 'line':
    case 'baseline':
      return { time: t(bar.time), value: bar.close };
    case 'column':
      return { time: t(bar.time), value: bar.close, color: up ? `${colours.up}aa` : `${colours.down}aa` };
    case 'hiLo':
      return { time: t(bar.time), high: bar.high, low: bar.low, up };
    case 'hollowCandle':
      return { time: t(bar.time), open: bar.open, high: bar.high, low: bar.low, close: bar.close, color: up ? 'rgba(0,0,0,0)' : colours.down };
    default:
      return { time: t(bar.time), open: bar.open, high: bar.high, low: bar.low, close: bar.close };
  }
}

/** The whole series data of a style (Heikin Ashi transforms the list first). */
export function seriesData(style: ChartStyle, bars: readonly Bar[], colours: StyleColours): Record<string, unknown>[] {
  const source = style === 'heikinAshi' ? heikinAshi(bars) : bars;
  return source.map((bar) => pointFor(style, bar, colours));
}

/**
 * The points to update after `touched` bars changed: Heikin Ashi depends on the previous bar, so
 * its touched bars are recomputed from the full list.
 */
export function updatedPoints(style: ChartStyle, bars: readonly Bar[], touched: readonly Bar[], colours: StyleColours): Record<string, unknown>[] {
  if (style !== 'heikinAshi') return touched.map((bar) => pointFor(style, bar, colours));
  const first = touched[0];
  if (!first) return [];
  const from = Math.max(0, bars.findIndex((b) => b.time >= first.time) - 1);
  const ha = heikinAshi(bars.slice(0, bars.length)).slice(from);
  const times = new Set(touched.map((b) => b.time));
  return ha.filter((b) => times.has(b.time)).map((bar) => pointFor(style, bar, colours));
}

export function volumePoint(bar: Bar, colours: StyleColours): { time: UTCTimestamp; value: number; color: string } {
  return { time: t(bar.time), value: bar.volume, color: `${bar.close >= bar.open ? colours.up : colours.down}${VOLUME_ALPHA}` };
}

/** Bars in the display unit: USD price, native-coin price, or market cap (price x circulating supply). */
export function scaleBars(bars: readonly Bar[], factor: number): Bar[] {
  if (factor === 1) return bars as Bar[];
  return bars.map((bar) => ({ ...bar, open: bar.open * factor, high: bar.high * factor, low: bar.low * factor, close: bar.close * factor }));
}

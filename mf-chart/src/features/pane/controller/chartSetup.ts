import { ColorType, CrosshairMode, HistogramSeries, PriceScaleMode, createChart } from 'lightweight-charts';
import type { DeepPartial, IChartApi, ISeriesApi, TextWatermarkOptions, Time, TimeChartOptions } from 'lightweight-charts';
import { CHART } from '@nova/shared-contracts';
import type { Resolution } from '@nova/shared-contracts';
import { darkPalette, themeFonts } from '@nova/shared-ui';
import { periodSeconds } from '../../../shared/model/resolution';
import { PRICE_AXIS_MIN_WIDTH } from '../../../shared/ui/overlayPlaces';
import { formatCrosshairTime, formatTickMark } from '../../settings';
import type { AppearanceSettings, ScaleSettings } from '../../settings';

/** Price scale margins: the bottom quarter is the volume's; without volume the bars take it. */
export const marginsFor = (volume: boolean) => (volume ? { top: 0.1, bottom: 0.25 } : { top: 0.1, bottom: 0.1 });
const SCALE_MODE = { normal: PriceScaleMode.Normal, logarithmic: PriceScaleMode.Logarithmic, percentage: PriceScaleMode.Percentage } as const;
/** The watermark's text colour: the muted text at 12 % so the bars stay readable over it. */
const WATERMARK_COLOUR = 'rgba(138, 148, 166, 0.12)';

/** A pane's chart in the terminal's dark theme, with the volume histogram on its own scale (the bottom fifth). */
export function createPaneChart(host: HTMLElement): { chart: IChartApi; volumes: ISeriesApi<'Histogram'> } {
  const chart = createChart(host, {
    autoSize: true,
    layout: { background: { type: ColorType.Solid, color: darkPalette.surface }, textColor: darkPalette.textMuted, fontFamily: themeFonts.mono, fontSize: 11, attributionLogo: false },
    grid: { vertLines: { color: darkPalette.border }, horzLines: { color: darkPalette.border } },
    rightPriceScale: { borderColor: darkPalette.border, scaleMargins: marginsFor(true), minimumWidth: PRICE_AXIS_MIN_WIDTH },
    timeScale: { borderColor: darkPalette.border, timeVisible: true, secondsVisible: true, rightOffset: CHART.rightOffset, barSpacing: CHART.barSpacing },
    crosshair: { mode: CrosshairMode.Normal },
  });
  const volumes = chart.addSeries(HistogramSeries, { priceFormat: { type: 'volume' }, priceScaleId: 'volume', lastValueVisible: false, priceLineVisible: false });
  chart.priceScale('volume').applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
  return { chart, volumes };
}

export interface ChartSettingsInput {
  scales: ScaleSettings;
  appearance: AppearanceSettings;
  timezone: string;
  locale: string;
  resolution: Resolution;
}

/**
 * The chart options of the chart settings (spec 3 §3 chartSetting): grid, crosshair, the price
 * scale's mode and margins, and the time labels in the chart's zone (ticks stay where the library
 * puts them, see the README).
 */
export function chartSettingsOptions({ scales, appearance, timezone, locale, resolution }: ChartSettingsInput): DeepPartial<TimeChartOptions> {
  const period = periodSeconds(resolution);
  return {
    grid: { vertLines: { visible: appearance.grid === 'both' || appearance.grid === 'vertical' }, horzLines: { visible: appearance.grid === 'both' || appearance.grid === 'horizontal' } },
    crosshair: { mode: appearance.crosshair === 'magnet' ? CrosshairMode.Magnet : CrosshairMode.Normal },
    rightPriceScale: { mode: SCALE_MODE[scales.mode], autoScale: scales.autoScale, invertScale: scales.invert, scaleMargins: marginsFor(appearance.volume) },
    localization: { timeFormatter: (time: Time) => formatCrosshairTime(time as number, timezone, locale, period) },
    timeScale: { tickMarkFormatter: (time: Time, type: number) => formatTickMark(time as number, type, timezone, locale) },
  };
}

/** The watermark: symbol and interval as faint text in the middle of the pane. */
export function watermarkOptions(text: string): DeepPartial<TextWatermarkOptions> {
  return { horzAlign: 'center', vertAlign: 'center', lines: [{ text, color: WATERMARK_COLOUR, fontSize: 48, fontFamily: themeFonts.mono, fontStyle: '600' }] };
}

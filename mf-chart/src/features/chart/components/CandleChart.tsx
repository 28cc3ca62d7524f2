import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';
import { CandlestickSeries, ColorType, HistogramSeries, createChart } from 'lightweight-charts';
import type { IChartApi, ISeriesApi, UTCTimestamp } from 'lightweight-charts';
import { CHART } from '@nova/shared-contracts';
import { darkPalette, formatPrice, themeFonts } from '@nova/shared-ui';
import type { Bar } from '../model/bars';

export interface CandleChartProps {
  /** Accessible name of the canvas, e.g. "PEPE price chart". */
  label: string;
  bars: readonly Bar[];
  liveBar: Bar | null;
}

const candle = (bar: Bar) => ({ time: bar.time as UTCTimestamp, open: bar.open, high: bar.high, low: bar.low, close: bar.close });
const volume = (bar: Bar) => ({ time: bar.time as UTCTimestamp, value: bar.volume, color: bar.close >= bar.open ? `${darkPalette.up}66` : `${darkPalette.down}66` });

/** Candles and volume on lightweight-charts 5 (role="img" with an accessible name). */
export function CandleChart({ label, bars, liveBar }: CandleChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<{ chart: IChartApi; candles: ISeriesApi<'Candlestick'>; volumes: ISeriesApi<'Histogram'> } | null>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const chart = createChart(container, {
      autoSize: true,
      layout: { background: { type: ColorType.Solid, color: darkPalette.surface }, textColor: darkPalette.textMuted, fontFamily: themeFonts.mono, fontSize: 11 },
      grid: { vertLines: { color: darkPalette.border }, horzLines: { color: darkPalette.border } },
      rightPriceScale: { borderColor: darkPalette.border },
      timeScale: { borderColor: darkPalette.border, timeVisible: true, secondsVisible: true, rightOffset: CHART.rightOffset, barSpacing: CHART.barSpacing },
      crosshair: { mode: 0 },
    });
    const candles = chart.addSeries(CandlestickSeries, {
      upColor: darkPalette.up,
      downColor: darkPalette.down,
      borderVisible: false,
      wickUpColor: darkPalette.up,
      wickDownColor: darkPalette.down,
      // Prices span 1e-10 to 1e5: the axis and labels use the terminal's price format (subscript zeros).
      priceFormat: { type: 'custom', formatter: (price: number) => formatPrice(price), minMove: 1e-12 },
    });
    const volumes = chart.addSeries(HistogramSeries, { priceFormat: { type: 'volume' }, priceScaleId: 'volume', lastValueVisible: false, priceLineVisible: false });
    chart.priceScale('volume').applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
    chartRef.current = { chart, candles, volumes };
    return () => {
      chartRef.current = null;
      chart.remove();
    };
  }, []);

  useEffect(() => {
    const current = chartRef.current;
    if (!current) return;
    current.candles.setData(bars.map(candle));
    current.volumes.setData(bars.map(volume));
    current.chart.timeScale().scrollToRealTime();
  }, [bars]);

  useEffect(() => {
    const current = chartRef.current;
    if (!current || !liveBar) return;
    current.candles.update(candle(liveBar));
    current.volumes.update(volume(liveBar));
  }, [liveBar]);

  return <Canvas ref={containerRef} role="img" aria-label={label} />;
}

const Canvas = styled.div`
  position: relative;
  flex: 1;
  min-height: 300px;
`;

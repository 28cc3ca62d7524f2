import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { ColorType, CrosshairMode, HistogramSeries, PriceScaleMode, createChart, createTextWatermark } from 'lightweight-charts';
import type { IChartApi, ISeriesApi, LogicalRange, MouseEventParams, Time } from 'lightweight-charts';
import { CHART } from '@nova/shared-contracts';
import type { Resolution } from '@nova/shared-contracts';
import { darkPalette, themeFonts, usePlatform } from '@nova/shared-ui';
import { getDatafeed } from '../api/datafeed';
import type { SymbolRef } from '../api/datafeed';
import { clampAutoscale, clampLogAutoscale, formatAxisValue, formatTicks, minMoveFor } from '../model/axis';
import type { PriceKind } from '../model/axis';
import { mergeBars, periodSeconds } from '../model/bars';
import { anchorEarliest, anchorLines, anchorView, formatCrosshairTime, formatTickMark, holdsTime, logicalOfTime, timeOfLogical } from '../model/chartSettings';
import type { AppearanceSettings, ScaleSettings, TimeAnchorSetting } from '../model/chartSettings';
import type { Bar } from '../model/bars';
import { isLastPage, olderPageRequest, pageRequest, wantsOlder } from '../model/history';
import { pointsNeeded, snapToBar } from '../model/drawings';
import type { Drawing, DrawingPoint, DrawingTool } from '../model/drawings';
import type { DrawingStyle } from '../model/drawingSettings';
import type { ChartStyle } from '../model/sync';
import { READY_TIMEOUT_MS, INTERVAL_CHANGE_DELAY_MS, withTimeout } from '../model/timeouts';
import { AnchorLinePrimitive } from './anchorLinePrimitive';
import { DrawingsPrimitive } from './drawingsPrimitive';
import { addMainSeries, scaleBars, seriesData, updatedPoints, volumePoint } from './series';
import type { MainSeries, StyleColours } from './series';

/** What the chart area needs of a pane for sync and screenshots. */
export interface PaneHandle {
  chart: IChartApi;
  series(): MainSeries | null;
  /** The time (unix seconds) at a fraction of the visible width (0 left edge, 1 right edge), null before data. */
  timeAt(fraction: number): number | null;
}

export interface PaneSync {
  register(index: number, handle: PaneHandle | null): void;
  crosshair(index: number, time: Time | null, price: number | null): void;
  range(index: number, range: LogicalRange): void;
}

export interface PaneChartOptions {
  container: RefObject<HTMLDivElement | null>;
  started: boolean;
  index: number;
  symbol: SymbolRef | null;
  resolution: Resolution;
  style: ChartStyle;
  colours: StyleColours;
  /** Multiplier from USD price to the shown unit (native quote, market cap). */
  factor: number;
  kind: PriceKind;
  locale: string;
  drawings: readonly Drawing[];
  tool: DrawingTool | null;
  magnet: boolean;
  /** The style of the drawing being placed (the next drawing's). */
  drawingStyle: DrawingStyle;
  onDrawn(tool: DrawingTool, points: DrawingPoint[]): void;
  sync: PaneSync;
  scales: ScaleSettings;
  appearance: AppearanceSettings;
  /** The watermark's text (symbol and interval), null for none. */
  watermark: string | null;
  /** IANA zone of the time axis and crosshair labels. */
  timezone: string;
  anchor: TimeAnchorSetting;
}

export type PaneStatus = { state: 'pending' } | { state: 'ready' } | { state: 'error'; message: string };

export interface PaneChart {
  chart: IChartApi | null;
  series: MainSeries | null;
  status: PaneStatus;
  retry(): void;
  bars: number;
  oldest: number | null;
  range: LogicalRange | null;
  dataReady: boolean;
  scrollTo(range: { from: number; to: number }): void;
  /** The last bar's close in USD (the market price the market-preview line shows), null before data. */
  lastPrice(): number | null;
}

/**
 * Bench figures (bench/chart.mjs), recorded only while `globalThis.__novaChartBench` is an object:
 * `history` ms from the first page's request to the frame after its bars were drawn, `ticks` the
 * ms each live batch took (bar builder merge + series updates).
 */
interface ChartBench {
  history?: number[];
  ticks?: number[];
}
const bench = (): ChartBench | null => {
  const value = (globalThis as { __novaChartBench?: unknown }).__novaChartBench;
  return typeof value === 'object' && value !== null ? (value as ChartBench) : null;
};

/** Price scale margins: the bottom quarter is the volume's; without volume the bars take it. */
const SCALE_MARGINS = { top: 0.1, bottom: 0.25 };
const SCALE_MARGINS_NO_VOLUME = { top: 0.1, bottom: 0.1 };
const marginsFor = (volume: boolean) => (volume ? SCALE_MARGINS : SCALE_MARGINS_NO_VOLUME);
const SCALE_MODE = { normal: PriceScaleMode.Normal, logarithmic: PriceScaleMode.Logarithmic, percentage: PriceScaleMode.Percentage } as const;
/** Older pages loaded at most to reach an anchored time before the loaded bars (5,000 bars). */
const ANCHOR_PAGES = 5;

/**
 * The imperative side of one chart pane: creates the lightweight-charts instance, keeps the main
 * series in the chosen style with the zero-clamped axis and its formatter, loads history pages
 * (more as the user scrolls left), follows the live bar stream, and draws the drawings.
 */
export function usePaneChart(options: PaneChartOptions): PaneChart {
  const platform = usePlatform();
  const feed = getDatafeed(platform);
  const [chart, setChart] = useState<IChartApi | null>(null);
  const [mainSeries, setMainSeries] = useState<MainSeries | null>(null);
  const [status, setStatus] = useState<PaneStatus>({ state: 'pending' });
  const [nonce, setNonce] = useState(0);
  const [info, setInfo] = useState<{ bars: number; oldest: number | null; range: LogicalRange | null }>({ bars: 0, oldest: null, range: null });
  const [dataReady, setDataReady] = useState(false);
  const barsRef = useRef<Bar[]>([]);
  const seriesRef = useRef<MainSeries | null>(null);
  const volumeRef = useRef<ISeriesApi<'Histogram'> | null>(null);
  const primitiveRef = useRef<DrawingsPrimitive | null>(null);
  const live = useRef(options);
  live.current = options;
  const draftRef = useRef<DrawingPoint[]>([]);
  const olderRef = useRef<{ loading: boolean; done: boolean; load: () => Promise<boolean> }>({ loading: false, done: false, load: () => Promise.resolve(false) });
  const anchorRef = useRef<AnchorLinePrimitive | null>(null);
  /** The visible width (bars) last seen: a change is a zoom or a resize, which the time anchor answers. */
  const widthRef = useRef<number | null>(null);
  /** Set once the first page is in: the anchor is applied from then on. */
  const loadedRef = useRef(false);

  const publish = (c: IChartApi | null) => {
    const bars = barsRef.current;
    setInfo({ bars: bars.length, oldest: bars[0]?.time ?? null, range: c?.timeScale().getVisibleLogicalRange() ?? null });
  };

  const redraw = () => {
    const series = seriesRef.current;
    const { style, colours, factor } = live.current;
    if (!series) return;
    const scaled = scaleBars(barsRef.current, factor);
    series.setData(seriesData(style, scaled, colours) as never);
    volumeRef.current?.setData(barsRef.current.map((bar) => volumePoint(bar, colours)));
    const last = scaled[scaled.length - 1];
    if (last) series.applyOptions({ priceFormat: priceFormat(last.close) });
    anchorRef.current?.set(anchorLines(live.current.anchor));
  };

  // The bars' times, rebuilt only when the bar list changed (the anchor line asks on every paint).
  const timesRef = useRef<{ bars: Bar[] | null; times: number[] }>({ bars: null, times: [] });
  const times = () => {
    const cache = timesRef.current;
    if (cache.bars !== barsRef.current) timesRef.current = { bars: barsRef.current, times: barsRef.current.map((bar) => bar.time) };
    return timesRef.current.times;
  };

  /** The x of a time on the pane, past the bars too (the anchor line at a future or older time). */
  const xOfTime = (c: IChartApi, time: number): number | null => {
    const logical = logicalOfTime(times(), time, periodSeconds(live.current.resolution));
    return logical === null ? null : c.timeScale().logicalToCoordinate(logical as never);
  };

  /**
   * Puts the view where the time anchor asks (spec 3 §3 timeAnchorSetting): the anchored time at
   * its place in the current width, or the range. False when the anchor asks for nothing.
   */
  const applyAnchor = (c: IChartApi): boolean => {
    const range = c.timeScale().getVisibleLogicalRange();
    const width = range ? range.to - range.from : CHART_DEFAULT_WIDTH;
    const view = anchorView(live.current.anchor, times(), periodSeconds(live.current.resolution), width);
    if (!view) return false;
    widthRef.current = view.to - view.from;
    c.timeScale().setVisibleLogicalRange(view);
    return true;
  };

  /** Loads older pages (at most ANCHOR_PAGES) until the bars reach the anchor's earliest time, then applies it. */
  const reachAnchor = async (c: IChartApi, isActive: () => boolean) => {
    for (let page = 0; page < ANCHOR_PAGES; page++) {
      const earliest = anchorEarliest(live.current.anchor);
      const oldest = barsRef.current[0]?.time;
      if (earliest === null || oldest === undefined || earliest >= oldest || olderRef.current.done) break;
      if (!(await olderRef.current.load()) || !isActive()) break;
    }
    if (isActive()) applyAnchor(c);
  };

  const priceFormat = (sample: number) => ({
    type: 'custom' as const,
    minMove: minMoveFor(sample),
    formatter: (price: number) => formatAxisValue(price, { locale: live.current.locale, kind: live.current.kind }),
    tickmarksFormatter: (prices: readonly number[]) => {
      const labels = formatTicks(prices, { locale: live.current.locale, kind: live.current.kind });
      // Test hook: the e2e reads the labels the price axis drew last.
      live.current.container.current?.setAttribute('data-axis-labels', JSON.stringify(labels));
      return labels;
    },
  });

  // Start after 100 ms, or 1 s on narrow screens (spec 3 §4), then create the chart.
  useEffect(() => {
    const container = options.container.current;
    if (!options.started || !container) return;
    const c = createChart(container, {
      autoSize: true,
      layout: { background: { type: ColorType.Solid, color: darkPalette.surface }, textColor: darkPalette.textMuted, fontFamily: themeFonts.mono, fontSize: 11, attributionLogo: false },
      grid: { vertLines: { color: darkPalette.border }, horzLines: { color: darkPalette.border } },
      rightPriceScale: { borderColor: darkPalette.border, scaleMargins: SCALE_MARGINS },
      timeScale: { borderColor: darkPalette.border, timeVisible: true, secondsVisible: true, rightOffset: CHART.rightOffset, barSpacing: CHART.barSpacing },
      crosshair: { mode: CrosshairMode.Normal },
    });
    const volumes = c.addSeries(HistogramSeries, { priceFormat: { type: 'volume' }, priceScaleId: 'volume', lastValueVisible: false, priceLineVisible: false });
    c.priceScale('volume').applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
    volumeRef.current = volumes;
    let frame = 0;
    const onRange = (range: LogicalRange | null) => {
      // The time anchor holds its time in place when the width changes (a zoom or a resize).
      if (range) {
        const width = range.to - range.from;
        const was = widthRef.current;
        widthRef.current = width;
        if (loadedRef.current && was !== null && Math.abs(width - was) > 1e-6 && holdsTime(live.current.anchor) && applyAnchor(c)) return;
      }
      if (range) live.current.sync.range(live.current.index, range);
      if (range && wantsOlder(range.from)) void olderRef.current.load();
      if (frame) return;
      frame = requestAnimationFrameSafe(() => {
        frame = 0;
        publish(c);
      });
    };
    const onCrosshair = (param: MouseEventParams<Time>) => {
      const series = seriesRef.current;
      const y = param.point?.y;
      const price = series && y !== undefined ? series.coordinateToPrice(y) : null;
      live.current.sync.crosshair(live.current.index, param.time ?? null, price);
    };
    const onClick = (param: MouseEventParams<Time>) => {
      const { tool, magnet, factor, onDrawn } = live.current;
      const series = seriesRef.current;
      if (!tool || !series || !param.point) return;
      // Past the last bar (or before the first) the library gives no time: take the nearest bar's.
      const bars = barsRef.current;
      const nearest = param.logical === undefined ? undefined : bars[Math.min(bars.length - 1, Math.max(0, Math.round(param.logical)))];
      const time = (param.time as number | undefined) ?? nearest?.time;
      if (time === undefined) return;
      const raw = series.coordinateToPrice(param.point.y);
      if (raw === null) return;
      let price: number = raw;
      if (magnet) {
        const bar = bars.find((b) => b.time === time);
        price = snapToBar(price, bar ? scaleBars([bar], factor)[0]! : null);
      }
      draftRef.current = [...draftRef.current, { time, price }];
      if (draftRef.current.length >= pointsNeeded(tool)) {
        const points = draftRef.current;
        draftRef.current = [];
        onDrawn(tool, points);
      } else {
        primitiveRef.current?.set(live.current.drawings, { tool, points: draftRef.current, style: live.current.drawingStyle });
      }
    };
    c.timeScale().subscribeVisibleLogicalRangeChange(onRange);
    c.subscribeCrosshairMove(onCrosshair);
    c.subscribeClick(onClick);
    // Test hook: the e2e reads the bars the chart holds (time, OHLC) to compare them with the REST history.
    (container as HTMLElement & { novaBars?: () => Bar[] }).novaBars = () => barsRef.current.slice();
    setChart(c);
    live.current.sync.register(live.current.index, {
      chart: c,
      series: () => seriesRef.current,
      timeAt: (fraction) => {
        const range = c.timeScale().getVisibleLogicalRange();
        if (!range) return null;
        return timeOfLogical(times(), range.from + fraction * (range.to - range.from), periodSeconds(live.current.resolution));
      },
    });
    return () => {
      live.current.sync.register(live.current.index, null);
      c.timeScale().unsubscribeVisibleLogicalRangeChange(onRange);
      c.unsubscribeCrosshairMove(onCrosshair);
      c.unsubscribeClick(onClick);
      seriesRef.current = null;
      volumeRef.current = null;
      primitiveRef.current = null;
      anchorRef.current = null;
      widthRef.current = null;
      delete (container as HTMLElement & { novaBars?: () => Bar[] }).novaBars;
      setChart(null);
      // Removed after every other cleanup of this commit (the overlay's markers, lines and
      // subscriptions, children included): the library throws on a removed chart's API.
      queueMicrotask(() => c.remove());
    };
  }, [options.started]); // eslint-disable-line react-hooks/exhaustive-deps

  // The main series in the chosen style, with the axis rules (never below zero, rounded labels).
  const { style, colours, factor, scales, appearance } = options;
  const coloursKey = `${colours.up}${colours.down}${colours.line}`;
  useEffect(() => {
    if (!chart) return;
    const series = addMainSeries(chart, style, colours, live.current.scales.lastValueLabel);
    series.applyOptions({
      autoscaleInfoProvider: (original: () => { priceRange: { minValue: number; maxValue: number } | null } | null) => {
        const info = original();
        if (!info) return null;
        // Never below zero: on the log scale a positive minimum is enough (its padding stays above zero).
        const { scales: sc, appearance: ap } = live.current;
        return { ...info, priceRange: sc.mode === 'logarithmic' ? clampLogAutoscale(info.priceRange) : clampAutoscale(info.priceRange, marginsFor(ap.volume)) };
      },
    } as never);
    const primitive = new DrawingsPrimitive();
    series.attachPrimitive(primitive);
    primitive.set(live.current.drawings, null);
    const anchorLine = new AnchorLinePrimitive(colours.line, (time) => xOfTime(chart, time));
    series.attachPrimitive(anchorLine);
    anchorLine.set(anchorLines(live.current.anchor));
    seriesRef.current = series;
    primitiveRef.current = primitive;
    anchorRef.current = anchorLine;
    setMainSeries(series);
    redraw();
    return () => {
      setMainSeries(null);
      if (seriesRef.current === series) seriesRef.current = null;
      if (anchorRef.current === anchorLine) anchorRef.current = null;
      series.detachPrimitive(primitive);
      series.detachPrimitive(anchorLine);
      chart.removeSeries(series);
    };
  }, [chart, style, coloursKey]); // eslint-disable-line react-hooks/exhaustive-deps

  // Scales and appearance of the chart settings (spec 3 §3 chartSetting).
  const { resolution, timezone, locale } = options;
  useEffect(() => {
    if (!chart) return;
    const period = periodSeconds(resolution);
    chart.applyOptions({
      grid: { vertLines: { visible: appearance.grid === 'both' || appearance.grid === 'vertical' }, horzLines: { visible: appearance.grid === 'both' || appearance.grid === 'horizontal' } },
      crosshair: { mode: appearance.crosshair === 'magnet' ? CrosshairMode.Magnet : CrosshairMode.Normal },
      rightPriceScale: { mode: SCALE_MODE[scales.mode], autoScale: scales.autoScale, invertScale: scales.invert, scaleMargins: marginsFor(appearance.volume) },
      // The chart's timezone: labels in the zone, ticks where the library puts them (see the README).
      localization: { timeFormatter: (time: Time) => formatCrosshairTime(time as number, timezone, locale, period) },
      timeScale: { tickMarkFormatter: (time: Time, type: number) => formatTickMark(time as number, type, timezone, locale) },
    });
    volumeRef.current?.applyOptions({ visible: appearance.volume });
  }, [chart, scales.mode, scales.autoScale, scales.invert, appearance.grid, appearance.crosshair, appearance.volume, timezone, locale, resolution]);

  useEffect(() => {
    mainSeries?.applyOptions({ lastValueVisible: scales.lastValueLabel });
  }, [mainSeries, scales.lastValueLabel]);

  // The watermark: symbol and interval as faint text in the middle of the pane.
  const { watermark } = options;
  useEffect(() => {
    const pane = chart?.panes()[0];
    if (!pane || !watermark) return;
    const mark = createTextWatermark(pane, { horzAlign: 'center', vertAlign: 'center', lines: [{ text: watermark, color: WATERMARK_COLOUR, fontSize: 48, fontFamily: themeFonts.mono, fontStyle: '600' }] });
    return () => mark.detach();
  }, [chart, watermark]);

  // The time anchor: re-applied when it changes; new bars do not shift a held time out of place.
  const { anchor } = options;
  const anchorKey = `${anchor.enabled}|${anchor.type}|${anchor.values.time}|${anchor.values.timeRange1}|${anchor.values.timeRange2}`;
  useEffect(() => {
    anchorRef.current?.set(anchorLines(anchor));
  }, [anchor]);
  useEffect(() => {
    chart?.applyOptions({ timeScale: { shiftVisibleRangeOnNewBar: !holdsTime(live.current.anchor) } });
    if (!chart || !loadedRef.current) return;
    let active = true;
    void reachAnchor(chart, () => active);
    return () => {
      active = false;
    };
  }, [chart, anchorKey]); // eslint-disable-line react-hooks/exhaustive-deps

  // A new unit (USD, native, market cap) redraws the same bars.
  useEffect(() => {
    redraw();
  }, [factor, options.kind]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    draftRef.current = [];
    primitiveRef.current?.set(options.drawings, null);
  }, [options.drawings, options.tool]);

  // History and live bars for the symbol and interval.
  const symbolKey = options.symbol ? `${options.symbol.chain}:${options.symbol.address}:${options.symbol.pairAddress ?? ''}` : null;
  useEffect(() => {
    const symbol = live.current.symbol;
    if (!chart || !symbol) return;
    const controller = new AbortController();
    const key = { chain: symbol.chain, address: symbol.address, resolution };
    let active = true;
    let unsubscribe: (() => void) | null = null;
    let readyTimer: ReturnType<typeof setTimeout> | undefined;
    barsRef.current = [];
    loadedRef.current = false;
    // `done` until the first page has loaded: live trades can draw bars before it, and an older
    // page asked for then would run its own kline retries beside the first page's.
    olderRef.current = { loading: false, done: true, load: () => Promise.resolve(false) };
    setStatus({ state: 'pending' });
    setDataReady(false);
    redraw();
    publish(chart);

    const applyLive = (touched: Bar[]) => {
      if (!active || touched.length === 0) return;
      const started = bench() ? performance.now() : 0;
      barsRef.current = mergeBars(barsRef.current, touched);
      const series = seriesRef.current;
      const { style: s, colours: col, factor: f } = live.current;
      if (series) for (const point of updatedPoints(s, scaleBars(barsRef.current, f), scaleBars(touched, f), col)) series.update(point as never);
      for (const bar of touched) volumeRef.current?.update(volumePoint(bar, col));
      const record = bench();
      if (record && started) (record.ticks ??= []).push(performance.now() - started);
    };

    /** The next older page; resolves true when bars were added. */
    const loadOlder = (): Promise<boolean> => {
      const state = olderRef.current;
      const oldest = barsRef.current[0];
      if (state.loading || state.done || !oldest) return Promise.resolve(false);
      state.loading = true;
      return feed.history(symbol, resolution, olderPageRequest(resolution, oldest), controller.signal).then(
        (older) => {
          state.loading = false;
          if (!active) return false;
          const before = barsRef.current.length;
          const range = chart.timeScale().getVisibleLogicalRange();
          barsRef.current = mergeBars(older, barsRef.current);
          const added = barsRef.current.length - before;
          if (isLastPage(older.length) || added === 0) state.done = true;
          redraw();
          if (range && added > 0) chart.timeScale().setVisibleLogicalRange({ from: range.from + added, to: range.to + added });
          publish(chart);
          return added > 0;
        },
        () => {
          state.loading = false;
          return false;
        },
      );
    };
    olderRef.current.load = loadOlder;

    unsubscribe = feed.streams.subscribe(key, applyLive);
    const requested = performance.now();
    withTimeout(feed.history(symbol, resolution, pageRequest(resolution, Date.now()), controller.signal), READY_TIMEOUT_MS, 'Chart ready timeout').then(
      (bars) => {
        if (!active) return;
        const newer = feed.streams.seed(key, bars);
        barsRef.current = mergeBars(bars, newer);
        olderRef.current.done = isLastPage(bars.length);
        redraw();
        loadedRef.current = true;
        // The time anchor's view (older pages loaded to reach it), else the real-time edge.
        if (anchorView(live.current.anchor, times(), periodSeconds(resolution), 1)) void reachAnchor(chart, () => active);
        else chart.timeScale().scrollToRealTime();
        setStatus({ state: 'ready' });
        publish(chart);
        const record = bench();
        if (record) requestAnimationFrameSafe(() => (record.history ??= []).push(performance.now() - requested));
        readyTimer = setTimeout(() => active && setDataReady(true), INTERVAL_CHANGE_DELAY_MS);
      },
      (error: unknown) => {
        if (!active) return;
        setStatus({ state: 'error', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      active = false;
      clearTimeout(readyTimer);
      controller.abort();
      unsubscribe?.();
    };
  }, [chart, symbolKey, resolution, nonce]); // eslint-disable-line react-hooks/exhaustive-deps

  return {
    chart,
    series: mainSeries,
    status,
    retry: () => setNonce((n) => n + 1),
    bars: info.bars,
    oldest: info.oldest,
    range: info.range,
    dataReady,
    scrollTo: (range) => chart?.timeScale().setVisibleLogicalRange(range),
    lastPrice: () => barsRef.current.at(-1)?.close ?? null,
  };
}

/** The visible width (bars) assumed before the library reports one. */
const CHART_DEFAULT_WIDTH = 100;
/** The watermark's text colour: the muted text at 12 % so the bars stay readable over it. */
const WATERMARK_COLOUR = 'rgba(138, 148, 166, 0.12)';

function requestAnimationFrameSafe(callback: () => void): number {
  if (typeof requestAnimationFrame === 'function') return requestAnimationFrame(callback);
  return setTimeout(callback, 16) as unknown as number;
}


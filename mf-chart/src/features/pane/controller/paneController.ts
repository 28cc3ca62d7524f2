import { ColorType, CrosshairMode, HistogramSeries, PriceScaleMode, createChart, createTextWatermark } from 'lightweight-charts';
import type { IChartApi, ISeriesApi, LogicalRange, MouseEventParams, Time } from 'lightweight-charts';
import { CHART } from '@nova/shared-contracts';
import type { Resolution } from '@nova/shared-contracts';
import { darkPalette, themeFonts } from '@nova/shared-ui';
import { periodSeconds } from '../../../shared/model/resolution';
import type { MainSeries } from '../../../shared/series';
import { DrawingsPrimitive, pointsNeeded, snapToBar } from '../../drawings';
import type { Drawing, DrawingPoint, DrawingStyle, DrawingTool } from '../../drawings';
import { anchorEarliest, anchorLines, anchorView, formatCrosshairTime, formatTickMark, holdsTime, logicalOfTime, timeOfLogical } from '../../settings';
import type { AppearanceSettings, ScaleSettings, TimeAnchorSetting } from '../../settings';
import type { Datafeed, SymbolRef } from '../api/datafeed';
import { AnchorLinePrimitive } from '../components/anchorLinePrimitive';
import { addMainSeries, scaleBars, seriesData, updatedPoints, volumePoint } from '../components/series';
import type { StyleColours } from '../components/series';
import { clampAutoscale, clampLogAutoscale, formatAxisValue, formatTicks, minMoveFor } from '../model/axis';
import type { PriceKind } from '../model/axis';
import { mergeBars, withLastPrice } from '../model/bars';
import type { Bar } from '../model/bars';
import { isLastPage, olderPageRequest, pageRequest, wantsOlder } from '../model/history';
import { changedParts } from '../model/paneOptions';
import type { ChartStyle } from '../model/styles';
import { INTERVAL_CHANGE_DELAY_MS, READY_TIMEOUT_MS, withTimeout } from '../model/timeouts';

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

/** What the pane's React side renders; a new object whenever a part of it changes. */
export interface PaneSnapshot {
  chart: IChartApi | null;
  series: MainSeries | null;
  status: PaneStatus;
  bars: number;
  oldest: number | null;
  range: LogicalRange | null;
  dataReady: boolean;
}

/** The element the chart is drawn in: test hooks are written on it. */
type PaneHost = HTMLElement & { novaBars?: () => Bar[] };

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
/** The visible width (bars) assumed before the library reports one. */
const CHART_DEFAULT_WIDTH = 100;
/** The watermark's text colour: the muted text at 12 % so the bars stay readable over it. */
const WATERMARK_COLOUR = 'rgba(138, 148, 166, 0.12)';

const nextFrame = (callback: () => void): (() => void) => {
  if (typeof requestAnimationFrame === 'function') {
    const id = requestAnimationFrame(callback);
    return () => cancelAnimationFrame(id);
  }
  const id = setTimeout(callback, 16);
  return () => clearTimeout(id);
};

/** One load of a symbol and interval: cancelled as a whole when the next one starts. */
interface Load {
  active: boolean;
  abort: AbortController;
  unsubscribe: () => void;
  readyTimer: ReturnType<typeof setTimeout> | undefined;
}

/**
 * The imperative side of one chart pane, free of React: owns the lightweight-charts instance, the
 * volume and main series (in the chosen style, with the zero-clamped axis and its formatter), the
 * drawings and anchor-line primitives, the watermark and every subscription. Loads history pages
 * (more as the user scrolls left), follows the live bar stream, draws the drawings, and holds the
 * time anchor. `update` applies a new set of options (only what changed); `dispose` undoes it all.
 */
export class PaneController {
  private options: PaneOptions;
  private readonly chart: IChartApi;
  private readonly volumes: ISeriesApi<'Histogram'>;
  private series: MainSeries | null = null;
  private drawingsPrimitive: DrawingsPrimitive | null = null;
  private anchorLine: AnchorLinePrimitive | null = null;
  private watermark: { detach(): void } | null = null;
  private bars: Bar[] = [];
  /** The token's price now (USD), null while unknown: see `setPrice`. */
  private price: number | null = null;
  /** The bars' times, rebuilt only when the bar list changed (the anchor line asks on every paint). */
  private timesCache: { bars: Bar[] | null; times: number[] } = { bars: null, times: [] };
  private draft: DrawingPoint[] = [];
  private older: { loading: boolean; done: boolean; load: () => Promise<boolean> } = { loading: false, done: false, load: () => Promise.resolve(false) };
  /** The visible width (bars) last seen: a change is a zoom or a resize, which the time anchor answers. */
  private width: number | null = null;
  /** Set once the first page is in: the anchor is applied from then on. */
  private loaded = false;
  private load: Load | null = null;
  private anchorRun: { active: boolean } | null = null;
  private cancelFrame: (() => void) | null = null;
  private snapshot: PaneSnapshot;
  private readonly listeners = new Set<() => void>();
  private readonly teardown: (() => void)[] = [];

  constructor(
    private readonly host: PaneHost,
    private readonly feed: Datafeed,
    options: PaneOptions,
  ) {
    this.options = options;
    const chart = createChart(host, {
      autoSize: true,
      layout: { background: { type: ColorType.Solid, color: darkPalette.surface }, textColor: darkPalette.textMuted, fontFamily: themeFonts.mono, fontSize: 11, attributionLogo: false },
      grid: { vertLines: { color: darkPalette.border }, horzLines: { color: darkPalette.border } },
      rightPriceScale: { borderColor: darkPalette.border, scaleMargins: SCALE_MARGINS },
      timeScale: { borderColor: darkPalette.border, timeVisible: true, secondsVisible: true, rightOffset: CHART.rightOffset, barSpacing: CHART.barSpacing },
      crosshair: { mode: CrosshairMode.Normal },
    });
    this.chart = chart;
    this.volumes = chart.addSeries(HistogramSeries, { priceFormat: { type: 'volume' }, priceScaleId: 'volume', lastValueVisible: false, priceLineVisible: false });
    chart.priceScale('volume').applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
    this.snapshot = { chart, series: null, status: { state: 'pending' }, bars: 0, oldest: null, range: null, dataReady: false };

    const onRange = (range: LogicalRange | null) => this.onRange(range);
    const onCrosshair = (param: MouseEventParams<Time>) => this.onCrosshair(param);
    const onClick = (param: MouseEventParams<Time>) => this.onClick(param);
    chart.timeScale().subscribeVisibleLogicalRangeChange(onRange);
    chart.subscribeCrosshairMove(onCrosshair);
    chart.subscribeClick(onClick);
    this.teardown.push(
      () => chart.timeScale().unsubscribeVisibleLogicalRangeChange(onRange),
      () => chart.unsubscribeCrosshairMove(onCrosshair),
      () => chart.unsubscribeClick(onClick),
    );
    // Test hook: the e2e reads the bars the chart holds (time, OHLC) to compare them with the REST history.
    host.novaBars = () => this.bars.slice();
    options.sync.register(options.index, { chart, series: () => this.series, timeAt: (fraction) => this.timeAt(fraction) });

    this.buildSeries();
    this.applySettings();
    this.applyWatermark();
    this.applyAnchorOption();
    this.loadData();
  }

  /** What React renders of the pane (for `useSyncExternalStore`). */
  getSnapshot = (): PaneSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Applies a new set of options: only what changed is redone (a new style rebuilds the series, a new symbol reloads…). */
  update(next: PaneOptions): void {
    const previous = this.options;
    this.options = next;
    const changed = changedParts(previous, next);
    if (changed.series) this.buildSeries();
    if (changed.settings) this.applySettings();
    if (changed.lastValueLabel) this.series?.applyOptions({ lastValueVisible: next.scales.lastValueLabel });
    if (changed.watermark) this.applyWatermark();
    if (changed.anchorLines) this.anchorLine?.set(anchorLines(next.anchor));
    if (changed.anchor) this.onAnchorChange();
    if (changed.unit) this.redraw();
    if (changed.drawings) {
      this.draft = [];
      this.drawingsPrimitive?.set(next.drawings, null);
    }
    if (changed.data) this.loadData();
  }

  /**
   * The token's price now in USD: the token-info entry the cache keeps live (the page's one
   * price), null while unknown. The last bar closes at it, so the last-price label shows it too.
   */
  setPrice(price: number | null): void {
    if (price === this.price) return;
    this.price = price;
    const last = this.bars.at(-1);
    if (last) this.drawBars([last]);
  }

  /** Loads the symbol again (the Retry of the error state). */
  retry(): void {
    this.loadData();
  }

  scrollTo(range: { from: number; to: number }): void {
    this.chart.timeScale().setVisibleLogicalRange(range);
  }

  /** The market price in USD (the market-preview line, TP/SL): the token's price, else the last bar's close; null before data. */
  lastPrice(): number | null {
    return this.price ?? this.bars.at(-1)?.close ?? null;
  }

  /** The time (unix seconds) at a fraction of the visible width, null before data. */
  timeAt(fraction: number): number | null {
    const range = this.chart.timeScale().getVisibleLogicalRange();
    if (!range) return null;
    return timeOfLogical(this.times(), range.from + fraction * (range.to - range.from), periodSeconds(this.options.resolution));
  }

  /**
   * Unsubscribes everything and removes the chart. The removal waits a microtask: the overlay's
   * markers, lines and subscriptions are cleaned up in the same commit, and the library throws on a
   * removed chart's API.
   */
  dispose(): void {
    this.listeners.clear();
    this.options.sync.register(this.options.index, null);
    this.stopLoad();
    if (this.anchorRun) this.anchorRun.active = false;
    this.cancelFrame?.();
    for (const stop of this.teardown.splice(0)) stop();
    this.removeSeries();
    this.watermark?.detach();
    this.watermark = null;
    delete this.host.novaBars;
    const chart = this.chart;
    queueMicrotask(() => chart.remove());
  }

  private emit(patch: Partial<PaneSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of this.listeners) listener();
  }

  private publishInfo(): void {
    const bars = this.bars;
    this.emit({ bars: bars.length, oldest: bars[0]?.time ?? null, range: this.chart.timeScale().getVisibleLogicalRange() });
  }

  private times(): number[] {
    if (this.timesCache.bars !== this.bars) this.timesCache = { bars: this.bars, times: this.bars.map((bar) => bar.time) };
    return this.timesCache.times;
  }

  /** The bars as drawn: in the shown unit, the last one closing at the token's price. */
  private shownBars(): Bar[] {
    return scaleBars(withLastPrice(this.bars, this.price), this.options.factor);
  }

  /** The main series in the chosen style, with the axis rules (never below zero, rounded labels), its primitives and data. */
  private buildSeries(): void {
    this.removeSeries();
    const { chart } = this;
    const { style, colours, scales } = this.options;
    const series = addMainSeries(chart, style, colours, scales.lastValueLabel);
    series.applyOptions({
      autoscaleInfoProvider: (original: () => { priceRange: { minValue: number; maxValue: number } | null } | null) => {
        const info = original();
        if (!info) return null;
        // Never below zero: on the log scale a positive minimum is enough (its padding stays above zero).
        const { scales: sc, appearance: ap } = this.options;
        return { ...info, priceRange: sc.mode === 'logarithmic' ? clampLogAutoscale(info.priceRange) : clampAutoscale(info.priceRange, marginsFor(ap.volume)) };
      },
    } as never);
    const drawings = new DrawingsPrimitive();
    series.attachPrimitive(drawings);
    drawings.set(this.options.drawings, null);
    const anchorLine = new AnchorLinePrimitive(colours.line, (time) => this.xOfTime(time));
    series.attachPrimitive(anchorLine);
    anchorLine.set(anchorLines(this.options.anchor));
    this.series = series;
    this.drawingsPrimitive = drawings;
    this.anchorLine = anchorLine;
    this.emit({ series });
    this.redraw();
  }

  private removeSeries(): void {
    const { series } = this;
    if (!series) return;
    if (this.drawingsPrimitive) series.detachPrimitive(this.drawingsPrimitive);
    if (this.anchorLine) series.detachPrimitive(this.anchorLine);
    this.chart.removeSeries(series);
    this.series = null;
    this.drawingsPrimitive = null;
    this.anchorLine = null;
    this.emit({ series: null });
  }

  /** Scales and appearance of the chart settings (spec 3 §3 chartSetting), the zone of the time labels. */
  private applySettings(): void {
    const { scales, appearance, timezone, locale, resolution } = this.options;
    const period = periodSeconds(resolution);
    this.chart.applyOptions({
      grid: { vertLines: { visible: appearance.grid === 'both' || appearance.grid === 'vertical' }, horzLines: { visible: appearance.grid === 'both' || appearance.grid === 'horizontal' } },
      crosshair: { mode: appearance.crosshair === 'magnet' ? CrosshairMode.Magnet : CrosshairMode.Normal },
      rightPriceScale: { mode: SCALE_MODE[scales.mode], autoScale: scales.autoScale, invertScale: scales.invert, scaleMargins: marginsFor(appearance.volume) },
      // The chart's timezone: labels in the zone, ticks where the library puts them (see the README).
      localization: { timeFormatter: (time: Time) => formatCrosshairTime(time as number, timezone, locale, period) },
      timeScale: { tickMarkFormatter: (time: Time, type: number) => formatTickMark(time as number, type, timezone, locale) },
    });
    this.volumes.applyOptions({ visible: appearance.volume });
  }

  /** The watermark: symbol and interval as faint text in the middle of the pane. */
  private applyWatermark(): void {
    this.watermark?.detach();
    this.watermark = null;
    const text = this.options.watermark;
    const pane = this.chart.panes()[0];
    if (!pane || !text) return;
    this.watermark = createTextWatermark(pane, { horzAlign: 'center', vertAlign: 'center', lines: [{ text, color: WATERMARK_COLOUR, fontSize: 48, fontFamily: themeFonts.mono, fontStyle: '600' }] });
  }

  /** New bars do not shift a held time out of place. */
  private applyAnchorOption(): void {
    this.chart.applyOptions({ timeScale: { shiftVisibleRangeOnNewBar: !holdsTime(this.options.anchor) } });
  }

  /** The time anchor changed: re-applied (older pages loaded to reach it) once the first page is in. */
  private onAnchorChange(): void {
    this.applyAnchorOption();
    if (this.anchorRun) this.anchorRun.active = false;
    this.anchorRun = null;
    if (!this.loaded) return;
    const run = { active: true };
    this.anchorRun = run;
    void this.reachAnchor(() => run.active);
  }

  private priceFormat(sample: number) {
    return {
      type: 'custom' as const,
      minMove: minMoveFor(sample),
      formatter: (price: number) => formatAxisValue(price, { locale: this.options.locale, kind: this.options.kind }),
      tickmarksFormatter: (prices: readonly number[]) => {
        const labels = formatTicks(prices, { locale: this.options.locale, kind: this.options.kind });
        // Test hook: the e2e reads the labels the price axis drew last.
        this.host.setAttribute('data-axis-labels', JSON.stringify(labels));
        return labels;
      },
    };
  }

  /** All bars again (a new series, unit or page). */
  private redraw(): void {
    const { series } = this;
    if (!series) return;
    const { style, colours } = this.options;
    const shown = this.shownBars();
    series.setData(seriesData(style, shown, colours) as never);
    this.volumes.setData(this.bars.map((bar) => volumePoint(bar, colours)));
    const last = shown[shown.length - 1];
    if (last) series.applyOptions({ priceFormat: this.priceFormat(last.close) });
    this.anchorLine?.set(anchorLines(this.options.anchor));
    this.markLastPrice();
  }

  /** Test hook: `data-last-price`, the USD price the last bar closes at (the last-price label's, before the unit). */
  private markLastPrice(): void {
    const last = this.bars.at(-1);
    if (last) this.host.setAttribute('data-last-price', String(this.price ?? last.close));
    else this.host.removeAttribute('data-last-price');
  }

  /** Draws the bars (`touched`, ascending) that changed since the last draw. */
  private drawBars(touched: readonly Bar[]): void {
    const { series } = this;
    if (!series || touched.length === 0) return;
    const { style, colours } = this.options;
    const shown = this.shownBars();
    const last = shown[shown.length - 1];
    const scaled = scaleBars(touched, this.options.factor).map((bar) => (last && bar.time === last.time ? last : bar));
    for (const point of updatedPoints(style, shown, scaled, colours)) series.update(point as never);
    this.markLastPrice();
  }

  /** Trades of the live stream: merged into the bars and drawn. */
  private applyLive(touched: Bar[]): void {
    if (touched.length === 0) return;
    const started = bench() ? performance.now() : 0;
    const previousLast = this.bars.at(-1);
    this.bars = mergeBars(this.bars, touched);
    // A new bar: the one before it no longer closes at the token's price but at its own close.
    const opened = previousLast && this.bars.at(-1)!.time !== previousLast.time && !touched.some((bar) => bar.time === previousLast.time);
    this.drawBars(opened ? [previousLast, ...touched] : touched);
    for (const bar of touched) this.volumes.update(volumePoint(bar, this.options.colours));
    const record = bench();
    if (record && started) (record.ticks ??= []).push(performance.now() - started);
  }

  /** The x of a time on the pane, past the bars too (the anchor line at a future or older time). */
  private xOfTime(time: number): number | null {
    const logical = logicalOfTime(this.times(), time, periodSeconds(this.options.resolution));
    return logical === null ? null : this.chart.timeScale().logicalToCoordinate(logical as never);
  }

  /**
   * Puts the view where the time anchor asks (spec 3 §3 timeAnchorSetting): the anchored time at
   * its place in the current width, or the range. False when the anchor asks for nothing.
   */
  private applyAnchor(): boolean {
    const scale = this.chart.timeScale();
    const range = scale.getVisibleLogicalRange();
    const width = range ? range.to - range.from : CHART_DEFAULT_WIDTH;
    const view = anchorView(this.options.anchor, this.times(), periodSeconds(this.options.resolution), width);
    if (!view) return false;
    this.width = view.to - view.from;
    scale.setVisibleLogicalRange(view);
    return true;
  }

  /** Loads older pages (at most ANCHOR_PAGES) until the bars reach the anchor's earliest time, then applies it. */
  private async reachAnchor(isActive: () => boolean): Promise<void> {
    for (let page = 0; page < ANCHOR_PAGES; page++) {
      const earliest = anchorEarliest(this.options.anchor);
      const oldest = this.bars[0]?.time;
      if (earliest === null || oldest === undefined || earliest >= oldest || this.older.done) break;
      if (!(await this.older.load()) || !isActive()) break;
    }
    if (isActive()) this.applyAnchor();
  }

  private onRange(range: LogicalRange | null): void {
    // The time anchor holds its time in place when the width changes (a zoom or a resize).
    if (range) {
      const width = range.to - range.from;
      const was = this.width;
      this.width = width;
      if (this.loaded && was !== null && Math.abs(width - was) > 1e-6 && holdsTime(this.options.anchor) && this.applyAnchor()) return;
      this.options.sync.range(this.options.index, range);
      if (wantsOlder(range.from)) void this.older.load();
    }
    if (this.cancelFrame) return;
    this.cancelFrame = nextFrame(() => {
      this.cancelFrame = null;
      this.publishInfo();
    });
  }

  private onCrosshair(param: MouseEventParams<Time>): void {
    const y = param.point?.y;
    const price = this.series && y !== undefined ? this.series.coordinateToPrice(y) : null;
    this.options.sync.crosshair(this.options.index, param.time ?? null, price);
  }

  /** A click while a drawing tool is on places the drawing's next point (snapped with the magnet). */
  private onClick(param: MouseEventParams<Time>): void {
    const { tool, magnet, factor, onDrawn } = this.options;
    const { series, bars } = this;
    if (!tool || !series || !param.point) return;
    // Past the last bar (or before the first) the library gives no time: take the nearest bar's.
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
    this.draft = [...this.draft, { time, price }];
    if (this.draft.length >= pointsNeeded(tool)) {
      const points = this.draft;
      this.draft = [];
      onDrawn(tool, points);
    } else {
      this.drawingsPrimitive?.set(this.options.drawings, { tool, points: this.draft, style: this.options.drawingStyle });
    }
  }

  private stopLoad(): void {
    const load = this.load;
    if (!load) return;
    load.active = false;
    clearTimeout(load.readyTimer);
    load.abort.abort();
    load.unsubscribe();
    this.load = null;
  }

  /** History and live bars for the symbol and interval (a new one cancels the previous load). */
  private loadData(): void {
    this.stopLoad();
    const { symbol, resolution } = this.options;
    if (!symbol) return;
    const { chart, feed } = this;
    const key = { chain: symbol.chain, address: symbol.address, resolution };
    const load: Load = { active: true, abort: new AbortController(), unsubscribe: () => undefined, readyTimer: undefined };
    this.load = load;
    this.bars = [];
    this.loaded = false;
    // `done` until the first page has loaded: live trades can draw bars before it, and an older
    // page asked for then would run its own kline retries beside the first page's.
    this.older = { loading: false, done: true, load: () => Promise.resolve(false) };
    this.emit({ status: { state: 'pending' }, dataReady: false });
    this.redraw();
    this.publishInfo();

    /** The next older page; resolves true when bars were added. */
    const loadOlder = (): Promise<boolean> => {
      const state = this.older;
      const oldest = this.bars[0];
      if (state.loading || state.done || !oldest) return Promise.resolve(false);
      state.loading = true;
      return feed.history(symbol, resolution, olderPageRequest(resolution, oldest), load.abort.signal).then(
        (older) => {
          state.loading = false;
          if (!load.active) return false;
          const before = this.bars.length;
          const range = chart.timeScale().getVisibleLogicalRange();
          this.bars = mergeBars(older, this.bars);
          const added = this.bars.length - before;
          if (isLastPage(older.length) || added === 0) state.done = true;
          this.redraw();
          if (range && added > 0) chart.timeScale().setVisibleLogicalRange({ from: range.from + added, to: range.to + added });
          this.publishInfo();
          return added > 0;
        },
        () => {
          state.loading = false;
          return false;
        },
      );
    };
    this.older.load = loadOlder;

    load.unsubscribe = feed.streams.subscribe(key, (touched) => {
      if (load.active) this.applyLive(touched);
    });
    const requested = performance.now();
    withTimeout(feed.history(symbol, resolution, pageRequest(resolution, Date.now()), load.abort.signal), READY_TIMEOUT_MS, 'Chart ready timeout').then(
      (bars) => {
        if (!load.active) return;
        const newer = feed.streams.seed(key, bars);
        this.bars = mergeBars(bars, newer);
        this.older.done = isLastPage(bars.length);
        this.redraw();
        this.loaded = true;
        // The time anchor's view (older pages loaded to reach it), else the real-time edge.
        if (anchorView(this.options.anchor, this.times(), periodSeconds(resolution), 1)) void this.reachAnchor(() => load.active);
        else chart.timeScale().scrollToRealTime();
        this.emit({ status: { state: 'ready' } });
        this.publishInfo();
        const record = bench();
        if (record) nextFrame(() => (record.history ??= []).push(performance.now() - requested));
        load.readyTimer = setTimeout(() => load.active && this.emit({ dataReady: true }), INTERVAL_CHANGE_DELAY_MS);
      },
      (error: unknown) => {
        if (!load.active) return;
        this.emit({ status: { state: 'error', message: error instanceof Error ? error.message : String(error) } });
      },
    );
  }
}

import { createTextWatermark } from 'lightweight-charts';
import { CHAINS } from '@nova/shared-contracts';
import type { IChartApi, IPriceLine, ISeriesApi, LogicalRange, MouseEventParams, Time } from 'lightweight-charts';
import { periodSeconds } from '../../../shared/model/resolution';
import type { MainSeries } from '../../../shared/series';
import { DrawingsHandle } from '../../drawings';
import { anchorLines, logicalOfTime, timeOfLogical } from '../../settings';
import type { Datafeed } from '../api/datafeed';
import { AnchorLinePrimitive } from '../components/anchorLinePrimitive';
import { addMainSeries, scaleBars, seriesData, updatedPoints, volumePoint } from '../components/series';
import { axisValueFormatter, clampAutoscale, clampLogAutoscale, formatTicks, minMoveFor } from '../model/axis';
import { withLastPrice } from '../model/bars';
import { lastPriceLabel } from '../model/lastPriceLabel';
import type { LastPriceLabel } from '../model/lastPriceLabel';
import type { Bar } from '../model/bars';
import { wantsOlder } from '../model/history';
import { legendValues } from '../model/legend';
import { changedParts } from '../model/paneOptions';
import { BarLoader } from './barLoader';
import { chartSettingsOptions, createPaneChart, marginsFor, watermarkOptions } from './chartSetup';
import { nextFrame } from './frames';
import { LegendFeed } from './legendFeed';
import { LiveDraws } from './liveDraws';
import { TimeAnchor } from './timeAnchor';
import type { PaneOptions, PaneSnapshot } from './paneTypes';

export type { PaneHandle, PaneOptions, PaneSnapshot, PaneStatus, PaneSync } from './paneTypes';

/** The element the chart is drawn in: test hooks are written on it. */
type PaneHost = HTMLElement & { novaBars?: () => Bar[] };

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
  private readonly drawings: DrawingsHandle;
  private anchorLine: AnchorLinePrimitive | null = null;
  private watermark: { detach(): void } | null = null;
  /** Who draws the last-price label now (`lastPriceLabel`), null until decided for the series. */
  private labelSource: LastPriceLabel | null = null;
  /** The current-price line whose axis label stands for the library's while scrolled back. */
  private currentLine: IPriceLine | null = null;
  private readonly loader: BarLoader;
  /** The token's price now (USD), null while unknown: see `setPrice`. */
  private price: number | null = null;
  /** The bars' times, rebuilt only when the bar list changed (the anchor line asks on every paint). */
  private timesCache: { bars: Bar[] | null; times: number[] } = { bars: null, times: [] };
  private shownCache: { bars: Bar[]; price: number | null; factor: number; shown: Bar[] } | null = null;
  private readonly anchor: TimeAnchor;
  private cancelFrame: (() => void) | null = null;
  /** Live bars and price, drawn at most once per LIVE_DRAW_GAP_MS. */
  private readonly liveDraws = new LiveDraws((touched, previousLast) => this.drawLive(touched, previousLast));
  private snapshot: PaneSnapshot;
  /** The time of the bar under the crosshair, null while the pointer is off the bars. */
  private hovered: number | null = null;
  /** The OHLCV legend's values: the hovered bar's, else the last bar's. */
  readonly legend = new LegendFeed();
  private readonly listeners = new Set<() => void>();
  private readonly teardown: (() => void)[] = [];

  constructor(
    private readonly host: PaneHost,
    feed: Datafeed,
    options: PaneOptions,
  ) {
    this.options = options;
    const { chart, volumes } = createPaneChart(host);
    this.chart = chart;
    this.volumes = volumes;
    this.loader = new BarLoader(feed, {
      firstPage: () => this.onFirstPage(),
      olderPage: (added) => this.onOlderPage(added),
      live: (touched, previousLast) => this.liveDraws.bars(touched, previousLast),
      failed: (message) => this.emit({ status: { state: 'error', message } }),
      dataReady: () => this.emit({ dataReady: true }),
    });
    this.snapshot = { chart, series: null, status: { state: 'pending' }, bars: 0, oldest: null, range: null, visible: null, dataReady: false };
    this.drawings = new DrawingsHandle(chart, host, { bars: () => this.shownBars(), xOfTime: (time) => this.xOfTime(time), timeOfX: (x) => this.timeOfX(x) }, this.drawingOptions());

    const onRange = (range: LogicalRange | null) => this.onRange(range);
    const onCrosshair = (param: MouseEventParams<Time>) => this.onCrosshair(param);
    const onClick = (param: MouseEventParams<Time>) => this.drawings.click(param);
    chart.timeScale().subscribeVisibleLogicalRangeChange(onRange);
    chart.subscribeCrosshairMove(onCrosshair);
    chart.subscribeClick(onClick);
    this.teardown.push(
      () => chart.timeScale().unsubscribeVisibleLogicalRangeChange(onRange),
      () => chart.unsubscribeCrosshairMove(onCrosshair),
      () => chart.unsubscribeClick(onClick),
    );
    // Test hook: the e2e reads the bars the chart holds (time, OHLC) to compare them with the REST history.
    host.novaBars = () => this.loader.bars.slice();
    options.sync.register(options.index, { chart, series: () => this.series, timeAt: (fraction) => this.timeAt(fraction), symbol: () => this.options.title });

    this.anchor = new TimeAnchor(chart, this.loader, () => this.options, () => this.times());
    this.buildSeries();
    this.applySettings();
    this.applyWatermark();
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
    if (changed.lastValueLabel) this.applyLastPriceLabel();
    if (changed.watermark) this.applyWatermark();
    if (changed.anchorLines) this.anchorLine?.set(anchorLines(next.anchor));
    if (changed.anchor) this.anchor.changed();
    if (changed.unit) this.redraw();
    this.drawings.update(this.drawingOptions());
    if (changed.data) this.loadData();
    // Every render of the pane hands its options in: the legend is written again only when its unit or words change.
    if (changed.unit || changed.data || previous.locale !== next.locale || previous.quote !== next.quote) this.refreshLegend();
  }

  /**
   * The token's price now in USD: the token-info entry the cache keeps live (the page's one
   * price), null while unknown. The last bar closes at it, so the last-price label shows it too.
   */
  setPrice(price: number | null): void {
    if (price === this.price) return;
    this.price = price;
    this.liveDraws.price();
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
    return this.price ?? this.loader.bars.at(-1)?.close ?? null;
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
    this.legend.clear();
    this.options.sync.register(this.options.index, null);
    this.loader.stop();
    this.anchor.stop();
    this.cancelFrame?.();
    this.liveDraws.cancel();
    for (const stop of this.teardown.splice(0)) stop();
    this.removeSeries();
    this.drawings.dispose();
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
    const { bars } = this.loader;
    const scale = this.chart.timeScale();
    const visible = bars.length > 0 ? scale.getVisibleRange() : null;
    this.emit({ bars: bars.length, oldest: bars[0]?.time ?? null, range: scale.getVisibleLogicalRange(), visible: visible && { from: Number(visible.from), to: Number(visible.to) } });
  }

  private times(): number[] {
    const { bars } = this.loader;
    if (this.timesCache.bars !== bars) this.timesCache = { bars, times: bars.map((bar) => bar.time) };
    return this.timesCache.times;
  }

  /**
   * The bars as drawn: in the shown unit, the last one closing at the token's price. Kept until the
   * bars, the price or the unit change: a push draws, labels and marks with the same copy.
   */
  private shownBars(): Bar[] {
    const { bars } = this.loader;
    const { price } = this;
    const { factor } = this.options;
    const cached = this.shownCache;
    if (cached && cached.bars === bars && cached.price === price && cached.factor === factor) return cached.shown;
    const shown = scaleBars(withLastPrice(bars, price), factor);
    this.shownCache = { bars, price, factor, shown };
    return shown;
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
    this.drawings.attach(series);
    const anchorLine = new AnchorLinePrimitive(colours.line, (time) => this.xOfTime(time));
    series.attachPrimitive(anchorLine);
    anchorLine.set(anchorLines(this.options.anchor));
    this.series = series;
    this.anchorLine = anchorLine;
    this.labelSource = null;
    this.emit({ series });
    this.redraw();
  }

  private removeSeries(): void {
    const { series } = this;
    if (!series) return;
    this.drawings.detach();
    if (this.anchorLine) series.detachPrimitive(this.anchorLine);
    // The current-price line goes with its series.
    this.chart.removeSeries(series);
    this.currentLine = null;
    this.series = null;
    this.anchorLine = null;
    this.emit({ series: null });
  }

  /** Scales and appearance of the chart settings (spec 3 §3 chartSetting), the zone of the time labels. */
  private applySettings(): void {
    this.chart.applyOptions(chartSettingsOptions(this.options));
    this.volumes.applyOptions({ visible: this.options.appearance.volume });
  }

  /** The watermark: symbol and interval as faint text in the middle of the pane. */
  private applyWatermark(): void {
    this.watermark?.detach();
    this.watermark = null;
    const text = this.options.watermark;
    const pane = this.chart.panes()[0];
    if (pane && text) this.watermark = createTextWatermark(pane, watermarkOptions(text));
  }

  private priceFormat(sample: number) {
    return {
      type: 'custom' as const,
      minMove: minMoveFor(sample),
      formatter: this.axisValue,
      tickmarksFormatter: (prices: readonly number[]) => {
        const labels = formatTicks(prices, { locale: this.options.locale, kind: this.options.kind });
        // Test hook: the e2e reads the labels the price axis drew last (written when they change).
        const shown = JSON.stringify(labels);
        if (this.host.getAttribute('data-axis-labels') !== shown) this.host.setAttribute('data-axis-labels', shown);
        return labels;
      },
    };
  }

  /** The price axis's single values (last price, crosshair), in the pane's locale and kind. */
  private readonly axisValue = axisValueFormatter(() => ({ locale: this.options.locale, kind: this.options.kind }));

  /** All bars again (a new series, unit or page). */
  private redraw(): void {
    this.liveDraws.clear();
    const { series } = this;
    if (!series) return;
    const { style, colours } = this.options;
    const shown = this.shownBars();
    series.setData(seriesData(style, shown, colours) as never);
    this.volumes.setData(this.loader.bars.map((bar) => volumePoint(bar, colours)));
    const last = shown[shown.length - 1];
    if (last) series.applyOptions({ priceFormat: this.priceFormat(last.close) });
    this.anchorLine?.set(anchorLines(this.options.anchor));
    this.markLastPrice();
    this.applyLastPriceLabel();
    this.refreshLegend();
  }

  /** The legend's values again: the hovered bar's, else the last bar's, in the shown unit. */
  private refreshLegend(): void {
    const { symbol, locale, kind, quote, factor } = this.options;
    const nativeSymbol = symbol ? CHAINS[symbol.chain].nativeSymbol : '';
    this.legend.set(legendValues(this.loader.bars, this.hovered, this.price, { locale, kind, quote, nativeSymbol, factor }));
  }

  /** Test hook: `data-last-price`, the USD price the last bar closes at (the last-price label's, before the unit). */
  private markLastPrice(): void {
    const last = this.loader.bars.at(-1);
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
    this.applyLastPriceLabel();
  }

  /**
   * The last-price label names the current price, scrolled back too (`lastPriceLabel`): the
   * library's label while the last bar is on screen, else a price line's label at the last bar's
   * close (the token's price, in the shown unit), moved with each push. Test hook:
   * `data-price-label`, who draws it.
   */
  private applyLastPriceLabel(): void {
    const { series } = this;
    if (!series) return;
    const shown = this.shownBars();
    const source = lastPriceLabel({ enabled: this.options.scales.lastValueLabel, range: this.chart.timeScale().getVisibleLogicalRange(), bars: shown.length });
    if (source !== this.labelSource) {
      this.labelSource = source;
      series.applyOptions({ lastValueVisible: source === 'series' });
      this.host.setAttribute('data-price-label', source);
    }
    const last = shown.at(-1);
    if (source !== 'line' || !last) {
      if (this.currentLine) series.removePriceLine(this.currentLine);
      this.currentLine = null;
      return;
    }
    const { up, down } = this.options.colours;
    const line = { price: last.close, color: last.close >= last.open ? up : down };
    if (this.currentLine) this.currentLine.applyOptions(line);
    else this.currentLine = series.createPriceLine({ ...line, lineVisible: false, axisLabelVisible: true, title: '' });
  }

  /** The live bars (ascending) and the price that came since the last live draw, drawn; the legend follows. */
  private drawLive(touched: readonly Bar[], previousLast: Bar | undefined): void {
    const last = this.loader.bars.at(-1);
    if (touched.length > 0) {
      // A new bar: the one before it no longer closes at the token's price but at its own close.
      const opened = previousLast && last && last.time !== previousLast.time && !touched.some((bar) => bar.time === previousLast.time);
      this.drawBars(opened ? [previousLast, ...touched] : touched);
      for (const bar of touched) this.volumes.update(volumePoint(bar, this.options.colours));
    } else if (last) this.drawBars([last]);
    this.refreshLegend();
  }

  /** The drawings' options: the pane's, with its bar length. */
  private drawingOptions() {
    return { ...this.options.drawing, period: periodSeconds(this.options.resolution) };
  }

  /** The time at an x on the pane, past the bars too (a dragged drawing's). */
  private timeOfX(x: number): number | null {
    const logical = this.chart.timeScale().coordinateToLogical(x);
    return logical === null ? null : timeOfLogical(this.times(), logical, periodSeconds(this.options.resolution));
  }

  /** The x of a time on the pane, past the bars too (the anchor line at a future or older time). */
  private xOfTime(time: number): number | null {
    const logical = logicalOfTime(this.times(), time, periodSeconds(this.options.resolution));
    return logical === null ? null : this.chart.timeScale().logicalToCoordinate(logical as never);
  }

  private onRange(range: LogicalRange | null): void {
    // The time anchor holds its time in place when the width changes (a zoom or a resize).
    if (range) {
      if (this.anchor.onRange(range)) return;
      this.options.sync.range(this.options.index, range);
      if (wantsOlder(range.from)) void this.loader.loadOlder();
    }
    this.applyLastPriceLabel();
    if (this.cancelFrame) return;
    this.cancelFrame = nextFrame(() => {
      this.cancelFrame = null;
      this.publishInfo();
    });
  }

  private onCrosshair(param: MouseEventParams<Time>): void {
    // Off the bars before and after: nothing to mirror or show (a layout change fires this on every chart).
    if (param.time === undefined && this.hovered === null) return;
    const y = param.point?.y;
    const price = this.series && y !== undefined ? this.series.coordinateToPrice(y) : null;
    this.options.sync.crosshair(this.options.index, param.time ?? null, price);
    this.hovered = typeof param.time === 'number' ? param.time : null;
    this.refreshLegend();
  }

  /** History and live bars for the symbol and interval (a new one cancels the previous load). */
  private loadData(): void {
    this.anchor.stop();
    this.loader.load(this.options.symbol, this.options.resolution);
    this.emit({ status: { state: 'pending' }, dataReady: false });
    this.redraw();
    this.publishInfo();
  }

  /**
   * The first page is drawn, then the time anchor's view (older pages loaded to reach it), else the
   * view of the charts it is synced with, else the real-time edge.
   */
  private onFirstPage(): void {
    this.redraw();
    const { sync, index } = this.options;
    if (this.anchor.wantsView()) this.anchor.start();
    else if (!sync.follow(index)) this.chart.timeScale().scrollToRealTime();
    this.emit({ status: { state: 'ready' } });
    this.publishInfo();
  }

  /** An older page came in front: drawn, the view kept on the same bars. */
  private onOlderPage(added: number): void {
    const scale = this.chart.timeScale();
    const range = scale.getVisibleLogicalRange();
    this.redraw();
    if (range && added > 0) scale.setVisibleLogicalRange({ from: range.from + added, to: range.to + added });
    this.publishInfo();
  }
}

import { LineStyle, createSeriesMarkers } from 'lightweight-charts';
import type { IChartApi, IPriceLine, IRange, ISeriesMarkersPluginApi, MouseEventParams, SeriesMarker, Time } from 'lightweight-charts';
import type { MainSeries } from '../../../shared/series';
import type { PriceLineSpec } from '../model/lines';
import { insideRange, markersFor } from '../model/markers';
import type { TradeGroup } from '../model/markers';

export interface TradeTooltip {
  x: number;
  y: number;
  lines: string[];
}

/** What the overlay's React side renders; a new object whenever a part changes. */
export interface TradeOverlaySnapshot {
  /** The visible time range widened by a bar on each side (seconds), null before the chart has one. */
  range: { from: number; to: number } | null;
  /** The own-trade groups under the crosshair. */
  tooltip: TradeTooltip | null;
  /** Own-trade markers drawn (inside the visible range): a test hook. */
  markers: number;
}

/** The own trades to mark: their groups, the bar period, the side letters and each group's tooltip text. */
export interface OwnTrades {
  groups: readonly TradeGroup[];
  period: number;
  letters: { buy: string; sell: string };
  describe(group: TradeGroup): string;
}

const NO_TRADES: OwnTrades = { groups: [], period: 1, letters: { buy: 'B', sell: 'S' }, describe: () => '' };

/**
 * The chart-side of the trade overlay, free of React: on one chart and its main series, the own
 * trades' markers (only inside the visible range) and their tooltip under the crosshair, and the
 * order / position price lines. `dispose` unsubscribes and removes everything it drew.
 */
export class TradeOverlayController {
  private readonly markers: ISeriesMarkersPluginApi<Time>;
  private priceLines: IPriceLine[] = [];
  private own: OwnTrades = NO_TRADES;
  private snapshot: TradeOverlaySnapshot = { range: null, tooltip: null, markers: 0 };
  private readonly listeners = new Set<() => void>();
  private readonly teardown: (() => void)[] = [];

  constructor(
    private readonly chart: IChartApi,
    private readonly series: MainSeries,
  ) {
    this.markers = createSeriesMarkers(series, []);
    const onRange = (range: IRange<Time> | null) => this.onRange(range);
    const onMove = (param: MouseEventParams<Time>) => this.onMove(param);
    chart.timeScale().subscribeVisibleTimeRangeChange(onRange);
    chart.subscribeCrosshairMove(onMove);
    this.teardown.push(
      () => chart.timeScale().unsubscribeVisibleTimeRangeChange(onRange),
      () => chart.unsubscribeCrosshairMove(onMove),
    );
  }

  getSnapshot = (): TradeOverlaySnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The own trades to mark (replacing the previous ones). */
  setOwnTrades(own: OwnTrades): void {
    this.own = own;
    this.drawMarkers();
  }

  /** The price lines to draw (replacing the previous ones). */
  setPriceLines(specs: readonly PriceLineSpec[]): void {
    this.removePriceLines();
    this.priceLines = specs.map((spec) =>
      this.series.createPriceLine({
        price: spec.price,
        color: spec.color,
        lineWidth: 1,
        lineStyle: spec.style === 'solid' ? LineStyle.Solid : LineStyle.Dashed,
        axisLabelVisible: true,
        title: spec.title,
      }),
    );
  }

  dispose(): void {
    this.listeners.clear();
    for (const stop of this.teardown.splice(0)) stop();
    this.removePriceLines();
    this.markers.detach();
  }

  private emit(patch: Partial<TradeOverlaySnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of this.listeners) listener();
  }

  private removePriceLines(): void {
    for (const line of this.priceLines) this.series.removePriceLine(line);
    this.priceLines = [];
  }

  private drawMarkers(): void {
    const { groups, period, letters } = this.own;
    const shown = markersFor(insideRange(groups, this.snapshot.range), period, letters);
    this.markers.setMarkers(shown.map((m) => ({ ...m, time: m.time as Time })) as SeriesMarker<Time>[]);
    if (shown.length !== this.snapshot.markers) this.emit({ markers: shown.length });
  }

  private onRange(next: IRange<Time> | null): void {
    const { period } = this.own;
    const value = next ? { from: Number(next.from) - period, to: Number(next.to) + period } : null;
    const previous = this.snapshot.range;
    if (previous && value && previous.from === value.from && previous.to === value.to) return;
    this.emit({ range: value });
    this.drawMarkers();
  }

  /** The tooltip of the own-trade groups of the bar under the crosshair. */
  private onMove(param: MouseEventParams<Time>): void {
    const { groups, period, describe } = this.own;
    const time = param.time === undefined ? null : Number(param.time);
    const here = time === null ? [] : groups.filter((g) => Math.floor(g.time / period) * period === time);
    if (!param.point || here.length === 0) {
      if (this.snapshot.tooltip !== null) this.emit({ tooltip: null });
      return;
    }
    this.emit({ tooltip: { x: param.point.x, y: param.point.y, lines: here.map(describe) } });
  }
}

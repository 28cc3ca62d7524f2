// jsdom has no canvas: tests replace lightweight-charts with this recorder of what each chart was
// given (series kinds, data, updates, options) and let a test drive the visible range.
type Handler<T> = (value: T) => void;

export interface RecordedSeries {
  kind: string;
  markers: { time: number; text: string; position: string }[];
  priceLines: { price: number; title: string; color: string }[];
  data: { time: number; [key: string]: unknown }[];
  updates: { time: number; [key: string]: unknown }[];
  options: Record<string, unknown>;
  removed: boolean;
}

export interface RecordedChart {
  series: RecordedSeries[];
  /** Every chart option applied, merged (grid, crosshair, rightPriceScale, localization, timeScale…). */
  options: Record<string, Record<string, unknown>>;
  /** The text watermarks attached and not detached. */
  watermarks: { lines: { text: string }[] }[];
  removed: boolean;
  range: { from: number; to: number } | null;
  /** The handlers subscribed now, by event: a disposed chart holds none. */
  subscriptions(): { range: number; timeRange: number; crosshair: number; click: number };
  /** Simulates the user scrolling: sets the visible logical range and tells the subscribers. */
  scroll(range: { from: number; to: number }): void;
  /** Tells the visible time range's subscribers (seconds). */
  showTimes(range: { from: number; to: number } | null): void;
  /** Simulates the pointer over the chart (the library's crosshair move). */
  moveCrosshair(param: { time?: number; point?: { x: number; y: number } }): void;
  /** Simulates a click on the chart (the library's click event; `hoveredInfo` names a primitive's hit). */
  click(param: { time?: number; logical?: number; point?: { x: number; y: number }; hoveredInfo?: { objectId: unknown } }): void;
  main(): RecordedSeries | undefined;
}

export const recorder = { charts: [] as RecordedChart[] };

export const live = () => recorder.charts.filter((c) => !c.removed);

function createChart(): unknown {
  const rangeHandlers = new Set<Handler<{ from: number; to: number } | null>>();
  const timeRangeHandlers = new Set<Handler<unknown>>();
  const crosshairHandlers = new Set<Handler<unknown>>();
  const clickHandlers = new Set<Handler<unknown>>();
  const record: RecordedChart = {
    series: [],
    options: {},
    watermarks: [],
    removed: false,
    range: null,
    subscriptions: () => ({ range: rangeHandlers.size, timeRange: timeRangeHandlers.size, crosshair: crosshairHandlers.size, click: clickHandlers.size }),
    scroll(range) {
      record.range = range;
      for (const handler of rangeHandlers) handler(range);
    },
    showTimes(range) {
      for (const handler of timeRangeHandlers) handler(range);
    },
    moveCrosshair(param) {
      for (const handler of crosshairHandlers) handler(param);
    },
    click(param) {
      for (const handler of clickHandlers) handler(param);
    },
    main: () => record.series.filter((s) => !s.removed && s.kind !== 'Histogram-volume').at(-1),
  };
  recorder.charts.push(record);
  const makeSeries = (kind: string, options: Record<string, unknown> = {}) => {
    const series: RecordedSeries = { kind: options.priceScaleId === 'volume' ? 'Histogram-volume' : kind, markers: [], priceLines: [], data: [], updates: [], options: { ...options }, removed: false };
    record.series.push(series);
    return {
      __record: series,
      setData: (data: RecordedSeries['data']) => {
        series.data = data;
      },
      update: (bar: RecordedSeries['data'][number]) => {
        series.updates.push(bar);
      },
      applyOptions: (next: Record<string, unknown>) => Object.assign(series.options, next),
      attachPrimitive: () => undefined,
      detachPrimitive: () => undefined,
      coordinateToPrice: () => 1,
      createPriceLine: (line: RecordedSeries['priceLines'][number]) => {
        const handle = { ...line, options: () => line, applyOptions: (next: Partial<RecordedSeries['priceLines'][number]>) => Object.assign(handle, next) };
        series.priceLines.push(handle);
        return handle;
      },
      removePriceLine: (line: RecordedSeries['priceLines'][number]) => {
        series.priceLines = series.priceLines.filter((l) => l !== line);
      },
      priceToCoordinate: () => 100,
      subscribeDataChanged: () => undefined,
      unsubscribeDataChanged: () => undefined,
    };
  };
  const pane = { __chart: record };
  return {
    applyOptions: (next: Record<string, Record<string, unknown>>) => {
      for (const [key, value] of Object.entries(next)) record.options[key] = { ...record.options[key], ...value };
    },
    panes: () => [pane],
    addSeries: (definition: string, options?: Record<string, unknown>) => makeSeries(definition, options),
    addCustomSeries: (_view: unknown, options?: Record<string, unknown>) => makeSeries('Custom', options),
    removeSeries: (series: { __record: RecordedSeries }) => {
      series.__record.removed = true;
    },
    priceScale: () => ({ applyOptions: () => undefined }),
    timeScale: () => ({
      scrollToRealTime: () => undefined,
      getVisibleLogicalRange: () => record.range,
      setVisibleLogicalRange: (range: { from: number; to: number }) => {
        record.range = range;
      },
      getVisibleRange: () => null,
      setVisibleRange: () => undefined,
      scrollPosition: () => 0,
      scrollToPosition: () => undefined,
      timeToCoordinate: () => 100,
      logicalToCoordinate: () => 100,
      coordinateToLogical: () => 0,
      subscribeSizeChange: () => undefined,
      unsubscribeSizeChange: () => undefined,
      subscribeVisibleTimeRangeChange: (handler: Handler<unknown>) => timeRangeHandlers.add(handler),
      unsubscribeVisibleTimeRangeChange: (handler: Handler<unknown>) => timeRangeHandlers.delete(handler),
      subscribeVisibleLogicalRangeChange: (handler: Handler<{ from: number; to: number } | null>) => rangeHandlers.add(handler),
      unsubscribeVisibleLogicalRangeChange: (handler: Handler<{ from: number; to: number } | null>) => rangeHandlers.delete(handler),
    }),
    subscribeCrosshairMove: (handler: Handler<unknown>) => crosshairHandlers.add(handler),
    unsubscribeCrosshairMove: (handler: Handler<unknown>) => crosshairHandlers.delete(handler),
    paneSize: () => ({ width: 800, height: 400 }),
    subscribeClick: (handler: Handler<unknown>) => clickHandlers.add(handler),
    unsubscribeClick: (handler: Handler<unknown>) => clickHandlers.delete(handler),
    setCrosshairPosition: () => undefined,
    clearCrosshairPosition: () => undefined,
    takeScreenshot: () => document.createElement('canvas'),
    remove: () => {
      record.removed = true;
    },
  };
}

function createSeriesMarkers(series: { __record: RecordedSeries }) {
  return {
    setMarkers: (markers: RecordedSeries['markers']) => {
      series.__record.markers = markers;
    },
    detach: () => {
      series.__record.markers = [];
    },
  };
}

function createTextWatermark(pane: { __chart: RecordedChart }, options: { lines: { text: string }[] }) {
  const mark = { lines: options.lines };
  pane.__chart.watermarks.push(mark);
  return {
    detach: () => {
      pane.__chart.watermarks = pane.__chart.watermarks.filter((m) => m !== mark);
    },
  };
}

export const chartsModule = {
  ColorType: { Solid: 'solid' },
  LineStyle: { Solid: 0, Dashed: 2 },
  createSeriesMarkers,
  CrosshairMode: { Normal: 0, Magnet: 1, Hidden: 2, MagnetOHLC: 3 },
  PriceScaleMode: { Normal: 0, Logarithmic: 1, Percentage: 2, IndexedTo100: 3 },
  createTextWatermark,
  CandlestickSeries: 'Candlestick',
  BarSeries: 'Bar',
  LineSeries: 'Line',
  AreaSeries: 'Area',
  BaselineSeries: 'Baseline',
  HistogramSeries: 'Histogram',
  customSeriesDefaultOptions: {},
  createChart,
};

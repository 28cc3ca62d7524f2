// No React and no DOM: the chart library is the recorder, the host element a fake, the datafeed a fake.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { live, recorder } from '../../../test/chartsMock';
import { DEFAULT_CHART_SETTING, DEFAULT_TIME_ANCHOR } from '../../settings';
import type { Datafeed } from '../api/datafeed';
import type { Bar } from '../model/bars';
import { pageRequest } from '../model/history';
import { LIVE_DRAW_GAP_MS } from './liveDraws';
import { PaneController } from './paneController';
import type { PaneOptions, PaneSync } from './paneController';

vi.mock('lightweight-charts', async () => (await import('../../../test/chartsMock')).chartsModule);

const bar = (time: number, close: number): Bar => ({ time, open: close, high: close, low: close, close, volume: 10 });
const HISTORY = [bar(60, 1), bar(120, 1.1), bar(180, 1.2)];

/** A datafeed whose history answers when the test says, and whose live stream the test pushes. */
function fakeFeed() {
  const answers: ((bars: Bar[]) => void)[] = [];
  const listeners = new Set<(touched: Bar[]) => void>();
  const feed: Datafeed = {
    history: vi.fn(() => new Promise<Bar[]>((resolve) => answers.push(resolve))),
    firstPage: (symbol, resolution, signal) => feed.history(symbol, resolution, pageRequest(resolution, Date.now()), signal),
    prime: () => undefined,
    streams: {
      subscribe: vi.fn((_key, listener: (touched: Bar[]) => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      }),
      seed: () => [],
      cached: () => [],
      size: () => listeners.size,
      dispose: () => undefined,
    },
  };
  return {
    feed,
    listeners,
    /** Answers the `n`th history request (0: the first page of the first load). */
    answer: async (n: number, bars: Bar[]) => {
      answers[n]!(bars);
      await Promise.resolve();
      await Promise.resolve();
    },
    push: (touched: Bar[]) => listeners.forEach((listener) => listener(touched)),
  };
}

/** The element the chart is drawn in: its attributes and the pointer listeners the drawings add. */
function fakeHost() {
  const attributes = new Map<string, string>();
  const listeners = new Set<string>();
  const host = {
    setAttribute: (name: string, value: string) => attributes.set(name, value),
    removeAttribute: (name: string) => attributes.delete(name),
    addEventListener: (type: string) => listeners.add(type),
    removeEventListener: (type: string) => listeners.delete(type),
  };
  return { host: host as unknown as HTMLElement, attributes, listeners };
}

const sync = (): PaneSync => ({ register: vi.fn(), crosshair: vi.fn(), range: vi.fn(), follow: vi.fn(() => false) });

const options = (patch: Partial<PaneOptions> = {}): PaneOptions => ({
  index: 0,
  symbol: { chain: 'solana', address: 'Tok' },
  resolution: '1m',
  style: 'candle',
  colours: { up: '#16c784', down: '#ea3943', line: '#3d8bfd' },
  factor: 1,
  quote: 'usd',
  title: 'PEPE',
  kind: 'price',
  locale: 'en',
  drawing: {
    drawings: [],
    tool: null,
    magnet: true,
    style: { colour: '#3d8bfd', width: 2, lineStyle: 'solid' },
    selectedId: null,
    text: { t: (key: string) => key, locale: 'en', price: String, money: String },
    onDrawn: () => undefined,
    onSelect: () => undefined,
    onMove: () => undefined,
  },
  sync: sync(),
  scales: DEFAULT_CHART_SETTING.scales,
  appearance: DEFAULT_CHART_SETTING.appearance,
  watermark: null,
  timezone: 'Etc/UTC',
  anchor: DEFAULT_TIME_ANCHOR,
  ...patch,
});

function setup(patch: Partial<PaneOptions> = {}) {
  recorder.charts.length = 0;
  const feed = fakeFeed();
  const { host, attributes, listeners } = fakeHost();
  const first = options(patch);
  const controller = new PaneController(host, feed.feed, first);
  return { controller, feed, attributes, listeners, first, chart: () => live()[0]!, main: () => live()[0]!.main()! };
}

afterEach(() => {
  vi.useRealTimers();
});

/** Live draws wait for the gap after the last one: the clock moves past it. */
const nextDraw = () => vi.advanceTimersByTime(LIVE_DRAW_GAP_MS);

describe('PaneController', () => {
  it('draws the first page on the main series and the volume, then reports ready and, 100 ms later, data ready', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { controller, feed, main, chart } = setup();
    expect(controller.getSnapshot()).toMatchObject({ status: { state: 'pending' }, bars: 0, dataReady: false });
    await feed.answer(0, HISTORY);
    expect(main().kind).toBe('Candlestick');
    expect(main().data.map((point) => point.close)).toEqual([1, 1.1, 1.2]);
    expect(chart().series.find((s) => s.kind === 'Histogram-volume')!.data).toHaveLength(3);
    expect(controller.getSnapshot()).toMatchObject({ status: { state: 'ready' }, bars: 3, oldest: 60, dataReady: false });
    vi.advanceTimersByTime(100);
    expect(controller.getSnapshot().dataReady).toBe(true);
  });

  it('reports a failed first page as an error, and loads again on retry', async () => {
    const { controller, feed } = setup();
    const pending = vi.mocked(feed.feed.history).getMockImplementation()!;
    vi.mocked(feed.feed.history).mockImplementationOnce(() => Promise.reject(new Error('Max retry attempts reached')));
    controller.retry();
    await Promise.resolve();
    await Promise.resolve();
    expect(controller.getSnapshot().status).toEqual({ state: 'error', message: 'Max retry attempts reached' });
    vi.mocked(feed.feed.history).mockImplementation(pending);
    controller.retry();
    expect(controller.getSnapshot().status).toEqual({ state: 'pending' });
    expect(feed.feed.history).toHaveBeenCalledTimes(3);
  });

  it('closes the last bar at the token’s price; a new bar gives the one before its own close back', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { controller, feed, main, attributes } = setup();
    await feed.answer(0, HISTORY);
    controller.setPrice(1.5);
    expect(main().updates.at(-1)).toMatchObject({ time: 180, close: 1.5, high: 1.5 });
    expect(attributes.get('data-last-price')).toBe('1.5');
    expect(controller.lastPrice()).toBe(1.5);
    nextDraw();
    feed.push([bar(240, 1.3)]);
    expect(main().updates.slice(-2)).toEqual([expect.objectContaining({ time: 180, close: 1.2 }), expect.objectContaining({ time: 240, close: 1.5 })]);
    nextDraw();
    controller.setPrice(null);
    expect(main().updates.at(-1)).toMatchObject({ time: 240, close: 1.3 });
    expect(controller.lastPrice()).toBe(1.3);
  });

  it('draws a burst of pushes once per gap, with everything it brought, the volumes in time order', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { controller, feed, main, chart, attributes } = setup();
    await feed.answer(0, HISTORY);
    const volumes = () => chart().series.find((s) => s.kind === 'Histogram-volume')!;
    controller.setPrice(1.25);
    const drawn = main().updates.length;
    // Within the gap: a trade, a new bar, prices. Nothing is drawn until the gap ends.
    feed.push([bar(180, 1.22)]);
    feed.push([bar(240, 1.3)]);
    controller.setPrice(1.31);
    controller.setPrice(1.32);
    expect(main().updates).toHaveLength(drawn);
    expect(attributes.get('data-last-price')).toBe('1.25');
    nextDraw();
    // One draw: the bar before the new one at its own close, the new one at the price now.
    expect(main().updates.slice(drawn)).toEqual([expect.objectContaining({ time: 180, close: 1.22 }), expect.objectContaining({ time: 240, close: 1.32 })]);
    expect(volumes().updates.map((point) => point.time)).toEqual([180, 240]);
    expect(attributes.get('data-last-price')).toBe('1.32');
    // Quiet again: the next push is drawn at once.
    nextDraw();
    controller.setPrice(1.4);
    expect(main().updates.at(-1)).toMatchObject({ time: 240, close: 1.4 });
  });

  it('keeps the last-price label on the current price while the user scrolls the last bar off screen', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { controller, feed, main, chart, attributes, first } = setup();
    await feed.answer(0, HISTORY);
    controller.setPrice(1.5);
    chart().scroll({ from: -1, to: 2.5 });
    expect(main().options.lastValueVisible).toBe(true);
    expect(main().priceLines).toEqual([]);

    // Scrolled back: the library's label would name the last visible bar (1.1); a price line's label names 1.5.
    chart().scroll({ from: -1, to: 1.2 });
    expect(main().options.lastValueVisible).toBe(false);
    expect(attributes.get('data-price-label')).toBe('line');
    expect(main().priceLines).toEqual([expect.objectContaining({ price: 1.5, axisLabelVisible: true, lineVisible: false })]);
    // Each push moves it: a new price, then a new bar.
    nextDraw();
    controller.setPrice(1.6);
    expect(main().priceLines).toEqual([expect.objectContaining({ price: 1.6 })]);
    nextDraw();
    feed.push([bar(240, 1.3)]);
    expect(main().priceLines).toEqual([expect.objectContaining({ price: 1.6 })]);
    nextDraw();
    controller.setPrice(null);
    expect(main().priceLines).toEqual([expect.objectContaining({ price: 1.3 })]);

    // Back at the edge the library's label is the current price again.
    chart().scroll({ from: 0, to: 3.5 });
    expect(main().options.lastValueVisible).toBe(true);
    expect(attributes.get('data-price-label')).toBe('series');
    expect(main().priceLines).toEqual([]);

    // The setting off: no label at all, scrolled back too.
    controller.update({ ...first, scales: { ...first.scales, lastValueLabel: false } });
    chart().scroll({ from: -1, to: 1.2 });
    expect(main().options.lastValueVisible).toBe(false);
    expect(main().priceLines).toEqual([]);
  });

  it('applies only what changed: a style rebuilds the series, a scale mode the chart options, a unit the data', async () => {
    const { controller, feed, main, chart, first } = setup();
    await feed.answer(0, HISTORY);
    const candles = main();
    controller.update({ ...first, style: 'line' });
    expect(candles.removed).toBe(true);
    expect(main().kind).toBe('Line');
    expect(main().data.map((point) => point.value)).toEqual([1, 1.1, 1.2]);
    controller.update({ ...first, style: 'line', scales: { ...first.scales, mode: 'logarithmic' }, factor: 2 });
    expect(chart().options.rightPriceScale).toMatchObject({ mode: 1 });
    expect(main().data.map((point) => point.value)).toEqual([2, 2.2, 2.4]);
    expect(feed.feed.history).toHaveBeenCalledTimes(1);
  });

  it('loads a new symbol afresh and ignores the previous symbol’s late answer', async () => {
    const { controller, feed, main, first } = setup();
    controller.update({ ...first, symbol: { chain: 'solana', address: 'Other' } });
    expect(feed.feed.history).toHaveBeenCalledTimes(2);
    expect(feed.listeners.size).toBe(1);
    await feed.answer(0, HISTORY);
    expect(main().data).toEqual([]);
    await feed.answer(1, [bar(60, 7)]);
    expect(main().data.map((point) => point.close)).toEqual([7]);
  });

  it('shows the watermark while it has a text', () => {
    const { controller, chart, first } = setup({ watermark: 'PEPE · 1m' });
    expect(chart().watermarks.map((mark) => mark.lines[0]!.text)).toEqual(['PEPE · 1m']);
    controller.update({ ...first, watermark: null });
    expect(chart().watermarks).toEqual([]);
  });

  it('disposes of everything: subscriptions, the live stream, its sync handle, then the chart', async () => {
    const { controller, feed, chart, first, listeners } = setup();
    expect(first.sync.register).toHaveBeenCalledWith(0, expect.objectContaining({ chart: expect.anything() }));
    // The drawings' controller is its own chunk: its pointer listeners come once it is in.
    await vi.waitFor(() => expect(listeners.size).toBeGreaterThan(0));
    expect(chart().subscriptions()).toEqual({ range: 1, timeRange: 0, crosshair: 1, click: 1 });
    expect(feed.listeners.size).toBe(1);
    const listener = vi.fn();
    controller.subscribe(listener);
    controller.dispose();
    expect(chart().subscriptions()).toEqual({ range: 0, timeRange: 0, crosshair: 0, click: 0 });
    expect(feed.listeners.size).toBe(0);
    expect(listeners.size).toBe(0);
    expect(first.sync.register).toHaveBeenLastCalledWith(0, null);
    expect(listener).not.toHaveBeenCalled();
    // Removed after the microtask: the overlay's cleanups of the same commit still reach the chart.
    expect(chart().removed).toBe(false);
    await Promise.resolve();
    expect(recorder.charts[0]!.removed).toBe(true);
  });
});

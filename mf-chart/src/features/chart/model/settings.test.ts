import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_COLOURS, DEFAULT_SETTINGS, applyColours, createDebouncedSaver, pageOf, parseSettings, settingsKey } from './settings';
import { DRAWINGS_KEY, loadDrawings, saveDrawing, drawingsFor, snapToBar } from './drawings';
import type { Drawing } from './drawings';

afterEach(() => vi.useRealTimers());

describe('saved chart settings', () => {
  it('are kept per page under a prefixed key', () => {
    expect(settingsKey('trade')).toBe('chart.settings.trade');
    expect(pageOf('/en/trade/solana/So11', ['en', 'de'])).toBe('trade');
    expect(pageOf('/trade/solana/So11', ['en'])).toBe('trade');
    expect(pageOf('/', ['en'])).toBe('default');
  });
  it('read back what was saved and default anything malformed', () => {
    const saved = parseSettings({ ...DEFAULT_SETTINGS, areaContents: undefined, layout: '4A', chartTypes: ['line', 'bar'], resolutions: ['5m'], selectedIndex: 9, pinnedResolutions: ['1d', 'x', '1m'], sync: { symbol: true } });
    expect(saved.layout).toBe('4A');
    // Settings saved before areaContents: styles and intervals from their two lists, no symbol.
    expect(saved.areaContents.map((c) => c.style)).toEqual(['line', 'bar', 'line', 'line']);
    expect(saved.areaContents.map((c) => c.resolution)).toEqual(['5m', '5m', '5m', '5m']);
    expect(saved.areaContents.every((c) => c.chain === undefined && c.address === undefined)).toBe(true);
    expect(saved.selectedIndex).toBe(3);
    expect(saved.pinnedResolutions).toEqual(['1m', '1d']);
    expect(saved.sync).toEqual({ symbol: true, interval: false, crosshair: true, time: false, dateRange: false });
    expect(parseSettings('garbage')).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings({ layout: '9Z', colours: { up: 'red' }, magnet: 'yes' })).toMatchObject({ layout: '1A', chartSetting: { colours: { up: '#16c784' } }, drawing: { magnet: true } });
  });
  it('keep what each chart of the layout shows (areaContents): symbol, interval and style', () => {
    const saved = parseSettings({
      layout: '2A',
      areaContents: [
        { chain: 'bsc', address: '0xAbC', resolution: '5m', style: 'line' },
        { chain: 'mars', address: 'X', resolution: '1h', style: 'bar' },
        { resolution: '1h', style: 'nope' },
      ],
    });
    expect(saved.areaContents).toEqual([
      { chain: 'bsc', address: '0xAbC', resolution: '5m', style: 'line' },
      // An unknown chain drops the symbol only; a malformed chart is left out.
      { resolution: '1h', style: 'bar' },
    ]);
    expect(parseSettings({ layout: '4A', areaContents: [{ resolution: '4h', style: 'area' }] }).areaContents).toHaveLength(4);
  });
  it('keep the drawing toolbar shown and the order labels on the left unless saved otherwise', () => {
    expect(DEFAULT_SETTINGS).toMatchObject({ showDrawingToolbar: true, orderPanelPosition: 'left' });
    expect(parseSettings({ showDrawingToolbar: false, orderPanelPosition: 'right' })).toMatchObject({ showDrawingToolbar: false, orderPanelPosition: 'right' });
    expect(parseSettings({ showDrawingToolbar: 'no', orderPanelPosition: 'top' })).toMatchObject({ showDrawingToolbar: true, orderPanelPosition: 'left' });
  });
  it('are written once, 1 s after the last change', () => {
    vi.useFakeTimers();
    const write = vi.fn();
    const saver = createDebouncedSaver(write);
    saver.save(1);
    vi.advanceTimersByTime(900);
    saver.save(2);
    vi.advanceTimersByTime(999);
    expect(write).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(write.mock.calls).toEqual([[2]]);
  });
});

describe('drawing storage rules (spec 3 §5)', () => {
  const drawing = (id: string, extra: Partial<Drawing> = {}): Drawing => ({
    id,
    symbol: 'solana:T',
    quote: 'usd',
    priceType: 'price',
    tool: 'trendLine',
    state: { points: [{ time: 60, price: 1 }, { time: 120, price: 2 }] },
    ...extra,
  });

  it('saves and replaces by id under the drawing key', () => {
    expect(DRAWINGS_KEY).toBe('chart.drawings');
    const one = saveDrawing([], 'd1', drawing('d1'));
    const moved = saveDrawing(one, 'd1', drawing('d1', { state: { points: [{ time: 1, price: 3 }] } }));
    expect(moved).toHaveLength(1);
    expect(moved[0]!.state.points[0]!.price).toBe(3);
  });
  it('does not save an empty state, a missing symbol or an id with a slash', () => {
    expect(saveDrawing([], 'd1', drawing('d1', { state: { points: [] } }))).toEqual([]);
    expect(saveDrawing([], 'd1', drawing('d1', { symbol: '' }))).toEqual([]);
    expect(saveDrawing([], 'a/b', drawing('a/b'))).toEqual([]);
  });
  it('deletes on a null source', () => {
    expect(saveDrawing([drawing('d1'), drawing('d2')], 'd1', null).map((d) => d.id)).toEqual(['d2']);
  });
  it('de-duplicates loaded drawings by id and drops malformed ones', () => {
    const loaded = loadDrawings([drawing('d1'), drawing('d1', { tool: 'ray' }), { id: 'x' }, drawing('a/b'), 5]);
    expect(loaded.map((d) => [d.id, d.tool])).toEqual([['d1', 'ray']]);
    expect(loadDrawings('nope')).toEqual([]);
  });
  it('are shown per symbol, quote and price type', () => {
    const all = [drawing('a'), drawing('b', { symbol: 'bsc:X' }), drawing('c', { quote: 'native' })];
    expect(drawingsFor(all, 'solana:T', 'usd', 'price').map((d) => d.id)).toEqual(['a']);
  });
  it('snap to the nearest price of the bar with the magnet', () => {
    expect(snapToBar(1.9, { open: 1, high: 2.5, low: 0.5, close: 2 })).toBe(2);
    expect(snapToBar(1.9, null)).toBe(1.9);
  });
});

describe('chart colours', () => {
  it('take only #rrggbb values from the editor, and null restores the defaults', () => {
    const edited = applyColours(DEFAULT_COLOURS, { up: '#2962FF' });
    expect(edited).toEqual({ up: '#2962ff', down: DEFAULT_COLOURS.down, reverse: false });
    expect(applyColours(edited, { down: 'red' })).toEqual(edited);
    expect(applyColours(edited, null)).toEqual(DEFAULT_COLOURS);
    // Settings saved before chartSetting kept the colours at the top level: they survive.
    expect(parseSettings({ colours: { up: '#2962ff', down: 'javascript:alert(1)' } }).chartSetting.colours).toEqual({ up: '#2962ff', down: DEFAULT_COLOURS.down, reverse: false });
    expect(parseSettings({ colours: { up: '#2962ff' }, chartSetting: { colours: { up: '#000000' } } }).chartSetting.colours.up).toBe('#000000');
  });
});

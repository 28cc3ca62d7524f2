import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_COLOURS } from '../../settings';
import { DEFAULT_SETTINGS, createDebouncedSaver, pageOf, parseSettings, settingsKey, settingsStore } from './settings';

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
    expect(parseSettings({})).toMatchObject({ showDrawingToolbar: true, orderPanelPosition: 'left' });
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
  it('are read back by a chart area mounted before the one it replaces has written them', () => {
    vi.useFakeTimers();
    const stored = new Map<string, unknown>([['chart.settings.trade', { layout: '2A' }]]);
    const prefs = { get: <T,>(key: string, fallback: T) => (stored.has(key) ? (stored.get(key) as T) : fallback), set: vi.fn((key: string, value: unknown) => void stored.set(key, value)) };
    const first = settingsStore(prefs, 'chart.settings.trade');
    expect(first.read()).toEqual({ layout: '2A' });
    first.save({ layout: '4A' });
    // The page mounts the chart area again within the debounce: the new one starts from 4A.
    const second = settingsStore(prefs, 'chart.settings.trade');
    expect(second.read()).toEqual({ layout: '4A' });
    expect(prefs.set).not.toHaveBeenCalled();
    first.flush();
    expect(stored.get('chart.settings.trade')).toEqual({ layout: '4A' });
    second.flush();
    expect(prefs.set).toHaveBeenCalledTimes(1);
    // Another page's key and another prefs service keep their own.
    expect(settingsStore(prefs, 'chart.settings.perps').read()).toBeNull();
    second.save({ layout: '8A' });
    expect(settingsStore({ ...prefs }, 'chart.settings.trade').read()).toEqual({ layout: '4A' });
    vi.advanceTimersByTime(1_000);
    expect(stored.get('chart.settings.trade')).toEqual({ layout: '8A' });
  });
});

describe('the chart settings inside the page settings', () => {
  it('read the colours saved before chartSetting from the top level, chartSetting winning', () => {
    expect(parseSettings({ colours: { up: '#2962ff', down: 'javascript:alert(1)' } }).chartSetting.colours).toEqual({ up: '#2962ff', down: DEFAULT_COLOURS.down, reverse: false });
    expect(parseSettings({ colours: { up: '#2962ff' }, chartSetting: { colours: { up: '#000000' } } }).chartSetting.colours.up).toBe('#000000');
  });
  it('read back chartSetting, the timezone and the time anchor, each checked', () => {
    expect(parseSettings({ chartSetting: { scales: { mode: 'percentage' } } }).chartSetting.scales.mode).toBe('percentage');
    expect(parseSettings({ timezone: 'Asia/Tokyo' }).timezone).toBe('Asia/Tokyo');
    expect(parseSettings({ timezone: 'Mars/Olympus' }).timezone).toBe('Etc/UTC');
    expect(parseSettings({ timeAnchorSetting: { enabled: true, values: { timeRange1: 1_731_628_800 } } }).timeAnchorSetting).toMatchObject({ enabled: true, type: 'time', values: { time: 0.5, timeRange1: 1_731_628_800 } });
  });
});

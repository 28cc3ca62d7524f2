import { describe, expect, it } from 'vitest';
import { areaReducer, initialArea } from './area';
import { parseSettings } from './settings';

const token = { chain: 'solana' as const, address: 'A' };

describe('chart area state', () => {
  it('starts from settings saved before areaContents with every chart on the page token', () => {
    const state = initialArea({ layout: '2A', chartTypes: ['line', 'bar'], resolutions: ['5m', '1h'], selectedIndex: 1 }, token, true);
    expect(state.areas).toEqual([
      { ...token, resolution: '5m', style: 'line' },
      { ...token, resolution: '1h', style: 'bar' },
    ]);
    expect(state.settings.selectedIndex).toBe(1);
  });
  it('is a single chart when multi-chart is not enabled', () => {
    const state = initialArea({ layout: '4A', selectedIndex: 3 }, token, false);
    expect(state.areas).toHaveLength(1);
    expect(state.settings).toMatchObject({ layout: '1A', selectedIndex: 0 });
  });
  it('copies the selected chart into new charts of a bigger layout and clamps the selection on a smaller one', () => {
    let state = initialArea(null, token, true);
    state = areaReducer(state, { type: 'style', style: 'line' });
    state = areaReducer(state, { type: 'layout', layout: '4A' });
    expect(state.areas.map((a) => a.style)).toEqual(['line', 'line', 'line', 'line']);
    state = areaReducer(state, { type: 'select', index: 3 });
    state = areaReducer(state, { type: 'layout', layout: '2B' });
    expect(state.settings.selectedIndex).toBe(1);
    expect(state.settings.areaContents.map((c) => c.style)).toEqual(['line', 'line']);
  });
  it('changes the symbol of the selected chart, or of all with symbol sync', () => {
    let state = areaReducer(initialArea(null, token, true), { type: 'layout', layout: '2A' });
    state = areaReducer(state, { type: 'symbol', chain: 'bsc', address: 'B' });
    expect(state.areas.map((a) => a.address)).toEqual(['B', 'A']);
    state = areaReducer(state, { type: 'sync', key: 'symbol', on: true });
    state = areaReducer(state, { type: 'symbol', chain: 'bsc', address: 'C' });
    expect(state.areas.map((a) => `${a.chain}:${a.address}`)).toEqual(['bsc:C', 'bsc:C']);
  });
  it('saves the interval and style of each chart', () => {
    let state = areaReducer(initialArea(null, token, true), { type: 'layout', layout: '2A' });
    state = areaReducer(state, { type: 'select', index: 1 });
    state = areaReducer(state, { type: 'resolution', resolution: '4h' });
    expect(state.settings.areaContents.map((c) => c.resolution)).toEqual(['1m', '4h']);
  });
  it('restores each chart\'s symbol, interval and style; the selected chart shows the page token', () => {
    let state = areaReducer(initialArea(null, token, true), { type: 'layout', layout: '4A' });
    state = areaReducer(state, { type: 'select', index: 1 });
    state = areaReducer(state, { type: 'symbol', chain: 'bsc', address: 'B' });
    state = areaReducer(state, { type: 'resolution', resolution: '5m' });
    state = areaReducer(state, { type: 'style', style: 'line' });
    state = areaReducer(state, { type: 'select', index: 2 });
    state = areaReducer(state, { type: 'resolution', resolution: '1h' });
    expect(state.settings.areaContents[1]).toEqual({ chain: 'bsc', address: 'B', resolution: '5m', style: 'line' });
    // A reload of the page of token A (chart 3 selected): every chart as it was.
    const saved = JSON.parse(JSON.stringify(state.settings)) as unknown;
    expect(initialArea(saved, token, true).areas).toEqual(state.areas);
    // The page of another token: the selected chart shows it, the others keep theirs.
    const other = initialArea(saved, { chain: 'eth', address: 'E' }, true).areas;
    expect(other.map((a) => `${a.chain}:${a.address} ${a.resolution} ${a.style}`)).toEqual(['solana:A 1m candle', 'bsc:B 5m line', 'eth:E 1h candle', 'solana:A 1m candle']);
    // With symbol sync every chart shows the page's token.
    const synced = initialArea({ ...(saved as object), sync: { symbol: true } }, { chain: 'eth', address: 'E' }, true).areas;
    expect(synced.every((a) => a.address === 'E')).toBe(true);
  });
  it('saves the drawing settings, the drawing toolbar and the order labels\' side', () => {
    let state = initialArea(null, token, true);
    state = areaReducer(state, { type: 'drawing', action: { type: 'favourite', tool: 'ray' } });
    state = areaReducer(state, { type: 'drawing', action: { type: 'magnet', on: false } });
    state = areaReducer(state, { type: 'showDrawingToolbar', on: false });
    state = areaReducer(state, { type: 'orderPanelPosition', position: 'right' });
    expect(state.settings).toMatchObject({ drawing: { favourites: ['ray'], magnet: false }, showDrawingToolbar: false, orderPanelPosition: 'right' });
  });
  it('takes the chart settings dialog\'s changes and saves them with the settings', () => {
    let state = initialArea(null, token, true);
    state = areaReducer(state, { type: 'chartSetting', patch: { appearance: { crosshair: 'magnet', watermark: true } } });
    state = areaReducer(state, { type: 'colours', colours: { reverse: true } });
    state = areaReducer(state, { type: 'timezone', timezone: 'Asia/Shanghai' });
    state = areaReducer(state, { type: 'timezone', timezone: 'Mars/Olympus' });
    const saved = parseSettings(JSON.parse(JSON.stringify(state.settings)));
    expect(saved.chartSetting.appearance).toMatchObject({ crosshair: 'magnet', watermark: true });
    expect(saved.chartSetting.colours.reverse).toBe(true);
    expect(saved.timezone).toBe('Asia/Shanghai');
  });
  it('clears the time anchor\'s times on a symbol change without handleSymbolChange', () => {
    const anchored = { enabled: true, handleSymbolChange: false, values: { timeRange1: 1_731_628_800 } };
    let state = initialArea({ timeAnchorSetting: anchored }, token, true);
    expect(state.settings.timeAnchorSetting.values.timeRange1).toBe(1_731_628_800);
    state = areaReducer(state, { type: 'symbol', chain: 'solana', address: 'B' });
    expect(state.settings.timeAnchorSetting.values.timeRange1).toBeNull();
    expect(state.areas[0]!.address).toBe('B');
  });
});

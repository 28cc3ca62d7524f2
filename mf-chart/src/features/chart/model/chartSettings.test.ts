import { describe, expect, it } from 'vitest';
import { areaReducer, initialArea } from './area';
import { clampAutoscale, clampLogAutoscale, visibleLogBottom } from './axis';
import {
  DEFAULT_CHART_SETTING,
  DEFAULT_TIME_ANCHOR,
  TICK,
  anchorAfterSymbolChange,
  anchorLines,
  anchorView,
  applyChartSetting,
  applyColours,
  applyTimeAnchor,
  drawnColours,
  formatCrosshairTime,
  formatTickMark,
  holdsTime,
  isTimeZone,
  logicalOfTime,
  parseChartSetting,
  parseTimeAnchor,
  timeOfLogical,
  zoneOffsetSeconds,
} from './chartSettings';
import type { TimeAnchorSetting } from './chartSettings';
import { formatOffset, fromZoneInput, toZoneInput, zoneCity, zoneOptions } from './timezones';
import { DEFAULT_SETTINGS, parseSettings } from './settings';

// 2024-11-15 00:00:00 UTC (a Friday); 2024-07-01 12:00:00 UTC (northern summer).
const NOV15 = 1_731_628_800;
const JUL1_NOON = 1_719_835_200;

describe('chartSetting', () => {
  it('defaults: candle colours, regular auto scale with the last price label, both grid lines, free crosshair, volume, no watermark', () => {
    expect(DEFAULT_SETTINGS.chartSetting).toEqual({
      colours: { up: '#16c784', down: '#ea3943', reverse: false },
      scales: { mode: 'normal', autoScale: true, lastValueLabel: true, invert: false },
      appearance: { grid: 'both', crosshair: 'normal', watermark: false, volume: true },
    });
    expect(DEFAULT_SETTINGS.timezone).toBe('Etc/UTC');
    expect(DEFAULT_SETTINGS.timeAnchorSetting).toEqual({ enabled: false, handleSymbolChange: true, type: 'time', displayLine: true, values: { time: 0.5, timeRange1: null, timeRange2: null } });
  });

  it('reads back every field and defaults each malformed one on its own', () => {
    const parsed = parseChartSetting({
      colours: { up: '#ABCDEF', down: 'red', reverse: 'yes' },
      scales: { mode: 'logarithmic', autoScale: false, lastValueLabel: 0, invert: true },
      appearance: { grid: 'diagonal', crosshair: 'magnet', watermark: true, volume: null },
    });
    expect(parsed).toEqual({
      colours: { up: '#abcdef', down: '#ea3943', reverse: false },
      scales: { mode: 'logarithmic', autoScale: false, lastValueLabel: true, invert: true },
      appearance: { grid: 'both', crosshair: 'magnet', watermark: true, volume: true },
    });
    expect(parseChartSetting('nope')).toEqual(DEFAULT_CHART_SETTING);
    expect(parseChartSetting({ scales: [], appearance: 'x' })).toEqual(DEFAULT_CHART_SETTING);
    expect(parseSettings({ chartSetting: { scales: { mode: 'percentage' } } }).chartSetting.scales.mode).toBe('percentage');
  });

  it('takes a dialog change section by section and ignores invalid values', () => {
    const scaled = applyChartSetting(DEFAULT_CHART_SETTING, { scales: { mode: 'percentage', invert: true } });
    expect(scaled.scales).toEqual({ mode: 'percentage', autoScale: true, lastValueLabel: true, invert: true });
    expect(scaled.appearance).toEqual(DEFAULT_CHART_SETTING.appearance);
    const bad = applyChartSetting(scaled, { scales: { mode: 'cubic' as never }, appearance: { grid: 'none', volume: 'no' as never } });
    expect(bad.scales.mode).toBe('percentage');
    expect(bad.appearance).toEqual({ ...DEFAULT_CHART_SETTING.appearance, grid: 'none' });
  });

  it('swaps the drawn up and down colours under the reverse flag; Reset clears it', () => {
    const reversed = applyColours(DEFAULT_CHART_SETTING.colours, { reverse: true });
    expect(drawnColours(reversed)).toEqual({ up: '#ea3943', down: '#16c784' });
    expect(drawnColours(DEFAULT_CHART_SETTING.colours)).toEqual({ up: '#16c784', down: '#ea3943' });
    expect(applyColours(reversed, null).reverse).toBe(false);
  });

  it('is changed through the area reducer and saved with the settings', () => {
    let state = initialArea(null, { chain: 'solana', address: 'A' }, true);
    state = areaReducer(state, { type: 'chartSetting', patch: { appearance: { crosshair: 'magnet', watermark: true } } });
    state = areaReducer(state, { type: 'colours', colours: { reverse: true } });
    state = areaReducer(state, { type: 'timezone', timezone: 'Asia/Shanghai' });
    state = areaReducer(state, { type: 'timezone', timezone: 'Mars/Olympus' });
    const saved = parseSettings(JSON.parse(JSON.stringify(state.settings)));
    expect(saved.chartSetting.appearance).toMatchObject({ crosshair: 'magnet', watermark: true });
    expect(saved.chartSetting.colours.reverse).toBe(true);
    expect(saved.timezone).toBe('Asia/Shanghai');
  });
});

describe('chart timezone', () => {
  it('accepts IANA zones the browser knows and rejects the rest (default Etc/UTC)', () => {
    expect(isTimeZone('Etc/UTC')).toBe(true);
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone(8)).toBe(false);
    expect(parseSettings({ timezone: 'Asia/Tokyo' }).timezone).toBe('Asia/Tokyo');
    expect(parseSettings({ timezone: 'Mars/Olympus' }).timezone).toBe('Etc/UTC');
    expect(parseSettings({ timezone: { zone: 'x' } }).timezone).toBe('Etc/UTC');
  });

  it('knows each zone’s offset at a moment, daylight saving included', () => {
    expect(zoneOffsetSeconds('Asia/Shanghai', NOV15)).toBe(8 * 3600);
    expect(zoneOffsetSeconds('America/New_York', NOV15)).toBe(-5 * 3600);
    expect(zoneOffsetSeconds('America/New_York', JUL1_NOON)).toBe(-4 * 3600);
    expect(zoneOffsetSeconds('Etc/UTC', NOV15)).toBe(0);
    expect(formatOffset(0)).toBe('UTC');
    expect(formatOffset(8 * 3600)).toBe('UTC+8');
    expect(formatOffset(-3.5 * 3600)).toBe('UTC-3:30');
    expect(formatOffset(5.75 * 3600)).toBe('UTC+5:45');
    expect(zoneCity('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
  });

  it('lists Etc/UTC first, then the device’s zone, then the curated zones by offset', () => {
    const list = zoneOptions('Europe/Madrid', 'Etc/UTC', NOV15);
    expect(list[0]).toMatchObject({ zone: 'Etc/UTC', offset: 'UTC', device: false });
    expect(list[1]).toMatchObject({ zone: 'Europe/Madrid', offset: 'UTC+1', city: null, device: true });
    const curated = list.slice(2);
    expect(curated.length).toBeGreaterThanOrEqual(20);
    expect(curated.find((o) => o.zone === 'Asia/Shanghai')).toMatchObject({ offset: 'UTC+8', city: 'shanghai' });
    const offsets = curated.map((o) => zoneOffsetSeconds(o.zone, NOV15));
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
    // A curated device zone is not listed twice; a saved zone outside the list is kept.
    const tokyo = zoneOptions('Asia/Tokyo', 'America/Lima', NOV15);
    expect(tokyo.filter((o) => o.zone === 'Asia/Tokyo')).toEqual([expect.objectContaining({ device: true })]);
    expect(tokyo.at(-1)).toMatchObject({ zone: 'America/Lima', offset: 'UTC-5' });
    // A device on UTC marks the UTC entry.
    expect(zoneOptions('UTC', 'Etc/UTC', NOV15)[0]).toMatchObject({ zone: 'Etc/UTC', device: true });
  });

  it('labels the time axis and the crosshair in the chart’s zone', () => {
    const t = NOV15 + 3 * 3600 + 25 * 60 + 7; // 03:25:07 UTC
    expect(formatTickMark(t, TICK.Time, 'Etc/UTC', 'en')).toBe('03:25');
    expect(formatTickMark(t, TICK.Time, 'Asia/Shanghai', 'en')).toBe('11:25');
    expect(formatTickMark(t, TICK.TimeWithSeconds, 'America/New_York', 'en')).toBe('22:25:07');
    expect(formatTickMark(t, TICK.DayOfMonth, 'America/New_York', 'en')).toBe('14');
    expect(formatTickMark(t, TICK.Month, 'Asia/Tokyo', 'en')).toBe('Nov');
    expect(formatTickMark(t, TICK.Year, 'Asia/Tokyo', 'en')).toBe('2024');
    expect(formatCrosshairTime(t, 'Asia/Shanghai', 'en', 60)).toBe('Fri, Nov 15, 2024, 11:25');
    expect(formatCrosshairTime(t, 'Asia/Shanghai', 'en', 1)).toBe('Fri, Nov 15, 2024, 11:25:07');
    expect(formatCrosshairTime(t, 'America/New_York', 'en', 86_400)).toBe('Thu, Nov 14, 2024');
    expect(formatCrosshairTime(t, 'Asia/Shanghai', 'de', 60)).toBe('Fr., 15. Nov. 2024, 11:25');
  });

  it('reads and writes datetime-local values as wall-clock times of the zone', () => {
    expect(toZoneInput(NOV15, 'Asia/Shanghai')).toBe('2024-11-15T08:00');
    expect(toZoneInput(NOV15 + 5, 'Asia/Shanghai')).toBe('2024-11-15T08:00:05');
    expect(fromZoneInput('2024-11-15T08:00:00', 'Asia/Shanghai')).toBe(NOV15);
    expect(fromZoneInput('2024-11-15T08:00', 'Asia/Shanghai')).toBe(NOV15);
    expect(fromZoneInput('2024-07-01T08:00:00', 'America/New_York')).toBe(JUL1_NOON);
    for (const zone of ['Etc/UTC', 'America/New_York', 'Asia/Kolkata', 'Australia/Sydney']) expect(fromZoneInput(toZoneInput(JUL1_NOON + 17, zone), zone)).toBe(JUL1_NOON + 17);
    expect(fromZoneInput('yesterday', 'Etc/UTC')).toBeNull();
    expect(fromZoneInput('2024-13-01T00:00', 'Etc/UTC')).toBeNull();
  });
});

describe('time anchor', () => {
  const anchor = (patch: Partial<Omit<TimeAnchorSetting, 'values'>> & { values?: Partial<TimeAnchorSetting['values']> } = {}): TimeAnchorSetting => ({
    ...DEFAULT_TIME_ANCHOR,
    enabled: true,
    ...patch,
    values: { ...DEFAULT_TIME_ANCHOR.values, ...patch.values },
  });
  // Ten 1m bars from NOV15.
  const times = Array.from({ length: 10 }, (_, i) => NOV15 + i * 60);

  it('parses every field, defaulting malformed ones', () => {
    expect(parseTimeAnchor(null)).toEqual(DEFAULT_TIME_ANCHOR);
    expect(parseTimeAnchor({ enabled: true, handleSymbolChange: false, type: 'range', displayLine: false, values: { time: 0.25, timeRange1: NOV15, timeRange2: NOV15 + 600 } })).toEqual({
      enabled: true,
      handleSymbolChange: false,
      type: 'range',
      displayLine: false,
      values: { time: 0.25, timeRange1: NOV15, timeRange2: NOV15 + 600 },
    });
    expect(parseTimeAnchor({ enabled: 1, type: 'week', values: { time: 1.5, timeRange1: -5, timeRange2: 12.5 } })).toEqual(DEFAULT_TIME_ANCHOR);
    expect(parseTimeAnchor({ values: { time: '0.3', timeRange1: '1731628800' } }).values).toEqual(DEFAULT_TIME_ANCHOR.values);
    expect(parseSettings({ timeAnchorSetting: { enabled: true, values: { timeRange1: NOV15 } } }).timeAnchorSetting).toMatchObject({ enabled: true, type: 'time', values: { time: 0.5, timeRange1: NOV15 } });
  });

  it('takes the dialog’s changes, null clearing a time, invalid values ignored', () => {
    const set = applyTimeAnchor(DEFAULT_TIME_ANCHOR, { enabled: true, values: { timeRange1: NOV15, time: 0.8 } });
    expect(set).toMatchObject({ enabled: true, values: { time: 0.8, timeRange1: NOV15, timeRange2: null } });
    expect(applyTimeAnchor(set, { values: { time: 7 } }).values.time).toBe(0.8);
    expect(applyTimeAnchor(set, { values: { timeRange1: null } }).values.timeRange1).toBeNull();
  });

  it('maps times to logical positions and back, past both ends of the bars too', () => {
    expect(logicalOfTime(times, NOV15 + 120, 60)).toBe(2);
    expect(logicalOfTime(times, NOV15 + 150, 60)).toBe(2.5);
    expect(logicalOfTime(times, NOV15 - 300, 60)).toBe(-5);
    expect(logicalOfTime(times, NOV15 + 9 * 60 + 600, 60)).toBe(19);
    expect(logicalOfTime([], NOV15, 60)).toBeNull();
    expect(timeOfLogical(times, 2.5, 60)).toBe(NOV15 + 150);
    expect(timeOfLogical(times, -5, 60)).toBe(NOV15 - 300);
    expect(timeOfLogical(times, 19, 60)).toBe(NOV15 + 1140);
  });

  it('keeps the anchored time at its place in the visible width', () => {
    // Anchored at bar 4, in the middle of a 6-bar wide view.
    expect(anchorView(anchor({ values: { timeRange1: NOV15 + 240 } }), times, 60, 6)).toEqual({ from: 1, to: 7 });
    // At a quarter from the left, after zooming out to 40 bars.
    expect(anchorView(anchor({ values: { timeRange1: NOV15 + 240, time: 0.25 } }), times, 60, 40)).toEqual({ from: -6, to: 34 });
    // On 5m bars the same time lands between bars.
    const fiveMinute = Array.from({ length: 10 }, (_, i) => NOV15 + i * 300);
    expect(anchorView(anchor({ values: { timeRange1: NOV15 + 450 } }), fiveMinute, 300, 10)).toEqual({ from: -3.5, to: 6.5 });
  });

  it('shows a range from its start to its end, and asks for nothing when off, unset or reversed', () => {
    expect(anchorView(anchor({ type: 'range', values: { timeRange1: NOV15 + 60, timeRange2: NOV15 + 480 } }), times, 60, 6)).toEqual({ from: 1, to: 8 });
    expect(anchorView(anchor({ type: 'range', values: { timeRange1: NOV15 + 480, timeRange2: NOV15 + 60 } }), times, 60, 6)).toBeNull();
    expect(anchorView(anchor({ type: 'range', values: { timeRange1: NOV15 } }), times, 60, 6)).toBeNull();
    expect(anchorView(anchor({ enabled: false, values: { timeRange1: NOV15 } }), times, 60, 6)).toBeNull();
    expect(anchorView(anchor(), times, 60, 6)).toBeNull();
    expect(holdsTime(anchor({ values: { timeRange1: NOV15 } }))).toBe(true);
    expect(holdsTime(anchor({ type: 'range', values: { timeRange1: NOV15, timeRange2: NOV15 + 60 } }))).toBe(false);
  });

  it('draws its line at the anchored time or both ends of the range, only with displayLine', () => {
    expect(anchorLines(anchor({ values: { timeRange1: NOV15 } }))).toEqual([NOV15]);
    expect(anchorLines(anchor({ type: 'range', values: { timeRange1: NOV15, timeRange2: NOV15 + 60 } }))).toEqual([NOV15, NOV15 + 60]);
    expect(anchorLines(anchor({ displayLine: false, values: { timeRange1: NOV15 } }))).toEqual([]);
    expect(anchorLines(anchor({ enabled: false, values: { timeRange1: NOV15 } }))).toEqual([]);
  });

  it('survives a symbol change with handleSymbolChange, else its times are cleared', () => {
    const kept = anchor({ values: { timeRange1: NOV15 } });
    expect(anchorAfterSymbolChange(kept)).toBe(kept);
    const cleared = anchorAfterSymbolChange(anchor({ handleSymbolChange: false, type: 'range', values: { timeRange1: NOV15, timeRange2: NOV15 + 60 } }));
    expect(cleared).toMatchObject({ enabled: true, values: { timeRange1: null, timeRange2: null } });
    let state = initialArea({ timeAnchorSetting: anchor({ handleSymbolChange: false, values: { timeRange1: NOV15 } }) }, { chain: 'solana', address: 'A' }, true);
    state = areaReducer(state, { type: 'symbol', chain: 'solana', address: 'B' });
    expect(state.settings.timeAnchorSetting.values.timeRange1).toBeNull();
    expect(state.areas[0]!.address).toBe('B');
  });
});

describe('price axis on the log scale', () => {
  it('keeps a positive minimum, so the padded bottom stays above zero, without the linear clamp cutting the lows', () => {
    const margins = { top: 0.1, bottom: 0.25 };
    const range = { minValue: 0.0001, maxValue: 0.01 };
    expect(clampLogAutoscale(range)).toEqual(range);
    // The linear clamp would have raised the minimum far above the lowest price.
    expect(clampAutoscale(range, margins)!.minValue).toBeGreaterThan(0.002);
    expect(visibleLogBottom(range, margins)).toBeGreaterThan(0);
    expect(clampLogAutoscale({ minValue: -0.5, maxValue: 2 })).toEqual({ minValue: 0.0002, maxValue: 2 });
    expect(clampLogAutoscale({ minValue: 0, maxValue: 0 })).toEqual({ minValue: 0.0001, maxValue: 1 });
    expect(clampLogAutoscale(null)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_CHART_SETTING, DEFAULT_COLOURS, applyChartSetting, applyColours, drawnColours, parseChartSetting } from './chartSetting';

describe('chartSetting', () => {
  it('gives a chart with nothing saved candle colours, the regular auto scale with its last price label, both grid lines, a free crosshair and volume', () => {
    expect(parseChartSetting(undefined)).toEqual({
      colours: { up: '#16c784', down: '#ea3943', reverse: false },
      scales: { mode: 'normal', autoScale: true, lastValueLabel: true, invert: false },
      appearance: { grid: 'both', crosshair: 'normal', watermark: false, volume: true },
    });
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

});

describe('chart colours', () => {
  it('take only #rrggbb values from the editor, and null restores the defaults', () => {
    const edited = applyColours(DEFAULT_COLOURS, { up: '#2962FF' });
    expect(edited).toEqual({ up: '#2962ff', down: DEFAULT_COLOURS.down, reverse: false });
    expect(applyColours(edited, { down: 'red' })).toEqual(edited);
    expect(applyColours(edited, null)).toEqual(DEFAULT_COLOURS);
  });
});

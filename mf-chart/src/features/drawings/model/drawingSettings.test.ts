import { describe, expect, it } from 'vitest';
import { DEFAULT_DRAWING_SETTINGS, DEFAULT_DRAWING_STYLE, MAX_TEMPLATES, dashOf, drawingSettingsReducer, parseDrawingSettings, parseDrawingStyle, saveTemplate, toggleFavourite } from './drawingSettings';
import type { DrawingStyle } from './drawingSettings';

let n = 0;
const newId = () => `t${++n}`;
const red: DrawingStyle = { colour: '#ff0000', width: 3, lineStyle: 'dashed' };

describe('favourite drawing tools', () => {
  it('star and unstar a tool, kept in the rail order', () => {
    expect(toggleFavourite([], 'rectangle')).toEqual(['rectangle']);
    expect(toggleFavourite(['rectangle'], 'trendLine')).toEqual(['trendLine', 'rectangle']);
    expect(toggleFavourite(['trendLine', 'rectangle'], 'trendLine')).toEqual(['rectangle']);
  });
  it('read back known tools only, each once', () => {
    expect(parseDrawingSettings({ favourites: ['ray', 'brush', 'ray', 'horizontalLine'] }).favourites).toEqual(['horizontalLine', 'ray']);
  });
});

describe('drawing style', () => {
  it('takes only #rrggbb colours, widths 1 to 4 and solid, dashed or dotted lines', () => {
    expect(parseDrawingStyle({ colour: '#FF0000', width: 3, lineStyle: 'dotted' })).toEqual({ colour: '#ff0000', width: 3, lineStyle: 'dotted' });
    expect(parseDrawingStyle({ colour: 'red', width: 9, lineStyle: 'wavy' })).toEqual(DEFAULT_DRAWING_STYLE);
    expect(drawingSettingsReducer(DEFAULT_DRAWING_SETTINGS, { type: 'style', patch: { width: 7 as never, colour: '#00ff00' } }).style).toEqual({ ...DEFAULT_DRAWING_STYLE, colour: '#00ff00' });
  });
  it('draws dashes and dots in proportion to the width', () => {
    expect(dashOf('solid', 2)).toEqual([]);
    expect(dashOf('dashed', 2)).toEqual([10, 7]);
    expect(dashOf('dotted', 2)).toEqual([2, 5]);
  });
});

describe('style templates', () => {
  it('save the style under a trimmed name; a used name (any case) gets the new style', () => {
    const first = saveTemplate([], '  Support   red ', red, newId);
    expect(first).toMatchObject({ ok: true, replaced: false, template: { name: 'Support red', style: red } });
    if (!first.ok) throw new Error('not saved');
    const again = saveTemplate(first.templates, 'SUPPORT RED', DEFAULT_DRAWING_STYLE, newId);
    expect(again).toMatchObject({ ok: true, replaced: true });
    if (!again.ok) throw new Error('not saved');
    expect(again.templates).toHaveLength(1);
    expect(again.templates[0]).toMatchObject({ id: first.template.id, name: 'SUPPORT RED', style: DEFAULT_DRAWING_STYLE });
  });
  it('refuse an empty name and a 21st template', () => {
    expect(saveTemplate([], '   ', red, newId)).toEqual({ ok: false, error: 'empty' });
    const full = Array.from({ length: MAX_TEMPLATES }, (_, i) => ({ id: `x${i}`, name: `T${i}`, style: red }));
    expect(saveTemplate(full, 'one more', red, newId)).toEqual({ ok: false, error: 'full' });
  });
  it('apply one to the next drawings and delete one', () => {
    const settings = { ...DEFAULT_DRAWING_SETTINGS, templates: [{ id: 'a', name: 'Red', style: red }] };
    expect(drawingSettingsReducer(settings, { type: 'applyTemplate', id: 'a' }).style).toEqual(red);
    expect(drawingSettingsReducer(settings, { type: 'applyTemplate', id: 'gone' }).style).toEqual(DEFAULT_DRAWING_STYLE);
    expect(drawingSettingsReducer(settings, { type: 'deleteTemplate', id: 'a' }).templates).toEqual([]);
  });
  it('are read back well-formed, without duplicate names, the magnet from older settings', () => {
    const parsed = parseDrawingSettings(
      { templates: [{ id: 'a', name: 'Red', style: red }, { id: 'b', name: 'red', style: red }, { id: 'c', name: '', style: red }, { id: 'd', name: 'Blue', style: { colour: 'blue' } }] },
      false,
    );
    expect(parsed.templates.map((t) => t.name)).toEqual(['Red', 'Blue']);
    expect(parsed.templates[1]!.style).toEqual(DEFAULT_DRAWING_STYLE);
    expect(parsed.magnet).toBe(false);
    expect(parseDrawingSettings({ magnet: true }, false).magnet).toBe(true);
    expect(parseDrawingSettings('x')).toEqual(DEFAULT_DRAWING_SETTINGS);
  });
});

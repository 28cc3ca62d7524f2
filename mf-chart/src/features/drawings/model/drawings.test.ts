import { describe, expect, it } from 'vitest';
import { MAX_NOTE_LENGTH, cleanNote, drawingsFor, loadDrawings, pointsNeeded, saveDrawing, snapToBar } from './drawings';
import type { Drawing } from './drawings';

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
  it('migrates drawings saved before styles and notes: they load with the default style', () => {
    const saved = [{ id: 'old', symbol: 'solana:T', quote: 'usd', priceType: 'price', tool: 'rectangle', state: { points: [{ time: 60, price: 1 }, { time: 120, price: 2 }] } }];
    expect(loadDrawings(saved)).toEqual([{ ...saved[0], style: { colour: '#3d8bfd', width: 2, lineStyle: 'solid' } }]);
    expect(loadDrawings([drawing('s', { style: { colour: 'red', width: 9, lineStyle: 'dotted' } as never })])[0]!.style).toEqual({ colour: '#3d8bfd', width: 2, lineStyle: 'dotted' });
  });
  it('loads the new tools, a note with its cleaned text; drops a note without text and an unknown tool', () => {
    const loaded = loadDrawings([
      drawing('f', { tool: 'fibRetracement' }),
      drawing('p', { tool: 'priceRange' }),
      drawing('n', { tool: 'textNote', state: { points: [{ time: 60, price: 1 }] }, text: ' \u202Ebuy\n zone ' }),
      drawing('e', { tool: 'textNote', text: '   ' }),
      drawing('u', { tool: 'spiral' as never }),
    ]);
    expect(loaded.map((d) => [d.id, d.tool, d.text])).toEqual([
      ['f', 'fibRetracement', undefined],
      ['p', 'priceRange', undefined],
      ['n', 'textNote', 'buy zone'],
    ]);
  });
  it('keeps a note short and plain', () => {
    expect(cleanNote('x'.repeat(200))).toHaveLength(MAX_NOTE_LENGTH);
    expect(cleanNote('<b>hi</b>')).toBe('<b>hi</b>');
    expect(pointsNeeded('textNote')).toBe(1);
    expect(pointsNeeded('fibRetracement')).toBe(2);
  });
});

import { describe, expect, it } from 'vitest';
import { drawingsFor, loadDrawings, saveDrawing, snapToBar } from './drawings';
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
});

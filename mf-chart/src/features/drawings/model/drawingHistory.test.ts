import { describe, expect, it } from 'vitest';
import { MAX_HISTORY, canRedo, canUndo, drawingHistoryReducer, initialHistory } from './drawingHistory';
import type { DrawingHistory, DrawingHistoryAction } from './drawingHistory';
import type { Drawing } from './drawings';

const drawing = (id: string, extra: Partial<Drawing> = {}): Drawing => ({
  id,
  symbol: 'solana:T',
  quote: 'usd',
  priceType: 'price',
  tool: 'trendLine',
  state: { points: [{ time: 60, price: 1 }, { time: 120, price: 2 }] },
  ...extra,
});
const run = (history: DrawingHistory, ...actions: DrawingHistoryAction[]) => actions.reduce(drawingHistoryReducer, history);
const ids = (history: DrawingHistory) => history.present.map((d) => d.id);

describe('drawing history (undo / redo)', () => {
  it('undoes and redoes add, move, restyle, delete and remove-all', () => {
    let h = run(initialHistory([]), { type: 'add', drawing: drawing('a') }, { type: 'add', drawing: drawing('b') });
    expect(ids(h)).toEqual(['a', 'b']);
    h = run(h, { type: 'move', id: 'a', points: [{ time: 0, price: 5 }] });
    expect(h.present[0]!.state.points).toEqual([{ time: 0, price: 5 }]);
    h = run(h, { type: 'restyle', id: 'b', patch: { colour: '#ff0000' } });
    expect(h.present[1]!.style).toEqual({ colour: '#ff0000', width: 2, lineStyle: 'solid' });
    h = run(h, { type: 'delete', id: 'a' });
    expect(ids(h)).toEqual(['b']);
    h = run(h, { type: 'removeAll', ids: ['b'] });
    expect(ids(h)).toEqual([]);

    h = run(h, { type: 'undo' });
    expect(ids(h)).toEqual(['b']);
    h = run(h, { type: 'undo' });
    expect(ids(h)).toEqual(['a', 'b']);
    h = run(h, { type: 'undo' });
    expect(h.present[1]!.style).toBeUndefined();
    h = run(h, { type: 'undo' });
    expect(h.present[0]!.state.points).toHaveLength(2);
    expect(canRedo(h)).toBe(true);
    h = run(h, { type: 'redo' }, { type: 'redo' }, { type: 'redo' }, { type: 'redo' });
    expect(ids(h)).toEqual([]);
    expect(canRedo(h)).toBe(false);
  });
  it('drops the redo steps on a new step', () => {
    const h = run(initialHistory([]), { type: 'add', drawing: drawing('a') }, { type: 'undo' }, { type: 'add', drawing: drawing('b') });
    expect(ids(h)).toEqual(['b']);
    expect(canRedo(h)).toBe(false);
  });
  it('counts a run of restyles of one drawing (a colour picker dragged) as one step', () => {
    const h = run(initialHistory([drawing('a')]), { type: 'restyle', id: 'a', patch: { colour: '#111111' } }, { type: 'restyle', id: 'a', patch: { colour: '#222222' } }, { type: 'restyle', id: 'a', patch: { width: 4 } });
    expect(h.present[0]!.style).toEqual({ colour: '#222222', width: 4, lineStyle: 'solid' });
    expect(h.past).toHaveLength(1);
    expect(run(h, { type: 'undo' }).present[0]!.style).toBeUndefined();
  });
  it('keeps a note’s text cleaned and makes no step of what changes nothing', () => {
    const h = run(initialHistory([drawing('n', { tool: 'textNote', text: 'old' })]), { type: 'text', id: 'n', text: '  new\u202E  text ' });
    expect(h.present[0]!.text).toBe('new text');
    const same = run(initialHistory([drawing('a')]), { type: 'delete', id: 'x' }, { type: 'removeAll', ids: [] }, { type: 'undo' }, { type: 'add', drawing: drawing('a') });
    expect(canUndo(same)).toBe(false);
  });
  it(`keeps the last ${MAX_HISTORY} steps`, () => {
    let h = initialHistory([]);
    for (let i = 0; i < MAX_HISTORY + 5; i++) h = run(h, { type: 'add', drawing: drawing(`d${i}`) });
    expect(h.past).toHaveLength(MAX_HISTORY);
  });
});

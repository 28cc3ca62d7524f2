/**
 * Undo and redo over the drawings (every symbol's, as stored): add, move, restyle, edit, delete
 * and remove-all are steps; undo and redo walk them. A pure reducer: the chart area persists
 * `present` after each step.
 */
import { cleanNote } from './drawings';
import type { Drawing } from './drawings';
import { parseDrawingStyle } from './drawingSettings';
import type { DrawingStyle } from './drawingSettings';

/** Steps kept to undo: enough for a session's work, small in memory. */
export const MAX_HISTORY = 100;

export interface DrawingHistory {
  past: Drawing[][];
  present: Drawing[];
  future: Drawing[][];
  /** The last step's merge key: restyling one drawing over and over (a colour picker's drag) is one step. */
  mergeKey: string | null;
}

export type DrawingHistoryAction =
  | { type: 'add'; drawing: Drawing }
  | { type: 'move'; id: string; points: Drawing['state']['points'] }
  | { type: 'restyle'; id: string; patch: Partial<DrawingStyle> }
  | { type: 'text'; id: string; text: string }
  | { type: 'delete'; id: string }
  | { type: 'removeAll'; ids: readonly string[] }
  | { type: 'undo' }
  | { type: 'redo' };

export const initialHistory = (present: Drawing[]): DrawingHistory => ({ past: [], present, future: [], mergeKey: null });

export const canUndo = (history: DrawingHistory) => history.past.length > 0;
export const canRedo = (history: DrawingHistory) => history.future.length > 0;

function step(history: DrawingHistory, present: Drawing[], mergeKey: string | null = null): DrawingHistory {
  if (present === history.present) return history;
  if (mergeKey !== null && mergeKey === history.mergeKey) return { ...history, present, future: [] };
  return { past: [...history.past, history.present].slice(-MAX_HISTORY), present, future: [], mergeKey };
}

function edit(list: Drawing[], id: string, change: (d: Drawing) => Drawing): Drawing[] {
  return list.some((d) => d.id === id) ? list.map((d) => (d.id === id ? change(d) : d)) : list;
}

export function drawingHistoryReducer(history: DrawingHistory, action: DrawingHistoryAction): DrawingHistory {
  const list = history.present;
  switch (action.type) {
    case 'add':
      return list.some((d) => d.id === action.drawing.id) ? history : step(history, [...list, action.drawing]);
    case 'move':
      return step(history, edit(list, action.id, (d) => ({ ...d, state: { points: action.points } })));
    case 'restyle':
      return step(history, edit(list, action.id, (d) => ({ ...d, style: parseDrawingStyle({ ...parseDrawingStyle(d.style), ...action.patch }) })), `restyle:${action.id}`);
    case 'text':
      return step(history, edit(list, action.id, (d) => ({ ...d, text: cleanNote(action.text) })));
    case 'delete':
      return list.some((d) => d.id === action.id) ? step(history, list.filter((d) => d.id !== action.id)) : history;
    case 'removeAll':
      return list.some((d) => action.ids.includes(d.id)) ? step(history, list.filter((d) => !action.ids.includes(d.id))) : history;
    case 'undo': {
      const previous = history.past.at(-1);
      return previous ? { past: history.past.slice(0, -1), present: previous, future: [list, ...history.future], mergeKey: null } : history;
    }
    case 'redo': {
      const [next, ...rest] = history.future;
      return next ? { past: [...history.past, list], present: next, future: rest, mergeKey: null } : history;
    }
  }
}

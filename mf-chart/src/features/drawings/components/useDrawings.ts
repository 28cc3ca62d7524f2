import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { usePlatform } from '@nova/shared-ui';
import type * as HistoryModel from '../model/drawingHistory';
import type { DrawingHistory, DrawingHistoryAction } from '../model/drawingHistory';
import { DRAWINGS_KEY, cleanNote, loadDrawings } from '../model/drawings';
import type { Drawing, DrawingPoint, DrawingTool } from '../model/drawings';
import type { DrawingStyle } from '../model/drawingSettings';

type Prefs = ReturnType<typeof usePlatform>['prefs'];

/** A note being written: a new one at its point, or an existing one's text being edited. */
export type NoteDraft = { kind: 'new'; drawing: Omit<Drawing, 'text'> } | { kind: 'edit'; id: string; text: string };

export interface DrawingsState {
  /** Every symbol's drawings, as stored. */
  drawings: readonly Drawing[];
  selectedId: string | null;
  canUndo: boolean;
  canRedo: boolean;
  select(id: string | null): void;
  /** A step of the history: add, move, restyle, text, delete, remove-all, undo, redo. */
  dispatch(action: DrawingHistoryAction): void;
  /** A drawing placed on `symbol`'s chart: kept at once, a text note once its text is written. */
  drawn(symbol: string, tool: DrawingTool, points: DrawingPoint[]): void;
  note: NoteDraft | null;
  editNote(id: string): void;
  /** The note dialog's answer: the text (cleaned) or null for Cancel. */
  closeNote(text: string | null): void;
  /** The symbol whose drawings the Remove dialog asks about, null while it is closed. */
  clearing: string | null;
  askClear(symbol: string | null): void;
}

export interface UseDrawingsOptions {
  prefs: Prefs;
  quote: Drawing['quote'];
  priceType: Drawing['priceType'];
  style: DrawingStyle;
}

/** The history's reducer: its own chunk (the chart's first render does not wait for it), fetched as the chart area starts. */
let historyChunk: Promise<typeof HistoryModel> | null = null;
const historyModule = () => (historyChunk ??= import('../model/drawingHistory'));

const newId = () => `d${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/**
 * The chart area's drawings: loaded from and saved to prefs (per symbol, under the drawing key),
 * with an undo history, the selected drawing, and the note dialog's and the Remove dialog's state
 * (the keys are `DrawingKeys`').
 */
export function useDrawings({ prefs, quote, priceType, style }: UseDrawingsOptions): DrawingsState {
  const [history, setHistory] = useState<DrawingHistory>(() => ({ past: [], present: loadDrawings(prefs.get<unknown>(DRAWINGS_KEY, [])), future: [], mergeKey: null }));
  useEffect(() => void historyModule().catch(() => undefined), []);
  const dispatch = useCallback((action: DrawingHistoryAction) => {
    historyModule().then(
      ({ drawingHistoryReducer }) => setHistory((current) => drawingHistoryReducer(current, action)),
      (error: unknown) => console.warn('[mf-chart] drawings', error),
    );
  }, []);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [note, setNote] = useState<NoteDraft | null>(null);
  const [clearing, setClearing] = useState<string | null>(null);
  const drawings = history.present;

  // Every step is saved at once (an undo too): the stored list is always what the chart shows.
  const first = useRef(drawings);
  useEffect(() => {
    if (drawings !== first.current) prefs.set(DRAWINGS_KEY, drawings);
  }, [drawings, prefs]);
  // A selection whose drawing went (deleted, undone) is dropped.
  const selected = selectedId !== null && drawings.some((d) => d.id === selectedId) ? selectedId : null;

  const drawn = useCallback(
    (symbol: string, tool: DrawingTool, points: DrawingPoint[]) => {
      const drawing: Drawing = { id: newId(), symbol, quote, priceType, tool, state: { points }, style };
      if (tool === 'textNote') setNote({ kind: 'new', drawing });
      else dispatch({ type: 'add', drawing });
    },
    [quote, priceType, style, dispatch],
  );

  const editNote = useCallback(
    (id: string) => {
      const drawing = drawings.find((d) => d.id === id);
      if (drawing?.tool === 'textNote') setNote({ kind: 'edit', id, text: drawing.text ?? '' });
    },
    [drawings],
  );

  const closeNote = useCallback(
    (text: string | null) => {
      const clean = text === null ? '' : cleanNote(text);
      if (note && clean) {
        if (note.kind === 'new') dispatch({ type: 'add', drawing: { ...note.drawing, text: clean } });
        else dispatch({ type: 'text', id: note.id, text: clean });
      }
      setNote(null);
    },
    [note, dispatch],
  );

  return useMemo(
    () => ({
      drawings,
      selectedId: selected,
      canUndo: history.past.length > 0,
      canRedo: history.future.length > 0,
      select: setSelectedId,
      dispatch,
      drawn,
      note,
      editNote,
      closeNote,
      clearing,
      askClear: setClearing,
    }),
    [drawings, selected, history, dispatch, drawn, note, editNote, closeNote, clearing],
  );
}

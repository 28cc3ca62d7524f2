/** The drawings' keys (TradingView's): undo, redo, delete the selected drawing, deselect. */
export type DrawingShortcut = 'undo' | 'redo' | 'delete' | 'deselect';

interface KeyLike {
  key: string;
  code?: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** What a key press asks of the drawings, null for nothing (Delete and Escape only with a drawing selected). */
export function drawingShortcut(event: KeyLike, selected: boolean): DrawingShortcut | null {
  if (event.altKey) return null;
  const key = event.key.toLowerCase();
  const z = key === 'z' || event.code === 'KeyZ';
  if (event.ctrlKey || event.metaKey) {
    if (z) return event.shiftKey ? 'redo' : 'undo';
    if ((key === 'y' || event.code === 'KeyY') && !event.shiftKey) return 'redo';
    return null;
  }
  if (!selected || event.shiftKey) return null;
  if (event.key === 'Delete' || event.key === 'Backspace') return 'delete';
  if (event.key === 'Escape') return 'deselect';
  return null;
}

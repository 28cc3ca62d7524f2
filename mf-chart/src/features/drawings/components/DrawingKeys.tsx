import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { drawingShortcut } from '../model/shortcuts';
import type { DrawingsState } from './useDrawings';

function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT' || el.isContentEditable);
}

/**
 * The drawings' keys, while the focus is in the chart area (or on the page's body): Ctrl/Cmd+Z
 * undoes, Ctrl/Cmd+Shift+Z or Ctrl+Y redoes, Delete or Backspace deletes the selected drawing,
 * Escape deselects it. Renders nothing.
 */
export default function DrawingKeys({ state, scope }: { state: DrawingsState; scope: RefObject<HTMLElement | null> }) {
  const latest = useRef(state);
  latest.current = state;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as Node | null;
      const inside = !!target && !!scope.current?.contains(target);
      // A flyout or dialog with the focus keeps its own keys (its Escape closes it).
      const inFlyout = !!(event.target as Element | null)?.closest?.('[role="dialog"], [popover]');
      if (event.defaultPrevented || isTyping(event.target) || inFlyout || !(inside || target === document.body || target === document.documentElement)) return;
      const { selectedId, note, clearing, dispatch, select } = latest.current;
      if (note || clearing) return;
      const action = drawingShortcut(event, selectedId !== null);
      if (!action) return;
      event.preventDefault();
      event.stopPropagation();
      if (action === 'undo' || action === 'redo') dispatch({ type: action });
      else if (action === 'delete' && selectedId) dispatch({ type: 'delete', id: selectedId });
      else select(null);
    };
    // Capture: ahead of the chart area's handler, whose Escape leaves fullscreen.
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, [scope]);
  return null;
}

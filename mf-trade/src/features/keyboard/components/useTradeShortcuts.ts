import { useEffect, useRef } from 'react';
import { isEditable, ownsEnter, shortcutAction } from '../model/shortcuts';
import type { ShortcutAction } from '../model/shortcuts';

/** Listens for the trade shortcuts on the document while `enabled` (keys in inputs and dialogs stay theirs). */
export function useTradeShortcuts(enabled: boolean, onAction: (action: ShortcutAction) => void): void {
  const handler = useRef(onAction);
  useEffect(() => {
    handler.current = onAction;
  });
  useEffect(() => {
    if (!enabled) return;
    const listen = (event: KeyboardEvent) => {
      const action = shortcutAction({ key: event.key, ctrlKey: event.ctrlKey, metaKey: event.metaKey, altKey: event.altKey, repeat: event.repeat, editableTarget: isEditable(document.activeElement) || isEditable(event.target as Element | null) });
      if (!action || (action.type === 'submit' && ownsEnter(document.activeElement))) return;
      event.preventDefault();
      handler.current(action);
    };
    document.addEventListener('keydown', listen);
    return () => document.removeEventListener('keydown', listen);
  }, [enabled]);
}

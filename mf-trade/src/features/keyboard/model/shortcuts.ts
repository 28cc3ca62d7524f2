/**
 * Keyboard trading (issue 10 §8): B and S pick the side, 1 to 4 the quick amounts (buy) or quick
 * percents (sell), Enter submits. Keys never fire while an input, a select, a text area or an
 * editable element has focus, nor with a modifier (browser and system shortcuts stay theirs).
 */
export type ShortcutAction = { type: 'side'; side: 'buy' | 'sell' } | { type: 'quick'; index: number } | { type: 'submit' };

export interface KeyInput {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** The focused element is a text field, select, text area or contenteditable (or inside a dialog). */
  editableTarget: boolean;
  repeat: boolean;
}

export const SHORTCUTS = [
  { keys: 'B', action: 'buy' },
  { keys: 'S', action: 'sell' },
  { keys: '1–4', action: 'quick' },
  { keys: 'Enter', action: 'submit' },
] as const;

export function shortcutAction(input: KeyInput): ShortcutAction | null {
  if (input.editableTarget || input.ctrlKey || input.metaKey || input.altKey || input.repeat) return null;
  const key = input.key.toLowerCase();
  if (key === 'b') return { type: 'side', side: 'buy' };
  if (key === 's') return { type: 'side', side: 'sell' };
  if (key === 'enter') return { type: 'submit' };
  if (/^[1-4]$/.test(key)) return { type: 'quick', index: Number(key) - 1 };
  return null;
}

/** Whether an element takes typed text (or is a control keys belong to): shortcuts then stay off. */
export function isEditable(element: Element | null): boolean {
  if (!element) return false;
  if (element.closest('[role="dialog"]')) return true;
  const tag = element.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') return !['button', 'checkbox', 'radio', 'submit', 'reset'].includes((element as HTMLInputElement).type);
  return (element as HTMLElement).isContentEditable === true;
}

/** Enter on a focused button or link is that control's own click, not a submit. */
export function ownsEnter(element: Element | null): boolean {
  return element !== null && (element.tagName === 'BUTTON' || element.tagName === 'A' || element.getAttribute('role') === 'tab');
}

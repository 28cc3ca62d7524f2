import { CHART } from '@nova/shared-contracts';
import type { Resolution } from '@nova/shared-contracts';
import { RESOLUTIONS, periodSeconds } from '../../../shared/model/resolution';

/** The pinned intervals of a new user (spec 3 §9 quick picks). */
export const DEFAULT_PINNED = CHART.quickPick as readonly Resolution[];
export const DEFAULT_RESOLUTION = CHART.defaultResolution as Resolution;

export function isResolution(value: unknown): value is Resolution {
  return typeof value === 'string' && (RESOLUTIONS as readonly string[]).includes(value);
}

/** Pinned intervals as shown (spec 3 §5): only known intervals, each once, sorted by duration. */
export function normalisePinned(values: readonly unknown[]): Resolution[] {
  const known = new Set(values.filter(isResolution));
  return RESOLUTIONS.filter((r) => known.has(r)).sort((a, b) => periodSeconds(a) - periodSeconds(b));
}

/** The interval popover (spec 3 §4): view, edit (add/remove pinned), save closes; closing restores. */
export interface IntervalPopoverState {
  open: boolean;
  mode: 'view' | 'edit';
  saved: Resolution[];
  draft: Resolution[];
}

export type IntervalPopoverAction = { type: 'open' } | { type: 'edit' } | { type: 'toggle'; resolution: Resolution } | { type: 'save' } | { type: 'close' } | { type: 'load'; pinned: readonly Resolution[] };

export function initialPopover(pinned: readonly Resolution[]): IntervalPopoverState {
  const saved = normalisePinned(pinned);
  return { open: false, mode: 'view', saved, draft: saved };
}

export function intervalPopoverReducer(state: IntervalPopoverState, action: IntervalPopoverAction): IntervalPopoverState {
  switch (action.type) {
    case 'open':
      return { ...state, open: true, mode: 'view', draft: state.saved };
    case 'edit':
      return { ...state, mode: 'edit' };
    case 'toggle': {
      if (state.mode !== 'edit') return state;
      const has = state.draft.includes(action.resolution);
      // At least one interval stays pinned: the toolbar is never empty.
      if (has && state.draft.length === 1) return state;
      return { ...state, draft: normalisePinned(has ? state.draft.filter((r) => r !== action.resolution) : [...state.draft, action.resolution]) };
    }
    case 'save':
      return { ...state, open: false, mode: 'view', saved: state.draft, draft: state.draft };
    case 'close':
      return { ...state, open: false, mode: 'view', draft: state.saved };
    case 'load': {
      const saved = normalisePinned(action.pinned);
      return { ...state, saved, draft: state.open ? state.draft : saved };
    }
  }
}

export interface KeyLike {
  key: string;
  code?: string;
  altKey?: boolean;
  shiftKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

export type ShortcutAction = { type: 'interval'; resolution: Resolution } | { type: 'fullscreen' } | { type: 'exitFullscreen' } | { type: 'taken' } | null;

/**
 * The chart's keyboard shortcuts (spec 3 §2): digits 1 to 9 (top row or numpad) choose a pinned
 * interval by position, 9 the last one; Shift+F toggles fullscreen, Esc leaves it; "/", Alt+G, Alt+A and Shift+T
 * are registered and do nothing (they are taken, so the browser or other listeners do not act).
 */
export function shortcutFor(event: KeyLike, pinned: readonly Resolution[], fullscreen = false): ShortcutAction {
  if (event.ctrlKey || event.metaKey) return null;
  if (fullscreen && event.key === 'Escape' && !event.altKey && !event.shiftKey) return { type: 'exitFullscreen' };
  const code = event.code ?? '';
  const key = event.key.toLowerCase();
  if (event.shiftKey && (key === 'f' || code === 'KeyF') && !event.altKey) return { type: 'fullscreen' };
  if (key === '/' && !event.altKey) return { type: 'taken' };
  if (event.altKey && (code === 'KeyG' || code === 'KeyA' || key === 'g' || key === 'a')) return { type: 'taken' };
  if (event.shiftKey && (key === 't' || code === 'KeyT')) return { type: 'taken' };
  if (event.altKey || event.shiftKey) return null;
  const digit = /^(?:Digit|Numpad)([1-9])$/.exec(code)?.[1] ?? (/^[1-9]$/.test(event.key) ? event.key : null);
  if (!digit || pinned.length === 0) return null;
  const n = Number(digit);
  const resolution = n === 9 ? pinned[pinned.length - 1] : pinned[n - 1];
  return resolution ? { type: 'interval', resolution } : null;
}

/**
 * The page's overlay state: the open dialogs' panels (the newest last) and the page's scroll lock.
 * shared-ui is bundled into every app (the host and each remote carry their own copy), so this
 * state lives on the page, not in a module: a dialog of the host and one of a remote see one stack,
 * and Escape closes only the topmost whichever copy opened it. Any copy creates it; all share it.
 */
export interface OverlayPageState {
  /** The open dialogs' panels, the newest last. */
  stack: HTMLElement[];
  scrollLocks: number;
  savedOverflow: string;
}

const KEY = Symbol.for('nova.shared-ui.overlays.v1');

export function overlayPageState(doc: Document = document): OverlayPageState {
  const holder = doc as Document & { [KEY]?: OverlayPageState };
  holder[KEY] ??= { stack: [], scrollLocks: 0, savedOverflow: '' };
  return holder[KEY];
}

import { TOP_LAYER_ATTRIBUTE } from '../theme/layers';
import { overlayPageState } from './pageState';

/**
 * While a modal is open: every other child of <body> is `inert` (no focus, no clicks, hidden from
 * assistive technology), except the modal's own container and elements marked as top layer (the
 * toasts), and the page does not scroll behind it. Returns the undo. Nested modals stack: each
 * undoes only what it did.
 */
export function lockPage(container: HTMLElement): () => void {
  const body = container.ownerDocument.body;
  const made: HTMLElement[] = [];
  for (const child of [...body.children]) {
    if (!(child instanceof HTMLElement) || child === container || child.hasAttribute(TOP_LAYER_ATTRIBUTE) || child.hasAttribute('inert')) continue;
    child.setAttribute('inert', '');
    made.push(child);
  }
  // One count for the page, whichever copy of shared-ui opened the modal (pageState.ts).
  const state = overlayPageState(container.ownerDocument);
  if (state.scrollLocks++ === 0) {
    state.savedOverflow = body.style.overflow;
    body.style.overflow = 'hidden';
  }
  return () => {
    for (const element of made) element.removeAttribute('inert');
    if (--state.scrollLocks === 0) body.style.overflow = state.savedOverflow;
  };
}

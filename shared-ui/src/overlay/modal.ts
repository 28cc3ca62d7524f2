import { useLayoutEffect, useRef } from 'react';
import type { MouseEvent, RefObject } from 'react';
import { TOP_LAYER_ATTRIBUTE } from '../theme/layers';

/**
 * Shows `dialog` with `showModal()` while mounted and closes it with `close()` as it unmounts. The
 * browser does the rest: the dialog in the top layer above everything (a dialog opened from another
 * stacks above it, whichever copy of shared-ui opened either), the rest of the page inert, focus
 * moved in (to the first focusable element) and back to the opener on close, and Escape sent to the
 * topmost only. Escape (the `cancel` event) calls `onClose` and leaves the closing to the caller
 * (which may animate it first); if the browser closes it anyway (a second Escape with no click
 * between), `onClose` is told too. An element marked `data-autofocus` takes the focus instead of the
 * first one; elements marked `TOP_LAYER_ATTRIBUTE` (the toasts, a manual popover) are raised above the dialog.
 */
export function useModalDialog(dialog: RefObject<HTMLDialogElement | null>, onClose: () => void): void {
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });
  // A layout effect: its cleanup runs before React removes the dialog, so `close()` returns the focus.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    element.showModal();
    element.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    raiseTopLayer(element.ownerDocument);
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    const onClosed = () => onCloseRef.current();
    element.addEventListener('cancel', onCancel);
    element.addEventListener('close', onClosed);
    return () => {
      element.removeEventListener('cancel', onCancel);
      element.removeEventListener('close', onClosed);
      if (element.open) element.close();
    };
  }, [dialog]);
}

/**
 * A pointer down on the dialog's backdrop calls `onClose`: the dialog element is the target only
 * there, as its content (one frame with no gap around it) covers its box.
 */
export function closeOnBackdrop(onClose: () => void) {
  return (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };
}

/** The page's elements kept above modals (shown as popovers), shown again so that they sit above the dialog just opened. */
function raiseTopLayer(doc: Document) {
  for (const element of doc.querySelectorAll<HTMLElement>(`[${TOP_LAYER_ATTRIBUTE}][popover]`)) {
    if (!element.matches(':popover-open')) continue;
    element.hidePopover();
    element.showPopover();
  }
}

import { useLayoutEffect, useRef } from 'react';
import type { MouseEvent, RefObject } from 'react';
import { TOP_LAYER_ATTRIBUTE } from '../theme/layers';

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

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
export function useModalDialog(dialog: RefObject<HTMLDialogElement | null>, onClose: () => void, modal = true): void {
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });
  // A layout effect: its cleanup runs before React removes the dialog, so `close()` returns the focus.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    if (!modal) return showNonModal(element, () => onCloseRef.current());
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
  }, [dialog, modal]);
}

/**
 * `dialog` (a `popover="manual"`) shown in the top layer, not modal: above everything like a modal
 * dialog, but the page behind stays as it is (not inert), so opening and closing it cost no style
 * pass over the whole page. Focus moves in (to `data-autofocus`, else the first focusable element)
 * and back to the opener as it unmounts, if it was inside or lost. `onClose` is told of Escape, of
 * a press outside it and of the focus moving to an element outside it, unless another dialog or
 * popover has them (a confirm opened above it, a popover opened from it); the closing is left to the
 * caller. Returns the cleanup.
 */
function showNonModal(element: HTMLDialogElement, onClose: () => void): () => void {
  const doc = element.ownerDocument;
  const opener = doc.activeElement;
  element.showPopover();
  (element.querySelector<HTMLElement>('[data-autofocus]') ?? element.querySelector<HTMLElement>(FOCUSABLE))?.focus();
  raiseTopLayer(doc);
  // Another dialog or popover (one opened above it, or from it into a portal) has the event: not ours.
  const elsewhere = (target: EventTarget | null) => target instanceof Element && !element.contains(target) && target.closest('dialog, [popover]') !== null;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented || elsewhere(event.target)) return;
    if ([...element.querySelectorAll('[popover]')].some((inner) => inner.matches(':popover-open'))) return;
    event.preventDefault();
    onClose();
  };
  const onPointerDown = (event: PointerEvent) => {
    if (!(event.target instanceof Node) || (!element.contains(event.target) && !elsewhere(event.target))) onClose();
  };
  const onFocusOut = (event: FocusEvent) => {
    if (event.relatedTarget instanceof Node && !element.contains(event.relatedTarget) && !elsewhere(event.relatedTarget)) onClose();
  };
  doc.addEventListener('keydown', onKeyDown);
  doc.addEventListener('pointerdown', onPointerDown, true);
  element.addEventListener('focusout', onFocusOut);
  return () => {
    doc.removeEventListener('keydown', onKeyDown);
    doc.removeEventListener('pointerdown', onPointerDown, true);
    element.removeEventListener('focusout', onFocusOut);
    const focused = doc.activeElement;
    const refocus = !focused || focused === doc.body || element.contains(focused);
    if (element.matches(':popover-open')) element.hidePopover();
    if (refocus && opener instanceof HTMLElement && opener.isConnected) opener.focus({ preventScroll: true });
  };
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

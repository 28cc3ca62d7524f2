import { useId } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { LazyBoundary, lazyWithPreload } from '../platform/lazy';
import { vars } from '../theme/tokens';
import { overlayChunk } from './overlayChunk';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's accessible name, shown as its heading. */
  title: ReactNode;
  /**
   * drawer: slides in from the right, `width` wide (full width below 768 px).
   * modal: centred, `width` wide; a bottom sheet below 768 px (spec: responsive modal or bottom drawer).
   */
  variant?: 'drawer' | 'modal';
  width?: number;
  children: ReactNode;
  /** Extra content in the header row (e.g. a back button). */
  headerExtra?: ReactNode;
  closeLabel?: string;
  /**
   * Set (true or false) to animate: the panel slides in (a drawer from the right) and, once
   * `closing` turns true, slides out over 300 ms; the caller unmounts it afterwards.
   */
  closing?: boolean;
  /**
   * false: shown in the top layer with its backdrop, but not modal (a manual popover): the page
   * behind is not made inert, so opening and closing it cost no style pass over the whole page (on
   * a busy page, tens of milliseconds on a phone). Escape, a press outside it and the focus moving
   * out call `onClose`. For a dialog opened often and in passing: search. Default true.
   */
  modal?: boolean;
}

const DialogPanel = lazyWithPreload(overlayChunk, (parts) => parts.DialogPanel);

/**
 * A modal dialog: a `<dialog>` opened with `showModal()` (modal.ts): the browser keeps focus inside,
 * makes the rest of the page inert, sends Escape to the topmost dialog and returns focus to the
 * opener on close; Escape and the backdrop call `onClose`. Dialogs nest: one opened from another
 * (a confirm) sits above it in the top layer. With `modal={false}` it is shown in the top layer
 * without making the page inert (see `modal`).
 *
 * A closed dialog is drawn by nothing: its code (DialogPanel.tsx) is in the overlay chunk, loaded
 * on the first open of any dialog; until it is there an open dialog shows nothing. If it does not
 * load, the dialog shows only its title and close button, and its next open tries again.
 */
export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  return (
    <LazyBoundary fallback={<NotLoaded {...props} />}>
      <DialogPanel {...props} />
    </LazyBoundary>
  );
}

/**
 * An open Dialog whose code did not load (this time it was opened): its title and close button, in
 * the least that is a modal dialog (the full one, modal.ts, is in the chunk that did not come).
 */
function NotLoaded({ title, onClose, closeLabel = 'Close' }: DialogProps) {
  const titleId = useId();
  return createPortal(
    <dialog
      ref={showWhileMounted}
      aria-labelledby={titleId}
      style={bare}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div style={frame}>
        <h2 id={titleId}>{title}</h2>
        <button type="button" aria-label={closeLabel} onClick={onClose}>
          ×
        </button>
      </div>
    </dialog>,
    document.body,
  );
}

/** Shown modal as it mounts, closed (focus back to the opener) as it unmounts. */
const showWhileMounted = (dialog: HTMLDialogElement | null) => {
  dialog?.showModal();
  return () => dialog?.close();
};

const bare = { padding: 0, border: 0, background: 'transparent' };
const frame = { display: 'flex', alignItems: 'center', gap: vars.size.space3, padding: vars.size.space5, borderRadius: vars.size.radiusMd, background: vars.color.surface, color: vars.color.text };

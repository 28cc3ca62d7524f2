import { useEffect, useId, useState } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useLazyPart } from '../platform/lazyPart';
import { LAYERS } from '../theme/layers';
import { vars } from '../theme/tokens';
import { overlayPart } from './overlayPart';

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
}

/**
 * A modal dialog (role="dialog", aria-modal) in a portal of its own: Escape and the backdrop close
 * it, focus moves in on open, Tab stays inside, focus returns to where it was on close, the rest
 * of the page is inert (toasts excepted) and does not scroll behind it. Dialogs nest: one opened
 * from another (a confirm) sits above it, and Escape closes only the topmost.
 *
 * A closed dialog is drawn by nothing: its code (DialogPanel.tsx) is in the overlay chunk, loaded
 * on the first open of any dialog; until it is there an open dialog shows nothing. If it does not
 * load, the dialog shows only its title and close button, and its next open tries again.
 */
export function Dialog(props: DialogProps) {
  const [failed, setFailed] = useState(false);
  if (failed && !props.open) setFailed(false);
  const parts = useLazyPart(overlayPart, props.open, () => setFailed(true));
  if (parts) return <parts.DialogPanel {...props} />;
  return props.open && failed ? <NotLoaded {...props} /> : null;
}

/** An open Dialog whose code did not load (this time it was opened): its title and close button, focus in and back. */
function NotLoaded({ title, onClose, closeLabel = 'Close' }: DialogProps) {
  const titleId = useId();
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  useEffect(() => () => opener?.focus(), [opener]);
  return createPortal(
    <div style={backdrop} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} style={panel} onKeyDown={(event) => event.key === 'Escape' && onClose()}>
        <h2 id={titleId}>{title}</h2>
        <button type="button" aria-label={closeLabel} onClick={onClose} autoFocus>
          ×
        </button>
      </div>
    </div>,
    document.body,
  );
}

const backdrop = { position: 'fixed', inset: 0, zIndex: LAYERS.dialog, display: 'grid', placeItems: 'center', background: 'rgba(3, 5, 8, 0.62)' } as const;
const panel = { display: 'flex', alignItems: 'center', gap: vars.size.space3, padding: vars.size.space5, borderRadius: vars.size.radiusMd, background: vars.color.surface, color: vars.color.text };

import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { LAYOUT } from '@nova/shared-contracts';
import { LAYERS } from '../theme/layers';
import { vars } from '../theme/tokens';
import type { DialogProps } from './Dialog';
import { lockPage } from './pageLock';
import { overlayPageState } from './pageState';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';


/**
 * The Dialog once its code is here (the overlay chunk, loaded on the first open; see Dialog.tsx).
 * A modal dialog (role="dialog", aria-modal) in a portal of its own: Escape and the backdrop close
 * it, focus moves in on open, Tab stays inside, focus returns to where it was on close, the rest
 * of the page is inert (toasts excepted) and does not scroll behind it. Dialogs nest: one opened
 * from another (a confirm) sits above it, and Escape closes only the topmost.
 */
export function DialogPanel({ open, onClose, title, variant = 'modal', width = 400, children, headerExtra, closeLabel = 'Close', closing }: DialogProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  const [container, setContainer] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!open) return;
    const element = document.createElement('div');
    element.setAttribute('data-nova-dialog', '');
    document.body.appendChild(element);
    setContainer(element);
    const unlock = lockPage(element);
    return () => {
      unlock();
      element.remove();
      setContainer(null);
    };
  }, [open]);

  useEffect(() => {
    if (!open || !container) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    // The open dialogs of the whole page, the newest last (every app's copy of shared-ui shares
    // it): only the topmost answers Escape and keeps Tab (a confirm over a dialog, a remote's dialog
    // under the host's login drawer).
    const { stack } = overlayPageState(document);
    if (panel) stack.push(panel);
    const first = panel?.querySelector<HTMLElement>('[data-autofocus]') ?? panel?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (stack.at(-1) !== panel) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
      } else if (event.key === 'Tab' && panel) {
        const items = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
        if (items.length === 0) return;
        const [head, tail] = [items[0]!, items[items.length - 1]!];
        if (event.shiftKey && document.activeElement === head) {
          event.preventDefault();
          tail.focus();
        } else if (!event.shiftKey && document.activeElement === tail) {
          event.preventDefault();
          head.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      if (panel) stack.splice(stack.indexOf(panel), 1);
      previous?.focus();
    };
  }, [open, container]);

  if (!open || !container) return null;
  return createPortal(
    <Backdrop data-variant={variant} data-animated={closing === undefined ? undefined : ''} data-closing={closing ? '' : undefined} onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <Panel ref={panelRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} data-variant={variant} style={{ ['--dialog-width' as string]: `${width}px` }}>
        <Header>
          {headerExtra}
          <Title id={titleId}>{title}</Title>
          <Close type="button" aria-label={closeLabel} onClick={onClose}>
            ×
          </Close>
        </Header>
        <Body>{children}</Body>
      </Panel>
    </Backdrop>,
    container,
  );
}

const slideIn = keyframes`from { transform: translateX(100%); } to { transform: none; }`;
const slideOut = keyframes`from { transform: none; } to { transform: translateX(100%); }`;
const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const fadeOut = keyframes`from { opacity: 1; } to { opacity: 0; }`;

const narrow = `@media (max-width: ${LAYOUT.mobileBreakpoint - 1}px)`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${LAYERS.dialog};
  display: flex;
  background: rgba(3, 5, 8, 0.62);
  &[data-variant='modal'] { align-items: center; justify-content: center; }
  &[data-variant='drawer'] { justify-content: flex-end; }
  ${narrow} { &[data-variant='modal'] { align-items: flex-end; } }
  @media (prefers-reduced-motion: no-preference) {
    &[data-animated] { animation: ${fadeIn} 300ms ease-out; }
    &[data-animated][data-variant='drawer'] > [role='dialog'] { animation: ${slideIn} 300ms ease-out; }
    &[data-closing] { animation: ${fadeOut} 300ms ease-in forwards; }
    &[data-closing][data-variant='drawer'] > [role='dialog'] { animation: ${slideOut} 300ms ease-in forwards; }
  }
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  max-height: 100%;
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.border};
  color: ${vars.color.text};
  outline: none;
  box-shadow: 0 18px 48px rgba(0, 0, 0, 0.5);
  &[data-variant='modal'] { width: min(var(--dialog-width), calc(100vw - 24px)); max-height: calc(100vh - 48px); border-radius: ${vars.size.radiusMd}; }
  &[data-variant='drawer'] { width: var(--dialog-width); height: 100%; border-width: 0 0 0 1px; }
  ${narrow} {
    &[data-variant='modal'] { width: 100%; max-height: 92vh; border-radius: 12px 12px 0 0; }
    &[data-variant='drawer'] { width: 100%; }
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.size.space3};
  padding: ${vars.size.space5};
  border-bottom: 1px solid ${vars.color.border};
`;

const Title = styled.h2`
  flex: 1;
  margin: 0;
  font-size: ${vars.size.fontLg};
  font-weight: 600;
`;

const Close = styled.button`
  width: 28px;
  height: 28px;
  border: 0;
  border-radius: ${vars.size.radiusSm};
  background: transparent;
  color: ${vars.color.textMuted};
  font-size: 20px;
  line-height: 1;
  cursor: pointer;
  &:hover { background: ${vars.color.surfaceHover}; color: ${vars.color.text}; }
`;

const Body = styled.div`
  flex: 1;
  overflow: auto;
  padding: ${vars.size.space5};
`;

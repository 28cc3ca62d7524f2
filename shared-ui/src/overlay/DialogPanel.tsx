import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { LAYOUT } from '@nova/shared-contracts';
import { vars } from '../theme/tokens';
import type { DialogProps } from './Dialog';
import { closeOnBackdrop, useModalDialog } from './modal';

/**
 * The Dialog once its code is here (the overlay chunk, loaded on the first open; see Dialog.tsx):
 * a `<dialog>` shown modal while mounted (modal.ts), in a portal on <body> so that it inherits the
 * page's styles only. The page does not scroll behind it (CSS: `body:has(dialog:modal)`).
 */
export function DialogPanel({ onClose, title, variant = 'modal', width = 400, children, headerExtra, closeLabel = 'Close', closing, modal = true }: DialogProps) {
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  useModalDialog(ref, onClose, modal);
  return createPortal(
    <Panel
      ref={ref}
      {...(modal ? {} : { popover: 'manual' as const })}
      aria-labelledby={titleId}
      data-variant={variant}
      data-animated={closing === undefined ? undefined : ''}
      data-closing={closing ? '' : undefined}
      style={{ ['--dialog-width' as string]: `${width}px` }}
      onMouseDown={closeOnBackdrop(onClose)}
    >
      <Frame>
        <Header>
          {headerExtra}
          <Title id={titleId}>{title}</Title>
          <Close type="button" aria-label={closeLabel} onClick={onClose}>
            ×
          </Close>
        </Header>
        <Body>{children}</Body>
      </Frame>
    </Panel>,
    document.body,
  );
}

const slideIn = keyframes`from { transform: translateX(100%); } to { transform: none; }`;
const slideOut = keyframes`from { transform: none; } to { transform: translateX(100%); }`;
const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const fadeOut = keyframes`from { opacity: 1; } to { opacity: 0; }`;

const narrow = `@media (max-width: ${LAYOUT.mobileBreakpoint - 1}px)`;

/** The dialog box: where it sits (the UA centres a modal dialog), its backdrop and its animation. Its Frame fills it. */
const Panel = styled.dialog`
  padding: 0;
  border: 0;
  background: transparent;
  color: ${vars.color.text};
  overflow: visible;
  &::backdrop { background: rgba(3, 5, 8, 0.62); }
  body:has(&:modal) { overflow: hidden; }
  &[data-variant='modal'] { width: min(var(--dialog-width), calc(100vw - 24px)); max-width: none; max-height: calc(100vh - 48px); }
  &[data-variant='drawer'] { width: var(--dialog-width); max-width: 100vw; height: 100%; max-height: 100%; margin: 0 0 0 auto; }
  ${narrow} {
    &[data-variant='modal'] { width: 100%; max-height: 92vh; margin: auto 0 0; }
    &[data-variant='drawer'] { width: 100%; }
  }
  @media (prefers-reduced-motion: no-preference) {
    &[data-animated]::backdrop { animation: ${fadeIn} 300ms ease-out; }
    &[data-animated][data-variant='drawer'] { animation: ${slideIn} 300ms ease-out; }
    &[data-closing]::backdrop { animation: ${fadeOut} 300ms ease-in forwards; }
    &[data-closing][data-variant='drawer'] { animation: ${slideOut} 300ms ease-in forwards; }
  }
`;

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  box-sizing: border-box;
  height: 100%;
  max-height: inherit;
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.border};
  box-shadow: 0 18px 48px rgba(0, 0, 0, 0.5);
  [data-variant='modal'] > & { border-radius: ${vars.size.radiusMd}; }
  [data-variant='drawer'] > & { border-width: 0 0 0 1px; }
  ${narrow} {
    [data-variant='modal'] > & { border-radius: 12px 12px 0 0; }
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

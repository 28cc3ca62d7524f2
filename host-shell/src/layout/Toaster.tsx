import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import styled from '@emotion/styled';
import { LAYOUT } from '@nova/shared-contracts';
import { LAYERS, TOP_LAYER_ATTRIBUTE, stripBidiControls, vars } from '@nova/shared-ui';
import { useHost, useT } from '../app/HostContext';

/**
 * Renders the toast store: errors are alerts, the rest polite status messages. The stack is a
 * manual popover in the top layer, marked `TOP_LAYER_ATTRIBUTE` so that each modal dialog raises it
 * above itself as it opens: a toast raised while the login drawer is open is seen (while a modal is
 * open the browser makes everything outside it inert, the toasts' buttons too). On wide screens it
 * sits at the bottom left, over neither the token's price (top left) nor the trade panel (right).
 * Messages often carry outside names (wallets, tokens): bidi controls are removed.
 */
export function Toaster() {
  const { toasts } = useHost().platform;
  const t = useT();
  const visible = useSyncExternalStore(toasts.subscribe, toasts.visible, toasts.visible);
  const stack = useRef<HTMLElement>(null);
  // In the top layer only while it holds a toast, and each change raises it above whatever the top
  // layer holds now (a dialog opened since). Not shown at mount: showing a popover makes the browser
  // compute the page's styles there and then, inside the page's first commit.
  useLayoutEffect(() => {
    const element = stack.current;
    if (!element) return;
    if (element.matches(':popover-open')) element.hidePopover();
    if (visible.length > 0) element.showPopover();
  }, [visible]);
  return createPortal(
    <Stack ref={stack} popover="manual" aria-label={t('shell.toast.region')} {...{ [TOP_LAYER_ATTRIBUTE]: '' }}>
      {visible.map((toast) => (
        <Item key={toast.id} role={toast.kind === 'error' ? 'alert' : 'status'} data-kind={toast.kind}>
          {toast.href ? <a href={toast.href} {...(/^https?:/.test(toast.href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>{stripBidiControls(toast.message)}</a> : <span>{stripBidiControls(toast.message)}</span>}
          {toast.action && (
            <button type="button" onClick={toast.action.onClick}>
              {toast.action.label}
            </button>
          )}
          <button type="button" aria-label={t('shell.toast.dismiss')} onClick={() => toasts.dismiss(toast.id)}>
            ×
          </button>
        </Item>
      ))}
    </Stack>,
    document.body,
  );
}

/** In the top layer; the popover's own UA styles (centred, a box, Canvas colours) are undone. */
const Stack = styled.section`
  position: fixed;
  inset: auto;
  margin: 0;
  padding: 0;
  border: 0;
  background: transparent;
  overflow: visible;
  inset-inline-start: 12px;
  bottom: ${LAYOUT.footerHeight + 12}px;
  z-index: ${LAYERS.toast};
  @media (max-width: ${LAYOUT.mobileBreakpoint - 1}px) {
    top: ${LAYOUT.headerHeight + 8}px;
    bottom: auto;
    inset-inline-end: 12px;
  }
  display: flex;
  flex-direction: column;
  gap: 8px;
  max-width: min(360px, calc(100vw - 24px));
`;

const Item = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 8px 12px;
  border-radius: ${vars.size.radiusMd};
  background: ${vars.color.surfaceRaised};
  border: 1px solid ${vars.color.borderStrong};
  &[data-kind='error'] { border-color: ${vars.color.down}; }
  &[data-kind='success'] { border-color: ${vars.color.up}; }
  span, a { flex: 1; color: ${vars.color.text}; }
  button { background: transparent; color: ${vars.color.textMuted}; border: 0; cursor: pointer; }
`;

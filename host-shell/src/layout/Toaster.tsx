import { useSyncExternalStore } from 'react';
import styled from '@emotion/styled';
import { vars } from '@nova/shared-ui';
import { useHost } from '../app/HostContext';

/** Renders the toast store: errors are alerts, the rest polite status messages. */
export function Toaster() {
  const { toasts } = useHost().platform;
  const visible = useSyncExternalStore(toasts.subscribe, toasts.visible, toasts.visible);
  return (
    <Stack aria-label="Notifications">
      {visible.map((toast) => (
        <Item key={toast.id} role={toast.kind === 'error' ? 'alert' : 'status'} data-kind={toast.kind}>
          {toast.href ? <a href={toast.href}>{toast.message}</a> : <span>{toast.message}</span>}
          {toast.action && (
            <button type="button" onClick={toast.action.onClick}>
              {toast.action.label}
            </button>
          )}
          <button type="button" aria-label="Dismiss notification" onClick={() => toasts.dismiss(toast.id)}>
            ×
          </button>
        </Item>
      ))}
    </Stack>
  );
}

const Stack = styled.section`
  position: fixed;
  top: 60px;
  right: 12px;
  z-index: 50;
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

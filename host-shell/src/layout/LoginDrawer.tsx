import { useState, useSyncExternalStore } from 'react';
import type { FormEvent } from 'react';
import styled from '@emotion/styled';
import { ApiError, LAYOUT, encryptPassword, usePlatform } from '@nova/shared-contracts';
import { Button, vars } from '@nova/shared-ui';
import { useHost } from '../app/HostContext';

/** The login drawer (482 wide, full width on mobile). Email and password against the API. */
export function LoginDrawer() {
  const { login, session } = useHost().platform;
  const prompt = useSyncExternalStore(login.subscribe, login.current, login.current);
  if (!prompt) return null;
  return (
    <Backdrop onClick={() => login.settle(false)}>
      <Drawer role="dialog" aria-modal="true" aria-label="Log in" onClick={(e) => e.stopPropagation()}>
        <header>
          <h2>Log in</h2>
          <button type="button" aria-label="Close" onClick={() => login.settle(false)}>
            ×
          </button>
        </header>
        <EmailLogin onSignedIn={(result) => {
          session.set(result);
          login.settle(true);
        }} />
      </Drawer>
    </Backdrop>
  );
}

type LoginResult = Parameters<ReturnType<typeof useHost>['platform']['session']['set']>[0];

function EmailLogin({ onSignedIn }: { onSignedIn: (result: LoginResult) => void }) {
  const { api } = usePlatform();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [state, setState] = useState<{ status: 'idle' | 'pending' } | { status: 'error'; message: string }>({ status: 'idle' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState({ status: 'pending' });
    try {
      const { public_key } = await api.call('accountPublicKey', {});
      const result = await api.call('accountLogin', { email: email.trim(), password: await encryptPassword(public_key, password) });
      onSignedIn(result);
    } catch (error) {
      setState({ status: 'error', message: error instanceof ApiError || error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} aria-label="Email login">
      <label>
        Email
        <input type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
      </label>
      <label>
        Password
        <input type="password" autoComplete="current-password" required minLength={8} value={password} onChange={(e) => setPassword(e.target.value)} />
      </label>
      {state.status === 'error' && <p role="alert">{state.message}</p>}
      <Button type="submit" variant="primary" block loading={state.status === 'pending'}>
        Log in with email
      </Button>
    </form>
  );
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 100;
  background: rgba(0, 0, 0, 0.5);
  display: flex;
  justify-content: flex-end;
`;

const Drawer = styled.div`
  width: ${LAYOUT.drawerWidth}px;
  max-width: 100vw;
  height: 100%;
  box-sizing: border-box;
  padding: 16px;
  background: ${vars.color.surface};
  border-left: 1px solid ${vars.color.border};
  header { display: flex; align-items: center; justify-content: space-between; }
  header button { background: transparent; border: 0; color: ${vars.color.textMuted}; font-size: 20px; cursor: pointer; }
  h2 { margin: 0; font-size: ${vars.size.fontXl}; }
  form { display: flex; flex-direction: column; gap: 12px; margin-top: 16px; }
  label { display: flex; flex-direction: column; gap: 4px; color: ${vars.color.textMuted}; }
  input {
    height: 34px;
    padding: 0 10px;
    background: ${vars.color.surfaceRaised};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.size.radiusMd};
    color: ${vars.color.text};
  }
  p[role='alert'] { color: ${vars.color.down}; margin: 0; }
  @media (max-width: ${LAYOUT.mobileBreakpoint - 1}px) {
    width: 100vw;
  }
`;

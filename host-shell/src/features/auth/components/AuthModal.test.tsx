import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TEST_API_URL, sim } from '@nova/platform-double/testing';
import type { LoginResult } from '@nova/shared-contracts';
import { createApiClient } from '@nova/platform-core';
import { createHostSessionStore } from '../../../services/session/hostSession';
import { authEn, type AuthMessageKey } from '../../../services/i18n/auth/messages';
import { AuthModal } from './AuthModal';

// market-sim behind msw, the set-up every component test shares (a request no handler answers fails the test).
const BASE = TEST_API_URL;
const handlers = sim;

// Real RSA and password hashing in the sim: give user flows room on a loaded 2-core machine.
configure({ asyncUtilTimeout: 10_000 });

const t = (key: AuthMessageKey, values?: Record<string, string | number>) => authEn[key].replace(/\{(\w+)\}/g, (_, k: string) => String(values?.[k] ?? `{${k}}`));

function setup() {
  const session = createHostSessionStore({ storage: window.localStorage }, window.sessionStorage);
  const api = createApiClient({ baseUrl: BASE, session, deviceId: 'test-device', sleep: async () => undefined });
  const onSignedIn = vi.fn<(result: LoginResult) => void>();
  const user = userEvent.setup();
  const view = render(<AuthModal open initialMode="signUp" onClose={() => undefined} api={api} onSignedIn={onSignedIn} t={t} />);
  return { api, onSignedIn, user, view };
}

async function latestCode(email: string): Promise<string> {
  const response = await fetch(`${BASE}/__dev/codes?email=${encodeURIComponent(email)}`);
  return ((await response.json()) as { data: { code: string } }).data.code;
}

/** Walks the sign-up tab's three steps with the code the sim sent. */
async function signUpThroughModal(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.type(await screen.findByLabelText('Verification code'), await latestCode(email));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.type(await screen.findByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm password'), password);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('AuthModal against market-sim', { timeout: 60_000 }, () => {
  it('signs up in three steps with the emailed code and an encrypted password', async () => {
    const { onSignedIn, user } = setup();
    const email = `new-${Date.now()}@nova.test`;
    await user.type(screen.getByLabelText('Email'), email);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const codeInput = await screen.findByLabelText('Verification code');
    expect(screen.getByRole('button', { name: /Resend in \d+s/ })).toBeDisabled();
    await user.type(codeInput, await latestCode(email));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText('Password'), 'correct horse');
    await user.type(screen.getByLabelText('Confirm password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(onSignedIn.mock.calls[0]![0].user).toMatchObject({ email, authMethod: 'email' });
  });

  it('refuses a registered email on sign-up with fomox-email-reged', async () => {
    const { user } = setup();
    const email = `dup-${Date.now()}@nova.test`;
    await handlers.ready;
    // register once through the modal flow's API, then try again
    await signUpThroughModal(user, email, 'abcdefgh1');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create account' })).not.toHaveAttribute('aria-busy'));
    await user.click(screen.getByRole('tab', { name: 'Sign up' }));
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), email);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This email is already registered');
  });

  it('validates the fields before calling the server', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter your email');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address');
  });

  it('clears a wrong code and keeps the focus in the code field', async () => {
    const { user } = setup();
    const email = `code-${Date.now()}@nova.test`;
    await user.type(screen.getByLabelText('Email'), email);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const codeInput = await screen.findByLabelText('Verification code');
    const right = await latestCode(email);
    const wrong = right === '000000' ? '111111' : '000000';
    await user.type(codeInput, wrong);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is not valid');
    expect(codeInput).toHaveValue('');
    expect(codeInput).toHaveFocus();
  });

  it('logs in a registered user in three steps; a wrong password keeps the code, so the right one then logs in', async () => {
    const { user, onSignedIn, view } = setup();
    const email = `login-${Date.now()}@nova.test`;
    // sign up first
    await signUpThroughModal(user, email, 'abcdefgh1');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    view.unmount();

    // the sim allows one code per minute per email: move its clock past the resend window
    handlers.engine.clock.moveForward(61_000);
    const again = setup();
    await again.user.click(screen.getByRole('tab', { name: 'Log in' }));
    await again.user.type(screen.getByLabelText('Email'), email);
    await again.user.click(screen.getByRole('button', { name: 'Continue' }));
    await again.user.type(await screen.findByLabelText('Verification code'), await latestCode(email));
    await again.user.click(screen.getByRole('button', { name: 'Continue' }));
    await again.user.type(await screen.findByLabelText('Password'), 'wrong-password');
    await again.user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect password');
    expect(again.onSignedIn).not.toHaveBeenCalled();

    // the same code is still good: only the password is typed again
    await again.user.clear(screen.getByLabelText('Password'));
    await again.user.type(screen.getByLabelText('Password'), 'abcdefgh1');
    await again.user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(again.onSignedIn).toHaveBeenCalledTimes(1));
    expect(again.onSignedIn.mock.calls[0]?.[0].user.email).toBe(email);
  });
});

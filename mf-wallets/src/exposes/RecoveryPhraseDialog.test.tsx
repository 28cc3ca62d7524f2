import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, CLIENT_ERRORS } from '@nova/shared-contracts';
import { renderWithPlatform, simSession } from '@nova/platform-double/testing';
import RecoveryPhraseDialog from './RecoveryPhraseDialog';
import { callSim, consentCode, emailSession, walletSession } from '../test/sim';

const PASSWORD = 'correct horse battery';

/** The phrase the sim releases to this session (read through the API with a fresh consent code). */
async function phraseOfGoogleUser(email: string, token: string): Promise<string[]> {
  const { mnemonic } = await callSim('exportWalletAuth', { auth_type: 'google', code: await consentCode(email, 'google') }, token);
  return mnemonic.split(' ');
}

/** Recover my key -> acknowledge -> Continue -> Reveal, inside the Recovery phrase dialog. */
async function revealPhrase(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await screen.findByRole('dialog', { name: 'Recovery phrase' });
  await user.click(within(dialog).getByRole('button', { name: 'Recover my key' }));
  const next = within(dialog).getByRole('button', { name: 'Continue' });
  expect(next).toBeDisabled();
  await user.click(within(dialog).getByRole('checkbox', { name: /anyone with my recovery phrase can take my funds/ }));
  await user.click(next);
  await user.click(within(dialog).getByRole('button', { name: 'Reveal phrase' }));
  return dialog;
}

describe('RecoveryPhraseDialog', () => {
  it('email user: password check, then the warning, confirm step and the revealed, numbered phrase', async () => {
    const user = userEvent.setup();
    const session = await emailSession(PASSWORD);
    renderWithPlatform(<RecoveryPhraseDialog onClose={() => {}} />, { session });
    const check = screen.getByRole('dialog', { name: 'Security check' });
    expect(check).toHaveTextContent(session.user.email!);
    await user.type(within(check).getByLabelText('Password'), PASSWORD);
    await user.click(within(check).getByRole('button', { name: 'Verify' }));

    const dialog = await screen.findByRole('dialog', { name: 'Recovery phrase' });
    expect(screen.queryByRole('dialog', { name: 'Security check' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('note', { name: 'Keep it secret, keep it offline' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('list', { name: 'Recovery phrase words' })).not.toBeInTheDocument();
    await revealPhrase(user);
    const words = within(dialog).getAllByRole('listitem').filter((item) => item.closest('ol'));
    expect(words).toHaveLength(12);
    expect(words[0]).toHaveTextContent(/^1\S+$/);
  });

  it('validates the password before calling the server: required, then at least 8 characters', async () => {
    const user = userEvent.setup();
    const session = await emailSession(PASSWORD);
    renderWithPlatform(<RecoveryPhraseDialog onClose={() => {}} />, { session });
    const verify = screen.getByRole('button', { name: 'Verify' });
    await user.click(verify);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Please enter your password');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(verify);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('The password must be at least 8 characters');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('a wrong password shows the server message inline and keeps what was typed', async () => {
    const user = userEvent.setup();
    const session = await emailSession(PASSWORD);
    renderWithPlatform(<RecoveryPhraseDialog onClose={() => {}} />, { session });
    const field = screen.getByLabelText('Password');
    await user.type(field, 'not my password');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Incorrect password · .*wrong password/);
    expect(screen.getByRole('dialog', { name: 'Security check' })).toBeInTheDocument();
    expect(field).toHaveValue('not my password');
    await user.clear(field);
    await user.type(field, PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('dialog', { name: 'Recovery phrase' })).toBeInTheDocument();
  });

  it('Google user: re-authenticates through the host consent popup and shows the phrase the server released', async () => {
    const user = userEvent.setup();
    const email = `g${Math.floor(Math.random() * 1e9)}@test.nova`;
    const session = await simSession(email);
    const expected = await phraseOfGoogleUser(email, session.access_token);
    const onReauthenticate = vi.fn((method: 'google' | 'exchange') => consentCode(email, method));
    renderWithPlatform(<RecoveryPhraseDialog onClose={() => {}} />, { session, onReauthenticate });
    await user.click(screen.getByRole('button', { name: 'Verify with Google' }));
    const dialog = await revealPhrase(user);
    expect(onReauthenticate).toHaveBeenCalledWith('google');
    const list = within(dialog).getByRole('list', { name: 'Recovery phrase words' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(expected.map((word, i) => `${i + 1}${word}`));
  });

  it('exchange user: verifies with the exchange account consent', async () => {
    const user = userEvent.setup();
    const email = `e${Math.floor(Math.random() * 1e9)}@test.nova`;
    const session = await callSim('accountExchangeOauth', { code: await consentCode(email, 'exchange') });
    const onReauthenticate = vi.fn((method: 'google' | 'exchange') => consentCode(email, method));
    renderWithPlatform(<RecoveryPhraseDialog onClose={() => {}} />, { session, onReauthenticate });
    await user.click(screen.getByRole('button', { name: 'Verify with your exchange account' }));
    await revealPhrase(user);
    expect(onReauthenticate).toHaveBeenCalledWith('exchange');
    expect(within(screen.getByRole('list', { name: 'Recovery phrase words' })).getAllByRole('listitem')).toHaveLength(12);
  });

  it('copies the revealed phrase, and only after it is revealed', async () => {
    const user = userEvent.setup();
    const email = `c${Math.floor(Math.random() * 1e9)}@test.nova`;
    const session = await simSession(email);
    const expected = await phraseOfGoogleUser(email, session.access_token);
    const { platform } = renderWithPlatform(<RecoveryPhraseDialog onClose={() => {}} />, { session, onReauthenticate: (method) => consentCode(email, method) });
    await user.click(screen.getByRole('button', { name: 'Verify with Google' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recovery phrase' });
    await user.click(within(dialog).getByRole('button', { name: 'Recover my key' }));
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByRole('button', { name: 'Copy phrase' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Reveal phrase' }));
    await user.click(within(dialog).getByRole('button', { name: 'Copy phrase' }));
    expect(await navigator.clipboard.readText()).toBe(expected.join(' '));
    expect(platform.toast.shown()).toContainEqual(expect.objectContaining({ kind: 'success', message: 'Recovery phrase copied' }));
  });

  it('a code the server refuses (used twice) shows its message, and a new consent succeeds', async () => {
    const user = userEvent.setup();
    const email = `r${Math.floor(Math.random() * 1e9)}@test.nova`;
    const session = await simSession(email);
    const used = await consentCode(email, 'google');
    await callSim('exportWalletAuth', { auth_type: 'google', code: used }, session.access_token);
    const codes = [Promise.resolve(used), consentCode(email, 'google')];
    renderWithPlatform(<RecoveryPhraseDialog onClose={() => {}} />, { session, onReauthenticate: () => codes.shift()! });
    await user.click(screen.getByRole('button', { name: 'Verify with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Verification failed\. Please try again · .*invalid authorization code/);
    await user.click(screen.getByRole('button', { name: 'Verify with Google' }));
    expect(await screen.findByRole('dialog', { name: 'Recovery phrase' })).toBeInTheDocument();
  });

  it('a closed consent popup is reported and the check can be tried again', async () => {
    const user = userEvent.setup();
    const session = await simSession();
    renderWithPlatform(<RecoveryPhraseDialog onClose={() => {}} />, {
      session,
      onReauthenticate: () => Promise.reject(new ApiError(CLIENT_ERRORS.userCancelled, 'The sign-in window was closed')),
    });
    await user.click(screen.getByRole('button', { name: 'Verify with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The sign-in window was closed');
    expect(screen.getByRole('button', { name: 'Verify with Google' })).toBeEnabled();
  });

  it('links the Nova wallet downloads', async () => {
    const user = userEvent.setup();
    const email = `d${Math.floor(Math.random() * 1e9)}@test.nova`;
    renderWithPlatform(<RecoveryPhraseDialog onClose={() => {}} />, { session: await simSession(email), onReauthenticate: (method) => consentCode(email, method) });
    await user.click(screen.getByRole('button', { name: 'Verify with Google' }));
    const downloads = within(await screen.findByRole('dialog', { name: 'Recovery phrase' })).getByRole('navigation', { name: 'Import it into the Nova wallet' });
    expect(within(downloads).getAllByRole('link').map((link) => link.textContent)).toEqual(['Chrome', 'App Store', 'Android', 'Google Play']);
    expect(within(downloads).getByRole('link', { name: 'Google Play' })).toHaveAttribute('href', expect.stringContaining('play.google.com'));
  });

  it('Done closes the dialog', async () => {
    const user = userEvent.setup();
    const email = `x${Math.floor(Math.random() * 1e9)}@test.nova`;
    const onClose = vi.fn();
    renderWithPlatform(<RecoveryPhraseDialog onClose={onClose} />, { session: await simSession(email), onReauthenticate: (method) => consentCode(email, method) });
    await user.click(screen.getByRole('button', { name: 'Verify with Google' }));
    await revealPhrase(user);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a wallet login is told the recovery phrase is only for custodial accounts', () => {
    renderWithPlatform(<RecoveryPhraseDialog onClose={() => {}} />, { session: walletSession() });
    const dialog = screen.getByRole('dialog', { name: 'Recovery phrase' });
    expect(within(dialog).getByRole('note')).toHaveTextContent('Only for custodial accounts');
    expect(within(dialog).queryByRole('button', { name: /Verify/ })).not.toBeInTheDocument();
  });
});

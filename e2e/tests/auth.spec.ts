// Issue 4: every sign-in method end to end against market-sim, acting as a user does.
import type { Page } from '@playwright/test';
import { generatePrivateKey } from 'viem/accounts';
import { expect, test } from '../src/fixtures';
import { HOST_URL, SIM_URL } from '../src/env';
import { SESSION_KEY, callSim, seedSession, signUpByEmail } from '../src/sim';
import { installEvmWallet } from '../src/wallets/evm';
import { installPhantom, randomSolanaSecret } from '../src/wallets/phantom';

const storedSession = (page: Page) =>
  page.evaluate((key) => {
    const text = window.localStorage.getItem(key);
    return text ? (JSON.parse(text) as { user: Record<string, string> }) : null;
  }, SESSION_KEY);

const header = (page: Page) => page.getByRole('banner');
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Connect wallet' });

async function openLogin(page: Page) {
  await page.goto('/markets');
  await header(page).getByRole('button', { name: 'Log in' }).click();
  await expect(drawer(page)).toBeVisible();
}

test('email sign-up with the code read from the sim, then the session is kept across a reload', async ({ page }) => {
  await openLogin(page);
  await drawer(page).getByRole('button', { name: 'Log in with email, Google or exchange' }).click();
  await drawer(page).getByRole('button', { name: 'Continue with email' }).click();
  const modal = page.getByRole('dialog', { name: /Log in|Sign up/ });
  await modal.getByRole('tab', { name: 'Sign up' }).click();
  const email = `e2e-auth-${Date.now()}@nova.test`;
  await modal.getByLabel('Email').fill(email);
  await modal.getByRole('button', { name: 'Continue' }).click();
  await expect(modal.getByLabel('Verification code')).toBeVisible();
  const { code } = await callSim('devLatestCode', { email });
  await modal.getByLabel('Verification code').fill(code);
  await modal.getByRole('button', { name: 'Continue' }).click();
  await modal.getByLabel('Password', { exact: true }).fill('Nova-e2e-Passw0rd');
  await modal.getByLabel('Confirm password').fill('Nova-e2e-Passw0rd');
  await modal.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(header(page).getByRole('button', { name: 'Log in' })).toHaveCount(0);
  expect((await storedSession(page))?.user).toMatchObject({ email, authMethod: 'email' });
  await page.reload();
  await expect(header(page).getByRole('button', { name: 'Log in' })).toHaveCount(0);
});

test('MetaMask sign-in with a scripted wallet signing with a real key; switching account logs out', async ({ page }) => {
  const wallet = await installEvmWallet(page, { privateKey: generatePrivateKey(), rdns: 'io.metamask', name: 'MetaMask' });
  await openLogin(page);
  await drawer(page).getByRole('button', { name: 'MetaMask', exact: true }).click();
  await expect(drawer(page)).toHaveCount(0);
  const session = await storedSession(page);
  expect(session?.user).toMatchObject({ authMethod: 'wallet', wallet_type: 'metamask' });
  expect(session?.user.evm_address?.toLowerCase()).toBe(wallet.address().toLowerCase());
  await wallet.switchAccount(generatePrivateKey());
  await expect(header(page).getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await storedSession(page)).toBeNull();
});

test('a wallet that refuses to sign leaves the visitor signed out, with nothing lost', async ({ page }) => {
  const wallet = await installEvmWallet(page, { privateKey: generatePrivateKey(), rdns: 'io.metamask', name: 'MetaMask' });
  wallet.rejectNextSignature();
  await openLogin(page);
  await drawer(page).getByRole('button', { name: 'MetaMask', exact: true }).click();
  await expect(drawer(page).getByRole('status')).toHaveCount(0);
  await expect(drawer(page)).toBeVisible();
  expect(await storedSession(page)).toBeNull();
  // a second attempt signs in
  await drawer(page).getByRole('button', { name: 'MetaMask', exact: true }).click();
  await expect(drawer(page)).toHaveCount(0);
  expect((await storedSession(page))?.user.wallet_type).toBe('metamask');
});

test('Phantom sign-in with a scripted ed25519 wallet; disconnecting logs out', async ({ page }) => {
  const phantom = await installPhantom(page, { secretKey: randomSolanaSecret().secretKey });
  await openLogin(page);
  await drawer(page).getByRole('button', { name: 'Phantom', exact: true }).click();
  await expect(drawer(page)).toHaveCount(0);
  expect((await storedSession(page))?.user).toMatchObject({ authMethod: 'wallet', wallet_type: 'phantom', sol_address: phantom.address() });
  await phantom.disconnect();
  await expect(header(page).getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('Google sign-in in a popup; a message from a foreign origin is ignored', async ({ page }) => {
  await openLogin(page);
  await drawer(page).getByRole('button', { name: 'Log in with email, Google or exchange' }).click();
  const popupPromise = page.waitForEvent('popup');
  await drawer(page).getByRole('button', { name: 'Continue with Google' }).click();
  const popup = await popupPromise;
  await expect(popup.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible();
  expect(popup.url().startsWith(`${SIM_URL}/account/oauth/consent`)).toBe(true);

  // A page on another origin (the sim's, opened by the host) posts a forged callback to the host: it must be ignored.
  const foreignPromise = page.waitForEvent('popup');
  await page.evaluate((simUrl) => void window.open(`${simUrl}/health`, 'foreign'), SIM_URL);
  const foreign = await foreignPromise;
  await foreign.waitForLoadState();
  // A listener added after the host's: once it has heard the forged message, the host's has too.
  await page.evaluate(() => {
    (window as unknown as { __forged: Promise<string> }).__forged = new Promise((resolve) => {
      addEventListener('message', (event) => (event.data as { code?: string } | null)?.code === 'forged-code' && resolve(event.origin));
    });
  });
  await foreign.evaluate(() => (window.opener as Window).postMessage({ type: 'nova:auth-callback', code: 'forged-code', auth_type: 'google' }, '*'));
  expect(await page.evaluate(() => (window as unknown as { __forged: Promise<string> }).__forged)).toBe(SIM_URL);
  expect(await storedSession(page)).toBeNull();
  await foreign.close();

  // The consent page signs the person in with a code mailed to the email, then Allow.
  const email = `google-${Date.now()}@nova.test`;
  await popup.getByLabel('Email').fill(email);
  await popup.getByRole('button', { name: 'Send code' }).click();
  await expect(popup.getByText(`as ${email}`)).toBeVisible();
  await popup.getByLabel('Code').fill((await callSim('devLatestCode', { email })).code);
  await popup.getByRole('button', { name: 'Allow' }).click();
  await expect.poll(() => storedSession(page).then((s) => s?.user.authMethod)).toBe('google');
  await expect(header(page).getByRole('button', { name: 'Log in' })).toHaveCount(0);
  expect(HOST_URL).toBe(new URL(page.url()).origin);
});

test('Log out ends the session on the server: the old access and refresh tokens answer the logout code', async ({ page }) => {
  const { result } = await signUpByEmail();
  await seedSession(page, result);
  await page.goto('/markets');
  await header(page).getByRole('button', { name: /^Account: / }).click();
  await page.getByRole('dialog', { name: 'Custodial wallet' }).getByRole('button', { name: 'Log out' }).click();
  await expect(header(page).getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await storedSession(page)).toBeNull();
  // 0x26281d8: a logout code (spec 1 §8), for the token the page had and for its refresh token.
  await expect(callSim('balanceList', {}, result.access_token)).rejects.toMatchObject({ code: 0x26281d8 });
  await expect(callSim('accountRefreshToken', { refresh_token: result.refresh_token })).rejects.toMatchObject({ code: 0x26281d8 });
});

// Issue 35: a wallet login is offered only the perp account its wallet can act on. A Phantom
// user sees the Solana card alone (the EVM card's every button would fail), a MetaMask user the
// EVM card alone, and a custodial user both.
import type { Page } from '@playwright/test';
import { generatePrivateKey } from 'viem/accounts';
import { expect, test } from '../src/fixtures';
import { HOST_URL } from '../src/env';
import { seedSession, signUpByEmail } from '../src/sim';
import { installEvmWallet } from '../src/wallets/evm';
import { installPhantom, randomSolanaSecret } from '../src/wallets/phantom';

/** /perps with its guides seen; with `wallet`, signed in through the connect drawer with that wallet. */
async function openPerps(page: Page, wallet?: 'Phantom' | 'MetaMask') {
  await page.addInitScript((origin) => {
    if (window.location.origin !== origin) return;
    window.localStorage.setItem('nova.prefs.perpsGuideSeen', 'true');
    window.localStorage.setItem('nova.prefs.perpsTransferGuideSeen', 'true');
  }, HOST_URL);
  await page.goto('/perps');
  if (wallet) {
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const drawer = page.getByRole('dialog', { name: 'Connect wallet' });
    await drawer.getByRole('button', { name: wallet, exact: true }).click();
    await expect(drawer).toHaveCount(0);
  }
  return page.getByRole('list', { name: 'Perpetual accounts by chain type' });
}

const chainOptions = (page: Page) => page.getByRole('combobox', { name: 'Active perpetual chain' }).getByRole('option');

test('a Phantom user is offered the Solana perp card only, and its summary', async ({ page }) => {
  await installPhantom(page, { secretKey: randomSolanaSecret().secretKey });
  const cards = await openPerps(page, 'Phantom');
  await expect(cards.getByRole('region', { name: 'Solana' })).toContainText('$500');
  await expect(cards.getByRole('region')).toHaveCount(1);
  await expect(cards.getByRole('region', { name: 'EVM' })).toHaveCount(0);
  await expect(chainOptions(page)).toHaveText(['Solana']);
  await expect(page.getByLabel('Account summary').getByRole('definition').first()).toHaveText('$500');
});

test('a MetaMask user is offered the EVM perp card only', async ({ page }) => {
  await installEvmWallet(page, { privateKey: generatePrivateKey(), chainId: '0x38', rpcUrls: {} });
  const cards = await openPerps(page, 'MetaMask');
  await expect(cards.getByRole('region', { name: 'EVM' })).toBeVisible();
  await expect(cards.getByRole('region')).toHaveCount(1);
  await expect(chainOptions(page)).toHaveText(['EVM']);
});

test('a custodial user is offered both perp cards', async ({ page }) => {
  const { result } = await signUpByEmail();
  await seedSession(page, result);
  const cards = await openPerps(page);
  await expect(cards.getByRole('region')).toHaveText([/Solana/, /EVM/]);
  await expect(chainOptions(page)).toHaveText(['EVM', 'Solana']);
});

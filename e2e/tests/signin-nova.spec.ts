// Issue 13: Nova Wallet signs in on Solana too (spec 2 §1). Its extension's Solana provider
// (window.nova.solana, scripted with a real ed25519 key) signs the sim's message; the session is
// the Solana address it signed with, and changing the account in the wallet logs the user out.
import { expect, test } from '../src/fixtures';
import { installPhantom, randomSolanaSecret } from '../src/wallets/phantom';
import { shortAddress } from '../src/app';


test('Nova Wallet on Solana: the network choice, a real signature, the own Solana address, and logout on an account change', async ({ page }) => {
  const nova = await installPhantom(page, { secretKey: randomSolanaSecret().secretKey, slot: 'nova' });
  await page.goto('/markets');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Connect wallet' });
  const network = login.getByRole('group', { name: 'Nova Wallet network' });
  await network.getByRole('button', { name: 'EVM' }).click();
  await expect(network.getByRole('button', { name: 'EVM' })).toHaveAttribute('aria-pressed', 'true');
  await network.getByRole('button', { name: 'Solana' }).click();
  await expect(network.getByRole('button', { name: 'Solana' })).toHaveAttribute('aria-pressed', 'true');
  await login.getByRole('button', { name: 'Nova Wallet', exact: true }).click();
  await expect(login).toHaveCount(0);

  const account = page.getByRole('banner').getByRole('button', { name: `Account: ${shortAddress(nova.address())}` });
  await expect(account).toBeVisible();
  await account.click();
  const drawer = page.getByRole('dialog', { name: 'Nova Wallet' });
  await expect(drawer.getByRole('status', { name: 'Your address' })).toHaveText(shortAddress(nova.address()));
  await expect(drawer.getByRole('link', { name: 'My wallet' })).toHaveAttribute('href', `/wallets/solana/${nova.address()}`);
  await page.keyboard.press('Escape');

  await nova.switchAccount(randomSolanaSecret().secretKey);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
});

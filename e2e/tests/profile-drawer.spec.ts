// Issue 13: the profile drawer per wallet type, the custodial withdraw (5070 included), the drawers
// at 390 px, and WalletConnect / Nova scan offered only with a WalletConnect project id.
import type { Page } from '@playwright/test';
import { generatePrivateKey } from 'viem/accounts';
import { expect, test } from '../src/fixtures';
import { SIM_URL } from '../src/env';
import { callSim, seedSession, signUpByEmail } from '../src/sim';
import { installEvmWallet } from '../src/wallets/evm';
import { installPhantom, randomSolanaSecret } from '../src/wallets/phantom';
import { shortAddress } from '../src/app';

const header = (page: Page) => page.getByRole('banner');
/** A valid Solana address no account uses yet: a withdraw to it below the rent is refused with 5070. */
const FRESH_SOLANA = '11111111111111111111111111111112';

async function signInWith(page: Page, wallet: 'MetaMask' | 'Phantom') {
  await page.goto('/markets');
  await header(page).getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Connect wallet' });
  await login.getByRole('button', { name: wallet, exact: true }).click();
  await expect(login).toHaveCount(0);
}

test('a custodial user: the drawer with Deposit, Withdraw, holdings, the balance card and the perp cards; a route change closes it', async ({ page }) => {
  const { result } = await signUpByEmail();
  await seedSession(page, result);
  await page.goto('/markets');
  await header(page).getByRole('button', { name: /^Account: / }).click();
  const drawer = page.getByRole('dialog', { name: 'Custodial wallet' });
  await expect(drawer).toBeVisible();
  // 360 wide (spec 2 §2), its left border inside that width (a <dialog>'s border box).
  expect(Math.round((await drawer.boundingBox())?.width ?? 0)).toBe(360);
  await expect(drawer.getByRole('button', { name: 'Deposit' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Withdraw' })).toBeVisible();
  const holdings = drawer.getByRole('list', { name: 'Holdings' });
  await expect(holdings.getByRole('listitem').filter({ hasText: 'SOL' }).first()).toContainText('Solana');
  const card = drawer.getByRole('button', { name: /^Total balance: \$[\d,.]+\. Show Spot balance$/ });
  await card.click();
  await expect(drawer.getByRole('button', { name: /^Spot balance: / })).toBeVisible();
  await drawer.getByRole('tab', { name: 'Perp' }).click();
  const evm = drawer.getByRole('listitem', { name: 'EVM perpetual account' });
  await expect(evm).toContainText('$1,000.00');
  await expect(evm.getByRole('button', { name: 'Withdraw' })).toBeEnabled();
  await drawer.getByRole('link', { name: 'Invite plan' }).click();
  await expect(page).toHaveURL(/\/referral$/);
  await expect(drawer).toHaveCount(0);
});

test('a custodial withdraw: 5070 asks for more because of the rent, then the withdrawal goes out with a link to it', async ({ page }) => {
  const { result, password } = await signUpByEmail();
  await seedSession(page, result);
  await page.goto('/markets');
  await header(page).getByRole('button', { name: /^Account: / }).click();
  await page.getByRole('dialog', { name: 'Custodial wallet' }).getByRole('button', { name: 'Withdraw' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw' });
  await expect(dialog.getByText(/^Available: 10 SOL$/)).toBeVisible();
  const address = dialog.getByRole('textbox', { name: 'Destination address' });
  await address.fill(result.user.evm_address ?? '');
  await expect(dialog.getByText('This is not a valid Solana address')).toBeVisible();
  await address.fill(FRESH_SOLANA);
  const amount = dialog.getByRole('textbox', { name: 'Amount' });
  await amount.fill('0.0005');
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  await expect(dialog.getByText('Increase the amount: a new Solana account needs 0.00089088 SOL for rent.')).toBeVisible();
  await amount.fill('1');
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  // The confirm step and the security check (withdraw-assets.spec.ts covers them), then the outcome.
  await dialog.getByRole('button', { name: 'Confirm withdrawal' }).click();
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Withdrawal of 1 SOL sent.');
  const toast = page.getByRole('region', { name: 'Notifications' }).getByRole('link', { name: 'Withdrawal of 1 SOL sent. View the transaction' });
  // The sim's chains have no public explorer: the link is the sim's own transaction page.
  await expect(toast).toHaveAttribute('href', new RegExp(`^${SIM_URL}/tx/solana/\\w+$`));
  const { list } = await callSim('balanceList', { chain: 'solana' }, result.access_token);
  // The network fee comes out of the amount sent: the balance falls by exactly the amount.
  expect(Number(list.find((a) => a.token === '')?.balance)).toBe(9);
});

test('a MetaMask user: the drawer titled MetaMask with their own 0x address to copy, EVM holdings only and no custodial buttons', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const wallet = await installEvmWallet(page, { privateKey: generatePrivateKey(), rdns: 'io.metamask', name: 'MetaMask' });
  await signInWith(page, 'MetaMask');
  await header(page).getByRole('button', { name: `Account: ${shortAddress(wallet.address())}` }).click();
  const drawer = page.getByRole('dialog', { name: 'MetaMask' });
  await expect(drawer.getByRole('status', { name: 'Your address' })).toHaveText(new RegExp(`^${shortAddress(wallet.address())}$`, 'i'));
  await drawer.getByRole('button', { name: 'Copy address' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Address copied');
  expect((await page.evaluate(() => navigator.clipboard.readText())).toLowerCase()).toBe(wallet.address().toLowerCase());
  await expect(drawer.getByRole('button', { name: 'Deposit' })).toHaveCount(0);
  await expect(drawer.getByRole('button', { name: 'Export recovery phrase' })).toHaveCount(0);
  await expect(drawer.getByText('Loading balances')).toHaveCount(0);
  for (const chain of await drawer.getByRole('list', { name: 'Holdings' }).getByRole('listitem').locator('.name small').allTextContents()) {
    expect(['Ethereum', 'BSC', 'Base', 'Nova Layer']).toContain(chain);
  }
  await expect(drawer.getByRole('link', { name: /My wallet/ })).toHaveAttribute('href', new RegExp(`/address/${wallet.address()}$`, 'i'));
});

test('a Phantom user: the drawer titled Phantom with their own Solana address and Solana holdings only', async ({ page }) => {
  const phantom = await installPhantom(page, { secretKey: randomSolanaSecret().secretKey });
  await signInWith(page, 'Phantom');
  await header(page).getByRole('button', { name: `Account: ${shortAddress(phantom.address())}` }).click();
  const drawer = page.getByRole('dialog', { name: 'Phantom' });
  await expect(drawer.getByRole('status', { name: 'Your address' })).toHaveText(shortAddress(phantom.address()));
  await expect(drawer.getByText('Loading balances')).toHaveCount(0);
  const chains = await drawer.getByRole('list', { name: 'Holdings' }).getByRole('listitem').locator('.name small').allTextContents();
  expect(chains.every((chain) => chain === 'Solana')).toBe(true);
  await expect(drawer.getByRole('link', { name: 'My wallet' })).toHaveAttribute('href', `/wallets/solana/${phantom.address()}`);
});

test('at 390 px the profile drawer and the withdraw dialog take the full width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { result } = await signUpByEmail();
  await seedSession(page, result);
  await page.goto('/markets');
  await header(page).getByRole('button', { name: /^Account: / }).click();
  const drawer = page.getByRole('dialog', { name: 'Custodial wallet' });
  await expect(drawer).toBeVisible();
  await expect.poll(async () => (await drawer.boundingBox())?.width).toBe(390);
  await drawer.getByRole('button', { name: 'Withdraw' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw' });
  await expect(dialog).toBeVisible();
  expect((await dialog.boundingBox())?.width).toBe(390);
  await expect(dialog.getByRole('button', { name: 'Withdraw' })).toBeInViewport();
});

test('WalletConnect is offered only when the deployment has a WalletConnect project id; Nova scan always', async ({ page }) => {
  // A deployment without a project id: the registry as served, its id taken out.
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const { walletConnectProjectId: _id, ...registry } = await response.json();
    await route.fulfill({ response, json: registry });
  });
  await page.goto('/markets');
  await header(page).getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Connect wallet' });
  await expect(login.getByRole('button', { name: /^MetaMask/ })).toBeVisible();
  await expect(login.getByRole('button', { name: 'Nova scan' })).toBeVisible();
  await expect(login.getByRole('button', { name: 'WalletConnect' })).toHaveCount(0);

  // The repository's deployments configure one (the default registry's id).
  await page.unroute('**/remotes.json');
  await page.reload();
  await header(page).getByRole('button', { name: 'Log in' }).click();
  await expect(login.getByRole('button', { name: 'WalletConnect' })).toBeVisible();
  await expect(login.getByRole('button', { name: 'Nova scan' })).toBeVisible();
});

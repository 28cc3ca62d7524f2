// Issue 35: a perps withdraw is checked against what the user chose before any wallet signs it
// (sign data naming another chain or another verifying contract is refused in the dialog, and the
// wallet never sees it), and a withdraw whose answer was lost moves the money once when the user
// confirms it again (the same idempotency key, honoured by market-sim).
import type { Page, Request } from '@playwright/test';
import { generatePrivateKey } from 'viem/accounts';
import { expect, test } from '../src/fixtures';
import { HOST_URL } from '../src/env';
import { seedSession, signUpByEmail } from '../src/sim';
import { installEvmWallet } from '../src/wallets/evm';

/** The perps guides already seen, so that the page opens on the accounts. */
async function guidesSeen(page: Page) {
  await page.addInitScript((origin) => {
    if (window.location.origin !== origin) return;
    window.localStorage.setItem('nova.prefs.perpsGuideSeen', 'true');
    window.localStorage.setItem('nova.prefs.perpsTransferGuideSeen', 'true');
  }, HOST_URL);
}

function accounts(page: Page) {
  return { cards: page.getByRole('list', { name: 'Perpetual accounts by chain type' }), summary: page.getByLabel('Account summary') };
}

/** The typed data of a sign_data answer, changed by `change`, written back as the hex JSON the server sends. */
async function tamperSignData(page: Page, change: (typed: { domain: Record<string, unknown> }) => unknown) {
  await page.route('**/perp/withdraw/sign_data', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { data: string; timestamp: number } };
    const typed = JSON.parse(Buffer.from(body.data.data.slice(2), 'hex').toString('utf8')) as { domain: Record<string, unknown> };
    const forged = change(typed);
    await route.fulfill({ response, json: { ...body, data: { ...body.data, data: `0x${Buffer.from(JSON.stringify(forged)).toString('hex')}` } } });
  });
}

test('MetaMask withdraw: sign data naming another chain or another verifying contract is refused in the dialog before the wallet signs', async ({ page }) => {
  const wallet = await installEvmWallet(page, { privateKey: generatePrivateKey(), chainId: '0x38', rpcUrls: {} });
  await guidesSeen(page);
  await page.goto('/perps');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const drawer = page.getByRole('dialog', { name: 'Connect wallet' });
  await drawer.getByRole('button', { name: 'MetaMask', exact: true }).click();
  await expect(drawer).toHaveCount(0);
  const { cards, summary } = accounts(page);
  await expect(summary.getByRole('definition').first()).toHaveText('$1,000');

  await cards.getByRole('region', { name: 'EVM' }).getByRole('button', { name: 'Withdraw' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw from perpetual account' });
  await dialog.getByRole('textbox', { name: 'Amount (USDT)' }).fill('10');
  await dialog.getByRole('textbox', { name: 'Receiving address' }).fill(wallet.address());
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm withdraw' });

  // 1. Chain id 1 (Ethereum) where the user chose BNB Smart Chain.
  await tamperSignData(page, (typed) => ({ ...typed, domain: { ...typed.domain, chainId: 1 } }));
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirm.getByRole('alert')).toHaveText('The withdraw to sign names chain 1, not BNB Smart Chain (56): not signed.');
  expect(wallet.requests()).not.toContain('eth_signTypedData_v4');

  // 2. Another verifying contract than the chain's perpetual vault.
  await page.unroute('**/perp/withdraw/sign_data');
  const other = '0x0000000000000000000000000000000000000bad';
  await tamperSignData(page, (typed) => ({ ...typed, domain: { ...typed.domain, verifyingContract: other } }));
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirm.getByRole('alert')).toHaveText(`The withdraw to sign names the contract ${other}, not the perpetual vault on BNB Smart Chain (0x000000000000000000000000000000000000ba5e): not signed.`);
  expect(wallet.requests()).not.toContain('eth_signTypedData_v4');
  await expect(summary.getByRole('definition').first()).toHaveText('$1,000');

  // 3. The server's own sign data passes the check and is signed.
  await page.unroute('**/perp/withdraw/sign_data');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirm).toBeHidden();
  expect(wallet.requests()).toContain('eth_signTypedData_v4');
  await expect(summary.getByRole('definition').first()).toHaveText('$990');
});

test('withdraw whose answer is cut once: Confirm again pays once ($1,000 -> $990 for 10), with the same idempotency key', async ({ page }) => {
  const { result } = await signUpByEmail();
  await seedSession(page, result);
  await guidesSeen(page);
  await page.goto('/perps');
  const { cards, summary } = accounts(page);
  await expect(summary.getByRole('definition').first()).toHaveText('$1,000');

  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/perp/withdraw_asset') sent.push(request);
  });
  // The first withdraw reaches the server, which pays it; its answer never reaches the page.
  let cut = false;
  await page.route('**/perp/withdraw_asset', async (route) => {
    if (cut || route.request().method() !== 'POST') return route.continue();
    cut = true;
    await route.fetch();
    await route.abort('connectionreset');
  });

  await cards.getByRole('region', { name: 'EVM' }).getByRole('button', { name: 'Withdraw' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw from perpetual account' });
  await dialog.getByRole('textbox', { name: 'Amount (USDT)' }).fill('10');
  await dialog.getByRole('textbox', { name: 'Receiving address' }).fill('0x2222222222222222222222222222222222222222');
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm withdraw' });
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirm.getByRole('alert')).toBeVisible();

  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Withdraw submitted: arrives in about 5 minutes')).toBeVisible();
  await expect(summary.getByRole('definition').first()).toHaveText('$990');
  const keys = await Promise.all(sent.map((request) => request.headerValue('idempotency-key')));
  expect(keys).toHaveLength(2);
  expect(keys[0]).toBeTruthy();
  expect(keys[1]).toBe(keys[0]);
});

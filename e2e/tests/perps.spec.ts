// Issue 14: the perpetual account on /perps (mf_perps) for a custodial user against market-sim:
// deposit in one server call with its processing notification, convert with the fee estimate
// polled every 5 s, withdraw within the limits and the risk-limit lock beyond them.
import type { Page } from '@playwright/test';
import { expect, test } from '../src/fixtures';
import { HOST_URL } from '../src/env';
import { seedSession, signUpByEmail } from '../src/sim';

/** A signed-in custodial user on /perps, with the shell's and the transfer guide already seen. */
async function perpsPage(page: Page, options: { guideSeen?: boolean } = {}) {
  const { result } = await signUpByEmail();
  await seedSession(page, result);
  await page.addInitScript(
    ({ origin, guideSeen }) => {
      if (window.location.origin !== origin) return;
      window.localStorage.setItem('nova.prefs.perpsGuideSeen', 'true');
      if (guideSeen) window.localStorage.setItem('nova.prefs.perpsTransferGuideSeen', 'true');
    },
    { origin: HOST_URL, guideSeen: options.guideSeen ?? true },
  );
  await page.goto('/perps');
  const cards = page.getByRole('list', { name: 'Perpetual accounts by chain type' });
  await expect(cards.getByRole('region', { name: 'EVM' })).toBeVisible();
  return { session: result, cards, summary: page.getByLabel('Account summary') };
}

test('the deposit and withdraw guide shows once per browser', async ({ page }) => {
  await perpsPage(page, { guideSeen: false });
  const guide = page.getByRole('dialog', { name: 'Deposit and withdraw' });
  await expect(guide).toBeVisible();
  await guide.getByRole('button', { name: 'Next' }).click();
  await guide.getByRole('button', { name: 'Finish' }).click();
  await expect(guide).toBeHidden();
  await page.reload();
  await expect(page.getByRole('list', { name: 'Perpetual accounts by chain type' })).toBeVisible();
  await expect(guide).toBeHidden();
});

test('custodial deposit: one server call, the processing notification, the EVM balance grows', async ({ page }) => {
  const { cards, summary } = await perpsPage(page);
  const deposits: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/perp/deposit') deposits.push(request.url());
  });
  await expect(summary.getByRole('definition').first()).toHaveText('$1,000');
  await cards.getByRole('region', { name: 'EVM' }).getByRole('button', { name: 'Deposit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deposit to perpetual account' });
  await expect(dialog.getByText('Available: 1000 USDT')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Amount (USDT)' }).fill('100');
  await dialog.getByRole('button', { name: 'Deposit' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/Deposit of 100 USDT is processing \(\d+ s\)/)).toBeVisible();
  await expect(summary.getByRole('definition').first()).toHaveText('$1,100');
  expect(deposits).toHaveLength(1);
});

test('convert: the fee estimate is polled every 5 s while the confirm step is open', async ({ page }) => {
  const { cards, summary } = await perpsPage(page);
  const estimates: number[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/perp/deposit_fee') estimates.push(Date.now());
  });
  await cards.getByRole('region', { name: 'EVM' }).getByRole('button', { name: 'Convert' }).click();
  const dialog = page.getByRole('dialog', { name: 'Convert to perpetual account' });
  const amount = dialog.getByRole('textbox', { name: 'Amount (USDT)' });
  await amount.fill('2000');
  await expect(dialog.getByText('Insufficient USDT balance')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Convert' })).toBeDisabled();
  await amount.fill('50');
  await dialog.getByRole('button', { name: 'Convert' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm convert' });
  await expect(confirm.getByText('0.00006 BNB')).toBeVisible();
  await expect.poll(() => estimates.length, { timeout: 12_000 }).toBeGreaterThanOrEqual(2);
  expect(estimates[1]! - estimates[0]!).toBeGreaterThanOrEqual(4500);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Convert submitted: arrives in about 5 minutes')).toBeVisible();
  await expect(summary.getByRole('definition').first()).toHaveText('$1,050');
  const polled = estimates.length;
  await page.waitForTimeout(6000);
  expect(estimates.length).toBe(polled);
});

test('withdraw: beyond the single limit the address is locked to the own one; within the limits to another address', async ({ page }) => {
  const { session, cards, summary } = await perpsPage(page);
  await cards.getByRole('region', { name: 'EVM' }).getByRole('button', { name: 'Withdraw' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw from perpetual account' });
  await expect(dialog.getByText('Single limit 1000 USDT, daily limit 2000 USDT')).toBeVisible();
  const amount = dialog.getByRole('textbox', { name: 'Amount (USDT)' });
  const address = dialog.getByRole('textbox', { name: 'Receiving address' });
  await amount.fill('2');
  await expect(dialog.getByText('The minimum amount is 2.5 USDT')).toBeVisible();
  await amount.fill('1000');
  await expect(address).toHaveValue(session.user.evm_address ?? '');
  await expect(address).toHaveAttribute('readonly', '');
  await expect(dialog.getByText('This amount reaches the withdraw limit: it can only go to your own wallet address.')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Network' }).selectOption('eth');
  await expect(address).toHaveValue('');
  await address.fill('0x2222222222222222222222222222222222222222');
  await amount.fill('10');
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm withdraw' });
  await expect(confirm.getByText('You receive')).toBeVisible();
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Withdraw submitted: arrives in about 5 minutes')).toBeVisible();
  await expect(summary.getByRole('definition').first()).toHaveText('$990');
});

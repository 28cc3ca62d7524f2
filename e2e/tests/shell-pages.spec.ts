// Issue 4: the pages, header menus and session rules added to the shell, end to end against
// market-sim: launch boards, swap, referral pages with the Rewards login-then-redirect, the invite
// modal, the search dialog, custodial Deposit and recovery phrase, and the tracker zones.
import type { Page } from '@playwright/test';
import { expect, test } from '../src/fixtures';
import { hotToken } from '../src/app';
import { callSim, seedSession, signUpByEmail } from '../src/sim';

const header = (page: Page) => page.getByRole('banner');

test('the launch pages, swap and the affiliate plan compose their remotes', async ({ page }) => {
  await page.goto('/memego');
  await expect(page.getByRole('region', { name: 'New launches' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Completed launches' }).getByRole('link').first()).toBeVisible();

  await page.goto('/gatefun');
  await expect(page.getByRole('region', { name: 'Nova Fun' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Chain filter' })).toHaveCount(0);

  await page.goto('/swap');
  await expect(page.getByText('Pick a token from the list to swap it.')).toBeVisible();
  await page.getByRole('table', { name: 'Hot tokens' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/swap\?chain=\w+&address=\w+/);
  const picked = new URL(page.url()).searchParams;
  const { symbol } = await callSim('tokenInfo', { chain: picked.get('chain') as 'solana', token: picked.get('address') ?? '' });
  await expect(page.getByRole('region', { name: 'mf_trade' })).toContainText(`Trade ${symbol}`);

  await page.goto('/affiliate-plan');
  await expect(page.getByRole('heading', { name: 'Affiliate plan', level: 1 })).toBeVisible();
});

test('Rewards at 390 px: a visitor logs in, then lands on the invite plan', async ({ page }) => {
  const { email, password } = await signUpByEmail();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/markets');
  await page.getByRole('navigation', { name: 'Tabs' }).getByRole('link', { name: 'Rewards' }).click();
  const drawer = page.getByRole('dialog', { name: 'Connect wallet' });
  await expect(drawer).toBeVisible();
  await expect(page).toHaveURL(/\/markets$/);
  await drawer.getByRole('button', { name: 'Log in with email, Google or exchange' }).click();
  await drawer.getByRole('button', { name: 'Continue with email' }).click();
  const modal = page.getByRole('dialog', { name: /Log in/ });
  await modal.getByLabel('Email').fill(email);
  await modal.getByRole('button', { name: 'Continue' }).click();
  await expect(modal.getByLabel('Verification code')).toBeVisible();
  await modal.getByLabel('Verification code').fill((await callSim('devLatestCode', { email })).code);
  await modal.getByRole('button', { name: 'Continue' }).click();
  await modal.getByLabel('Password', { exact: true }).fill(password);
  await modal.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/referral$/);
  await expect(page.getByRole('heading', { name: 'Invite plan', level: 1 })).toBeVisible();
});

test('the invite modal: a signed-in user who follows a friend\'s link binds the code, once', async ({ page }) => {
  const friend = await signUpByEmail();
  const { ref_code } = await callSim('rebateInfo', {}, friend.result.access_token);
  const { result } = await signUpByEmail();
  await seedSession(page, result);
  await page.goto(`/r/${ref_code}`);
  const modal = page.getByRole('dialog', { name: 'You are invited' });
  await expect(modal).toBeVisible();
  await expect(modal.getByLabel('Invite code')).toHaveText(ref_code);
  await expect(modal).toContainText('30.00% cash back');
  await modal.getByRole('button', { name: 'Bind' }).dblclick();
  await expect(page.getByRole('status').filter({ hasText: `Invite code ${ref_code} is bound.` })).toBeVisible();
  await expect(modal).toHaveCount(0);
  expect((await callSim('rebateInfo', {}, result.access_token)).referrer_code).toBe(ref_code);
  await page.reload();
  await expect(page.getByText(`Your account is already bound to invite code ${ref_code}.`)).toBeVisible();
  await expect(modal).toHaveCount(0);
});

test('Not now leaves a marker: the modal does not come back until logout', async ({ page }) => {
  const friend = await signUpByEmail();
  const { ref_code } = await callSim('rebateInfo', {}, friend.result.access_token);
  const { result } = await signUpByEmail();
  await seedSession(page, result);
  await page.goto(`/markets?ref=${ref_code}`);
  const modal = page.getByRole('dialog', { name: 'You are invited' });
  await modal.getByRole('button', { name: 'Not now' }).click();
  await page.reload();
  await expect(page.getByRole('table', { name: 'Hot tokens' })).toBeVisible();
  await expect(modal).toHaveCount(0);
  await page.goto(`/markets?ref=${ref_code}&utm_cmp=spring`);
  await expect(page.getByRole('table', { name: 'Hot tokens' })).toBeVisible();
  await expect(modal).toHaveCount(0);
});

test('search: type a symbol, pick the token with the keyboard, land on its trade page', async ({ page }) => {
  const token = await hotToken();
  const info = await callSim('tokenInfo', { chain: token.chain as 'solana', token: token.address });
  await page.goto('/markets');
  await expect(page.getByRole('table', { name: 'Hot tokens' })).toBeVisible();
  await page.keyboard.press('/');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await dialog.getByRole('textbox', { name: 'Search tokens or wallets' }).fill(info.symbol);
  await expect(dialog.getByRole('listbox', { name: 'Token' }).getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/trade\/\w+\/\w+/);
  await expect(dialog).toHaveCount(0);
  await page.keyboard.press('/');
  await expect(dialog.getByRole('region', { name: 'Recent searches' })).toBeVisible();
});

test('a custodial user deposits: the chain\'s address with a QR code', async ({ page }) => {
  const { result } = await signUpByEmail();
  await seedSession(page, result);
  await page.goto('/markets');
  await header(page).getByRole('button', { name: 'Deposit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deposit' });
  const { address } = await callSim('depositAddress', { chain: 'solana' }, result.access_token);
  await expect(dialog).toContainText(address);
  await expect(dialog.locator('svg, canvas').first()).toBeVisible();
});

test('a custodial user exports the recovery phrase after the password check', async ({ page }) => {
  const { result, password } = await signUpByEmail();
  await seedSession(page, result);
  await page.goto('/markets');
  await header(page).getByRole('button', { name: /^Account: / }).click();
  await page.getByRole('button', { name: 'Export recovery phrase' }).click();
  const check = page.getByRole('dialog', { name: 'Security check' });
  await check.getByLabel('Password', { exact: true }).fill('wrong-password-1');
  await check.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(check.getByRole('alert')).toBeVisible();
  await check.getByLabel('Password', { exact: true }).fill(password);
  await check.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Recovery phrase' })).toBeVisible();
});

test('a tracker docked at the left edge opens the left zone; its width is saved for the page type', async ({ page }) => {
  await page.goto('/markets');
  // At once: a toggle pressed before the trackers remote has loaded still opens the window.
  await page.getByRole('contentinfo', { name: 'Status bar' }).getByRole('button', { name: 'Wallet tracker' }).click();
  const window = page.getByRole('dialog', { name: 'Wallet tracker' });
  await expect(window).toBeVisible();
  const handle = window.getByRole('button', { name: 'Move Wallet tracker' });
  const box = await handle.boundingBox();
  if (!box) throw new Error('no move handle');
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(40, box.y + 40, { steps: 8 });
  await page.mouse.move(2, box.y + 40, { steps: 4 });
  await page.mouse.up();
  const zone = page.getByRole('complementary', { name: 'Left tracker zone' });
  await expect(zone).toBeVisible();
  await expect(zone.getByRole('dialog', { name: 'Wallet tracker' })).toBeVisible();
  const splitter = page.getByRole('separator', { name: 'Resize left zone' });
  await splitter.focus();
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
  await expect(splitter).toHaveAttribute('aria-valuenow', '300');
  await page.reload();
  await expect(page.getByRole('separator', { name: 'Resize left zone' })).toHaveAttribute('aria-valuenow', '300');
  await page.goto('/perps');
  await expect(page.getByRole('complementary', { name: 'Left tracker zone' })).toHaveCount(0);
});

test('the status bar picks a trade preset and edits it in mf_trade\'s trade settings, kept across a reload', async ({ page }) => {
  await page.goto('/markets');
  const bar = page.getByRole('contentinfo', { name: 'Status bar' });
  await bar.getByRole('group', { name: 'Trade preset' }).getByRole('button', { name: 'P2' }).click();
  await bar.getByRole('button', { name: 'Trade settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Trade settings' });
  await expect(settings.getByRole('tab', { name: 'P2' })).toHaveAttribute('aria-selected', 'true');
  await settings.getByRole('group', { name: 'Slippage' }).getByRole('button', { name: '15%' }).click();
  await settings.getByRole('textbox', { name: /Custom priority fee/ }).fill('3');
  await settings.getByRole('textbox', { name: /Custom priority fee/ }).blur();
  await expect(settings.getByRole('alert').first()).toBeVisible();
  await expect(settings.getByRole('button', { name: 'Save' })).toBeDisabled();
  await settings.getByRole('textbox', { name: /Custom priority fee/ }).fill('0.5');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(settings).toHaveCount(0);
  await page.reload();
  await expect(bar.getByRole('group', { name: 'Trade preset' }).getByRole('button', { name: 'P2' })).toHaveAttribute('aria-pressed', 'true');
  await bar.getByRole('button', { name: 'Trade settings' }).click();
  await expect(settings.getByRole('group', { name: 'Slippage' }).getByRole('button', { name: '15%' })).toHaveAttribute('aria-pressed', 'true');
  await expect(settings.getByRole('textbox', { name: /Custom priority fee/ })).toHaveValue('0.5');
});

// Issue 10: a trader can trade. Custodial orders through mf_trade's one executor against
// market-sim: buy by amount, sell 50 % and 100 %, a double click places one order, an order code
// forced by the admin API shows its §8 message, Deposit and Top up, the status bar's quick buy,
// and the trade page at 390 px.
import type { Page } from '@playwright/test';
import { expect, test } from '../src/fixtures';
import { simAdmin } from '../src/admin';
import { callSim, seedSession, signUpByEmail } from '../src/sim';
import { signedInTradePage } from '../src/trade';

const toast = (page: Page, text: string | RegExp) => page.getByText(text).first();

test('custodial buy by amount, then sell 50 % and 100 %', async ({ page }) => {
  const { token, panel, orders, session } = await signedInTradePage(page);
  await panel.getByRole('textbox', { name: 'Amount' }).fill('.0123456');
  await expect(panel.getByRole('textbox', { name: 'Amount' })).toHaveValue('0.0123');
  await panel.getByRole('button', { name: 'Buy' }).click();
  await expect(toast(page, `Trade success: ${token.symbol}`)).toBeVisible();
  await expect(panel.getByRole('textbox', { name: 'Amount' })).toHaveValue('');
  expect(orders).toHaveLength(1);
  expect(orders[0]).not.toBe('');

  const position = page.getByRole('region', { name: 'Your position' });
  await expect(position.getByText('Total PnL')).toBeVisible();
  const held = async () => Number((await callSim('balanceList', { chain: 'solana' }, session.access_token)).list.find((a) => a.token === token.address)?.balance ?? 0);
  const bought = await held();
  expect(bought).toBeGreaterThan(0);

  await panel.getByRole('tab', { name: 'Sell' }).click();
  await panel.getByRole('group', { name: 'Quick percents' }).getByRole('button', { name: '50%' }).click();
  await panel.getByRole('button', { name: 'Sell', exact: true }).click();
  await expect.poll(held).toBeLessThan(bought * 0.51);
  expect(await held()).toBeGreaterThan(bought * 0.49);

  await panel.getByRole('group', { name: 'Quick percents' }).getByRole('button', { name: 'Max' }).click();
  await expect(panel.getByText('Sells your whole balance')).toBeVisible();
  await panel.getByRole('button', { name: 'Sell', exact: true }).click();
  await expect.poll(held).toBe(0);
  await expect(page.getByText(`You hold no ${token.symbol}.`)).toBeVisible();
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByRole('table', { name: 'Your trades' }).getByRole('row')).toHaveCount(4);
});

test('a double click places one order', async ({ page }) => {
  const { token, panel, orders } = await signedInTradePage(page);
  await panel.getByRole('group', { name: 'Quick amounts' }).getByRole('button', { name: '0.01 SOL' }).click();
  await panel.getByRole('button', { name: 'Buy' }).dblclick();
  await expect(toast(page, `Trade success: ${token.symbol}`)).toBeVisible();
  // The order is done and the form reset (its amount cleared): a second order from the second click would have been sent by now.
  await expect(panel.getByRole('textbox', { name: 'Amount' })).toHaveValue('');
  expect(orders).toHaveLength(1);
});

test('an order code forced by the admin API shows its message; 407001 opens the safety tip', async ({ page }) => {
  const { panel, orders } = await signedInTradePage(page);
  await simAdmin('/__admin/fail', { endpoint: 'tradeOrderCreate', code: 5003, message: 'insufficient liquidity' });
  await panel.getByRole('group', { name: 'Quick amounts' }).getByRole('button', { name: '0.01 SOL' }).click();
  await panel.getByRole('button', { name: 'Buy' }).click();
  await expect(toast(page, 'Insufficient liquidity.')).toBeVisible();
  await simAdmin('/__admin/fail', { endpoint: 'tradeOrderCreate', code: 777, message: 'whatever' });
  await panel.getByRole('button', { name: 'Buy' }).click();
  await expect(toast(page, '777 trade failed')).toBeVisible();
  await simAdmin('/__admin/fail', { endpoint: 'tradeOrderCreate', code: 407001, status: 403, message: 'risk' });
  await panel.getByRole('button', { name: 'Buy' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(orders).toHaveLength(3);
});

test('gatelayer bounds for a custodial buy: below 0.01 GT and above 350 GT refused with their messages, nothing ordered; quick buy at least 0.0001 GT', async ({ page }) => {
  const { result } = await signUpByEmail();
  await seedSession(page, result);
  const { tokens } = await callSim('tokenHotList', { chain: 'gatelayer', limit: 50, min_liquidity: 20_000 });
  const gt = tokens.find((t) => t.security_info.is_pixiu === 0);
  if (!gt) throw new Error('no liquid gatelayer token');
  const orders: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/trade/order/create') orders.push(request.url());
  });
  await page.goto(`/trade/gatelayer/${gt.address}`);
  const panel = page.getByRole('region', { name: `Trade ${gt.symbol}` });
  const amount = panel.getByRole('textbox', { name: 'Amount' });
  const buy = panel.getByRole('button', { name: 'Buy' });
  await amount.fill('0.009');
  await expect(panel.getByRole('alert').filter({ hasText: 'The minimum buy is 0.01 GT.' })).toBeVisible();
  await expect(buy).toBeDisabled();
  await amount.fill('350.01');
  await expect(panel.getByRole('alert').filter({ hasText: 'The maximum buy is 350 GT.' })).toBeVisible();
  await expect(buy).toBeDisabled();
  await amount.fill('350');
  await expect(panel.getByRole('alert')).toHaveCount(0);
  await expect(buy).toBeEnabled();
  const status = page.getByRole('contentinfo', { name: 'Status bar' });
  await status.getByRole('textbox', { name: 'Quick buy amount' }).fill('0.00005');
  await status.getByRole('button', { name: 'Buy 0.00005 GT' }).click();
  await expect(toast(page, 'The minimum quick buy is 0.0001 GT.')).toBeVisible();
  expect(orders).toHaveLength(0);
});

test('Top up above the balance and Deposit at zero balance open the deposit dialog', async ({ page }) => {
  const { panel } = await signedInTradePage(page);
  await panel.getByRole('textbox', { name: 'Amount' }).fill('20');
  await expect(panel.getByRole('alert')).toHaveText('Insufficient balance.');
  await panel.getByRole('button', { name: 'Top up' }).click();
  await expect(page.getByRole('dialog', { name: /deposit/i })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.route('**/balance/list*', (route) => route.fulfill({ json: { code: 0, message: 'success', data: { list: [] } } }));
  await page.reload();
  await expect(panel.getByRole('button', { name: 'Deposit' })).toBeVisible();
  await panel.getByRole('button', { name: 'Deposit' }).click();
  await expect(page.getByRole('dialog', { name: /deposit/i })).toBeVisible();
});

test("the status bar's quick buy buys the page token; its presets and settings are the token chain's", async ({ page }) => {
  const { result } = await signUpByEmail();
  await seedSession(page, result);
  const { tokens } = await callSim('tokenHotList', { chain: 'gatelayer', limit: 50, min_liquidity: 20_000 });
  const gt = tokens.find((t) => t.security_info.is_pixiu === 0);
  if (!gt) throw new Error('no liquid gatelayer token');
  await page.goto(`/trade/gatelayer/${gt.address}`);
  const status = page.getByRole('contentinfo', { name: 'Status bar' });
  // The amount is the page chain's (one per chain): set it once the status bar knows the page's token.
  await expect(status.getByRole('button', { name: /^Buy [\d.]+ GT$/ })).toBeVisible();
  await status.getByRole('textbox', { name: 'Quick buy amount' }).fill('0.5');
  await status.getByRole('button', { name: 'Buy 0.5 GT' }).click();
  await expect(toast(page, `Trade success: ${gt.symbol}`)).toBeVisible();
  await status.getByRole('button', { name: 'Trade settings' }).click();
  await expect(page.getByRole('dialog', { name: 'Trade settings' }).getByRole('textbox', { name: 'Custom priority fee (GT)' })).toBeVisible();
});

test("alert settings: the fill sound switch is the status bar's Sound, and fill toasts can be switched off", async ({ page }) => {
  const { panel } = await signedInTradePage(page);
  const sound = page.getByRole('contentinfo', { name: 'Status bar' }).getByRole('button', { name: 'Sound' });
  await expect(sound).toHaveAttribute('aria-pressed', 'false');
  await panel.getByRole('button', { name: 'Alert settings' }).click();
  const alerts = page.getByRole('dialog', { name: 'Alert settings' });
  await expect(alerts.getByRole('switch', { name: 'Sound when an order fills' })).toHaveAttribute('aria-checked', 'false');
  await alerts.getByRole('switch', { name: 'Sound when an order fills' }).click();
  await expect(sound).toHaveAttribute('aria-pressed', 'true');
  await alerts.getByRole('switch', { name: 'Toast when an order fills' }).click();
  await expect(alerts.getByRole('switch', { name: 'Toast when an order fills' })).toHaveAttribute('aria-checked', 'false');
  // Both survive a reload (the host's prefs).
  await page.reload();
  await expect(sound).toHaveAttribute('aria-pressed', 'true');
  await panel.getByRole('button', { name: 'Alert settings' }).click();
  await expect(page.getByRole('dialog', { name: 'Alert settings' }).getByRole('switch', { name: 'Toast when an order fills' })).toHaveAttribute('aria-checked', 'false');
});

test('the trade page at 390 px: the form, its settings and a buy', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { token, panel } = await signedInTradePage(page);
  await panel.getByRole('button', { name: 'Trade settings' }).click();
  await expect(page.getByRole('dialog', { name: 'Trade settings' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Trade settings' }).getByRole('button', { name: 'Cancel' }).click();
  await panel.getByRole('group', { name: 'Quick amounts' }).getByRole('button', { name: '0.01 SOL' }).click();
  const buy = panel.getByRole('button', { name: 'Buy' });
  await buy.scrollIntoViewIfNeeded();
  const box = await buy.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  await buy.click();
  await expect(toast(page, `Trade success: ${token.symbol}`)).toBeVisible();
});

test('measure: click -> pending hash and pending -> fill over 20 custodial orders (figures printed, not asserted)', async ({ page }) => {
  test.setTimeout(180_000);
  const { panel } = await signedInTradePage(page);
  const buy = panel.getByRole('button', { name: 'Buy' });
  const amount = panel.getByRole('textbox', { name: 'Amount' });
  const pendings: number[] = [];
  const fills: number[] = [];
  for (let i = 0; i < 20; i++) {
    await panel.getByRole('group', { name: 'Quick amounts' }).getByRole('button', { name: '0.01 SOL' }).click();
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/trade/order/create');
    const clicked = Date.now();
    await buy.click();
    await answered;
    const pending = Date.now();
    // The form clears when the order_notification of that hash reports the fill.
    await expect(amount).toHaveValue('');
    fills.push(Date.now() - pending);
    pendings.push(pending - clicked);
  }
  const pct = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)] ?? NaN;
  const figures = { orders: pendings.length, clickToPendingMs: { p50: pct(pendings, 50), p95: pct(pendings, 95) }, pendingToFillMs: { p50: pct(fills, 50), p95: pct(fills, 95) } };
  console.log(`[bench] custodial orders: ${JSON.stringify(figures)}`);
  expect(pendings).toHaveLength(20);
});

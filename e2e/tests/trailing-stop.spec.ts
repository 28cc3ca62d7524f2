// Issue 34 item 3 end to end, as a custodial trader: a trailing stop placed from the position's
// TP/SL dialog next to a take-profit; its chart line and its Open orders row move up when the price
// rises; a drop of its distance fires it, sells the position and cancels the take-profit bound to it.
// The same from the trade form: a buy with a trailing-stop strategy places it after the fill.
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { ORDER_TYPES } from '@nova/shared-contracts';
import { expect, test } from '../src/fixtures';
import { slot } from '../src/app';
import { simAdmin } from '../src/admin';
import { callSim } from '../src/sim';
import { signedInTradePage, toast } from '../src/trade';

const shot = (name: string) => path.join(os.tmpdir(), 'nova-trailing-shots', name);
const chart = (page: Page) => slot(page, 'mf_chart');

test('a trailing stop follows the price up on the chart and in Open orders, then fires on the drop, sells the position and cancels its take-profit', async ({ page }) => {
  test.setTimeout(120_000);
  const { token, panel, session } = await signedInTradePage(page);
  await panel.getByRole('textbox', { name: 'Amount' }).fill('0.1');
  await panel.getByRole('button', { name: 'Buy' }).click();
  await expect(toast(page, `Trade success: ${token.symbol}`)).toBeVisible();
  const canvas = chart(page).getByRole('img', { name: / price chart$/ }).first();
  await expect(canvas).toHaveAttribute('data-lines', /position/, { timeout: 20_000 });
  const price = Number((await callSim('tokenInfo', { chain: 'solana', token: token.address })).current_price);

  await chart(page).getByRole('button', { name: /^Take profit or stop loss for / }).click();
  const dialog = page.getByRole('dialog', { name: /^Take profit \/ stop loss · / });
  const distance = dialog.getByRole('textbox', { name: 'Trailing stop distance' });
  // The sim's rule, in the form: out of bounds is named before anything is sent.
  await distance.fill('60');
  await dialog.getByRole('button', { name: 'Place orders' }).click();
  await expect(distance).toHaveAccessibleDescription('Enter 0.1 to 50');
  await distance.fill('10');
  await expect(distance).toHaveAccessibleDescription(/^Stops at \$.* now, then rises with the best price \(never falls\)$/);
  await dialog.getByRole('textbox', { name: 'Take-profit price (USD)' }).fill((price * 10).toPrecision(6));
  await page.screenshot({ path: shot('position-tpsl-1440.png') });
  await dialog.getByRole('button', { name: 'Place orders' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(canvas).toHaveAttribute('data-lines', /trailing/, { timeout: 20_000 });

  await page.getByRole('tablist', { name: 'Your activity' }).getByRole('tab', { name: 'Open orders' }).click();
  const orders = page.getByRole('table', { name: 'Open orders' });
  const row = orders.getByRole('row').filter({ hasText: 'Trailing stop' });
  await expect(row).toContainText(/10\.00% below the peak \$/);
  await expect(orders.getByRole('row').filter({ hasText: 'Take profit' })).toHaveCount(1);
  const trailing = async () => (await callSim('limitOrderList', { chain: 'solana', order_type: ORDER_TYPES.TrailingLimit, status: 2 }, session.access_token)).order_list[0];
  const placed = await trailing();
  const line = chart(page).getByRole('button', { name: /^Cancel Trailing stop order at / });
  const placedLabel = await line.getAttribute('aria-label');
  const rowCancel = row.getByRole('button', { name: /^Cancel the order at \$/ });
  const rowLabel = await rowCancel.getAttribute('aria-label');

  // The price doubles: the peak and the stop move up, pushed to the chart's line and the row.
  await simAdmin('/__admin/price', { chain: 'solana', address: token.address, price_usd: (price * 2).toPrecision(10) });
  await expect(line).not.toHaveAttribute('aria-label', placedLabel ?? '', { timeout: 20_000 });
  const raised = await trailing();
  expect(Number(raised?.target_price_usd)).toBeGreaterThan(Number(placed?.target_price_usd) * 1.9);
  await expect(rowCancel).not.toHaveAttribute('aria-label', rowLabel ?? '');
  await page.screenshot({ path: shot('open-orders-1440.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shot('open-orders-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  // A fall of 15 % from the peak passes the 10 % stop: it fires, sells it all, the take-profit goes with it.
  await simAdmin('/__admin/price', { chain: 'solana', address: token.address, price_usd: (price * 2 * 0.85).toPrecision(10) });
  await expect(toast(page, /Your trailing stop order was filled\./i)).toBeVisible({ timeout: 30_000 });
  await expect(orders.getByRole('row').filter({ hasText: 'Trailing stop' })).toHaveCount(0, { timeout: 15_000 });
  await expect(orders.getByRole('row').filter({ hasText: 'Take profit' })).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByText('No open orders.')).toBeVisible();
  const held = (await callSim('holdsList', { chain: 'solana' }, session.access_token)).list.find((p) => p.token_address === token.address);
  expect(Number(held?.balance ?? 0)).toBe(0);
  const [fired] = (await callSim('limitOrderList', { chain: 'solana', order_type: ORDER_TYPES.TrailingLimit }, session.access_token)).order_list;
  expect(fired?.status).toBe(1);
  expect(Number(fired?.checked_price_usd)).toBeLessThanOrEqual(Number(fired?.target_price_usd));
});

test('a buy with a trailing-stop strategy in the trade form places it after the fill beside the take-profit; the drop fires it and cancels the take-profit', async ({ page }) => {
  test.setTimeout(120_000);
  const { token, panel, session } = await signedInTradePage(page);
  await panel.getByRole('switch', { name: 'Take-profit / stop-loss' }).click();
  await panel.getByRole('button', { name: /Add strategy/ }).click();
  await page.getByRole('menuitem', { name: 'Take profit' }).click();
  const tp = panel.getByRole('group', { name: 'Take profit 1' });
  await tp.getByRole('textbox', { name: 'Gain (%)' }).fill('100');
  await tp.getByRole('textbox', { name: 'Sell (%)' }).fill('100');
  await panel.getByRole('button', { name: /Add strategy/ }).click();
  await page.getByRole('menuitem', { name: 'Trailing stop' }).click();
  const row = panel.getByRole('group', { name: 'Trailing stop 1' });
  const distance = row.getByRole('textbox', { name: 'Trailing stop distance' });
  await row.getByRole('textbox', { name: 'Sell (%)' }).fill('100');
  await panel.getByRole('textbox', { name: 'Amount' }).fill('0.1');
  // The sim's rule at the field: out of range holds Buy.
  await distance.fill('60');
  await expect(distance).toHaveAccessibleDescription('Enter 0.1 to 50');
  await expect(panel.getByRole('button', { name: 'Buy' })).toBeDisabled();
  await distance.fill('10');
  await expect(distance).not.toHaveAttribute('aria-invalid', 'true');
  await page.screenshot({ path: shot('form-strategies-1440.png') });
  await panel.getByRole('button', { name: 'Buy' }).click();
  await expect(toast(page, `Trade success: ${token.symbol}`)).toBeVisible();

  await page.getByRole('tablist', { name: 'Your activity' }).getByRole('tab', { name: 'Open orders' }).click();
  const orders = page.getByRole('table', { name: 'Open orders' });
  await expect(orders.getByRole('row').filter({ hasText: 'Trailing stop' })).toContainText(/10\.00% below the peak \$/, { timeout: 15_000 });
  await expect(orders.getByRole('row').filter({ hasText: 'Take profit' })).toHaveCount(1);
  const held = async () => Number((await callSim('holdsList', { chain: 'solana' }, session.access_token)).list.find((p) => p.token_address === token.address)?.balance ?? 0);
  const [placed] = (await callSim('limitOrderList', { chain: 'solana', order_type: ORDER_TYPES.TrailingLimit, status: 2 }, session.access_token)).order_list;
  // It sells the whole bought amount, placed at the fill's price.
  expect(Number(placed?.quote_investment)).toBe(await held());

  // A fall of 15 % passes the 10 % stop: it fires and sells it all, the take-profit bound to the position goes with it.
  const price = Number(placed?.peak_price_usd);
  await simAdmin('/__admin/price', { chain: 'solana', address: token.address, price_usd: (price * 0.85).toPrecision(10) });
  await expect(toast(page, /Your trailing stop order was filled\./i)).toBeVisible({ timeout: 30_000 });
  await expect(orders.getByRole('row').filter({ hasText: 'Take profit' })).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByText('No open orders.')).toBeVisible();
  expect(await held()).toBe(0);
});

// Issue 36's loose ends, end to end against market-sim: the watch-list star on the token page, the
// chart's last-price label while scrolled back, the position tracker's sell buttons in a 260 px
// zone, and market cap, liquidity and age in the phone list.
import type { Page } from '@playwright/test';
import { expect, test } from '../src/fixtures';
import { slot, statusBar } from '../src/app';
import { callSim, seedSession, signUpByEmail } from '../src/sim';
import { liquidToken } from '../src/trade';

const tokenHeader = (page: Page) => page.getByRole('region', { name: 'Token data' });

test('the token page star puts the token in the watch list, and takes it off', async ({ page }) => {
  const { result } = await signUpByEmail();
  await seedSession(page, result);
  const token = await liquidToken();
  await page.goto(`/trade/solana/${token.address}`);
  const star = tokenHeader(page).getByRole('button', { name: 'Add to watch list' });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(tokenHeader(page).getByRole('button', { name: 'Remove from watch list' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await callSim('watchList', {}, result.access_token)).watch_tokens.map((row) => row.token_address)).toContain(token.address);

  // Where the user looks for it: the position tracker's Watchlist.
  await statusBar(page).getByRole('button', { name: 'Position tracker' }).click();
  const tracker = page.getByRole('dialog', { name: 'Position tracker' });
  await tracker.getByRole('tab', { name: 'Watchlist' }).click();
  await expect(tracker.getByRole('table', { name: 'Watchlist' }).getByRole('link', { name: token.symbol, exact: true })).toBeVisible();

  await tokenHeader(page).getByRole('button', { name: 'Remove from watch list' }).click();
  await expect(tokenHeader(page).getByRole('button', { name: 'Add to watch list' })).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(async () => (await callSim('watchList', {}, result.access_token)).watch_tokens.map((row) => row.token_address)).not.toContain(token.address);
});

test('a visitor pressing the token page star is asked to sign in', async ({ page }) => {
  const token = await liquidToken();
  await page.goto(`/trade/solana/${token.address}`);
  await tokenHeader(page).getByRole('button', { name: 'Add to watch list' }).click();
  await expect(page.getByRole('dialog', { name: 'Connect wallet' })).toBeVisible();
});

test('scrolled back, the last-price label is the current price, not the last visible bar', async ({ page }) => {
  const token = await liquidToken();
  await page.goto(`/trade/solana/${token.address}`);
  // Test hooks on the chart's element (chart.spec.ts): data-price-label says who draws the label.
  const canvas = slot(page, 'mf_chart').getByRole('img', { name: / price chart$/ }).first();
  await expect(canvas).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  await expect(canvas).toHaveAttribute('data-price-label', 'series');
  const box = (await canvas.boundingBox())!;
  // Drag the bars to the right: the last one leaves the screen.
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.5);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.85, box.y + box.height * 0.5, { steps: 10 });
  await page.mouse.up();
  await expect(canvas).toHaveAttribute('data-price-label', 'line');
});

test('the position tracker docked in a 260 px zone shows its sell buttons whole', async ({ page }) => {
  const { result } = await signUpByEmail();
  await seedSession(page, result);
  const token = await liquidToken();
  await callSim('tradeOrderCreate', { type: 'market', side: 'buy', baseAddress: token.address, amount: '0.1', chain: 'solana', slippage: 0.5 }, result.access_token);
  await page.goto('/markets');
  await statusBar(page).getByRole('button', { name: 'Position tracker' }).click();
  const window = page.getByRole('dialog', { name: 'Position tracker' });
  const handle = window.getByRole('button', { name: 'Move Position tracker' });
  const grip = (await handle.boundingBox())!;
  await page.mouse.move(grip.x + 20, grip.y + grip.height / 2);
  await page.mouse.down();
  await page.mouse.move(40, grip.y + 40, { steps: 8 });
  await page.mouse.move(2, grip.y + 40, { steps: 4 });
  await page.mouse.up();
  const zone = page.getByRole('complementary', { name: 'Left tracker zone' });
  await expect(page.getByRole('separator', { name: 'Resize left zone' })).toHaveAttribute('aria-valuenow', '260');
  const positions = zone.getByRole('dialog', { name: 'Position tracker' }).getByRole('table', { name: 'Positions' });
  const sellHalf = positions.getByRole('button', { name: `Sell 50% of ${token.symbol}` });
  const sellAll = positions.getByRole('button', { name: `Sell all ${token.symbol}` });
  await expect(sellHalf).toBeVisible();
  // No horizontal overflow: the table's scroll box is as wide as its content, and both buttons lie inside the zone.
  const overflow = await positions.evaluate((table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const zoneBox = (await zone.boundingBox())!;
  for (const button of [sellHalf, sellAll]) {
    const buttonBox = (await button.boundingBox())!;
    expect(buttonBox.x).toBeGreaterThanOrEqual(zoneBox.x);
    expect(buttonBox.x + buttonBox.width).toBeLessThanOrEqual(zoneBox.x + zoneBox.width);
  }
});

test('the phone list shows market cap, liquidity or age in the column the user picks', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/markets');
  const hot = page.getByRole('table', { name: 'Hot tokens' });
  const picker = page.getByRole('combobox', { name: 'Column' });
  await expect(hot.getByRole('button', { name: '24h' })).toBeVisible();
  const lastCell = hot.getByRole('row').nth(1).getByRole('cell').last();
  for (const [option, figure] of [['Market cap', /^\$[\d.,]+[KMB]?$/], ['Liquidity', /^\$[\d.,]+[KMB]?$/], ['Age', /^\d+(s|m|h|d|mo|y)$/]] as const) {
    await picker.selectOption({ label: option });
    await expect(hot.getByRole('button', { name: option })).toBeVisible();
    await expect(hot.getByRole('button', { name: '24h' })).toHaveCount(0);
    await expect(lastCell.locator('xpath=preceding-sibling::*[1]')).toHaveText(figure);
  }
  // Kept across a reload.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Column' })).toHaveValue('age');
  // The row fits the phone: no cell runs past the table's width.
  const tableBox = (await hot.boundingBox())!;
  const cellBox = (await lastCell.boundingBox())!;
  expect(cellBox.x + cellBox.width).toBeLessThanOrEqual(tableBox.x + tableBox.width + 0.5);
});

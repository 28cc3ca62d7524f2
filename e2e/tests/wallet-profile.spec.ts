// Issue 13 item 1: the wallet profile as a user meets it. Their own wallet (from the profile
// drawer's "My wallet"): balance tabs, periods and the Positions / Watch list / Transaction record
// lists with the trade they just made. Another wallet: Recent PnL and Activity, the remark, Track;
// the tracked wallet then shows in the wallet tracker's default group, its trade raises an alert
// named by the remark, and its trades are in Live trades.
import type { Page } from '@playwright/test';
import { simAdmin } from '../src/admin';
import { afterLayout } from '../src/app';
import { expect, test } from '../src/fixtures';
import { callSim, seedSession, signUpByEmail } from '../src/sim';

/** Screenshots of the current page at the three widths of the rules (for people to judge; asserts nothing). */
async function screens(page: Page, name: string) {
  const before = page.viewportSize();
  for (const [width, height] of [[1440, 900], [1024, 768], [390, 844]] as const) {
    await page.setViewportSize({ width, height });
    await afterLayout(page);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}

/**
 * A simulated Solana wallet with a history: the largest holder of the hottest token, made to buy it
 * once more (the sim's own flow, on demand). Not read from the tokens' activity, where the orders
 * of the users of earlier tests (trade.spec's 20 custodial buys) can outnumber every simulated wallet.
 */
async function simulatedTrader(): Promise<string> {
  const [hot] = (await callSim('tokenHotList', { chain: 'solana' })).tokens;
  const { wallet } = (await simAdmin('/__admin/trade', { chain: 'solana', address: hot!.address, side: 'buy', usd: 250, holder_rank: 1 })) as { wallet: string };
  return wallet;
}

test('my own wallet: opened from the drawer, with the balance tabs, periods and the trade I just made', async ({ page }) => {
  const { result } = await signUpByEmail();
  const [token] = (await callSim('tokenHotList', { chain: 'solana' })).tokens;
  if (!token) throw new Error('market-sim has no hot solana token');
  await callSim('tradeOrderCreate', { type: 'market', side: 'buy', baseAddress: token.address, amount: '0.1', chain: 'solana', slippage: 0.5 }, result.access_token);
  await seedSession(page, result);
  await page.goto('/markets');
  await page.getByRole('banner').getByRole('button', { name: /^Account: / }).click();
  await page.getByRole('dialog', { name: 'Custodial wallet' }).getByRole('link', { name: 'My wallet' }).click();
  await expect(page).toHaveURL(new RegExp(`/wallets/solana/${result.user.sol_address}$`));

  await expect(page.getByRole('heading', { name: 'My wallet' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Track address' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Wallet', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Total balance').first()).toBeVisible();

  const lists = page.getByRole('tablist', { name: 'Wallet lists' });
  await expect(lists.getByRole('tab')).toHaveText(['Positions', 'Watch list', 'Transaction record']);
  const positions = page.getByRole('table', { name: 'Positions' });
  await expect(positions.getByRole('row').filter({ hasText: token.symbol }).first()).toBeVisible({ timeout: 20_000 });
  await expect(positions.getByRole('button', { name: `Share PnL of ${token.symbol}` })).toBeVisible();

  await lists.getByRole('tab', { name: 'Transaction record' }).click();
  await expect(page.getByRole('table', { name: 'Transaction record' }).getByRole('row').filter({ hasText: token.symbol }).first()).toBeVisible();
  await lists.getByRole('tab', { name: 'Watch list' }).click();
  await expect(page.getByText('No tokens in the watch list yet.')).toBeVisible();

  await page.getByRole('tab', { name: '30D' }).click();
  await expect(page.getByRole('tab', { name: '30D' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('list', { name: 'PnL distribution' }).getByRole('listitem')).toHaveCount(5);

  await page.getByRole('tab', { name: 'Perp', exact: true }).click();
  await expect(page.getByText('Perpetual balance')).toBeVisible();
  await screens(page, 'wallet-profile-own');
});

test("another wallet: Recent PnL, Activity and a remark; Track puts it in the tracker, where its trades arrive", async ({ page }) => {
  test.setTimeout(120_000);
  const { result } = await signUpByEmail();
  const wallet = await simulatedTrader();
  await seedSession(page, result);
  await page.goto(`/wallets/solana/${wallet}`);

  const track = page.getByRole('button', { name: 'Track address' });
  await expect(track).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My wallet' })).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Recent PnL' }).getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('tab', { name: 'Activity' }).click();
  await expect(page.getByRole('table', { name: 'Activity' }).getByRole('row').nth(1)).toBeVisible();

  await page.getByRole('button', { name: 'Edit remark' }).click();
  await page.getByRole('textbox', { name: 'Remark' }).fill('  Busy whale  ');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Busy whale' })).toBeVisible();

  await track.click();
  await expect(page.getByRole('button', { name: 'Remove from smart money' })).toBeVisible();
  await screens(page, 'wallet-profile-other');

  // The wallet tracker: the wallet is in the default group, and its trades reach Live trades.
  await page.goto('/trackers');
  const board = page.getByRole('region', { name: 'Wallet tracker board' });
  await expect(board.getByRole('navigation', { name: 'Wallet groups' }).getByRole('button', { name: /^Default/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(board.getByText('Busy whale').first()).toBeVisible();
  // The wallet trades (the sim's own flow, on demand): the alert names it by its remark.
  const [hot] = (await callSim('tokenHotList', { chain: 'solana' })).tokens;
  // A trade before the tracker's alert subscription is live raises nothing: trade again until one shows.
  const alerts = page.getByRole('region', { name: 'Notifications' }).getByRole('status').filter({ hasText: /Busy whale bought/ });
  await expect(async () => {
    await simAdmin('/__admin/trade', { chain: 'solana', address: hot!.address, side: 'buy', usd: 250, wallet });
    await expect(alerts.first()).toBeVisible({ timeout: 4_000 });
  }).toPass({ timeout: 30_000 });
  await board.getByRole('tab', { name: 'Live trades' }).click();
  const trades = board.getByRole('table', { name: 'Trades of followed wallets' });
  await expect(trades.getByRole('row').filter({ hasText: 'Busy whale' }).first()).toBeVisible({ timeout: 20_000 });

  // Untrack from the profile: the default-group rule removes it again.
  await page.goto(`/wallets/solana/${wallet}`);
  await page.getByRole('button', { name: 'Remove from smart money' }).click();
  await expect(page.getByRole('button', { name: 'Track address' })).toBeVisible();
  const followed = await callSim('smartList', { page: 1, page_size: 20 }, result.access_token);
  expect(followed.list.map((w) => w.wallet_address)).not.toContain(wallet);
});

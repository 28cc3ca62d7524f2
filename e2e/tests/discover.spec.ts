// Issue 12: the discovery lists end to end against market-sim: the tabs of /markets and /discover,
// the filter drawer (rows change, the filter survives a reload), favourites landing in the watch
// list, the tools dropdown per chain, the search dialog's ways in and out, and layouts without
// sideways scroll at 1440 and 390 px.
import type { Page } from '@playwright/test';
import { expect, test } from '../src/fixtures';
import { callSim, seedSession, signUpByEmail } from '../src/sim';

const SHOTS = process.env.DISCOVER_SHOTS_DIR;
const table = (page: Page, name: string) => page.getByRole('table', { name });
const rowCount = async (page: Page, name: string) => Number(await table(page, name).getAttribute('aria-rowcount')) - 1;
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('each list behind the tabs of /markets and /discover', async ({ page }) => {
  for (const path of ['/markets', '/discover']) {
    await page.goto(path);
    const tabs = page.getByRole('tablist', { name: 'Token lists' });
    await expect(table(page, 'Hot tokens').getByRole('link').first()).toBeVisible();
    for (const [tab, name] of [
      ['New', 'New tokens'],
      ['AI', 'AI tokens'],
      ['Signal', 'Signal tokens'],
      ['Hot', 'Hot tokens'],
    ] as const) {
      await tabs.getByRole('tab', { name: tab }).click();
      await expect(table(page, name).getByRole('link').first()).toBeVisible();
    }
  }
  // The chain chips in the spec's order.
  const chips = page.getByRole('group', { name: 'Chain filter' }).getByRole('button');
  await expect(chips).toHaveText(['All chains', 'Nova Layer', 'Solana', 'BSC', 'Ethereum', 'Base']);
});

test('filters change the rows and survive a reload', async ({ page }) => {
  await page.goto('/markets');
  await expect(table(page, 'Hot tokens').getByRole('link').first()).toBeVisible();
  const before = await rowCount(page, 'Hot tokens');
  await page.getByRole('button', { name: 'Filters' }).click();
  const drawer = page.getByRole('dialog', { name: 'Token filter' });
  const box = await drawer.boundingBox();
  // 482 wide (the panel's 1 px edge aside).
  expect(Math.round(box?.width ?? 0)).toBeGreaterThanOrEqual(482);
  expect(Math.round(box?.width ?? 0)).toBeLessThanOrEqual(483);
  await drawer.getByRole('textbox', { name: 'Market cap ($) minimum' }).fill('200000');
  await drawer.getByRole('textbox', { name: 'Market cap ($) maximum' }).fill('1000');
  await expect(drawer.getByRole('alert')).toHaveText('The maximum cannot be lower than the minimum');
  await expect(drawer.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await drawer.getByRole('textbox', { name: 'Market cap ($) maximum' }).fill('');
  await drawer.getByRole('checkbox', { name: 'At least one social media' }).check();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/filter-drawer-1440.png` });
  await drawer.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
  await expect.poll(() => rowCount(page, 'Hot tokens')).toBeLessThan(before);
  const filtered = await rowCount(page, 'Hot tokens');
  expect(filtered).toBeGreaterThan(0);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
  await expect(table(page, 'Hot tokens').getByRole('link').first()).toBeVisible();
  expect(await rowCount(page, 'Hot tokens')).toBeLessThan(before);
  // Another list keeps its own (empty) filter.
  await page.getByRole('tab', { name: 'New' }).click();
  await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();
});

test('a favourite lands in the watch list', async ({ page }) => {
  const { result } = await signUpByEmail();
  await seedSession(page, result);
  await page.goto('/markets');
  const star = table(page, 'Hot tokens').getByRole('button', { name: /^Add .* to watch list$/ }).first();
  const label = (await star.getAttribute('aria-label')) ?? '';
  const symbol = /^Add (.*) to watch list$/.exec(label)?.[1] ?? '';
  await star.click();
  await expect(table(page, 'Hot tokens').getByRole('button', { name: `Remove ${symbol} from watch list` })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await callSim('watchList', {}, result.access_token)).watch_tokens.map((row) => row.symbol)).toContain(symbol);
  // The user finds it where they look for it: the position tracker's Watchlist.
  await page.getByRole('contentinfo', { name: 'Status bar' }).getByRole('button', { name: 'Position tracker' }).click();
  const tracker = page.getByRole('dialog', { name: 'Position tracker' });
  await tracker.getByRole('tab', { name: 'Watchlist' }).click();
  await expect(tracker.getByRole('table', { name: 'Watchlist' }).getByRole('link', { name: symbol, exact: true })).toBeVisible();
  await tracker.getByRole('button', { name: /^Close/ }).click();

  // A failing removal: the star goes off at once, then back on with a message.
  await page.route('**/user/collect/delete_watch_token', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 500, message: 'watch list down' }) }));
  await table(page, 'Hot tokens').getByRole('button', { name: `Remove ${symbol} from watch list` }).click();
  await expect(table(page, 'Hot tokens').getByRole('button', { name: `Remove ${symbol} from watch list` })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(/Watch list not updated: .*watch list down/)).toBeVisible();
  expect((await callSim('watchList', {}, result.access_token)).watch_tokens.map((row) => row.symbol)).toContain(symbol);
});

test('search: a visitor who picks a wallet is asked to log in', async ({ page }) => {
  const { wallet_info } = await callSim('tokenSearchMultiChain', { keyword: 'a', limit: 20, vague: 1 });
  const wallet = wallet_info.find((w) => w.chain === 'solana');
  expect(wallet).toBeDefined();
  await page.goto('/markets');
  await expect(table(page, 'Hot tokens')).toBeVisible();
  await page.keyboard.press('/');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await dialog.getByRole('textbox', { name: 'Search tokens or wallets' }).fill(wallet?.wallet_monitor_address.slice(0, 10) ?? '');
  await dialog.getByRole('listbox', { name: 'Wallet address' }).getByRole('option').first().click();
  await expect(page.getByRole('dialog', { name: 'Connect wallet' })).toBeVisible();
  await expect(page).toHaveURL(/\/markets$/);
});

test('search opens above the page with its field focused, and Escape, a press on the backdrop or Tab out close it, focus back on the search box', async ({ page }) => {
  await page.goto('/markets');
  await expect(table(page, 'Hot tokens')).toBeVisible();
  const box = page.getByRole('banner').getByRole('button', { name: 'Search token or wallet' });
  const dialog = page.getByRole('dialog', { name: 'Search' });
  const field = dialog.getByRole('textbox', { name: 'Search tokens or wallets' });
  // Not modal: the page is not made inert, but the dialog is in the top layer, above the header.
  const open = async () => {
    await box.click();
    await expect(field).toBeFocused();
    expect(await dialog.evaluate((el) => el.matches(':popover-open') && !el.matches(':modal'))).toBe(true);
  };
  await open();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(box).toBeFocused();

  await open();
  await page.mouse.click(5, 400);
  await expect(dialog).toHaveCount(0);

  await open();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog).toHaveCount(0);
});

test('the tools dropdown lists the tools of each chain, whole on screen, in new tabs with the address', async ({ page }) => {
  await page.goto('/markets');
  const expected = { Solana: ['fast100x', 'Insightx', 'Goplus', 'RugCheck'], BSC: ['fast100x', 'Insightx', 'Goplus', 'Honeypot'], Ethereum: ['Insightx', 'Goplus', 'Honeypot'], Base: ['Insightx', 'Goplus', 'Honeypot'] };
  for (const [chain, names] of Object.entries(expected)) {
    await page.getByRole('group', { name: 'Chain filter' }).getByRole('button', { name: chain, exact: true }).click();
    const link = table(page, 'Hot tokens').getByRole('link').first();
    await expect(link).toHaveAttribute('href', new RegExp(`^/trade/${chain === 'Solana' ? 'solana' : chain === 'BSC' ? 'bsc' : chain === 'Ethereum' ? 'eth' : 'base'}/`));
    const address = ((await link.getAttribute('href')) ?? '').split('/')[3] ?? '';
    await table(page, 'Hot tokens').getByRole('button', { name: /^Tools for / }).first().click();
    const menu = page.getByRole('dialog', { name: /^Security and analysis tools for / });
    await expect(menu.getByRole('link')).toHaveText(names);
    for (const tool of await menu.getByRole('link').all()) {
      await expect(tool).toHaveAttribute('target', '_blank');
      await expect(tool).toHaveAttribute('rel', /noopener/);
      await expect(tool).toHaveAttribute('href', new RegExp(address));
      // Seen whole: not cut to the row's cell (an intersection clipped by every overflow on the way).
      await expect(tool).toBeInViewport({ ratio: 1 });
    }
    await page.keyboard.press('Escape');
  }
  await page.getByRole('group', { name: 'Chain filter' }).getByRole('button', { name: 'Nova Layer' }).click();
  await expect(table(page, 'Hot tokens').getByRole('link').first()).toHaveAttribute('href', /^\/trade\/gatelayer\//);
  await expect(table(page, 'Hot tokens').getByRole('button', { name: /^Tools for / })).toHaveCount(0);
});

test('the tools of the last row in view open whole on screen, not cut by the scrolling list', async ({ page }) => {
  await page.goto('/markets');
  await page.getByRole('group', { name: 'Chain filter' }).getByRole('button', { name: 'Solana', exact: true }).click();
  const hot = table(page, 'Hot tokens');
  await expect(hot.getByRole('link').first()).toHaveAttribute('href', /^\/trade\/solana\//);
  const list = await hot.getByRole('rowgroup').nth(1).boundingBox();
  expect(list).not.toBeNull();
  // The rows below the list's edge are rendered too (overscan): take the last one whose tools button is in view.
  let last;
  for (const button of await hot.getByRole('button', { name: /^Tools for / }).all()) {
    const box = await button.boundingBox();
    if (box && list && box.y + box.height <= list.y + list.height) last = button;
  }
  expect(last).toBeDefined();
  await last?.click();
  const menu = page.getByRole('dialog', { name: /^Security and analysis tools for / });
  await expect(menu.getByRole('link')).toHaveCount(4);
  for (const tool of await menu.getByRole('link').all()) await expect(tool).toBeInViewport({ ratio: 1 });
});

for (const [width, height] of [
  [1440, 900],
  [1024, 768],
  [390, 844],
] as const) {
  test(`the lists fit at ${width} px: every column in view, no sideways scroll`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/markets');
    const hot = table(page, 'Hot tokens');
    await expect(hot.getByRole('link').first()).toBeVisible();
    expect(await noSidewaysScroll(page)).toBe(true);
    const headers = hot.getByRole('columnheader');
    for (const header of await headers.all()) {
      const box = await header.boundingBox();
      if (!box) continue;
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
    if (width >= 1024) await expect(hot.getByRole('button', { name: 'Holders' })).toBeInViewport();
    // No figure is cut to an ellipsis (a 24h change of +1,161.43 % in a column sized for +213.97 %).
    const cut = await hot.locator('[role="cell"][data-align="right"]').evaluateAll((cells) => cells.filter((cell) => cell.scrollWidth > cell.clientWidth + 1).map((cell) => cell.textContent));
    expect(cut).toEqual([]);
    await expect(page.getByRole('tablist', { name: 'Token lists' }).getByRole('tab', { name: 'Signal' })).toBeInViewport();
    const tabs = await page.getByRole('tablist', { name: 'Token lists' }).boundingBox();
    expect(tabs?.height ?? 0).toBeGreaterThan(20);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/markets-${width}.png` });
  });
}

test('the token page: a honeypot shows its red flags, the activity updates live', async ({ page }) => {
  const { tokens } = await callSim('tokenHotList', { chain: 'solana', keyword: 'Honey Trap', limit: 5 });
  const honeypot = tokens.find((token) => token.name === 'Honey Trap');
  expect(honeypot).toBeDefined();
  await page.goto(`/trade/solana/${honeypot?.address}`);
  const data = page.getByRole('region', { name: 'Token data' });
  await expect(data.getByRole('table', { name: 'Activity' })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/token-page-1440.png`, fullPage: true });
  await data.getByRole('tab', { name: 'Security' }).click();
  const security = data.getByRole('list', { name: 'Security' });
  await expect(security.getByRole('listitem').filter({ hasText: 'Honeypot' })).toContainText('Yes');
  await expect(security.getByRole('listitem').filter({ hasText: 'Honeypot' })).toContainText('Risk');
  await expect(data.getByText(/^Risk flags: \d+$/)).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/token-security-1440.png`, fullPage: true });

  // The market's own flow on one token may pause (the sim gives tokens quiet moods), so the push
  // counted on is a trade of our own on a liquid token, placed through the trade panel.
  const { result } = await signUpByEmail();
  await seedSession(page, result);
  const { tokens: liquid } = await callSim('tokenHotList', { chain: 'solana', limit: 50, min_liquidity: 20_000 });
  const token = liquid.find((t) => t.security_info.is_pixiu === 0);
  expect(token).toBeDefined();
  await page.goto(`/trade/solana/${token?.address}`);
  const activity = page.getByRole('region', { name: 'Token data' }).getByRole('table', { name: 'Activity' });
  await expect(activity.getByRole('row').nth(1)).toBeVisible();
  const first = await activity.getByRole('row').nth(1).textContent();
  const panel = page.getByRole('region', { name: `Trade ${token?.symbol}` });
  await panel.getByRole('textbox', { name: 'Amount' }).fill('0.01');
  await panel.getByRole('button', { name: 'Buy' }).click();
  await expect.poll(() => activity.getByRole('row').nth(1).textContent(), { timeout: 45_000 }).not.toBe(first);
});

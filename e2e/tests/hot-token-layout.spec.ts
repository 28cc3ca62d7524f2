// A hot token (issue 37): nothing on the token page changes size because a trade arrived. The
// viewed token trades 40 times through the sim's admin API while ResizeObservers watch the chart's
// canvases, the chart slot, the Activity tab's panel and table and the trade panel; once the last
// trade shows on top of the activity, none of them may have changed size since the page settled
// (the activity list is a scroller of fixed height, and the chart's row does not depend on the
// panels' content; the price axis has a least width, so a price label gaining a digit does not
// move the split between the plot's canvases and the axis').
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../src/fixtures';
import { slot, shortAddress } from '../src/app';
import { simAdmin } from '../src/admin';
import { signedInTradePage } from '../src/trade';

const TRADES = 40;

/** Marks each element of `locator` as watched under `name` (one ResizeObserver on the page watches them all). */
async function watch(locator: Locator, name: string) {
  const count = await locator.evaluateAll((elements, label) => {
    elements.forEach((element, i) => element.setAttribute('data-size-watch', `${label} ${i + 1}`));
    return elements.length;
  }, name);
  expect(count, name).toBeGreaterThan(0);
}

/** Starts observing the marked elements; their first observation is the baseline, every later different size a change. */
async function startObserving(page: Page) {
  await page.evaluate(() => {
    const changes: string[] = [];
    const sizes = new Map<Element, string>();
    const observer = new ResizeObserver((entries) => {
      for (const entry of entries) {
        const box = entry.borderBoxSize[0]!;
        const size = `${box.inlineSize}x${box.blockSize}`;
        const before = sizes.get(entry.target);
        if (before !== undefined && before !== size) changes.push(`${entry.target.getAttribute('data-size-watch')}: ${before} -> ${size}`);
        sizes.set(entry.target, size);
      }
    });
    for (const element of document.querySelectorAll('[data-size-watch]')) observer.observe(element, { box: 'border-box' });
    Object.assign(window, { sizeChanges: changes, sizesSeen: () => sizes.size });
  });
  // Each element's first observation (the baseline) is delivered with the next frame.
  const watched = await page.locator('[data-size-watch]').count();
  await expect.poll(() => page.evaluate(() => (window as unknown as { sizesSeen(): number }).sizesSeen())).toBe(watched);
}

/** The size changes observed so far, once the frames after the last DOM change have been laid out (two animation frames). */
const sizeChanges = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve([...(window as unknown as { sizeChanges: string[] }).sizeChanges]))),
      ),
  );

for (const width of [1440, 1024, 390]) {
  test(`${width} px: 40 trades of the viewed token change the size of neither the chart, the activity nor the trade panel`, async ({ page }) => {
    await page.setViewportSize({ width, height: width > 768 ? 900 : 844 });
    const { token, panel } = await signedInTradePage(page);
    const chart = slot(page, 'mf_chart');
    await expect(chart.getByRole('img', { name: / price chart$/ }).first()).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
    // On a phone the token data sits under the chart and the trade panel: it loads as a scroll brings it near.
    await page.getByRole('region', { name: 'mf_discover', exact: true }).scrollIntoViewIfNeeded();
    const data = page.getByRole('region', { name: 'Token data' }).filter({ has: page.getByRole('tablist') });
    const activity = data.getByRole('table', { name: 'Activity' });
    await expect(activity.getByRole('row').nth(1)).toBeVisible();

    await watch(chart.locator('canvas'), 'chart canvas');
    await watch(chart, 'chart slot');
    await watch(data.getByRole('tabpanel', { name: 'Activity' }), 'activity tab panel');
    await watch(activity, 'activity table');
    await watch(panel, 'trade panel');
    await startObserving(page);

    // Small trades of the largest holder, alternating (its price stays about where it is), the
    // last a buy; then a sell by the second largest. The test waits for that sell on top of the
    // largest holder's buy near the top of the list (the market's own flow may add trades above).
    let largest = '';
    for (let i = TRADES - 2; i >= 0; i--) ({ wallet: largest } = (await simAdmin('/__admin/trade', { chain: 'solana', address: token.address, side: i % 2 ? 'sell' : 'buy', usd: 5 })) as { wallet: string });
    const { wallet: second } = (await simAdmin('/__admin/trade', { chain: 'solana', address: token.address, side: 'sell', usd: 5, holder_rank: 2 })) as { wallet: string };
    const lastTwoShown = async () => {
      const rows = (await activity.getByRole('row').allTextContents()).slice(1, 8);
      return rows.some((row, i) => row.includes(shortAddress(second)) && row.includes('Sell') && !!rows[i + 1]?.includes(shortAddress(largest)) && !!rows[i + 1]?.includes('Buy'));
    };
    await expect.poll(lastTwoShown).toBe(true);

    expect(await sizeChanges(page)).toEqual([]);
  });
}

for (const width of [1440, 390]) {
  test(`${width} px: switching the token data's tabs changes the size of neither the data panel, the chart nor the trade panel`, async ({ page }) => {
    await page.setViewportSize({ width, height: width > 768 ? 900 : 844 });
    const { panel } = await signedInTradePage(page);
    const chart = slot(page, 'mf_chart');
    await expect(chart.getByRole('img', { name: / price chart$/ }).first()).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
    // On a phone the token data sits under the chart and the trade panel: it loads as a scroll brings it near.
    await page.getByRole('region', { name: 'mf_discover', exact: true }).scrollIntoViewIfNeeded();
    const data = page.getByRole('region', { name: 'Token data' }).filter({ has: page.getByRole('tablist') });
    await expect(data.getByRole('table', { name: 'Activity' }).getByRole('row').nth(1)).toBeVisible();

    await watch(data, 'token data');
    await watch(chart, 'chart slot');
    await watch(panel, 'trade panel');
    await startObserving(page);

    // Each tab's content differs in height (a holders list, the stats windows, the risk flags).
    for (const name of ['Holders', 'Stats', 'Security', 'Activity']) {
      await data.getByRole('tab', { name, exact: true }).click();
      await expect(data.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
      await expect(data.getByRole('tabpanel', { name }).getByRole('status', { name: 'Loading' })).toHaveCount(0);
    }
    await expect(data.getByRole('table', { name: 'Activity' }).getByRole('row').nth(1)).toBeVisible();

    expect(await sizeChanges(page)).toEqual([]);
  });
}

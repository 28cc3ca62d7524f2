import type { Page, Route } from '@playwright/test';
import { originOf } from '../../scripts/lib/deploy.mjs';
import { connectionStatus, fallback, header, hotToken, slot, statusBar } from '../src/app';
import type { TokenRef } from '../src/app';
import { LOAD_TIMEOUT_MS, PORTS } from '../src/env';
import { expect, test } from '../src/fixtures';

// mf_chart fails on the token page; mf_trade, the header and the status bar share that page.
const FAILING = 'mf_chart';
const ORIGIN = originOf(PORTS.remotes[FAILING]);

const FAILURES: Array<{ name: string; url: string; handler: (route: Route) => Promise<void> | void }> = [
  { name: 'manifest answers 404', url: `${ORIGIN}/mf-manifest.json`, handler: (route) => route.fulfill({ status: 404, body: 'not found' }) },
  { name: 'manifest answers 500', url: `${ORIGIN}/mf-manifest.json`, handler: (route) => route.fulfill({ status: 500, body: 'internal error' }) },
  { name: 'manifest never answers', url: `${ORIGIN}/mf-manifest.json`, handler: () => new Promise<void>(() => undefined) },
  {
    // Whichever entry the host loads: the host-runtime one (the host's federation runtime) or remoteEntry.js.
    name: 'entry script is corrupt',
    url: `${ORIGIN}/remoteEntry*.js`,
    handler: (route) => route.fulfill({ status: 200, contentType: 'application/javascript', body: 'this is not javascript {' }),
  },
];

let token: TokenRef;
test.beforeAll(async () => {
  token = await hotToken();
});

async function expectShellWorks(page: Page) {
  await expect(header(page).getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Markets' })).toBeVisible();
  await expect(statusBar(page).getByRole('list', { name: 'Native coin prices' })).toBeVisible();
  await expect(connectionStatus(page)).toHaveText('connected');
  const trade = slot(page, 'mf_trade');
  await expect(trade).toBeVisible();
  await expect(trade.getByRole('alert')).toHaveCount(0);
  await expect(trade.getByRole('status', { name: 'Loading mf_trade' })).toHaveCount(0);
}

for (const failure of FAILURES) {
  test(`${FAILING} whose ${failure.name}: its slot shows the fallback with Retry, the rest keeps working, Retry loads it once it is back`, async ({ page }) => {
    await page.route(failure.url, failure.handler);
    await page.goto(`/trade/${token.chain}/${token.address}`);

    const alert = fallback(page, FAILING);
    // The registry's timeout plus the time to render: the fallback comes, whatever the failure.
    await expect(alert).toBeVisible({ timeout: LOAD_TIMEOUT_MS + 3000 });
    await expect(alert).toContainText(FAILING);
    await expectShellWorks(page);

    await page.unroute(failure.url, failure.handler);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(fallback(page, FAILING)).toHaveCount(0);
    await expect(slot(page, FAILING).getByRole('status', { name: `Loading ${FAILING}` })).toHaveCount(0);
    await expect(slot(page, FAILING).getByRole('img', { name: /chart/i }).first()).toBeVisible();

    // The header still navigates.
    await header(page).getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Markets' }).click();
    await expect(page).toHaveURL(/\/markets$/);
  });
}

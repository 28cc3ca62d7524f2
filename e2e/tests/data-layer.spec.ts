// Issue 8: one store of server data, realtime into it, text safety and the toast layer, every
// string of the host and the remotes in the page's locale.
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { simAdmin } from '../src/admin';
import { afterLayout, animationsDone, connectionStatus, countPushes, header, hotToken, settled, slot } from '../src/app';
import { expect, test } from '../src/fixtures';
import { callSim, seedSession, signUpByEmail } from '../src/sim';

const tokenStrip = (page: Page) => page.getByRole('region', { name: 'Token data' });
const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });

/** The 24h change as each remote shows it on a token page, read at one moment. */
async function changes(page: Page): Promise<{ strip: string; chart: string; trade: string }> {
  const strip = (await tokenStrip(page).getByRole('definition').nth(2).innerText()).trim();
  const chart = await slot(page, 'mf_chart').innerText();
  const trade = await slot(page, 'mf_trade').innerText();
  return { strip, chart, trade };
}

test('a token page fetches token_info once and shows one 24h change in every remote as prices move', async ({ page, requests }) => {
  const token = await hotToken();
  const pushes = countPushes(page, 'token_price_change', token.address);
  await page.goto(`/trade/${token.chain}/${token.address}`);
  await expect(tokenStrip(page).getByRole('heading', { level: 1 })).toBeVisible();
  await expect(slot(page, 'mf_chart').getByText('%').first()).toBeVisible();
  await expect(slot(page, 'mf_trade').getByText('%').first()).toBeVisible();
  // The strip, the chart and the trade panel read one cache entry: one request, none polled while
  // 8 price pushes of the token arrive.
  await expect.poll(pushes, { timeout: 30_000 }).toBeGreaterThanOrEqual(8);
  const infoCalls = requests.urls.filter((url) => url.includes(`/token_info/${token.chain}/${token.address}`));
  expect(infoCalls).toHaveLength(1);
  // As pushes move the figures, every remote shows the strip's value.
  for (let i = 0; i < 3; i++) {
    await expect
      .poll(async () => {
        const seen = await changes(page);
        return seen.chart.includes(seen.strip) && seen.trade.includes(seen.strip);
      })
      .toBe(true);
    // The next check after two more pushes.
    const seen = pushes();
    await expect.poll(pushes, { timeout: 30_000 }).toBeGreaterThanOrEqual(seen + 2);
  }
});

/** English messages of a catalogue file (the `en` object literal), without placeholders, that the other catalogue translates. */
function englishOnly(enFile: string, zhFile: string | null): string[] {
  const pairs = (text: string) => new Map([...text.matchAll(/'([\w.-]+)':\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)")/g)].map((m) => [m[1]!, (m[2] ?? m[3] ?? '').replace(/\\(['"])/g, '$1')]));
  const source = readFileSync(enFile, 'utf8');
  const en = pairs(source.slice(source.indexOf('export const en'), source.indexOf('} as const')));
  const zh = zhFile ? pairs(readFileSync(zhFile, 'utf8')) : new Map<string, string>();
  return [...en]
    .filter(([key, message]) => !message.includes('{') && message.length > 3 && /[a-z]/i.test(message) && (zh.get(key) ?? '') !== message)
    .map(([, message]) => message);
}

test('/zh/markets shows no English catalogue string in the host or any remote on it', async ({ page }) => {
  const root = fileURLToPath(new URL('../../', import.meta.url));
  const english = new Set([
    ...englishOnly(path.join(root, 'host-shell/src/services/i18n/messages.ts'), path.join(root, 'host-shell/src/services/i18n/locales/zh.ts')),
    ...englishOnly(path.join(root, 'mf-trackers/src/i18n/messages.ts'), path.join(root, 'mf-trackers/src/i18n/locales/zh.ts')),
    ...englishOnly(path.join(root, 'mf-discover/src/i18n/en.ts'), path.join(root, 'mf-discover/src/i18n/locales/zh.ts')),
  ]);
  const { result } = await signUpByEmail();
  await seedSession(page, result);
  await page.goto('/zh/markets');
  await expect(header(page).getByRole('combobox')).toBeVisible();
  await page.getByRole('contentinfo').getByRole('button', { name: '钱包追踪', exact: true }).click();
  // The tracker window's remote loaded, nothing loading on the page, its requests answered.
  await expect(page.getByRole('status', { name: /^Loading mf_trackers/ })).toHaveCount(0);
  await settled(page);
  await page.waitForLoadState('networkidle');
  // Every text node and accessible label of the page: the host, mf_discover's tables and mf_trackers.
  const shown = await page.evaluate(() => {
    const skip = (node: Node | null) => !!node?.parentElement?.closest('script, style');
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) if (!skip(node) && node.textContent?.trim()) texts.push(node.textContent.trim());
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
      for (const name of ['aria-label', 'title', 'placeholder']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value.trim());
      }
    }
    return texts;
  });
  expect(shown.filter((text) => english.has(text))).toEqual([]);
});

test('followed-wallet alerts still arrive after the access token ran out and the sockets dropped', async ({ page }) => {
  test.setTimeout(120_000);
  const { result } = await signUpByEmail();
  // Follow the wallets that trade the most on the hottest Solana tokens (alerts are on by default).
  const { tokens } = await callSim('tokenHotList', { chain: 'solana' });
  const makers = new Map<string, number>();
  for (const token of tokens.slice(0, 6)) {
    const { list } = await callSim('tokenActivity', { chain: 'solana', token_address: token.address, page_size: 100 });
    for (const trade of list) makers.set(trade.maker, (makers.get(trade.maker) ?? 0) + 1);
  }
  const busiest = [...makers].sort((a, b) => b[1] - a[1]).slice(0, 20);
  for (const [wallet] of busiest) await callSim('smartCreate', { wallet_address: wallet, chain: 'solana' }, result.access_token).catch(() => undefined);
  await seedSession(page, result);
  await page.goto('/markets');
  await expect(connectionStatus(page)).toHaveText('connected');
  const alert = notifications(page).getByRole('status').filter({ hasText: / (bought|sold) / });
  await expect(alert.first()).toBeVisible({ timeout: 45_000 });

  // An hour later (sim clock) a network blip: the resubscribe carries the expired access token.
  await simAdmin('/__admin/time', { forward_ms: 3_600_000 + 60_000 });
  await simAdmin('/__admin/drop_sockets', {});
  await expect(connectionStatus(page)).toHaveText(/reconnecting/);
  await expect(connectionStatus(page)).toHaveText('connected');
  // Count only alerts raised from now on: they can only come through the new socket's subscription.
  await afterLayout(page);
  await page.evaluate(() => {
    const region = document.querySelector('[aria-label="Notifications"]')!;
    const seen = { count: 0 };
    (window as unknown as { __alertsAfterDrop: typeof seen }).__alertsAfterDrop = seen;
    new MutationObserver((records) => {
      for (const record of records) for (const node of record.addedNodes) if (/ (bought|sold) /.test(node.textContent ?? '')) seen.count++;
    }).observe(region, { childList: true, subtree: true });
  });
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __alertsAfterDrop: { count: number } }).__alertsAfterDrop.count), { timeout: 45_000 })
    .toBeGreaterThan(0);
});

test('pushes paused for 30 s: the token strip marks its figures as possibly out of date', async ({ page }) => {
  test.setTimeout(90_000);
  const token = await hotToken();
  await page.goto(`/trade/${token.chain}/${token.address}`);
  await expect(connectionStatus(page)).toHaveText('connected');
  const stale = tokenStrip(page).getByRole('status').filter({ hasText: 'Live updates paused' });
  await expect(stale).toHaveCount(0);
  await simAdmin('/__admin/pause', { paused: true });
  try {
    await expect(stale).toBeVisible({ timeout: 35_000 });
    await expect(connectionStatus(page)).toHaveText('connected');
  } finally {
    await simAdmin('/__admin/pause', { paused: false });
  }
  await expect(stale).toHaveCount(0, { timeout: 15_000 });
});

test('a symbol with a right-to-left override is shown isolated and without the control character', async ({ page }) => {
  const token = await hotToken();
  await page.route(`**/token_info/${token.chain}/${token.address}*`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { symbol: string; name: string } };
    body.data.symbol = '\u202ETDSU';
    body.data.name = '\u202Eniocelbats';
    await route.fulfill({ response, json: body });
  });
  // The token's spot.pip.tokeninfo pushes carry its real symbol: held back while the answer above is shown.
  await simAdmin('/__admin/pause', { paused: true });
  try {
    await page.goto(`/trade/${token.chain}/${token.address}`);
    const heading = tokenStrip(page).getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('TDSU');
    const rendered = await heading.evaluate((element) => ({ text: element.textContent ?? '', isolated: element.querySelector('bdi') !== null }));
    expect(rendered).toEqual({ text: 'TDSU', isolated: true });
  } finally {
    await simAdmin('/__admin/pause', { paused: false });
  }
});

test('a toast raised while the login drawer is open is visible above it', async ({ page }) => {
  await page.goto('/markets');
  await header(page).getByRole('button', { name: 'Log in' }).click();
  const drawer = page.getByRole('dialog', { name: 'Connect wallet' });
  await expect(drawer).toBeVisible();
  // Without the extension its row offers the install: choosing it raises a warning toast.
  await drawer.getByRole('button', { name: /^MetaMask/ }).click();
  const toast = notifications(page).getByText('MetaMask is not installed');
  await expect(toast).toBeVisible();
  // Nothing covers it: the toast looks the same with the drawer open as once it is closed (a modal
  // dialog makes the rest of the page inert, so hit-testing cannot tell; the pixels can).
  await animationsDone(page);
  const box = (await toast.boundingBox())!;
  const withDrawer = await page.screenshot({ clip: box, animations: 'disabled' });
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(toast).toBeVisible();
  await animationsDone(page);
  expect(withDrawer.equals(await page.screenshot({ clip: box, animations: 'disabled' }))).toBe(true);
});

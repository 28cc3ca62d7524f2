// Issue 15: fast on a cold start. What /markets sends over the wire, and what it does not send.
// No test here asserts on time; bytes and requests are what is checked.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import type { Page, Response } from '@playwright/test';
import { generatePrivateKey } from 'viem/accounts';
import { expect, test } from '../src/fixtures';
import { header } from '../src/app';
import { stagedDists } from '../src/builds';
import { HOST_URL, PORTS, SIM_URL, stageDir } from '../src/env';
import { originOf } from '../../scripts/lib/deploy.mjs';
import { simAdmin } from '../src/admin';
import { hotToken } from '../src/app';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/lib/chromium.mjs';
import { sentBytes } from '../../scripts/lib/wire.mjs';
import { SESSION_KEY } from '../src/sim';
import { installEvmWallet } from '../src/wallets/evm';

/**
 * /markets' budget: gzip JavaScript until the first token row, as transferred: the bytes the
 * servers send a browser that accepts only gzip (the builds' .gz copies, which the build budgets
 * measure too). Chromium asks for brotli and gets less. The goal is 200 KB (issues 15 and 33).
 * Issue 33 asked for the design card's @formatjs/intl instead of the hand-made formatter, and for
 * its cost to be stated: about 2.9 kB gzip of the host's first render, so the budget is 202.9 KB.
 * 202,386 bytes measured in session 38 (mf_discover's host-runtime entry, 5 kB instead of the
 * standard entry's 24; exports mangled for size; CHANGELOG has the history).
 */
const MARKETS_JS_BUDGET = 202_900;

/** The wallet stacks: EVM (wagmi, viem), Solana (web3.js, wallet adapters) and WalletConnect. */
const WALLET_LIBRARY = /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:@wagmi|wagmi|viem|ox|@solana|@walletconnect|@reown)[\\/]/;

/**
 * The host's chunks that carry wallet library code, read from the served build's source maps.
 * (webpack://host_shell/../node_modules/.pnpm/viem@2.x/node_modules/viem/... in `sources`)
 */
function walletChunks(): Set<string> {
  const dir = stagedDists(stageDir()).host;
  const chunks = new Set<string>();
  for (const file of readdirSync(dir)) {
    if (!file.endsWith('.js.map')) continue;
    const { sources } = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as { sources: string[] };
    if (sources.some((s) => WALLET_LIBRARY.test(s))) chunks.add(file.replace(/\.map$/, ''));
  }
  return chunks;
}

/** The first body row of the hot list: what a trader waits for. */
const FIRST_ROW_SELECTOR = 'tbody tr:has(td), [role="row"]:has([role="cell"], [role="gridcell"])';
const firstTokenRow = (page: Page) => page.getByRole('region', { name: 'mf_discover hot', exact: true }).locator(FIRST_ROW_SELECTOR).first();

/** Every script response of the page, in order. */
function scriptResponses(page: Page) {
  const responses: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') responses.push(response);
  });
  return responses;
}

const fileOf = (url: string) => new URL(url).pathname.split('/').pop() ?? '';

/** Has the page note when the first token row appears (wall-clock ms, as request timings are). */
function stampFirstRow(page: Page) {
  return page.addInitScript((selector) => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector(selector)) return;
      (globalThis as { __firstRowAt?: number }).__firstRowAt = performance.timeOrigin + performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  }, FIRST_ROW_SELECTOR);
}

/** When the first token row appeared (after `stampFirstRow`; infinity if it never did). */
const firstRowTime = (page: Page) => page.evaluate(() => (globalThis as { __firstRowAt?: number }).__firstRowAt ?? Number.POSITIVE_INFINITY);

test('every JavaScript file of /markets arrives compressed: brotli for a browser that asks for it, gzip for one that asks only for gzip', async ({ page, request }) => {
  const scripts = scriptResponses(page);
  await page.goto('/markets');
  await expect(firstTokenRow(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(5);
  for (const response of scripts) {
    const headers = await response.allHeaders();
    expect.soft(headers['content-encoding'], `${response.url()} Content-Encoding`).toBe('br');
    expect.soft(headers['vary'] ?? '', `${response.url()} Vary`).toMatch(/accept-encoding/i);
  }
  // A client that accepts only gzip gets the gzip copy of the same files.
  for (const response of scripts.slice(0, 4)) {
    const gzipOnly = await request.get(response.url(), { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipOnly.headers()['content-encoding'], response.url()).toBe('gzip');
    expect((await gzipOnly.body()).equals(await response.body()), `${response.url()} decodes to the same file`).toBe(true);
  }
});

test(`/markets needs at most ${MARKETS_JS_BUDGET / 1000} KB of gzip JavaScript until its first token row`, async ({ page }) => {
  // The scripts requested before the row appeared (as the bench counts them): what loads on idle
  // after it (the virtualizer, the realtime client) is not what the first row needed, however
  // early a busy machine lets the test notice the row.
  await stampFirstRow(page);
  const scripts = scriptResponses(page);
  await page.goto('/markets');
  await expect(firstTokenRow(page)).toBeVisible();
  const firstRowAt = await firstRowTime(page);
  const loaded = scripts.filter((response) => response.request().timing().startTime <= firstRowAt);
  const sizes = await Promise.all(
    loaded.map(async (r) => {
      const sent = await sentBytes(r.url(), 'gzip');
      expect(sent.encoding, `${r.url()} sent to a gzip-only client`).toBe('gzip');
      return { file: fileOf(r.url()), origin: new URL(r.url()).origin, gzip: sent.bytes, computed: gzipSync(await r.body(), { level: 9 }).length };
    }),
  );
  const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
  const computed = sizes.reduce((sum, s) => sum + s.computed, 0);
  const largest = [...sizes].sort((a, b) => b.gzip - a.gzip).slice(0, 6).map((s) => `${s.origin}/${s.file} ${(s.gzip / 1000).toFixed(1)} kB`);
  expect(total, `JavaScript until the first row: ${(total / 1000).toFixed(1)} kB gzip as sent (${(computed / 1000).toFixed(1)} kB by zlib level 9); largest: ${largest.join(', ')}`).toBeLessThanOrEqual(MARKETS_JS_BUDGET);
});

test("/markets loads mf_discover's host-runtime entry, which uses the host's federation runtime, and never its standard entry", async ({ page, requests }) => {
  const discover = originOf(PORTS.remotes.mf_discover);
  const manifest = (await (await fetch(`${discover}/mf-manifest.json`)).json()) as { metaData: { remoteEntry: { name: string }; nova?: { hostRuntimeEntry?: { name: string } } } };
  const hostRuntimeEntry = manifest.metaData.nova?.hostRuntimeEntry?.name;
  expect(hostRuntimeEntry, 'the manifest names a host-runtime entry').toMatch(/^remoteEntry\.hostRuntime\.[0-9a-f]+\.js$/);
  await page.goto('/markets');
  await expect(firstTokenRow(page)).toBeVisible();
  const scripts = requests.from(`${discover}/`).map(fileOf);
  expect(scripts).toContain(hostRuntimeEntry);
  expect(scripts).not.toContain(manifest.metaData.remoteEntry.name);
});

test("/markets asks for its page, its first rows and the list's code together as the app starts, and for the rows once", async ({ page }) => {
  // preloadPage and preloadRoute (main.tsx): the route's chunk and the hot list's answer are there
  // when mf_discover's list mounts, so the rows render in the list's own mount render, a round trip
  // sooner, instead of in a long task after an answer asked for once the list had mounted.
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('/token/hot/list')) asked.push('answer');
    else if (pathname.includes('__federation_expose_TokenList')) asked.push('code');
    else if (/\/route-markets\.[^/]*js$/.test(pathname)) asked.push('page');
  });
  await page.goto('/markets');
  await expect(firstTokenRow(page)).toBeVisible();
  expect(asked.filter((what) => what === 'answer'), 'the hot list is asked for once (the list reads the answer fetched ahead of it)').toHaveLength(1);
  expect(asked.indexOf('answer'), asked.join(', ')).toBeLessThan(asked.indexOf('code'));
  expect(asked.indexOf('page'), asked.join(', ')).toBeLessThan(asked.indexOf('code'));
});

test('the document paints the header before any script runs, in its locale, where the app then draws it', async ({ browser }) => {
  for (const [route, lang, placeholder] of [['/markets', 'en', 'Search token or wallet'], ['/zh/markets', 'zh', '搜索代币或钱包']] as const) {
    for (const width of [1440, 390]) {
      const searchBox = async (javaScriptEnabled: boolean) => {
        const context = await browser.newContext({ javaScriptEnabled, viewport: { width, height: 800 } });
        const page = await context.newPage();
        await page.goto(`${HOST_URL}${route}`);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        // Without scripts: the prerendered header, inert; with them: the app's, and no copy left.
        const header = page.locator(javaScriptEnabled ? '#root > :not([data-static-shell]) header, #root > header' : '[data-static-shell] header');
        await expect(header.locator('.placeholder')).toHaveText(placeholder);
        if (javaScriptEnabled) await expect(page.locator('[data-static-shell]')).toHaveCount(0);
        else await expect(page.locator('[data-static-shell]')).toHaveAttribute('inert', '');
        const box = await header.locator('.search').boundingBox();
        await context.close();
        return box;
      };
      expect(await searchBox(false), `${route} at ${width} px`).toEqual(await searchBox(true));
    }
  }
});

test("a visitor's /markets requests no wallet library chunk", async ({ page, requests }) => {
  const wallet = walletChunks();
  // The check means something only if the build has wallet chunks at all.
  expect(wallet.size).toBeGreaterThan(0);
  await page.goto('/markets');
  await expect(firstTokenRow(page)).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Log in' })).toBeVisible();
  // After the first paint the shell loads what it defers to idle time (trackers, sign-in layer).
  // Waits for the page's own idle time (an idle callback queued after the shell's) and the network after it.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 10_000 })));
  await page.waitForLoadState('networkidle');
  const fetched = requests.from(HOST_URL).map(fileOf).filter((f) => wallet.has(f));
  expect(fetched).toEqual([]);
});

test('signing in with the MetaMask-like wallet loads the wallet libraries then, and the sign-in works', async ({ page, requests }) => {
  const wallet = walletChunks();
  const evm = await installEvmWallet(page, { privateKey: generatePrivateKey(), rdns: 'io.metamask', name: 'MetaMask' });
  await page.goto('/markets');
  await expect(firstTokenRow(page)).toBeVisible();
  expect(requests.from(HOST_URL).map(fileOf).filter((f) => wallet.has(f))).toEqual([]);

  await header(page).getByRole('button', { name: 'Log in' }).click();
  const drawer = page.getByRole('dialog', { name: 'Connect wallet' });
  await drawer.getByRole('button', { name: 'MetaMask', exact: true }).click();
  await expect(drawer).toHaveCount(0);
  await expect(header(page).getByRole('button', { name: 'Log in' })).toHaveCount(0);
  expect(requests.from(HOST_URL).map(fileOf).filter((f) => wallet.has(f)).length).toBeGreaterThan(0);
  const session = await page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? 'null') as { user: Record<string, string> } | null, SESSION_KEY);
  expect(session?.user).toMatchObject({ authMethod: 'wallet', wallet_type: 'metamask' });
  expect(session?.user.evm_address?.toLowerCase()).toBe(evm.address().toLowerCase());
});

test('a token page restored from the back/forward cache reconnects its socket and shows the price that moved while it was away', async () => {
  // Playwright launches Chromium with --disable-back-forward-cache: this test needs its own browser.
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS, ignoreDefaultArgs: ['--disable-back-forward-cache'] });
  try {
    const page = await browser.newPage({ baseURL: HOST_URL, viewport: { width: 1440, height: 900 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.enable');
    const notCached: string[] = [];
    cdp.on('Page.backForwardCacheNotUsed', (event) => notCached.push(...event.notRestoredExplanations.map((e) => `${e.type}: ${e.reason}`)));
    // The sim's own count of open sockets (this test's page is the only one open).
    const sockets = async () => ((await (await fetch(`${SIM_URL}/__admin/state`)).json()) as { data: { sockets: number } }).data.sockets;
    const token = await hotToken();
    await page.goto(`/trade/${token.chain}/${token.address}`);
    const strip = page.getByRole('region', { name: 'Token data' }).filter({ has: page.getByRole('heading', { level: 1 }) });
    await expect(strip).toBeVisible();
    await expect.poll(sockets).toBe(1);
    // A mark in the page's own memory: only a page kept in the cache still has it after Back.
    await page.evaluate(() => Object.assign(window, { __beforeLeaving: true }));

    await page.goto(`${SIM_URL}/__admin/state`);
    await expect.poll(sockets).toBe(0); // closed on pagehide, as the cache requires
    // While the page is away the token's price moves far (trades then drift it by a few per cent).
    await simAdmin('/__admin/price', { chain: token.chain, address: token.address, price_usd: '5000' });
    // A page restored from the cache fires no load event: wait for the navigation to commit.
    await page.goBack({ waitUntil: 'commit' });

    expect(notCached, 'the page was not restored from the back/forward cache').toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __beforeLeaving?: boolean }).__beforeLeaving)).toBe(true);
    // The socket closed on pagehide opens again, and the channels' snapshots bring the new price.
    await expect.poll(sockets).toBe(1);
    await expect(strip).toContainText(/\$(4,[6-9]\d\d|5,[0-4]\d\d)(\.\d+)?/);
  } finally {
    await browser.close();
  }
});

test("the UI kit's dialog and popover code loads after /markets' first row, so the first Log in opens the drawer without fetching it", async ({ page }) => {
  await stampFirstRow(page);
  const scripts = scriptResponses(page);
  const overlayChunk = /^(overlay|popover)\.[0-9a-f]+\.js$/;
  const kit = ['overlay', 'popover'].map((name) => page.waitForResponse((response) => fileOf(response.url()).startsWith(`${name}.`) && overlayChunk.test(fileOf(response.url()))));
  await page.goto('/markets');
  await expect(firstTokenRow(page)).toBeVisible();
  const loaded = await Promise.all(kit);
  const firstRowAt = await firstRowTime(page);
  for (const response of loaded) expect(response.request().timing().startTime, `${fileOf(response.url())} requested after the first row`).toBeGreaterThan(firstRowAt);
  const before = scripts.length;
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog', { name: 'Connect wallet' })).toBeVisible();
  expect(scripts.slice(before).map((response) => fileOf(response.url())).filter((file) => overlayChunk.test(file))).toEqual([]);
  expect(scripts.filter((response) => overlayChunk.test(fileOf(response.url())))).toHaveLength(2);
});

test("on a phone the token page's data panels load when a scroll brings them near, not with the page", async ({ page }) => {
  // Issue 37 (3): under the chart and the trade panel, a phone's first screen does not show them.
  await page.setViewportSize({ width: 390, height: 844 });
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.includes('__federation_expose_TokenData')) asked.push('code');
    else if (pathname.endsWith('/token/activity')) asked.push('activity');
  });
  const token = await hotToken();
  await page.goto(`/trade/${token.chain}/${token.address}`);
  const chart = page.getByRole('region', { name: 'mf_chart', exact: true }).getByRole('img', { name: / price chart$/ });
  await expect(chart).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  const data = page.getByRole('region', { name: 'mf_discover', exact: true });
  // Its place is held (nothing below moves when it comes), and nothing says it is loading.
  expect((await data.boundingBox())!.height).toBeGreaterThanOrEqual(500);
  await expect(data.getByRole('status')).toHaveCount(0);
  expect(asked).toEqual([]);
  await data.scrollIntoViewIfNeeded();
  await expect(page.getByRole('region', { name: 'Token data' }).getByRole('table', { name: 'Activity' }).getByRole('row').nth(1)).toBeVisible({ timeout: 20_000 });
  expect(asked).toEqual(expect.arrayContaining(['code', 'activity']));
});

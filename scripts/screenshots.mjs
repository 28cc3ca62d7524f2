#!/usr/bin/env node
// npm run screenshots: every page of the production builds at 1440x900, 1024x768 and 390x844, signed out and
// signed in, as PNGs in bench/out/screens/ (gitignored). For people to look at what they built;
// it asserts nothing. Serves through the same deploy module as `npm start` (ports 7000, 7100..).
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CHROMIUM_ARGS, ensureChromium } from './lib/chromium.mjs';
import { portsFrom, serveRepoBuilds, spawnMarketSim } from './lib/deploy.mjs';
import { ROOT } from './lib/run.mjs';

const BASE_PORT = 7000;
const { values } = parseArgs({ options: { only: { type: 'string' }, out: { type: 'string', default: path.join(ROOT, 'bench/out/screens') } } });
const require = createRequire(path.join(ROOT, 'e2e/package.json'));
/** @type {typeof import('@playwright/test')} */
const { chromium } = require('@playwright/test');

const ports = portsFrom(BASE_PORT);
const work = mkdtempSync(path.join(os.tmpdir(), 'nova-screens-'));
const sim = await spawnMarketSim({ port: ports.sim, dataDir: path.join(work, 'sim'), reset: true });
const deployment = await serveRepoBuilds({ base: BASE_PORT });
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS, headless: true });
mkdirSync(values.out, { recursive: true });

/** @param {string} pathname @param {RequestInit} [init] */
const sim$ = async (pathname, init) => {
  const response = await fetch(`${sim.url}${pathname}`, { ...init, headers: { 'content-type': 'application/json', ...(init?.headers ?? {}) } });
  const body = await response.json();
  if (body.code !== 0) throw new Error(`${pathname}: ${body.code} ${body.message}`);
  return body.data;
};

try {
  const { tokens } = await sim$('/token/hot/list?chain=solana&limit=1');
  const token = tokens[0];
  // A signed-in user, signed up through the sim's own API (the password travels encrypted).
  const email = `screens-${Date.now()}@nova.test`;
  await sim$('/account/user/send/code', { method: 'POST', body: JSON.stringify({ email, purpose: 'register' }) });
  const { code } = await sim$(`/__dev/codes?email=${encodeURIComponent(email)}`);
  const { public_key } = await sim$('/account/user/public_key');
  const der = Uint8Array.from(atob(public_key), (c) => c.charCodeAt(0));
  const key = await crypto.subtle.importKey('spki', der, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  const cipher = Buffer.from(await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode('Screens-Passw0rd'))).toString('base64');
  const session = await sim$('/account/user/register', { method: 'POST', body: JSON.stringify({ email, code, password: cipher }) });
  const wallet = session.user.sol_address ?? 'So11111111111111111111111111111111111111112';

  const pages = [
    { name: 'markets', path: '/markets' },
    { name: 'trade', path: `/trade/${token.chain}/${token.address}` },
    { name: 'wallet', path: `/wallets/solana/${wallet}`, signedIn: true },
    { name: 'perps', path: '/perps', signedIn: true },
    { name: 'perps-account', path: '/perps', signedIn: true, action: 'perpsAccount' },
    { name: 'perps-convert', path: '/perps', signedIn: true, action: 'perpsConvert' },
    { name: 'perps-withdraw', path: '/perps', signedIn: true, action: 'perpsWithdraw' },
    { name: 'trackers', path: '/trackers', signedIn: true },
    { name: 'trade-signed-in', path: `/trade/${token.chain}/${token.address}`, signedIn: true },
    { name: 'trade-strategies', path: `/trade/${token.chain}/${token.address}`, signedIn: true, action: 'strategies' },
    { name: 'memego', path: '/memego' },
    { name: 'gatefun', path: '/gatefun' },
    { name: 'swap', path: `/swap?chain=${token.chain}&address=${token.address}`, signedIn: true },
    { name: 'bind-code', path: '/bind-code', signedIn: true },
    { name: 'referral', path: '/referral', signedIn: true },
    { name: 'affiliate-plan', path: '/affiliate-plan' },
    { name: 'not-found', path: '/no/such/page' },
    { name: 'login', path: '/markets', action: 'login' },
    { name: 'search', path: '/markets', action: 'search' },
    { name: 'account-menu', path: '/markets', signedIn: true, action: 'account' },
    { name: 'account-perp', path: '/markets', signedIn: true, action: 'accountPerp' },
    { name: 'account-withdraw', path: '/markets', signedIn: true, action: 'withdraw' },
    { name: 'deposit', path: '/markets', signedIn: true, action: 'deposit' },
    { name: 'mobile-menu', path: '/markets', signedIn: true, action: 'menu' },
    { name: 'trade-settings', path: '/markets', action: 'tradeSettings' },
    { name: 'recovery', path: '/markets', signedIn: true, action: 'recovery' },
  ].filter((p) => !values.only || p.name.includes(values.only));
  const viewports = [
    { name: 'desktop', width: 1440, height: 900 },
    { name: 'laptop', width: 1024, height: 768 },
    { name: 'mobile', width: 390, height: 844 },
  ];
  for (const viewport of viewports) {
    for (const p of pages) {
      const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
      if (p.signedIn) {
        await context.addInitScript(([k, v]) => globalThis.localStorage.setItem(k, v), ['nova.session.v1', JSON.stringify(session)]);
      }
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${deployment.hostUrl.replace(/\/$/, '')}${p.path}`, { waitUntil: 'networkidle' }).catch(() => undefined);
      await page.waitForTimeout(1500);
      if (p.action === 'login') {
        await page.getByRole('button', { name: 'Log in' }).first().click().catch(() => undefined);
        await page.getByRole('dialog').waitFor({ timeout: 10_000 }).catch(() => undefined);
        await page.waitForTimeout(400); // the drawer's slide-in
      } else if (p.action) {
        /** @type {Record<string, () => Promise<void>>} */
        const actions = {
          search: () => page.keyboard.press('/'),
          account: () => page.getByRole('button', { name: /^Account: / }).click(),
          accountPerp: async () => {
            await page.getByRole('button', { name: /^Account: / }).click();
            await page.getByRole('tab', { name: 'Perp' }).click();
          },
          withdraw: async () => {
            await page.getByRole('button', { name: /^Account: / }).click();
            await page.getByRole('dialog').getByRole('button', { name: 'Withdraw' }).click();
            await page.getByRole('textbox', { name: 'Destination address' }).fill('11111111111111111111111111111112');
            await page.getByRole('textbox', { name: 'Amount' }).fill('0.25');
          },
          deposit: () => page.getByRole('button', { name: 'Deposit' }).first().click(),
          // /perps behind its first-visit guide, then the convert confirm step and the withdraw form.
          perpsAccount: () => page.getByRole('dialog').getByRole('button', { name: 'Close' }).click(),
          perpsConvert: async () => {
            await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
            await page.getByRole('region', { name: 'EVM' }).getByRole('button', { name: 'Convert' }).click();
            await page.getByRole('textbox', { name: 'Amount (USDT)' }).fill('50');
            await page.getByRole('dialog').getByRole('button', { name: 'Convert' }).click();
          },
          perpsWithdraw: async () => {
            await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
            await page.getByRole('region', { name: 'EVM' }).getByRole('button', { name: 'Withdraw' }).click();
            await page.getByRole('textbox', { name: 'Amount (USDT)' }).fill('1000');
          },
          menu: () => page.getByRole('button', { name: 'Menu' }).first().click(),
          tradeSettings: () => page.getByRole('button', { name: 'Trade settings' }).click(),
          // The trade form's TP/SL strategies: a take-profit and a trailing stop row, filled.
          strategies: async () => {
            const form = page.getByRole('region', { name: 'mf_trade', exact: true });
            await form.getByRole('switch', { name: 'Take-profit / stop-loss' }).click();
            await form.getByRole('button', { name: '+ Add strategy' }).click();
            await form.getByRole('menuitem', { name: 'Take profit' }).click();
            const tp = form.getByRole('group', { name: 'Take profit 1' });
            await tp.getByRole('textbox', { name: 'Gain (%)' }).fill('100');
            await tp.getByRole('textbox', { name: 'Sell (%)' }).fill('50');
            await form.getByRole('button', { name: '+ Add strategy' }).click();
            await form.getByRole('menuitem', { name: 'Trailing stop' }).click();
            const trailing = form.getByRole('group', { name: 'Trailing stop 1' });
            await trailing.getByRole('textbox', { name: 'Trailing stop distance' }).fill('12.5');
            await trailing.getByRole('textbox', { name: 'Sell (%)' }).fill('100');
            await trailing.scrollIntoViewIfNeeded();
          },
          recovery: async () => {
            await page.getByRole('button', { name: /^Account: / }).click();
            await page.getByRole('button', { name: 'Export recovery phrase' }).click();
          },
        };
        await actions[p.action]?.().catch(() => undefined);
        await page.waitForTimeout(1200);
      }
      const file = path.join(values.out, `${p.name}-${viewport.name}.png`);
      await page.screenshot({ path: file, fullPage: false });
      console.log(`${path.relative(ROOT, file)}${errors.length ? `  page errors: ${errors.join(' | ')}` : ''}`);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await deployment.close();
  await sim.close();
  rmSync(work, { recursive: true, force: true });
}

// Bench module (see run.mjs): issue 10's Measure, order latency on a token page in Chromium
// against market-sim, 20 market buys per user kind, each one click of the trade form's Buy:
//   click -> pending   the click to the answer of the call that makes the order pending with its
//                      hash: custodial POST /trade/order/create; Phantom POST /trade/submit_tx
//                      (after quote, build and the wallet's ed25519 signature); MetaMask POST
//                      /trade/submit_tx_hash (after build, the network switch on the first order,
//                      the wallet's signature and eth_sendTransaction to the sim's local chain,
//                      the sim checking the mined transaction)
//   click -> success   the click to the fill: the form clears its amount when the hash's
//                      order_notification arrives (the same moment as the "Trade success" toast)
//   click -> position  the click to the position card's balance showing the new holding (issue
//                      34's goal: within 300 ms p95 for the email user)
// p50 and p95 (nearest rank) over the 20 orders of each kind. Wallets are e2e/src/wallets' scripted
// Phantom and MetaMask-like wallets (real keys, real signatures), loaded through tsx. Wallet
// orders start once the quote is shown (the form's Buy waits for it), as a user's click would.
// Nothing is asserted.
import { tsImport } from 'tsx/esm/api';

const ORDERS = 20;
/** Packages the wallets need (viem, shared-contracts) resolve from e2e's dependencies. */
const E2E_SRC = new URL('../e2e/src/sim.ts', import.meta.url).href;

/**
 * @typedef {import('./run.mjs').BenchContext} BenchContext
 * @typedef {import('@playwright/test').Page} Page
 */

/** @param {string} simUrl @param {string} chain */
async function plainToken(simUrl, chain) {
  const res = await fetch(`${simUrl}/token/hot/list?chain=${chain}&limit=50&min_liquidity=20000`);
  const body = await res.json();
  const token = (body.data?.tokens ?? []).find((/** @type {any} */ t) => t.security_info.is_pixiu === 0 && t.security_info.is_open_source !== 0);
  if (!token) throw new Error(`market-sim has no plain liquid ${chain} token`);
  return /** @type {{address: string, symbol: string}} */ (token);
}

/** @param {string} simUrl @param {string} path @param {object} [body] @param {string} [method] */
async function sim(simUrl, path, body, method = body ? 'POST' : 'GET') {
  const res = await fetch(`${simUrl}${path}`, { method, headers: { 'content-type': 'application/json' }, ...(body ? { body: JSON.stringify(body) } : {}) });
  const answer = await res.json();
  if (answer.code !== 0) throw new Error(`${path}: ${answer.code} ${answer.message}`);
  return answer.data;
}

/** A new email account (the code from /__dev/codes), its login result as the host stores it. */
async function signUp(/** @type {string} */ simUrl) {
  const { encryptPassword } = await tsImport('@nova/shared-contracts', E2E_SRC);
  const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@nova.test`;
  await sim(simUrl, '/account/user/send/code', { email, purpose: 'register' });
  const { code } = await sim(simUrl, `/__dev/codes?email=${encodeURIComponent(email)}`);
  const { public_key: key } = await sim(simUrl, '/account/user/public_key');
  return sim(simUrl, '/account/user/register', { email, code, password: await encryptPassword(key, 'correct horse battery') });
}

/**
 * tsx compiles the wallets with esbuild's keepNames, so the in-page functions they hand to
 * addInitScript call esbuild's `__name` helper: the page gets a stand-in first.
 * @param {Page} page
 */
const keepNamesHelper = (page) => page.addInitScript(() => Object.assign(globalThis, { __name: (/** @type {unknown} */ fn) => fn }));

/** @param {Page} page @param {string} hostUrl @param {string} wallet */
async function walletLogIn(page, hostUrl, wallet) {
  await page.goto(`${hostUrl}markets`);
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const drawer = page.getByRole('dialog', { name: 'Connect wallet' });
  await drawer.getByRole('button', { name: wallet, exact: true }).click();
  await drawer.waitFor({ state: 'detached' });
  await page.getByRole('banner').getByRole('button', { name: /^Account: / }).waitFor();
}

/**
 * 20 buys on the trade page of a plain token: the times of each order.
 * @param {Page} page @param {{hostUrl: string, chain: string, token: {address: string, symbol: string}, amount: string, pendingPath: string, wallet: boolean}} o
 */
async function orders(page, o) {
  await page.goto(`${o.hostUrl}trade/${o.chain}/${o.token.address}`);
  const panel = page.getByRole('region', { name: `Trade ${o.token.symbol}` });
  const amount = panel.getByRole('textbox', { name: 'Amount' });
  const buy = panel.getByRole('button', { name: 'Buy', exact: true });
  /** @type {number[]} */
  const pendings = [];
  /** @type {number[]} */
  const fills = [];
  /** @type {number[]} */
  const positions = [];
  // The position card's balance (its first figure): what a trader watches after Buy.
  const BALANCE = '[data-testid="position-card"] dd';
  const balance = (/** @type {string} */ selector) => /** @type {any} */ (globalThis).document.querySelector(selector)?.textContent ?? '';
  for (let i = 0; i < ORDERS; i++) {
    await amount.fill(o.amount);
    if (o.wallet) await panel.getByText(/You receive ≈/).waitFor({ timeout: 30_000 });
    await buy.waitFor();
    const before = await page.evaluate(balance, BALANCE);
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === o.pendingPath && r.request().method() === 'POST', { timeout: 60_000 });
    const field = await amount.elementHandle();
    const clicked = performance.now();
    await buy.click();
    const filled = page.waitForFunction((el) => /** @type {HTMLInputElement} */ (el).value === '', field, { timeout: 60_000, polling: 'raf' }).then(() => performance.now());
    const positioned = page
      .waitForFunction(([selector, prev]) => (/** @type {any} */ (globalThis).document.querySelector(selector)?.textContent ?? '') !== prev, [BALANCE, before], { timeout: 60_000, polling: 'raf' })
      .then(() => performance.now());
    const response = await answered;
    const pending = performance.now();
    const body = await response.json();
    if (body.code !== 0) throw new Error(`order ${i + 1}: ${o.pendingPath} answered ${body.code} ${body.message}`);
    pendings.push(pending - clicked);
    fills.push((await filled) - clicked);
    positions.push((await positioned) - clicked);
  }
  return { pendings, fills, positions };
}

/** @param {BenchContext} ctx */
export async function run(ctx) {
  const { percentile } = ctx.util;
  const hostUrl = ctx.hostUrl;
  const simUrl = ctx.sim.url;
  const { installPhantom, randomSolanaSecret } = await tsImport('../e2e/src/wallets/phantom.ts', import.meta.url);
  const { installEvmWallet, simEvmNetworks } = await tsImport('../e2e/src/wallets/evm.ts', import.meta.url);
  const { generatePrivateKey } = await tsImport('viem/accounts', E2E_SRC);
  const solana = await plainToken(simUrl, 'solana');
  const base = await plainToken(simUrl, 'base');

  const kinds = [
    {
      name: 'custodial (Solana, 0.01 SOL)',
      setUp: async (/** @type {Page} */ page) => {
        const session = await signUp(simUrl);
        await page.addInitScript(({ value, origin }) => {
          const w = /** @type {any} */ (globalThis);
          if (w.location.origin === origin) w.localStorage.setItem('nova.session.v1', value);
        }, { value: JSON.stringify(session), origin: new URL(hostUrl).origin });
      },
      order: { chain: 'solana', token: solana, amount: '0.01', pendingPath: '/trade/order/create', wallet: false },
    },
    {
      name: 'Phantom (Solana, 0.01 SOL)',
      setUp: async (/** @type {Page} */ page) => {
        await keepNamesHelper(page);
        await installPhantom(page, { secretKey: randomSolanaSecret().secretKey });
        await walletLogIn(page, hostUrl, 'Phantom');
      },
      order: { chain: 'solana', token: solana, amount: '0.01', pendingPath: '/trade/submit_tx', wallet: true },
    },
    {
      name: 'MetaMask-like (Base, 0.01 ETH)',
      setUp: async (/** @type {Page} */ page) => {
        await keepNamesHelper(page);
        await installEvmWallet(page, { privateKey: generatePrivateKey(), rdns: 'io.metamask', name: 'MetaMask', rpcUrls: simEvmNetworks(simUrl), chainId: '0x1' });
        await walletLogIn(page, hostUrl, 'MetaMask');
      },
      order: { chain: 'base', token: base, amount: '0.01', pendingPath: '/trade/submit_tx_hash', wallet: true },
    },
  ];

  /** @type {Array<Array<string | number>>} */
  const rows = [];
  for (const kind of kinds) {
    const { context, page } = await ctx.newPage();
    try {
      await kind.setUp(page);
      const { pendings, fills, positions } = await orders(page, { hostUrl, ...kind.order });
      const ms = (/** @type {number} */ x) => `${Math.round(x)} ms`;
      rows.push([kind.name, pendings.length, ms(percentile(pendings, 50)), ms(percentile(pendings, 95)), ms(percentile(fills, 50)), ms(percentile(fills, 95)), ms(percentile(positions, 50)), ms(percentile(positions, 95))]);
      console.log(`  trade-latency ${kind.name}: click->pending ${pendings.map(Math.round).join(' ')} | click->success ${fills.map(Math.round).join(' ')} | click->position ${positions.map(Math.round).join(' ')}`);
    } finally {
      await context.close();
    }
  }
  return {
    title: 'Order latency (issues 10 and 34)',
    columns: ['orders', 'click → pending p50', 'click → pending p95', 'click → success p50', 'click → success p95', 'click → position p50', 'click → position p95'],
    rows,
    note: `${ORDERS} market buys per row on a token page in headless Chromium against market-sim (production builds). Pending: the answer that carries the order's hash (custodial order/create; Phantom submit_tx after quote, build and signing; MetaMask-like submit_tx_hash after the wallet sent the router call to the sim's local chain and the sim checked it mined). Success: the hash's order_notification clears the form (the success toast). Position: the position card's balance shows the new holding. Wallet clicks wait for the quote, as a user's do.`,
  };
}

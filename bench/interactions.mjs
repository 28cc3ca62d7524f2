// Bench module (see run.mjs): issue 37's interactions. INP (web-vitals' onINP, reportAllChanges)
// of four actions on the token page while its own token is hot (the sim's load shape 'hot' at
// 1,000 messages a second, trades and price changes in turn), in Chromium at 1440 px with the CPU
// slowed 4x (CDP Emulation.setCPUThrottlingRate):
//   Buy              a custodial user's market buy of 0.01 SOL: the click on the trade form's Buy
//                    (the form then shows the order pending; the fill clears the amount)
//   chart interval   a click on a pinned interval tab of the chart (5m, then 1m, in turn)
//   activity tab     a click on a tab of the token data panel (Holders, then Activity, in turn)
//   open search      a click on the header's search box (the search dialog opens; Escape closes it)
// Each action has a page of its own, so web-vitals' INP of that page is the action's: with fewer
// than 50 interactions INP is the slowest one (Escape, which closes the search dialog, counts
// there too: it is part of using search). The page loads at full speed and settles for
// SETTLE_MS with the load on; the throttling starts just before the first action. Each action is
// done ROUNDS times, each once the previous one's result is on screen. Also shown per action: the
// median of its interactions' latencies (Event Timing entries grouped by interactionId, the same
// entries web-vitals reads). The goal (issue 37): INP at most 100 ms for each. Nothing is asserted.
// The pages are the bench's bare Chromium's (bare.mjs: no DevTools domain reports the page's
// WebSocket frames, as Playwright's driver does) and the actions are the browser's own input
// events; the elements are found by role and accessible name, as a user finds them.
// Environment (diagnostics): INTERACTIONS=buy,interval,tab,search runs only these actions;
// INTERACTIONS_LOAF=1 prints each interaction (its start and duration) and the long animation
// frames after the throttling started, with their scripts.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';

const RATE = 1000;
const ROUNDS = 6;
const SETTLE_MS = 3000;
const CPU = 4;
const E2E_SRC = new URL('../e2e/src/sim.ts', import.meta.url).href;

/**
 * @typedef {import('./run.mjs').BenchContext} BenchContext
 * @typedef {import('./bare.mjs').BarePage} Page
 * @typedef {{ role: 'region' | 'button' | 'textbox' | 'tablist' | 'tab' | 'table' | 'dialog' | 'banner' | 'img', name?: string, prefix?: string, suffix?: string, has?: string, ready?: boolean }} Step
 */

/** @param {string} simUrl @param {string} route @param {object} [body] */
async function sim(simUrl, route, body) {
  const res = await fetch(`${simUrl}${route}`, { method: body ? 'POST' : 'GET', headers: { 'content-type': 'application/json' }, ...(body ? { body: JSON.stringify(body) } : {}) });
  const answer = await res.json();
  if (answer.code !== undefined && answer.code !== 0) throw new Error(`${route}: ${answer.code} ${answer.message}`);
  return answer.data ?? answer;
}

/** A new email account (the code from /__dev/codes): the login result as the host stores it. */
async function signUp(/** @type {string} */ simUrl) {
  const { encryptPassword } = await tsImport('@nova/shared-contracts', E2E_SRC);
  const email = `bench-inp-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@nova.test`;
  await sim(simUrl, '/account/user/send/code', { email, purpose: 'register' });
  const { code } = await sim(simUrl, `/__dev/codes?email=${encodeURIComponent(email)}`);
  const { public_key: key } = await sim(simUrl, '/account/user/public_key');
  return sim(simUrl, '/account/user/register', { email, code, password: await encryptPassword(key, 'correct horse battery') });
}

/** A plain, liquid Solana token (sells allowed): the hot one. */
async function plainToken(/** @type {string} */ simUrl) {
  const body = await sim(simUrl, '/token/hot/list?chain=solana&limit=50&min_liquidity=20000');
  const token = (body.tokens ?? []).find((/** @type {any} */ t) => t.security_info.is_pixiu === 0 && t.security_info.is_open_source !== 0);
  if (!token) throw new Error('market-sim has no plain liquid solana token');
  return /** @type {{address: string, symbol: string, chain: string}} */ ({ ...token, chain: 'solana' });
}

/** In the page, before its scripts: web-vitals' INP and every interaction's latency. */
function instrument() {
  const w = /** @type {any} */ (globalThis);
  w.__inp = { value: undefined, interactions: new Map(), starts: new Map() };
  new w.PerformanceObserver((/** @type {any} */ list) => {
    for (const e of list.getEntries()) {
      if (!e.interactionId) continue;
      w.__inp.interactions.set(e.interactionId, Math.max(w.__inp.interactions.get(e.interactionId) ?? 0, e.duration));
      w.__inp.starts.set(e.interactionId, `${e.name}@${Math.round(e.startTime)}`);
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  // Long animation frames with their scripts (printed with INTERACTIONS_LOAF=1).
  w.__loaf = [];
  new w.PerformanceObserver((/** @type {any} */ list) => {
    for (const e of list.getEntries()) {
      w.__loaf.push({
        start: Math.round(e.startTime),
        duration: Math.round(e.duration),
        render: e.renderStart ? Math.round(e.startTime + e.duration - e.renderStart) : 0,
        styleAndLayout: e.styleAndLayoutStart ? Math.round(e.startTime + e.duration - e.styleAndLayoutStart) : 0,
        scripts: e.scripts.map((/** @type {any} */ x) => `${x.invoker} ${String(x.sourceURL).split('/').pop()}:${x.sourceFunctionName} ${Math.round(x.duration)} ms (forced ${Math.round(x.forcedStyleAndLayoutDuration)})`),
      });
    }
  }).observe({ type: 'long-animation-frame' });
  w.addEventListener('DOMContentLoaded', () => {
    w.webVitals.onINP((/** @type {any} */ m) => (w.__inp.value = m.value), { reportAllChanges: true });
  });
  // The element a path of roles and accessible names leads to, as a user finds it (each step
  // inside the one before, visible elements only): `name` exact, or `prefix` / `suffix`; `has`,
  // a role it must contain; `ready`, [data-ready="true"] on it. The names are computed for what the
  // actions use: aria-label, aria-labelledby, a field's label or placeholder, else the text (less
  // what is aria-hidden).
  const ROLES = {
    region: 'section[aria-label], section[aria-labelledby], [role="region"]',
    button: 'button, [role="button"]',
    textbox: 'input:not([type]), input[type="text"], input[type="search"], textarea, [role="textbox"]',
    tablist: '[role="tablist"]',
    tab: '[role="tab"]',
    table: 'table, [role="table"]',
    dialog: 'dialog, [role="dialog"]',
    banner: 'header, [role="banner"]',
    img: '[role="img"]',
  };
  const d = w.document;
  /** @param {any} node @returns {string} */
  const text = (node) => (node.nodeType === 3 ? node.textContent : node.nodeType !== 1 || node.getAttribute('aria-hidden') === 'true' ? '' : [...node.childNodes].map(text).join(''));
  /** @param {any} el */
  const nameOf = (el) => {
    const label = el.getAttribute('aria-label');
    if (label) return label.trim();
    const by = el.getAttribute('aria-labelledby');
    if (by) return by.split(/\s+/).map((/** @type {string} */ id) => (d.getElementById(id) ? text(d.getElementById(id)) : '')).join(' ').replace(/\s+/g, ' ').trim();
    if (el.labels?.length) return [...el.labels].map(text).join(' ').replace(/\s+/g, ' ').trim();
    if (el.matches('input, textarea')) return (el.getAttribute('placeholder') ?? el.getAttribute('title') ?? '').trim();
    return text(el).replace(/\s+/g, ' ').trim();
  };
  /** @param {Array<{role: keyof typeof ROLES, name?: string, prefix?: string, suffix?: string, has?: keyof typeof ROLES, ready?: boolean}>} steps */
  w.__locate = (steps) => {
    /** @type {any[]} */
    let scope = [d];
    for (const step of steps) {
      const found = [];
      for (const root of scope) {
        for (const el of root.querySelectorAll(ROLES[step.role])) {
          // An element whose role attribute says otherwise is not this role (a button that is a tab).
          const role = el.getAttribute('role');
          if ((role && role !== step.role) || !el.checkVisibility()) continue;
          const name = nameOf(el);
          if (step.name !== undefined && name !== step.name) continue;
          if (step.prefix !== undefined && !name.startsWith(step.prefix)) continue;
          if (step.suffix !== undefined && !name.endsWith(step.suffix)) continue;
          if (step.has && !el.querySelector(ROLES[step.has])) continue;
          if (step.ready && el.getAttribute('data-ready') !== 'true') continue;
          found.push(el);
        }
      }
      scope = found;
    }
    return scope[0] ?? null;
  };
}

/** Whether the element at `steps` is on the page. @param {Page} page @param {Step[]} steps */
const waitFor = (page, steps, timeout = 30_000) => page.waitForFunction((s) => /** @type {any} */ (globalThis).__locate(s) !== null, steps, { timeout });

/** A left click at the middle of the element at `steps`, scrolled into view first. @param {Page} page @param {Step[]} steps */
async function click(page, steps) {
  await waitFor(page, steps, 60_000);
  const at = await page.evaluate((s) => {
    const el = /** @type {any} */ (globalThis).__locate(s);
    el.scrollIntoView({ block: 'center', inline: 'center' });
    const r = el.getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
  }, steps);
  await page.click(at.x, at.y);
}

/** Types `value` into the field at `steps` in place of what it holds (focused, its text selected, then typed: Playwright's fill). @param {Page} page @param {Step[]} steps @param {string} value */
async function fill(page, steps, value) {
  await waitFor(page, steps);
  await page.evaluate((s) => {
    const field = /** @type {any} */ (globalThis).__locate(s);
    field.focus();
    field.select();
  }, steps);
  await page.insertText(value);
}

/** The toaster's error toasts (an order the sim refused). */
const ERROR_TOASTS = '[role="alert"][data-kind="error"]';
/** @type {Step} */
const TRADE = { role: 'region', prefix: 'Trade ' };
/** @type {Step} */
const TOKEN_DATA = { role: 'region', name: 'Token data', has: 'tablist' };
/** @type {Step[]} */
const SEARCH_BOX = [{ role: 'banner' }, { role: 'button', name: 'Search token or wallet' }];

/**
 * The actions: `ready` waits for the page to be usable for it, `act(round)` does it once and waits
 * for its result on screen.
 * @type {Array<{id: string, name: string, ready: (page: Page) => Promise<void>, act: (page: Page, round: number) => Promise<void>}>}
 */
const ACTIONS = [
  {
    id: 'buy',
    name: 'Buy (custodial, 0.01 SOL)',
    ready: (page) => waitFor(page, [TRADE, { role: 'button', name: 'Buy' }]),
    act: async (page) => {
      const amount = [TRADE, { role: /** @type {const} */ ('textbox'), name: 'Amount' }];
      await fill(page, amount, '0.01');
      const errorsBefore = await page.evaluate((selector) => /** @type {any} */ (globalThis).document.querySelectorAll(selector).length, ERROR_TOASTS);
      await click(page, [TRADE, { role: 'button', name: 'Buy' }]);
      // The result on screen: the fill clears the amount, or a refusal (the sim's, as an exchange's:
      // the hot price can move past the slippage) shows its error toast; either way the click was
      // answered. A refusal is logged.
      await page.waitForFunction(
        ({ field, toasts, before }) => /** @type {any} */ (globalThis).__locate(field)?.value === '' || /** @type {any} */ (globalThis).document.querySelectorAll(toasts).length > before,
        { field: amount, toasts: ERROR_TOASTS, before: errorsBefore },
        { timeout: 60_000 },
      );
      const refused = await page.evaluate(({ field, toasts }) => {
        const w = /** @type {any} */ (globalThis);
        return w.__locate(field)?.value === '' ? null : [...w.document.querySelectorAll(toasts)].at(-1)?.textContent ?? null;
      }, { field: amount, toasts: ERROR_TOASTS });
      if (refused) console.log(`  Buy refused: ${refused}`);
    },
  },
  {
    id: 'interval',
    name: 'chart interval (5m / 1m)',
    ready: (page) => waitFor(page, [{ role: 'img', suffix: ' price chart', ready: true }]),
    act: async (page, round) => {
      const tab = [{ role: /** @type {const} */ ('tablist'), name: 'Interval' }, { role: /** @type {const} */ ('tab'), name: round % 2 === 0 ? '5m' : '1m' }];
      await click(page, tab);
      await page.waitForFunction((s) => /** @type {any} */ (globalThis).__locate(s)?.getAttribute('aria-selected') === 'true', tab);
    },
  },
  {
    id: 'tab',
    name: 'activity tab (Holders / Activity)',
    ready: (page) => waitFor(page, [TOKEN_DATA, { role: 'table', name: 'Activity' }]),
    act: async (page, round) => {
      const name = round % 2 === 0 ? 'Holders' : 'Activity';
      await click(page, [TOKEN_DATA, { role: 'tab', name }]);
      await waitFor(page, [TOKEN_DATA, { role: 'table', name }]);
    },
  },
  {
    id: 'search',
    name: 'open search (and Escape)',
    ready: (page) => waitFor(page, SEARCH_BOX),
    act: async (page) => {
      await click(page, SEARCH_BOX);
      await waitFor(page, [{ role: 'dialog', name: 'Search' }, { role: 'textbox', name: 'Search tokens or wallets' }]);
      await page.press('Escape');
      await page.waitForFunction(() => /** @type {any} */ (globalThis).__locate([{ role: 'dialog', name: 'Search' }]) === null);
    },
  },
];

/** @param {string} simUrl @param {number} rate @param {{chain: string, address: string}} token */
async function setLoad(simUrl, rate, token) {
  const res = await fetch(`${simUrl}/__admin/load`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ rate, tokens: 1, shape: 'hot', chain: token.chain, address: token.address }) });
  if (!res.ok) throw new Error(`POST /__admin/load answered ${res.status}: ${await res.text()}`);
}

/** @param {BenchContext} ctx */
export async function run(ctx) {
  const { median } = ctx.util;
  const webVitals = readFileSync(path.join(path.dirname(createRequire(import.meta.url).resolve('web-vitals')), 'web-vitals.iife.js'), 'utf8');
  const token = await plainToken(ctx.sim.url);
  const session = await signUp(ctx.sim.url);
  /** @type {Array<Array<string | number>>} */
  const rows = [];
  try {
    const only = process.env.INTERACTIONS?.split(',');
    for (const action of ACTIONS.filter((a) => !only || only.includes(a.id))) {
      const { context, page, cdp } = await ctx.newBarePage();
      try {
        await page.addInitScript(`${webVitals};globalThis.webVitals = webVitals;`);
        await page.addInitScript(instrument);
        await page.addInitScript(({ value, origin }) => {
          const w = /** @type {any} */ (globalThis);
          if (w.location.origin === origin) w.localStorage.setItem('nova.session.v1', value);
        }, { value: JSON.stringify(session), origin: new URL(ctx.hostUrl).origin });
        await setLoad(ctx.sim.url, RATE, token);
        await page.goto(`${ctx.hostUrl}trade/${token.chain}/${token.address}`);
        await action.ready(page);
        await page.waitForTimeout(SETTLE_MS);
        const throttledAt = await page.evaluate(() => performance.now());
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
        for (let round = 0; round < ROUNDS; round++) await action.act(page, round);
        // Event Timing reports an interaction once its frame is presented: one more frame.
        await page.evaluate(() => new Promise((resolve) => /** @type {any} */ (globalThis).requestAnimationFrame(() => setTimeout(resolve, 100))));
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
        // web-vitals takes Event Timing entries in an idle callback: the page's next idle period,
        // or the last interactions would be left out of its INP.
        await page.evaluate(() => new Promise((resolve) => /** @type {any} */ (globalThis).requestIdleCallback(() => setTimeout(resolve, 100), { timeout: 5000 })));
        const { value, latencies } = await page.evaluate(() => {
          const inp = /** @type {any} */ (globalThis).__inp;
          return { value: inp.value, latencies: [...inp.interactions.values()] };
        });
        if (process.env.INTERACTIONS_LOAF) {
          const seen = await page.evaluate((since) => {
            const w = /** @type {any} */ (globalThis);
            return { interactions: [...w.__inp.interactions].map(([id, d]) => `${w.__inp.starts.get(id)} ${Math.round(d)} ms`), loaf: w.__loaf.filter((/** @type {any} */ f) => f.start >= since) };
          }, throttledAt);
          console.log(`  ${action.name}: ${seen.interactions.join(', ')}`);
          for (const f of seen.loaf) console.log(`    frame @${f.start} ${f.duration} ms (render ${f.render}, style+layout ${f.styleAndLayout}): ${f.scripts.join('; ')}`);
        }
        rows.push([action.name, value === undefined ? 'not reported' : `${Math.round(value)} ms`, latencies.length ? `${Math.round(median(latencies))} ms` : '-', latencies.length]);
        console.log(`  ${action.name}: INP ${value ?? 'not reported'} ms, interactions ${JSON.stringify(latencies.map(Math.round))}`);
      } catch (error) {
        // An action whose result never showed is not measured (with what the trade panel said), not the end of the run.
        const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
        const panel = await page.evaluate(() => /** @type {any} */ (globalThis).__locate?.([{ role: 'region', prefix: 'Trade ' }])?.innerText?.replace(/\s+/g, ' ').slice(0, 300) ?? '').catch(() => '');
        rows.push([action.name, `not measured (${reason.slice(0, 120)})`, '-', 0]);
        console.log(`  ${action.name}: not measured: ${reason}${panel ? `; the trade panel showed: ${panel}` : ''}`);
      } finally {
        await context.close();
      }
    }
  } finally {
    await setLoad(ctx.sim.url, 0, token);
  }
  return {
    title: `interactions on the token page, its own token hot (${RATE.toLocaleString('en')} msg/s), ${CPU}x CPU, 1440 px`,
    columns: ['INP (web-vitals)', 'interaction median', 'interactions'],
    rows,
    note: `Each action on a page of its own, done ${ROUNDS} times: INP is that page's (its slowest interaction, under 50). Goal (issue 37): at most 100 ms each. Event Timing entries of 16 ms and more are counted; an interaction faster than that is not listed.`,
  };
}

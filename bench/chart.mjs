// Bench module (see run.mjs): mf-chart on a token page (/trade/{chain}/{address} of the sim's
// first hot Solana token), issue 11's Measure:
//   history to paint  the first page of 1,000 bars: from the k-line request to the frame after the
//                     bars were drawn (mf-chart records it while globalThis.__novaChartBench is an
//                     object), median of --runs cold page loads; and navigation -> chart data-ready
//   live tick         the time one live batch takes in the page (bar builder merge + series
//                     updates) on the 1s interval: the sim's calm tokens trade a few times a
//                     minute, so 10 trade_history pushes a second (each one trade at the last
//                     price +-0.5 %) are handed to the page's own socket as 'message' events for
//                     a window (20 s; --long: 60 s), next to the sim's own
//   layout change     issue 36's "every chart drawn within 3 s after a layout change": on 15s
//                     bars with time and date-range sync on, from picking a layout (1A -> 4A ->
//                     8C -> 1A, --runs times) to every chart of it showing bars and the same dates
//                     (within one bar), polled each animation frame in the page
//   mount cycles      JS heap used (CDP Runtime.getHeapUsage after HeapProfiler.collectGarbage)
//                     and canvases the heap holds (Runtime.queryObjects) on /markets before and
//                     after 50 in-app navigations token page -> /markets (each mount waits for the
//                     chart's data-ready)
// Nothing is asserted (the e2e chart-data.spec.ts asserts the mount cycles).

import { hotToken } from './sim.mjs';

const CANVAS = '[role="img"][aria-label$="price chart"]';
const TICK_WINDOW_MS = 20_000;
const LONG_TICK_WINDOW_MS = 60_000;
const CYCLES = 50;
/** The layouts the layout-change figure steps through, and the charts each shows. */
const LAYOUT_STEPS = /** @type {const} */ ([['4A', 4], ['8C', 8], ['1A', 1]]);

/** @param {import('@playwright/test').Page} page */
const ready = (page) => page.waitForSelector(`${CANVAS}[data-ready="true"]`, { timeout: 60_000 });

/** @param {import('@playwright/test').Page} page @param {string} to */
const navigate = (page, to) =>
  page.evaluate((path) => {
    const w = /** @type {any} */ (globalThis);
    w.history.pushState({}, '', path);
    w.dispatchEvent(new w.PopStateEvent('popstate'));
  }, to);

/** @param {import('@playwright/test').CDPSession} cdp */
async function heap(cdp) {
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const proto = await cdp.send('Runtime.evaluate', { expression: 'HTMLCanvasElement.prototype' });
  const found = await cdp.send('Runtime.queryObjects', { prototypeObjectId: /** @type {string} */ (proto.result.objectId) });
  const count = await cdp.send('Runtime.callFunctionOn', { objectId: /** @type {string} */ (found.objects.objectId), functionDeclaration: 'function () { return this.length; }', returnByValue: true });
  return { used: usedSize, canvases: /** @type {number} */ (count.result.value) };
}

/** @param {import('./run.mjs').BenchContext} ctx */
export async function run(ctx) {
  const { median, percentile } = ctx.util;
  const token = await hotToken(ctx.sim.url);
  const tokenPath = `/trade/${token.chain}/${encodeURIComponent(token.address)}`;
  const url = new URL(tokenPath.slice(1), ctx.hostUrl).href;

  // 1,000-bar history to first paint, cold loads.
  /** @type {number[]} */
  const paints = [];
  /** @type {number[]} */
  const readies = [];
  let bars = 0;
  for (let i = 0; i < ctx.runs; i++) {
    const { context, page } = await ctx.newPage();
    await page.addInitScript(() => {
      /** @type {any} */ (globalThis).__novaChartBench = {};
    });
    await page.goto(url);
    await ready(page);
    const out = await page.evaluate((selector) => ({
      history: /** @type {any} */ (globalThis).__novaChartBench.history?.[0],
      ready: performance.now(),
      bars: Number(/** @type {any} */ (globalThis).document.querySelector(selector)?.getAttribute('data-bars') ?? 0),
    }), CANVAS);
    if (typeof out.history === 'number') paints.push(out.history);
    readies.push(out.ready);
    bars = out.bars;
    await context.close();
  }

  // The cost of a live tick on the 1s interval (digit key 1 = the first pinned interval, 1s).
  const window = ctx.long ? LONG_TICK_WINDOW_MS : TICK_WINDOW_MS;
  /** @type {number[]} */
  let ticks = [];
  {
    const { context, page } = await ctx.newPage();
    await page.addInitScript(() => {
      const w = /** @type {any} */ (globalThis);
      w.__novaChartBench = {};
      w.__benchSockets = [];
      // The trades are dispatched on the page's socket: without Worker the host opens it on the
      // page (platform-core's workerSocket fallback) instead of in its socket worker.
      w.Worker = undefined;
      const Native = w.WebSocket;
      w.WebSocket = class extends Native {
        /** @param {any[]} args */
        constructor(...args) {
          // @ts-expect-error spread into the native constructor
          super(...args);
          w.__benchSockets.push(this);
        }
      };
    });
    await page.goto(url);
    await ready(page);
    await page.keyboard.press('1');
    await page.waitForSelector(`${CANVAS}[data-resolution="1s"][data-ready="true"]`, { timeout: 60_000 });
    ticks = await page.evaluate(
      ({ selector, chain, address, ms }) =>
        new Promise((resolve) => {
          const w = /** @type {any} */ (globalThis);
          const canvas = w.document.querySelector(selector);
          const last = canvas.novaBars().at(-1).close;
          const key = `trade_history?address=${address}&chain=${chain}`;
          w.__novaChartBench.ticks = [];
          let n = 0;
          const timer = setInterval(() => {
            const price = last * (1 + (Math.random() - 0.5) / 100);
            const data = { chain, target_token: address, price_usd: String(price), volume_usd: '25', side: n % 2 ? 'sell' : 'buy', trade_timestamp: Date.now(), tx_hash: `bench${n++}`, maker: '', tags: [] };
            for (const socket of w.__benchSockets) if (socket.readyState === 1) socket.dispatchEvent(new w.MessageEvent('message', { data: JSON.stringify({ channel: 'trade_history', key, data }) }));
          }, 100);
          setTimeout(() => {
            clearInterval(timer);
            setTimeout(() => resolve(w.__novaChartBench.ticks), 200);
          }, ms);
        }),
      { selector: CANVAS, chain: token.chain, address: token.address, ms: window },
    );
    await context.close();
  }

  // Layout changes with time and date-range sync on: the pick to every chart drawn on one view.
  /** @type {Record<string, number[]>} */
  const layoutTimes = Object.fromEntries(LAYOUT_STEPS.map(([layout]) => [layout, []]));
  {
    const { context, page } = await ctx.newPage();
    await page.goto(url);
    await ready(page);
    const chart = page.getByRole('region', { name: 'mf_chart', exact: true });
    await chart.getByRole('button', { name: 'All intervals' }).click();
    await chart.getByRole('dialog', { name: 'Intervals' }).getByRole('button', { name: '15s', exact: true }).click();
    await page.waitForSelector(`${CANVAS}[data-resolution="15s"][data-ready="true"]`, { timeout: 60_000 });
    await chart.getByRole('button', { name: 'Sync', exact: true }).click();
    await chart.getByRole('checkbox', { name: 'Time' }).check();
    await chart.getByRole('checkbox', { name: 'Date range' }).check();
    await page.keyboard.press('Escape');
    for (let i = 0; i < ctx.runs; i++) {
      for (const [layout, count] of LAYOUT_STEPS) {
        const picked = page.evaluate(
          ({ selector, count: n }) =>
            new Promise((resolve) => {
              const w = /** @type {any} */ (globalThis);
              const start = performance.now();
              const check = () => {
                const panes = [...w.document.querySelectorAll(selector)];
                const drawn = panes.length === n && panes.every((p) => p.getAttribute('data-ready') === 'true' && Number(p.getAttribute('data-bars')) > 0 && p.getAttribute('data-visible-from'));
                const from = panes.map((p) => Number(p.getAttribute('data-visible-from')));
                const to = panes.map((p) => Number(p.getAttribute('data-visible-to')));
                const spread = Math.max(Math.max(...from) - Math.min(...from), Math.max(...to) - Math.min(...to));
                if (drawn && spread <= 15) resolve(performance.now() - start);
                else if (performance.now() - start > 30_000) resolve(Infinity);
                else w.requestAnimationFrame(check);
              };
              w.requestAnimationFrame(check);
            }),
          { selector: CANVAS, count },
        );
        await chart.getByRole('combobox', { name: 'Layout' }).selectOption(layout);
        layoutTimes[layout]?.push(/** @type {number} */ (await picked));
      }
    }
    await context.close();
  }

  // Heap after 50 mount / unmount cycles.
  const { context, page, cdp } = await ctx.newPage();
  await page.goto(url);
  await ready(page);
  for (let i = 0; i < 3; i++) {
    await navigate(page, '/markets');
    await page.waitForSelector(CANVAS, { state: 'detached' });
    await navigate(page, tokenPath);
    await ready(page);
  }
  await navigate(page, '/markets');
  await page.waitForSelector(CANVAS, { state: 'detached' });
  const before = await heap(cdp);
  const started = Date.now();
  for (let i = 0; i < CYCLES; i++) {
    await navigate(page, tokenPath);
    await ready(page);
    await navigate(page, '/markets');
    await page.waitForSelector(CANVAS, { state: 'detached' });
  }
  const cycleMs = (Date.now() - started) / CYCLES;
  const after = await heap(cdp);
  await context.close();

  const mib = (/** @type {number} */ n) => `${(n / 1048576).toFixed(1)} MiB`;
  const ms = (/** @type {number} */ n) => (Number.isFinite(n) ? `${n.toFixed(n < 10 ? 2 : 0)} ms` : 'n/a');
  return {
    title: 'mf-chart on a token page (hot Solana token)',
    columns: ['figure'],
    rows: [
      [`${bars}-bar history: k-line request -> bars painted (median of ${paints.length})`, ms(median(paints))],
      [`navigation -> chart data-ready (median of ${readies.length})`, ms(median(readies))],
      [`live tick on 1s: p50 / p95 / max (${ticks.length} batches in ${window / 1000} s, 10 trades/s)`, ticks.length ? `${ms(percentile(ticks, 50))} / ${ms(percentile(ticks, 95))} / ${ms(Math.max(...ticks))}` : 'no trades'],
      ...LAYOUT_STEPS.map(([layout, count]) => [`layout change to ${layout}, sync on: pick -> ${count} chart${count > 1 ? 's' : ''} drawn on one view, median / max of ${layoutTimes[layout]?.length}`, `${ms(median(layoutTimes[layout] ?? []))} / ${ms(Math.max(...(layoutTimes[layout] ?? [])))}`]),
      [`heap (GC'd) on /markets before -> after ${CYCLES} mount/unmount cycles`, `${mib(before.used)} -> ${mib(after.used)} (${after.used >= before.used ? '+' : ''}${mib(after.used - before.used)})`],
      [`canvases held by the heap before -> after`, `${before.canvases} -> ${after.canvases}`],
      [`one cycle (mount to data-ready, unmount)`, ms(cycleMs)],
    ],
    note: 'History to paint and the tick cost are recorded by mf-chart itself while globalThis.__novaChartBench is set (off in production use).',
  };
}

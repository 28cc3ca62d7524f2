#!/usr/bin/env node
// npm run bench: load weight and time of the production builds. Prints figures; asserts nothing.
//
// Static, from the build folders (per remote and for the host), gzip and brotli as the build
// emitted them (x.js.gz, x.js.br; computed when a build has none):
//   entry          remoteEntry.js, the standard entry with its own federation runtime (the host:
//                  the scripts of index.html)
//   host-runtime   a remote's host-runtime entry, the one the Nova host loads (its manifest's
//                  metaData.nova.hostRuntimeEntry: the same container on the host's runtime)
//   first render   what mounting the exposed modules inside the host needs: the entry the host
//                  loads plus each exposed module's synchronous chunks (mf-manifest.json); the
//                  shared singletons come from the host. For the host: its entry plus the shared
//                  libraries it provides
// In headless Chromium, against a deployment served by the same module as `npm start` (ports
// 8000, 8100, 8101-8106), a cold cache per run, /markets under four conditions (desktop
// 1440x900; the same with the CPU slowed 4x through CDP Emulation.setCPUThrottlingRate; a
// 412x823 phone with 4x CPU; the same phone on Lighthouse mobile's slow 4G, applied through CDP
// Network.emulateNetworkConditions: where a page's requests wait on each other, it shows):
//   JS transferred   the bytes of every script the page requested before its first token row, as
//                    they came over the wire (CDP Network.loadingFinished encodedDataLength:
//                    compressed when the server compresses: brotli, which Chromium asks for);
//                    the same files as the servers send them to a client that accepts gzip only
//                    (requested again with `Accept-Encoding: gzip`: the builds' .gz copies); and
//                    their gzip size computed from the bodies (zlib level 9) for comparison (code
//                    requested after the first row, e.g. on idle, is not counted)
//   first row        navigation start -> the first token row in the DOM (median of the runs)
//   LCP, CLS         web-vitals (reportAllChanges), read 3 s after the first row
//   TBT              the long tasks' time over 50 ms, from first contentful paint to that moment
//
// Options: --runs N (default 5), --write-results (write bench/RESULTS.md even for a partial run;
// a full run, without --only or --dists, always writes it; --write-readme is an old name of it),
// --dists DIR (measure the builds in DIR/host-shell and DIR/mf-*, e.g. a copy of an older build),
// --label TEXT (the build's name in the output), --files (list the scripts of one desktop run),
// --single: also build the same code as one bundle without federation (bench/single-bundle.mjs,
// into bench/out/single-bundle) and time it against the federated build, alternating runs on
// the desktop condition: the federation overhead ratio (federated / single, first token row).
// --only NAMES: run only these bench modules (comma-separated, e.g. --only realtime,chart) and
// skip the cold-load conditions (the static table is still printed), unless NAMES has 'cold'
// (--only cold,lighthouse: the cold-load conditions and Lighthouse, no other module).
// --long: the modules' long variants (realtime: 5-minute windows instead of 30 s).
//
// Lighthouse (bench/lighthouse.mjs, the first module): its performance score, FCP, LCP, TBT, CLS,
// Speed Index and (mobile) target-size on cold /markets and a cold token page with its desktop and
// mobile presets, every run's benchmarkIndex beside its score (its current release, which the bench
// installs into bench/out/tools/ on first use, with a Node 22 for it where this Node is older; a run
// that hangs is stopped and reported "not measured", with the reason).
//
// Ship one remote (bench/ship.mjs, the last module): the wall time of releasing mf_trade (one build)
// into a temporary release store and promoting it, the host's files hashed before and after; goal
// under 60 s. Alone: `node bench/ship.mjs` (no browser, no server).
//
// Bench modules (optional, each its own file in bench/, listed in MODULES below): a module exports
//   export async function run(ctx) -> { title, columns: string[], rows: Array<Array<string|number>>, note? }
// (or an array of such tables), printed after the cold-load tables and written to bench/RESULTS.md
// with them (bench/results.mjs: the latest run only, with its date and commit). `ctx` (see
// BenchContext below) gives the browser, the deployment's host URL, market-sim (url, wsUrl,
// admin API on), --runs, --long, CONDITIONS, helpers (median, percentile, kib, kb)
// `newPage(condition)` (a fresh context's page with CDP) and `newBarePage(condition)` (the same in a
// Chromium driven without Playwright, bare.mjs: no DevTools domain the measurement does not ask
// for; for windows of many WebSocket frames). To add one: create bench/<name>.mjs
// exporting run(ctx), and add its name to MODULES (a missing file is skipped with a note).
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { ensureChromium, CHROMIUM_ARGS } from '../scripts/lib/chromium.mjs';
import { REMOTES, repoDists, serveRepoBuilds, spawnMarketSim, portsFrom, originOf } from '../scripts/lib/deploy.mjs';
import { ROOT } from '../scripts/lib/run.mjs';
import { sentBytes } from '../scripts/lib/wire.mjs';
import { buildSingleBundle } from './single-bundle.mjs';
import { launchBare } from './bare.mjs';
import { commitOf, writeResults } from './results.mjs';

const BASE_PORT = 8000; // not 6000: browsers and fetch refuse it (X11, a "bad port")
/** The first token row of /markets: a body row of a token table (native or ARIA table markup). */
const FIRST_TOKEN_ROW = 'tbody tr:has(td), [role="row"]:has([role="cell"], [role="gridcell"])';
/** How long after the first row LCP, CLS and TBT are read (late shifts and long tasks count). */
const SETTLE_MS = 3000;

const CONDITIONS = [
  { name: 'desktop', viewport: { width: 1440, height: 900 }, cpu: 1, mobile: false },
  { name: 'desktop, 4x CPU', viewport: { width: 1440, height: 900 }, cpu: 4, mobile: false },
  { name: 'phone 412 px, 4x CPU', viewport: { width: 412, height: 823 }, cpu: 4, mobile: true },
  // Lighthouse mobile's network (slow 4G: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up), applied.
  { name: 'phone, 4x CPU, slow 4G', viewport: { width: 412, height: 823 }, cpu: 4, mobile: true, network: { latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 } },
];

/** @param {import('@playwright/test').CDPSession} cdp @param {(typeof CONDITIONS)[number]} condition */
async function throttle(cdp, condition) {
  if (condition.cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: condition.cpu });
  if ('network' in condition) await cdp.send('Network.emulateNetworkConditions', { offline: false, ...condition.network });
}

const { values } = parseArgs({
  options: {
    help: { type: 'boolean', short: 'h', default: false },
    runs: { type: 'string', default: '5' },
    'write-results': { type: 'boolean', default: false },
    'write-readme': { type: 'boolean', default: false },
    dists: { type: 'string' },
    label: { type: 'string', default: 'this build' },
    files: { type: 'boolean', default: false },
    single: { type: 'boolean', default: false },
    only: { type: 'string' },
    long: { type: 'boolean', default: false },
  },
});
if (values.help) {
  // The options paragraph of this file's header.
  const header = readFileSync(new URL(import.meta.url), 'utf8').split('\n');
  const from = header.findIndex((line) => line.startsWith('// Options:'));
  const to = header.findIndex((line, i) => i > from && line === '//');
  console.log(`usage: node bench/run.mjs [options]   (npm run bench -- [options])\n\n${header.slice(from, to).map((line) => line.replace(/^\/\/ ?/, '')).join('\n')}`);
  process.exit(0);
}
/** Optional bench modules (bench/<name>.mjs exporting run(ctx)), run in this order. */
const MODULES = ['lighthouse', 'realtime', 'interactions', 'chart', 'trade-latency', 'ship'];
const onlyNames = values.only ? values.only.split(',').map((s) => s.trim()).filter(Boolean) : undefined;
for (const name of onlyNames ?? []) if (name !== 'cold' && !MODULES.includes(name)) throw new Error(`--only ${name}: not a bench module (cold, ${MODULES.join(', ')})`);
/** The cold-load conditions run unless --only names modules without 'cold'. */
const coldLoad = onlyNames === undefined || onlyNames.includes('cold');
const only = onlyNames?.filter((name) => name !== 'cold');
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer, got ${values.runs}`);

/** The build folders: the repository's, or DIR/host-shell and DIR/<remote package>. */
function distsFrom(dir) {
  if (!dir) return repoDists();
  const root = path.resolve(dir);
  return {
    host: path.join(root, 'host-shell'),
    remotes: /** @type {ReturnType<typeof repoDists>['remotes']} */ (Object.fromEntries(REMOTES.map((r) => [r.name, path.join(root, r.pkg)]))),
  };
}
const dists = distsFrom(values.dists);
for (const dir of [dists.host, ...Object.values(dists.remotes)]) {
  if (!existsSync(dir)) {
    console.error(`${path.relative(ROOT, dir)} does not exist: build first (npx turbo run build, or npm start once).`);
    process.exit(1);
  }
}

/** @param {number} n */
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
/** @param {number} n */
const kb = (n) => `${(n / 1000).toFixed(1)} kB`;

// ---- static ------------------------------------------------------------------------------------

/** @param {string} file */
function compressedSizes(file) {
  const raw = readFileSync(file);
  const gzip = existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`).length : gzipSync(raw, { level: 9 }).length;
  const brotli = existsSync(`${file}.br`) ? readFileSync(`${file}.br`).length : brotliCompressSync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  return { raw: raw.length, gzip, brotli };
}

/** @param {string} dir @param {string[]} files */
function weigh(dir, files) {
  const total = { raw: 0, gzip: 0, brotli: 0 };
  for (const file of new Set(files)) {
    const s = compressedSizes(path.join(dir, file));
    total.raw += s.raw;
    total.gzip += s.gzip;
    total.brotli += s.brotli;
  }
  return total;
}

/** @param {{js?: {sync?: string[]}} | undefined} assets */
const syncJs = (assets) => assets?.js?.sync ?? [];

/** @param {string} dir */
function remoteWeights(dir) {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8'));
  const entryFile = path.join(manifest.metaData.remoteEntry.path ?? '', manifest.metaData.remoteEntry.name);
  const hostRuntimeName = manifest.metaData.nova?.hostRuntimeEntry?.name;
  const loadedFile = hostRuntimeName ? path.join(manifest.metaData.remoteEntry.path ?? '', hostRuntimeName) : entryFile;
  const exposed = manifest.exposes.flatMap((/** @type {{assets: any}} */ e) => syncJs(e.assets));
  return { entry: weigh(dir, [entryFile]), hostRuntime: hostRuntimeName ? weigh(dir, [loadedFile]) : undefined, firstRender: weigh(dir, [loadedFile, ...exposed]) };
}

/** @param {string} dir */
function hostWeights(dir) {
  const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]*\ssrc=["']?([^"' >]+)/g)].map((m) => m[1].replace(/^\.?\//, ''));
  if (scripts.length === 0) throw new Error(`${dir}/index.html has no script`);
  const manifest = JSON.parse(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8'));
  const shared = manifest.shared.flatMap((/** @type {{assets: any}} */ s) => syncJs(s.assets));
  return { entry: weigh(dir, scripts), firstRender: weigh(dir, [...scripts, ...shared]) };
}

const rows = [{ name: 'host_shell', ...hostWeights(dists.host) }, ...REMOTES.map((r) => ({ name: r.name, ...remoteWeights(dists.remotes[r.name]) }))];

// ---- in the browser ----------------------------------------------------------------------------

const executablePath = ensureChromium();
const require = createRequire(path.join(ROOT, 'e2e/package.json'));
/** @type {typeof import('@playwright/test')} */
const { chromium } = require('@playwright/test');
// The IIFE build (global webVitals), found beside the package's entry (its exports map hides dist/).
const webVitals = readFileSync(path.join(path.dirname(createRequire(import.meta.url).resolve('web-vitals')), 'web-vitals.iife.js'), 'utf8');

const work = mkdtempSync(path.join(os.tmpdir(), 'nova-bench-'));
const ports = portsFrom(BASE_PORT);
const sim = await spawnMarketSim({ port: ports.sim, dataDir: path.join(work, 'sim-data'), reset: true, admin: true, hostOrigins: [originOf(ports.host)] });
const deployment = await serveRepoBuilds({ base: BASE_PORT, dists });
// Chromium adds --disable-back-forward-cache under Playwright; nothing here needs it.
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });

/**
 * In the page, before any of its scripts: the first-row clock, web-vitals and a long-task log.
 * (Runs in the page: browser globals through globalThis.)
 * @param {string} selector
 */
function instrument(selector) {
  const w = /** @type {any} */ (globalThis);
  w.__nova = { firstRow: undefined, lcp: undefined, cls: 0, longTasks: [], fcp: undefined };
  const check = () => {
    if (w.__nova.firstRow === undefined && w.document.querySelector(selector)) w.__nova.firstRow = w.performance.now();
  };
  new w.MutationObserver(check).observe(w.document, { childList: true, subtree: true });
  new w.PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__nova.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  w.addEventListener('DOMContentLoaded', () => {
    w.webVitals.onLCP((/** @type {any} */ m) => (w.__nova.lcp = m.value), { reportAllChanges: true });
    w.webVitals.onCLS((/** @type {any} */ m) => (w.__nova.cls = m.value), { reportAllChanges: true });
    w.webVitals.onFCP((/** @type {any} */ m) => (w.__nova.fcp = m.value));
  });
}

/**
 * One cold load of /markets.
 * @param {(typeof CONDITIONS)[number]} condition @param {string} [hostUrl]
 */
async function measure(condition, hostUrl = deployment.hostUrl) {
  const context = await browser.newContext({ viewport: condition.viewport, isMobile: condition.mobile, hasTouch: condition.mobile, deviceScaleFactor: condition.mobile ? 2 : 1 });
  const page = await context.newPage();
  await page.addInitScript(`${webVitals};globalThis.webVitals = webVitals;`);
  await page.addInitScript(instrument, FIRST_TOKEN_ROW);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await throttle(cdp, condition);
  // Scripts are counted by when they were requested: every script the page asked for before its
  // first token row, however late it finished; none asked for after it (code loaded after the first
  // row, on idle, is not part of what the first row needed).
  /** @type {Map<string, string>} */
  const types = new Map();
  /** @type {Map<string, number>} request id -> wall-clock ms it was sent */
  const sentAt = new Map();
  /** @type {Array<{requestId: string, encoded: number}>} */
  const finished = [];
  cdp.on('Network.requestWillBeSent', (e) => sentAt.set(e.requestId, e.wallTime * 1000));
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
  cdp.on('Network.loadingFinished', (e) => finished.push({ requestId: e.requestId, encoded: e.encodedDataLength }));
  /** @type {Array<Promise<{url: string, sentAt: number, gzip: number}>>} */
  const gzipSizes = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const sent = response.request().timing().startTime;
    gzipSizes.push(response.body().then((body) => ({ url: response.url(), sentAt: sent, gzip: gzipSync(body, { level: 9 }).length }), () => ({ url: response.url(), sentAt: sent, gzip: 0 })));
  });
  await page.goto(`${hostUrl}markets`);
  await page.waitForFunction(() => /** @type {any} */ (globalThis).__nova.firstRow !== undefined, undefined, { timeout: 120_000 });
  await page.waitForTimeout(SETTLE_MS);
  const nova = await page.evaluate(() => ({ .../** @type {any} */ (globalThis).__nova, timeOrigin: performance.timeOrigin }));
  const cutoff = nova.timeOrigin + nova.firstRow;
  const transferred = finished.filter((f) => types.get(f.requestId) === 'Script' && (sentAt.get(f.requestId) ?? Infinity) <= cutoff).reduce((sum, f) => sum + f.encoded, 0);
  const fcp = nova.fcp ?? 0;
  const tbt = nova.longTasks.filter((/** @type {any} */ t) => t.start + t.duration > fcp).reduce((sum, /** @type {any} */ t) => sum + Math.max(0, t.duration - 50), 0);
  await context.close();
  const scripts = await Promise.all((await Promise.all(gzipSizes)).filter((s) => s.sentAt <= cutoff).map(async (s) => ({ ...s, gzipSent: await sentAsGzip(s.url) })));
  return {
    firstRow: nova.firstRow,
    jsTransferred: transferred,
    jsGzipSent: scripts.reduce((sum, s) => sum + s.gzipSent, 0),
    jsGzip: scripts.reduce((sum, s) => sum + s.gzip, 0),
    scripts,
    lcp: nova.lcp ?? Number.NaN,
    cls: nova.cls,
    tbt,
  };
}

/**
 * The bytes a server sends for `url` to a client that accepts gzip only; a response not
 * gzip-encoded is an error (every script must be).
 * @param {string} url @returns {Promise<number>}
 */
async function sentAsGzip(url) {
  const { bytes, encoding } = await sentBytes(url, 'gzip');
  if (encoding !== 'gzip') throw new Error(`${url}: sent without gzip (${encoding ?? 'identity'})`);
  return bytes;
}

/** @param {number[]} xs @param {number} p 0..100 (nearest rank) */
const percentile = (xs, p) => {
  if (xs.length === 0) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
};

/**
 * What a bench module's run(ctx) receives.
 * @typedef {object} BenchContext
 * @property {import('@playwright/test').Browser} browser
 * @property {string} hostUrl            the deployment's host, ending in '/'
 * @property {{url: string, wsUrl: string}} sim   market-sim (admin API on: POST {url}/__admin/...)
 * @property {number} runs               --runs
 * @property {boolean} long              --long (a module's long variant, e.g. a heap run)
 * @property {typeof CONDITIONS} conditions
 * @property {(condition?: (typeof CONDITIONS)[number]) => Promise<{context: import('@playwright/test').BrowserContext, page: import('@playwright/test').Page, cdp: import('@playwright/test').CDPSession}>} newPage
 * @property {(condition?: (typeof CONDITIONS)[number]) => Promise<{context: {close(): Promise<void>}, page: import('./bare.mjs').BarePage, cdp: import('./bare.mjs').BareSession}>} newBarePage
 * @property {{median: (xs: number[]) => number, percentile: (xs: number[], p: number) => number, kib: (n: number) => string, kb: (n: number) => string}} util
 * @property {string} outDir             bench/out
 */

/** @typedef {{title: string, columns: string[], rows: Array<Array<string | number>>, note?: string}} BenchTable */

/** @param {BenchContext} ctx @returns {Promise<BenchTable[]>} */
async function runModules(ctx) {
  /** @type {BenchTable[]} */
  const tables = [];
  for (const name of only ?? MODULES) {
    const file = path.join(ROOT, 'bench', `${name}.mjs`);
    if (!existsSync(file)) {
      console.log(`bench module ${name}: bench/${name}.mjs not found, skipped`);
      continue;
    }
    console.log(`bench module ${name}...`);
    const mod = await import(pathToFileURL(file).href);
    const out = await mod.run(ctx);
    tables.push(...(Array.isArray(out) ? out : [out]));
  }
  return tables;
}

/** @param {BenchTable} t */
const renderTable = (t) =>
  [`| ${t.title} | ${t.columns.join(' | ')} |`, `|---|${t.columns.map(() => '---:').join('|')}|`, ...t.rows.map((r) => `| ${r.join(' | ')} |`), ...(t.note ? ['', t.note] : [])].join('\n');

/** @type {BenchTable[]} */
let moduleTables = [];

/** @type {Record<string, Array<Awaited<ReturnType<typeof measure>>>>} */
const results = {};
/** The bare Chromium (bare.mjs), started when a module first asks for one of its pages. @type {ReturnType<typeof launchBare> | undefined} */
let bare;
/** @type {{federated: number[], single: number[], singleGzip: number[]} | undefined} */
let overhead;
try {
  const warmUp = await measure(CONDITIONS[0]); // warm-up: the servers' and the sim's first answers
  if (coldLoad && values.files) {
    console.log('Scripts fetched until the first token row (gzip computed, zlib 9 | as sent to a gzip-only client):');
    for (const s of [...warmUp.scripts].sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kb(s.gzip).padStart(9)} | ${kb(s.gzipSent).padStart(9)}  ${s.url}`);
  }
  for (const condition of coldLoad ? CONDITIONS : []) {
    results[condition.name] = [];
    for (let i = 0; i < runs; i++) results[condition.name].push(await measure(condition));
  }
  if (values.single && coldLoad) {
    const singleDir = path.join(ROOT, 'bench/out/single-bundle/host-shell');
    console.log('building the single bundle (host and every exposed module, no federation)...');
    await buildSingleBundle(singleDir);
    // Its own host origin, the same remotes' folders (their manifests are still fetched and
    // checked) and the same market-sim.
    const single = await serveRepoBuilds({ base: BASE_PORT + 200, dists: { ...dists, host: singleDir }, api: `http://127.0.0.1:${ports.sim}` });
    overhead = { federated: [], single: [], singleGzip: [] };
    try {
      await measure(CONDITIONS[0], single.hostUrl);
      for (let i = 0; i < runs; i++) {
        overhead.federated.push((await measure(CONDITIONS[0])).firstRow);
        const one = await measure(CONDITIONS[0], single.hostUrl);
        overhead.single.push(one.firstRow);
        overhead.singleGzip.push(one.jsGzip);
      }
    } finally {
      await single.close();
    }
  }
  moduleTables = await runModules({
    browser,
    hostUrl: deployment.hostUrl,
    sim: { url: sim.url, wsUrl: sim.wsUrl },
    runs,
    long: values.long,
    conditions: CONDITIONS,
    newPage: async (condition = CONDITIONS[0]) => {
      const context = await browser.newContext({ viewport: condition.viewport, isMobile: condition.mobile, hasTouch: condition.mobile, deviceScaleFactor: condition.mobile ? 2 : 1 });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await throttle(cdp, condition);
      return { context, page, cdp };
    },
    newBarePage: async (condition = CONDITIONS[0]) => {
      bare ??= launchBare({ executablePath, args: CHROMIUM_ARGS });
      return (await bare).newPage(condition);
    },
    util: { median, percentile, kib, kb },
    outDir: path.join(ROOT, 'bench/out'),
  });
} finally {
  await browser.close();
  if (bare) await (await bare).close();
  await deployment.close();
  await sim.close();
  rmSync(work, { recursive: true, force: true });
}

/** @param {number[]} xs */
function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

const table = [
  '| app | entry raw | entry gzip | entry brotli | host-runtime entry gzip | first render gzip | first render brotli |',
  '|---|---:|---:|---:|---:|---:|---:|',
  ...rows.map((r) => `| ${r.name} | ${kib(r.entry.raw)} | ${kib(r.entry.gzip)} | ${kib(r.entry.brotli)} | ${'hostRuntime' in r && r.hostRuntime ? kib(r.hostRuntime.gzip) : '–'} | ${kib(r.firstRender.gzip)} | ${kib(r.firstRender.brotli)} |`),
].join('\n');
const pick = (/** @type {string} */ name, /** @type {(r: Awaited<ReturnType<typeof measure>>) => number} */ f) => median(results[name].map(f));
const browserLines = !coldLoad ? '' : [
  `| /markets, headless Chromium, cold cache (median of ${runs}) | ${CONDITIONS.map((c) => c.name).join(' | ')} |`,
  `|---|${CONDITIONS.map(() => '---:').join('|')}|`,
  `| JavaScript transferred until the first token row (as sent: brotli) | ${CONDITIONS.map((c) => `${kib(pick(c.name, (r) => r.jsTransferred))} (${kb(pick(c.name, (r) => r.jsTransferred))})`).join(' | ')} |`,
  `| the same files as sent to a client accepting gzip only | ${CONDITIONS.map((c) => `${kib(pick(c.name, (r) => r.jsGzipSent))} (${kb(pick(c.name, (r) => r.jsGzipSent))})`).join(' | ')} |`,
  `| the same files, gzip computed (zlib 9 of the bodies) | ${CONDITIONS.map((c) => `${kib(pick(c.name, (r) => r.jsGzip))} (${kb(pick(c.name, (r) => r.jsGzip))})`).join(' | ')} |`,
  `| navigation -> first token row | ${CONDITIONS.map((c) => `${pick(c.name, (r) => r.firstRow).toFixed(0)} ms`).join(' | ')} |`,
  `| (all runs) | ${CONDITIONS.map((c) => results[c.name].map((r) => r.firstRow.toFixed(0)).join(', ')).join(' | ')} |`,
  `| LCP (web-vitals) | ${CONDITIONS.map((c) => `${pick(c.name, (r) => r.lcp).toFixed(0)} ms`).join(' | ')} |`,
  `| CLS (web-vitals) | ${CONDITIONS.map((c) => pick(c.name, (r) => r.cls).toFixed(3)).join(' | ')} |`,
  `| TBT (long tasks over 50 ms after FCP, ${SETTLE_MS / 1000} s past the first row) | ${CONDITIONS.map((c) => `${pick(c.name, (r) => r.tbt).toFixed(0)} ms`).join(' | ')} |`,
].join('\n');
const overheadLines = overhead
  ? [
      '',
      '',
      `| federation overhead, desktop (alternating runs, median of ${runs}) | federated | single bundle | ratio |`,
      '|---|---:|---:|---:|',
      `| navigation -> first token row | ${median(overhead.federated).toFixed(0)} ms | ${median(overhead.single).toFixed(0)} ms | ${(median(overhead.federated) / median(overhead.single)).toFixed(2)} |`,
      `| JavaScript until the first token row, gzip | ${kib(pick(CONDITIONS[0].name, (r) => r.jsGzip))} | ${kib(median(overhead.singleGzip))} | ${(pick(CONDITIONS[0].name, (r) => r.jsGzip) / median(overhead.singleGzip)).toFixed(2)} |`,
    ].join('\n')
  : '';
const note = `${values.label}: measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}.`;
const moduleLines = moduleTables.map((t) => `\n\n${renderTable(t)}`).join('');
const markdown = `${table}\n\n${browserLines}${overheadLines}${moduleLines}\n\n${note}\n`;

console.log(`\n${markdown}`);
mkdirSync(path.join(ROOT, 'bench/out'), { recursive: true });
writeFileSync(path.join(ROOT, 'bench/out/results.md'), markdown);
writeFileSync(path.join(ROOT, 'bench/out/results.json'), JSON.stringify({ label: values.label, rows, results, overhead, modules: moduleTables, runs }, null, 2));

// bench/RESULTS.md holds the latest full run (a partial one only when asked: it replaces the file).
if (values['write-results'] || values['write-readme'] || (onlyNames === undefined && !values.dists)) {
  const command = ['node bench/run.mjs', ...process.argv.slice(2)].join(' ');
  const file = writeResults(ROOT, { markdown, date: new Date().toISOString().slice(0, 10), commit: commitOf(ROOT), command });
  console.log(`${path.relative(ROOT, file)} written (the latest run only).`);
}

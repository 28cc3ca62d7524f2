#!/usr/bin/env node
// npm run bench: load weight and time of the production builds. Prints figures; asserts nothing.
//
// Static, from the build folders (per remote and for the host):
//   entry          remoteEntry.js (the host: the scripts of index.html), raw and gzip
//   first render   what mounting the exposed module needs inside the host: the entry plus the
//                  exposed module's sync and async chunks (from mf-manifest.json); the shared
//                  libraries come from the host, so they are not counted here
//   + shared       the same plus the remote's own copies of the shared libraries, which it loads
//                  only when nothing else provides them (standalone). For the host, first render
//                  is its entry plus the shared libraries it provides to all
// In headless Chromium, against a deployment served by the same module as `npm start` (ports
// 8000, 8100, 8101-8106), cold cache per run:
//   the JavaScript (gzip) the browser fetched for /markets until the first token row appeared,
//   and the median of 5 runs of the time from navigation to that first token row.
//
// Options: --runs N (default 5), --write-readme (replace the table in README.md).
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { ensureChromium, CHROMIUM_ARGS } from '../scripts/lib/chromium.mjs';
import { REMOTES, repoDists, serveRepoBuilds, spawnMarketSim, portsFrom } from '../scripts/lib/deploy.mjs';
import { ROOT } from '../scripts/lib/run.mjs';

const BASE_PORT = 8000; // not 6000: browsers and fetch refuse it (X11, a "bad port")
/** The first token row of /markets: a body row of a token table (native or ARIA table markup). */
const FIRST_TOKEN_ROW = 'tbody tr:has(td), [role="row"]:has([role="cell"], [role="gridcell"])';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' }, 'write-readme': { type: 'boolean', default: false } } });
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer, got ${values.runs}`);

const dists = repoDists();
for (const dir of [dists.host, ...Object.values(dists.remotes)]) {
  if (!existsSync(dir)) {
    console.error(`${path.relative(ROOT, dir)} does not exist: build first (npx turbo run build, or npm start once).`);
    process.exit(1);
  }
}

/** @param {string} dir @param {string[]} files */
function weigh(dir, files) {
  let raw = 0;
  let gzip = 0;
  for (const file of new Set(files)) {
    const bytes = readFileSync(path.join(dir, file));
    raw += bytes.length;
    gzip += gzipSync(bytes).length;
  }
  return { raw, gzip };
}

/** @param {{js?: {sync?: string[], async?: string[]}} | undefined} assets */
const jsOf = (assets) => [...(assets?.js?.sync ?? []), ...(assets?.js?.async ?? [])];

/** @param {string} dir */
function remoteWeights(dir) {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8'));
  const entryFile = path.join(manifest.metaData.remoteEntry.path ?? '', manifest.metaData.remoteEntry.name);
  const exposed = manifest.exposes.flatMap((/** @type {{assets: any}} */ e) => jsOf(e.assets));
  const shared = manifest.shared.flatMap((/** @type {{assets: any}} */ s) => jsOf(s.assets));
  return {
    entry: weigh(dir, [entryFile]),
    firstRender: weigh(dir, [entryFile, ...exposed]),
    withShared: weigh(dir, [entryFile, ...exposed, ...shared]),
  };
}

/**
 * The host: its entry is the scripts of index.html; its first render adds the shared libraries it
 * provides to everyone (react, react-dom, router, jotai, emotion, ... from its mf-manifest.json).
 * @param {string} dir
 */
function hostWeights(dir) {
  const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]*\ssrc=["']?([^"' >]+)/g)].map((m) => m[1].replace(/^\.?\//, ''));
  if (scripts.length === 0) throw new Error(`${dir}/index.html has no script`);
  const manifest = JSON.parse(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8'));
  const shared = manifest.shared.flatMap((/** @type {{assets: any}} */ s) => jsOf(s.assets));
  const entry = weigh(dir, scripts);
  const firstRender = weigh(dir, [...scripts, ...shared]);
  return { entry, firstRender, withShared: firstRender };
}

/** @type {Array<{name: string} & ReturnType<typeof remoteWeights>>} */
const rows = [{ name: 'host_shell', ...hostWeights(dists.host) }, ...REMOTES.map((r) => ({ name: r.name, ...remoteWeights(dists.remotes[r.name]) }))];

// ---- in the browser -------------------------------------------------------------------------
const executablePath = ensureChromium();
const require = createRequire(path.join(ROOT, 'e2e/package.json'));
/** @type {typeof import('@playwright/test')} */
const { chromium } = require('@playwright/test');

const work = mkdtempSync(path.join(os.tmpdir(), 'nova-bench-'));
const ports = portsFrom(BASE_PORT);
const sim = await spawnMarketSim({ port: ports.sim, dataDir: path.join(work, 'sim-data'), reset: true });
const deployment = await serveRepoBuilds({ base: BASE_PORT });
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });

/** @type {number[]} */
const times = [];
/** @type {number[]} */
const firstPaintGzip = [];
try {
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    // Records when the first token row enters the DOM, on the page's own clock (0 = navigation start).
    // (Runs in the page: browser globals through globalThis.)
    await page.addInitScript((selector) => {
      const w = /** @type {any} */ (globalThis);
      const check = () => {
        if (w.__novaFirstRow === undefined && w.document.querySelector(selector)) w.__novaFirstRow = w.performance.now();
      };
      new w.MutationObserver(check).observe(w.document, { childList: true, subtree: true });
    }, FIRST_TOKEN_ROW);
    /** @type {Array<Promise<number>>} */
    const jsSizes = [];
    let done = false;
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (done || type !== 'script') return;
      jsSizes.push(response.body().then((body) => gzipSync(body).length, () => 0));
    });
    await page.goto(`${deployment.hostUrl}markets`);
    await page.waitForFunction(() => /** @type {any} */ (globalThis).__novaFirstRow !== undefined, undefined, { timeout: 60_000 });
    done = true;
    times.push(await page.evaluate(() => /** @type {any} */ (globalThis).__novaFirstRow));
    firstPaintGzip.push((await Promise.all(jsSizes)).reduce((a, b) => a + b, 0));
    await context.close();
  }
} finally {
  await browser.close();
  await deployment.close();
  await sim.close();
  rmSync(work, { recursive: true, force: true });
}

/** @param {number[]} xs */
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
/** @param {number} n */
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;

const table = [
  '| app | entry raw | entry gzip | first render raw | first render gzip | + own shared copies gzip |',
  '|---|---:|---:|---:|---:|---:|',
  ...rows.map((r) => `| ${r.name} | ${kib(r.entry.raw)} | ${kib(r.entry.gzip)} | ${kib(r.firstRender.raw)} | ${kib(r.firstRender.gzip)} | ${kib(r.withShared.gzip)} |`),
].join('\n');
const browserLines = [
  `| /markets in headless Chromium (cold cache, ${runs} runs) | figure |`,
  '|---|---:|',
  `| JavaScript fetched until the first token row, gzip (median) | ${kib(median(firstPaintGzip))} |`,
  `| navigation -> first token row (median) | ${median(times).toFixed(0)} ms |`,
  `| navigation -> first token row (all runs) | ${times.map((t) => t.toFixed(0)).join(', ')} ms |`,
].join('\n');
const note = `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}.`;
const markdown = `${table}\n\n${browserLines}\n\n${note}\n`;

console.log(`\n${markdown}`);
mkdirSync(path.join(ROOT, 'bench/out'), { recursive: true });
writeFileSync(path.join(ROOT, 'bench/out/results.md'), markdown);
writeFileSync(path.join(ROOT, 'bench/out/results.json'), JSON.stringify({ rows, times, firstPaintGzip, runs }, null, 2));

if (values['write-readme']) {
  const readmePath = path.join(ROOT, 'README.md');
  const readme = readFileSync(readmePath, 'utf8');
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  if (from < 0 || to < from) throw new Error(`README.md has no ${start} ... ${end} section`);
  writeFileSync(readmePath, `${readme.slice(0, from + start.length)}\n${markdown}${readme.slice(to)}`);
  console.log('README.md bench table updated.');
}

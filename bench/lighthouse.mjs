// Bench module (see run.mjs): Lighthouse's performance category on cold /markets, with its desktop
// preset (`--preset=desktop`) and its default mobile one (an emulated phone, simulated slow 4G and
// 4x CPU), issue 15's Measure. Lighthouse 12.2.3 is the root's pinned devDependency (13.x needs
// Node 22; Node 20 runs here), run through its CLI against Debian's Chromium with
// `--chrome-flags="--headless=new --no-sandbox"`; each run launches its own Chrome (a fresh profile:
// a cold cache for the host and every remote origin). --runs N: min(N, 3) runs per preset, the
// run with the median performance score is reported (Lighthouse's own advice for variance).
// Lighthouse's throttling is simulated from the main-thread work it observed, so on a loaded
// machine the scores move with the load (its benchmarkIndex, printed, is the machine's speed then).
// A run that fails or passes LIGHTHOUSE_TIMEOUT_MS (the process and its Chrome are stopped) is
// reported as "not measured" with the reason; no figure is ever filled in.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ensureChromium } from '../scripts/lib/chromium.mjs';

const LIGHTHOUSE_TIMEOUT_MS = 240_000;
const MAX_RUNS = 3;
const PRESETS = /** @type {const} */ ([
  { name: 'desktop', args: ['--preset=desktop'] },
  { name: 'mobile', args: [] },
]);

const require = createRequire(import.meta.url);

/** Lighthouse's package folder and version, or undefined when it is not installed. */
function findLighthouse() {
  try {
    const main = require.resolve('lighthouse');
    let dir = path.dirname(main);
    while (!existsSync(path.join(dir, 'package.json')) || JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).name !== 'lighthouse') {
      const up = path.dirname(dir);
      if (up === dir) return undefined;
      dir = up;
    }
    return { dir, version: /** @type {string} */ (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).version) };
  } catch {
    return undefined;
  }
}

/**
 * Processes whose command line holds `marker` (the Chrome a timed-out Lighthouse left behind: its
 * launcher starts Chrome in a process group of its own).
 * @param {string} marker
 */
function pidsWith(marker) {
  /** @type {number[]} */
  const pids = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(marker)) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

/** @param {number} pid @param {NodeJS.Signals} signal */
const kill = (pid, signal) => {
  try {
    process.kill(pid, signal);
  } catch {
    // already gone
  }
};

/**
 * One Lighthouse run: its JSON report, or the reason there is none.
 * @param {{cli: string, chromePath: string, url: string, args: readonly string[], work: string}} o
 * @returns {Promise<{report: any} | {error: string}>}
 */
function lighthouseOnce({ cli, chromePath, url, args, work }) {
  // A flag Chrome ignores, to find this run's Chrome by its command line if it must be stopped.
  const marker = `--nova-bench-lighthouse=${process.pid}-${Date.now()}`;
  const output = path.join(work, `report-${Date.now()}.json`);
  const child = spawn(
    process.execPath,
    [cli, url, ...args, '--only-categories=performance', '--output=json', `--output-path=${output}`, '--quiet', `--chrome-flags=--headless=new --no-sandbox --disable-gpu ${marker}`],
    { env: { ...process.env, CHROME_PATH: chromePath }, stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-2000)));
  return new Promise((resolve) => {
    let timedOut = false;
    /** @type {NodeJS.Timeout | undefined} */
    let hardStop;
    const timer = setTimeout(() => {
      timedOut = true;
      // SIGINT first: Lighthouse's Chrome launcher then closes its Chrome itself.
      kill(-(/** @type {number} */ (child.pid)), 'SIGINT');
      hardStop = setTimeout(() => kill(-(/** @type {number} */ (child.pid)), 'SIGKILL'), 5_000);
    }, LIGHTHOUSE_TIMEOUT_MS);
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({ error: `could not start Lighthouse: ${error.message}` });
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      clearTimeout(hardStop);
      for (const pid of pidsWith(marker)) kill(pid, 'SIGKILL');
      if (timedOut) return resolve({ error: `Lighthouse did not finish within ${LIGHTHOUSE_TIMEOUT_MS / 1000} s (stopped)` });
      if (code !== 0 || !existsSync(output)) {
        const last = stderr.trim().split('\n').filter(Boolean).pop() ?? '';
        return resolve({ error: `Lighthouse exited with ${signal ?? `code ${code}`}${last ? `: ${last.slice(0, 200)}` : ''}` });
      }
      try {
        const report = JSON.parse(readFileSync(output, 'utf8'));
        if (report.runtimeError) return resolve({ error: `Lighthouse: ${report.runtimeError.code} ${report.runtimeError.message ?? ''}`.trim() });
        if (typeof report.categories?.performance?.score !== 'number') return resolve({ error: 'Lighthouse gave no performance score' });
        resolve({ report });
      } catch (error) {
        resolve({ error: `unreadable Lighthouse report: ${/** @type {Error} */ (error).message}` });
      }
    });
  });
}

/** @param {any} report @param {string} id */
const audit = (report, id) => /** @type {number | undefined} */ (report.audits?.[id]?.numericValue);
/** @param {number | undefined} value */
const ms = (value) => (value === undefined ? '–' : `${Math.round(value).toLocaleString('en')} ms`);

/** @param {import('./run.mjs').BenchContext} ctx */
export async function run(ctx) {
  const columns = ['performance', 'FCP', 'LCP', 'TBT', 'CLS', 'Speed Index', 'runs (scores)', 'benchmarkIndex'];
  const title = 'Lighthouse, cold /markets';
  const lighthouse = findLighthouse();
  if (!lighthouse) {
    const reason = 'not measured: lighthouse is not installed (node scripts/pnpm.mjs install)';
    console.log(`lighthouse: ${reason}`);
    return { title, columns, rows: PRESETS.map((p) => [`${p.name} preset`, reason, '', '', '', '', '', '', '']) };
  }
  const cli = path.join(lighthouse.dir, 'cli/index.js');
  const chromePath = ensureChromium();
  const url = new URL('markets', ctx.hostUrl).href;
  const runs = Math.min(ctx.runs, MAX_RUNS);
  const work = mkdtempSync(path.join(os.tmpdir(), 'nova-lighthouse-'));
  /** @type {Array<Array<string | number>>} */
  const rows = [];
  try {
    for (const preset of PRESETS) {
      /** @type {any[]} */
      const reports = [];
      /** @type {string[]} */
      const errors = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouseOnce({ cli, chromePath, url, args: preset.args, work });
        if ('report' in result) reports.push(result.report);
        else errors.push(result.error);
        console.log(`lighthouse ${preset.name} run ${i + 1}/${runs}: ${'report' in result ? `performance ${Math.round(result.report.categories.performance.score * 100)}` : `not measured (${result.error})`}`);
      }
      if (reports.length === 0) {
        rows.push([`${preset.name} preset`, `not measured: ${errors[0]}`, '', '', '', '', '', `0 of ${runs}`, '']);
        continue;
      }
      const scores = reports.map((r) => Math.round(r.categories.performance.score * 100));
      const median = [...reports].sort((a, b) => a.categories.performance.score - b.categories.performance.score)[Math.floor((reports.length - 1) / 2)];
      const cls = audit(median, 'cumulative-layout-shift');
      rows.push([
        `${preset.name} preset`,
        `**${Math.round(median.categories.performance.score * 100)}**`,
        ms(audit(median, 'first-contentful-paint')),
        ms(audit(median, 'largest-contentful-paint')),
        ms(audit(median, 'total-blocking-time')),
        cls === undefined ? '–' : cls.toFixed(3),
        ms(audit(median, 'speed-index')),
        `${reports.length} of ${runs} (${scores.join(', ')})${errors.length ? `; failed: ${errors[0]}` : ''}`,
        median.environment?.benchmarkIndex ?? '–',
      ]);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return {
    title: `${title} (Lighthouse ${lighthouse.version}, median of the runs by score)`,
    columns,
    rows,
    note: 'Lighthouse: --only-categories=performance, desktop = --preset=desktop, mobile = its default (emulated Moto G Power, simulated slow 4G, 4x CPU). Its throttling is simulated from the main-thread work it observed, so a busy machine lowers the scores; benchmarkIndex is its measure of the machine\'s speed during the run (lower = slower or busier).',
  };
}

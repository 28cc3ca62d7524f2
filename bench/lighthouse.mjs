// Bench module (see run.mjs): Lighthouse on a cold /markets and a cold token page (the sim's first
// hot Solana token), each with its desktop preset (`--preset=desktop`) and its default mobile one
// (an emulated phone, simulated slow 4G and 4x CPU): issue 15's Measure, and issue 37's at the
// current release. Lighthouse is not a dependency of the repo: the bench installs its current
// release (LIGHTHOUSE_VERSION, pinned here: bump it when Lighthouse ships) into
// bench/out/tools/ with npm on first use. Lighthouse 13 needs Node 22.19 or later; where the bench
// runs on an older Node (Node 20 is this project's runtime), it installs a Node 22 for Lighthouse
// alone from the npm registry (the `node-<os>-<cpu>` package, NODE_FOR_LIGHTHOUSE). It runs
// Lighthouse's CLI against Debian's Chromium with `--chrome-flags="--headless=new --no-sandbox"`;
// each run launches its own Chrome (a fresh profile: a cold cache for the host and every remote
// origin). --runs N: min(N, 3) runs per page and preset, the run with the median performance score
// is reported (Lighthouse's own advice for variance), and every run's score with its
// benchmarkIndex. The mobile runs also run the accessibility category, for its `target-size` audit
// (issue 37: it passes on the token page). Lighthouse's throttling is simulated from the
// main-thread work it observed, so on a loaded machine the scores move with the load (its
// benchmarkIndex is the machine's speed during that run). A run that fails or passes
// LIGHTHOUSE_TIMEOUT_MS (the process and its Chrome are stopped) is reported as "not measured"
// with the reason; no figure is ever filled in.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureChromium } from '../scripts/lib/chromium.mjs';
import { ROOT } from '../scripts/lib/run.mjs';
import { hotToken } from './sim.mjs';

/** Lighthouse's current release (npm `lighthouse`), the one the bench installs and runs. */
export const LIGHTHOUSE_VERSION = '13.5.0';
/** The Node that runs Lighthouse where the bench's own is older than Lighthouse needs (its `engines`: >=22.19). */
const NODE_FOR_LIGHTHOUSE = '22.23.5';
const TOOLS = path.join(ROOT, 'bench/out/tools', `lighthouse-${LIGHTHOUSE_VERSION}`);
const LIGHTHOUSE_TIMEOUT_MS = 240_000;
const MAX_RUNS = 3;
const PRESETS = /** @type {const} */ ([
  { name: 'desktop', args: ['--preset=desktop', '--only-categories=performance'] },
  { name: 'mobile', args: ['--only-categories=performance,accessibility'] },
]);

/** Whether this Node is older than Lighthouse's `engines` asks (22.19). */
function nodeTooOld() {
  const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
  return major < 22 || (major === 22 && minor < 19);
}

/**
 * Lighthouse's CLI and the Node to run it with, installed into bench/out/tools/ on first use (npm,
 * without install scripts); or the reason they are not there.
 * @returns {{cli: string, node: string, version: string} | {error: string}}
 */
function ensureLighthouse() {
  const cli = path.join(TOOLS, 'node_modules/lighthouse/cli/index.js');
  const nodePackage = `node-${process.platform}-${process.arch}`;
  const node = nodeTooOld() ? path.join(TOOLS, 'node_modules', nodePackage, 'bin/node') : process.execPath;
  if (!existsSync(cli) || !existsSync(node)) {
    console.log(`lighthouse: installing lighthouse@${LIGHTHOUSE_VERSION}${nodeTooOld() ? ` and ${nodePackage}@${NODE_FOR_LIGHTHOUSE} (Node ${process.versions.node} is older than Lighthouse needs)` : ''} into ${path.relative(ROOT, TOOLS)}`);
    mkdirSync(TOOLS, { recursive: true });
    writeFileSync(path.join(TOOLS, 'package.json'), `${JSON.stringify({ private: true, description: 'Lighthouse for npm run bench (bench/lighthouse.mjs)' }, null, 2)}\n`);
    const packages = [`lighthouse@${LIGHTHOUSE_VERSION}`, ...(nodeTooOld() ? [`${nodePackage}@${NODE_FOR_LIGHTHOUSE}`] : [])];
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const result = spawnSync(npm, ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--no-package-lock', '--loglevel=error', ...packages], { cwd: TOOLS, stdio: ['ignore', 'inherit', 'inherit'], timeout: 600_000 });
    if (result.status !== 0 || !existsSync(cli) || !existsSync(node)) return { error: `could not install ${packages.join(' and ')} (npm ${result.error ? result.error.message : `exit ${result.status}`})` };
  }
  const version = /** @type {string} */ (JSON.parse(readFileSync(path.join(TOOLS, 'node_modules/lighthouse/package.json'), 'utf8')).version);
  return { cli, node, version };
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
 * @param {{cli: string, node: string, chromePath: string, url: string, args: readonly string[], work: string}} o
 * @returns {Promise<{report: any} | {error: string}>}
 */
function lighthouseOnce({ cli, node, chromePath, url, args, work }) {
  // A flag Chrome ignores, to find this run's Chrome by its command line if it must be stopped.
  const marker = `--nova-bench-lighthouse=${process.pid}-${Date.now()}`;
  const output = path.join(work, `report-${Date.now()}.json`);
  const child = spawn(
    node,
    [cli, url, ...args, '--output=json', `--output-path=${output}`, '--quiet', `--chrome-flags=--headless=new --no-sandbox --disable-gpu ${marker}`],
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

/**
 * The `target-size` audit of a run that ran the accessibility category: pass, or how many targets fail.
 * @param {any} report
 */
function targetSize(report) {
  const result = report.audits?.['target-size'];
  if (!result || result.score === null || result.score === undefined) return '–';
  return result.score === 1 ? 'pass' : `fails (${result.details?.items?.length ?? '?'} targets)`;
}

/** @param {import('./run.mjs').BenchContext} ctx */
export async function run(ctx) {
  const columns = ['performance', 'FCP', 'LCP', 'TBT', 'CLS', 'Speed Index', 'target-size', 'runs (score @ benchmarkIndex)', 'benchmarkIndex'];
  const title = 'Lighthouse, cold pages';
  const token = await hotToken(ctx.sim.url);
  const pages = [
    { name: '/markets', url: new URL('markets', ctx.hostUrl).href },
    { name: 'token page', url: new URL(`trade/${token.chain}/${token.address}`, ctx.hostUrl).href },
  ];
  const lighthouse = ensureLighthouse();
  if ('error' in lighthouse) {
    const reason = `not measured: ${lighthouse.error}`;
    console.log(`lighthouse: ${reason}`);
    return { title, columns, rows: pages.flatMap((page) => PRESETS.map((p) => [`${page.name}, ${p.name} preset`, reason, '', '', '', '', '', '', '', ''])) };
  }
  const chromePath = ensureChromium();
  const runs = Math.min(ctx.runs, MAX_RUNS);
  const work = mkdtempSync(path.join(os.tmpdir(), 'nova-lighthouse-'));
  /** @type {Array<Array<string | number>>} */
  const rows = [];
  try {
    for (const page of pages) {
      for (const preset of PRESETS) {
        const label = `${page.name}, ${preset.name} preset`;
        /** @type {any[]} */
        const reports = [];
        /** @type {string[]} */
        const errors = [];
        for (let i = 0; i < runs; i++) {
          const result = await lighthouseOnce({ cli: lighthouse.cli, node: lighthouse.node, chromePath, url: page.url, args: preset.args, work });
          if ('report' in result) reports.push(result.report);
          else errors.push(result.error);
          console.log(`lighthouse ${label} run ${i + 1}/${runs}: ${'report' in result ? `performance ${Math.round(result.report.categories.performance.score * 100)}, benchmarkIndex ${result.report.environment?.benchmarkIndex ?? '?'}` : `not measured (${result.error})`}`);
        }
        if (reports.length === 0) {
          rows.push([label, `not measured: ${errors[0]}`, '', '', '', '', '', '', `0 of ${runs}`, '']);
          continue;
        }
        const each = reports.map((r) => `${Math.round(r.categories.performance.score * 100)} @ ${Math.round(r.environment?.benchmarkIndex ?? 0)}`);
        const median = [...reports].sort((a, b) => a.categories.performance.score - b.categories.performance.score)[Math.floor((reports.length - 1) / 2)];
        const cls = audit(median, 'cumulative-layout-shift');
        rows.push([
          label,
          `**${Math.round(median.categories.performance.score * 100)}**`,
          ms(audit(median, 'first-contentful-paint')),
          ms(audit(median, 'largest-contentful-paint')),
          ms(audit(median, 'total-blocking-time')),
          cls === undefined ? '–' : cls.toFixed(3),
          ms(audit(median, 'speed-index')),
          targetSize(median),
          `${reports.length} of ${runs} (${each.join(', ')})${errors.length ? `; failed: ${errors[0]}` : ''}`,
          median.environment?.benchmarkIndex === undefined ? '–' : Math.round(median.environment.benchmarkIndex),
        ]);
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return {
    title: `${title} (Lighthouse ${lighthouse.version}, median of the runs by score)`,
    columns,
    rows,
    note: `Lighthouse ${lighthouse.version}, installed by the bench (bench/lighthouse.mjs). Desktop = --preset=desktop, performance only; mobile = its default (emulated Moto G Power, simulated slow 4G, 4x CPU), performance and accessibility (for target-size). The token page is the sim's first hot Solana token. Its throttling is simulated from the main-thread work it observed, so a busy machine lowers the scores; benchmarkIndex is its measure of the machine's speed during each run (lower = slower or busier).`,
  };
}

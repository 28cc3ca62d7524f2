#!/usr/bin/env node
// npm test: every check and test of the repository, from a fresh clone on a machine with Node 20
// and npm: install (frozen lockfile), find or install Chromium, turbo typecheck + lint + test +
// build, lint and node:test tests of scripts/, bench/ and deploy/, the e2e suite against the
// production builds, then the fresh-clone start smoke (scripts/lib/smoke.mjs: `npm start` in a
// fresh copy of the repository, its headers, /markets in Chromium, Ctrl-C).
//
// Exits non-zero on any failure. The last line is `N passed, N failed` and counts individual
// tests: each vitest and node:test test of every package (read from the summary each prints in
// its turbo log), each Playwright test, each check of the start smoke. The other steps (install,
// Chromium, each typecheck, lint and build task, the root lint) are listed in the Summary; on
// the last line a failed one counts as one failure and a passing one adds nothing. The CI reads
// that line.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './lib/chromium.mjs';
import { testCountsOf } from './lib/counts.mjs';
import { ROOT, pnpm, rootBin, run, envWithPnpm } from './lib/run.mjs';

/** @type {Array<{name: string, passed: number, failed: number, tests: boolean}>} */
const tally = [];
/**
 * @param {string} name @param {number} passed @param {number} failed
 * @param {boolean} [tests] whether the counts are individual tests (else checks: only failures reach the last line)
 */
const record = (name, passed, failed, tests = false) => tally.push({ name, passed, failed, tests });
/** Lines printed under the Summary, so that a CI log cut to its end still names what went wrong. */
const remarks = [];

function finish() {
  const passed = tally.reduce((n, t) => n + (t.tests ? t.passed : 0), 0);
  const failed = tally.reduce((n, t) => n + t.failed, 0);
  console.log('\nSummary');
  for (const t of tally) console.log(`  ${t.name.padEnd(32)} ${t.passed} passed, ${t.failed} failed${t.tests ? '' : ' (checks)'}`);
  for (const r of remarks) console.log(`  ${r}`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}

/** @param {string} step */
function stepHeader(step) {
  console.log(`\n=== ${step} ===`);
}

stepHeader('install (frozen lockfile)');
const installCode = await pnpm(['install', '--frozen-lockfile']);
record('install', installCode === 0 ? 1 : 0, installCode === 0 ? 0 : 1);
if (installCode !== 0) finish();

stepHeader('chromium');
let chromium;
try {
  chromium = ensureChromium();
  console.log(`using ${chromium}`);
  record('chromium', 1, 0);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  record('chromium', 0, 1);
}

stepHeader('typecheck, lint, test, build (turbo)');
const runsDir = path.join(ROOT, '.turbo/runs');
rmSync(runsDir, { recursive: true, force: true });
const turboCode = await rootBin('turbo', ['run', 'typecheck', 'lint', 'test', 'build', '--continue', '--summarize', '--concurrency=2'], {
  env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
});
const turbo = turboTally();
record('typecheck, lint, build tasks', turbo.checks.passed, turbo.checks.failed || (turboCode === 0 || turbo.tests.failed > 0 ? 0 : 1));
record('unit tests (vitest, node:test)', turbo.tests.passed, turbo.tests.failed, true);

stepHeader('lint scripts/, bench/ and deploy/');
const lintCode = await rootBin('eslint', ['scripts', 'bench', 'deploy', '--max-warnings', '0']);
record('lint scripts, bench, deploy', lintCode === 0 ? 1 : 0, lintCode === 0 ? 0 : 1);

stepHeader('tests of scripts/ and deploy/ (node:test)');
const rootTestFiles = ['scripts/lib', 'scripts/lint', 'deploy/nginx'].flatMap((dir) => readdirSync(path.join(ROOT, dir)).filter((f) => f.endsWith('.test.mjs')).map((f) => `${dir}/${f}`));
const rootTests = await runCaptured(process.execPath, ['--test', ...rootTestFiles]);
const rootCounts = testCountsOf(rootTests.output);
record('scripts, deploy tests (node:test)', rootCounts?.passed ?? 0, rootCounts ? rootCounts.failed + (rootTests.code !== 0 && rootCounts.failed === 0 ? 1 : 0) : 1, true);

stepHeader('e2e (Playwright, production builds)');
if (!chromium) {
  console.error('e2e not run: no Chromium.');
  record('e2e', 0, 1);
} else if (turbo.buildFailed) {
  console.error('e2e not run: the build failed.');
  record('e2e', 0, 1);
} else {
  const reportFile = path.join(ROOT, 'e2e/playwright-report/results.json');
  rmSync(reportFile, { force: true });
  const e2eCode = await run(path.join(ROOT, 'e2e/node_modules/.bin/playwright'), ['test'], {
    cwd: path.join(ROOT, 'e2e'),
    env: envWithPnpm({ ...process.env, CHROMIUM_PATH: chromium }),
  });
  const report = existsSync(reportFile) ? JSON.parse(readFileSync(reportFile, 'utf8')) : undefined;
  const stats = report?.stats;
  if (stats) {
    // No retries (playwright.config): a test passes on its first run or fails.
    record('e2e tests (Playwright)', stats.expected, stats.unexpected + stats.skipped, true);
    for (const { title, status, error } of e2eOutcomes(report)) {
      if (status === 'unexpected') remarks.push(`e2e failed: ${title}`, ...errorLines(error));
      if (status === 'skipped') remarks.push(`e2e skipped (a test must run): ${title}`);
    }
  }
  if (!stats || (e2eCode !== 0 && stats.unexpected === 0)) record('e2e run', 0, 1);
}

/**
 * Each Playwright test of a JSON report with its outcome ('expected', 'unexpected', 'skipped') and
 * its first error (message and where it was thrown in the spec), if any.
 * @param {any} report @returns {Array<{title: string, status: string, error?: {message?: string, location?: {file: string, line: number}}}>}
 */
function e2eOutcomes(report) {
  const out = [];
  /** @param {any} suite @param {string[]} path */
  const walk = (suite, path) => {
    const here = suite.title ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const error = (test.results ?? []).flatMap((/** @type {any} */ result) => result.errors ?? (result.error ? [result.error] : []))[0];
        out.push({ title: [...here, spec.title].join(' › '), status: test.status, error });
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return out;
}

/**
 * The first lines of a failed test's error, indented under its name: the CI log keeps only its end,
 * so the Summary says why, not only what.
 * @param {{message?: string, location?: {file: string, line: number}} | undefined} error @returns {string[]}
 */
function errorLines(error) {
  if (!error?.message) return [];
  // eslint-disable-next-line no-control-regex
  const lines = error.message.replace(/\u001b\[[0-9;]*m/g, '').split('\n').map((line) => line.trimEnd()).filter(Boolean).slice(0, 8);
  if (error.location) lines.push(`at ${path.basename(error.location.file)}:${error.location.line}`);
  return lines.map((line) => `    ${line.slice(0, 200)}`);
}

stepHeader('fresh-clone start smoke (npm start in a clean clone)');
if (!chromium || turbo.buildFailed) {
  console.error(`start smoke not run: ${chromium ? 'the build failed' : 'no Chromium'}.`);
  record('start smoke', 0, 1);
} else {
  const { startSmoke } = await import('./lib/smoke.mjs');
  const checks = await startSmoke({ chromium });
  record('start smoke', checks.filter((c) => c.ok).length, checks.filter((c) => !c.ok).length, true);
}

finish();

/**
 * Runs a command from the root, echoing its output; resolves with its exit code and output.
 * @param {string} command @param {string[]} args
 * @returns {Promise<{code: number, output: string}>}
 */
function runCaptured(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const echo = (/** @type {Buffer} */ chunk) => {
      output += chunk.toString();
      process.stdout.write(chunk);
    };
    child.stdout.on('data', echo);
    child.stderr.on('data', echo);
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

/**
 * Results of the turbo run from its --summarize file. typecheck, lint and build tasks are checks:
 * one passes when it ran (or replayed from cache) with exit code 0. A test task contributes its
 * individual tests, from the summary in its log (turbo replays the log on a cache hit); a test
 * task that failed without a readable summary, or whose tests all passed yet exited non-zero,
 * counts as one failed test. A task that never ran because a dependency failed is a failure.
 */
function turboTally() {
  const file = existsSync(runsDir) ? readdirSync(runsDir).find((f) => f.endsWith('.json')) : undefined;
  if (!file) return { checks: { passed: 0, failed: 1 }, tests: { passed: 0, failed: 0 }, buildFailed: true };
  /** @type {{tasks: Array<{taskId: string, task: string, directory?: string, logFile?: string, cache?: {status?: string}, execution?: {exitCode?: number}}>}} */
  const summary = JSON.parse(readFileSync(path.join(runsDir, file), 'utf8'));
  const ok = (/** @type {(typeof summary.tasks)[number]} */ t) => t.execution?.exitCode === 0 || t.cache?.status === 'HIT';
  const checks = { passed: 0, failed: 0 };
  const tests = { passed: 0, failed: 0 };
  for (const t of summary.tasks) {
    if (t.task !== 'test') {
      if (ok(t)) checks.passed += 1;
      else {
        checks.failed += 1;
        console.error(`failed: ${t.taskId}`);
      }
      continue;
    }
    if (t.execution?.exitCode === undefined && t.cache?.status !== 'HIT') {
      // Never ran (a dependency failed): its log, if any, is an older run's.
      tests.failed += 1;
      console.error(`failed: ${t.taskId} (did not run)`);
      continue;
    }
    const logFile = t.logFile ? path.resolve(ROOT, t.logFile) : path.join(ROOT, t.directory ?? '', '.turbo/turbo-test.log');
    const counts = existsSync(logFile) ? testCountsOf(readFileSync(logFile, 'utf8')) : undefined;
    if (!counts) {
      tests.failed += 1;
      console.error(`failed: ${t.taskId} (no test summary in ${path.relative(ROOT, logFile)})`);
      continue;
    }
    tests.passed += counts.passed;
    tests.failed += counts.failed;
    if (!ok(t) && counts.failed === 0) {
      tests.failed += 1;
      console.error(`failed: ${t.taskId} (exit code ${t.execution?.exitCode} with every test passing)`);
    } else if (counts.failed > 0) console.error(`failed: ${t.taskId} (${counts.failed} tests)`);
  }
  return { checks, tests, buildFailed: summary.tasks.some((t) => t.task === 'build' && !ok(t)) };
}

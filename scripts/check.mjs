#!/usr/bin/env node
// npm test: every check and test of the repository, from a fresh clone on a machine with Node 20
// and npm: install (frozen lockfile), find or install Chromium, turbo typecheck + lint + test +
// build, lint of the root scripts, then the e2e suite against the production builds.
// Exits non-zero on any failure. The last line is `N passed, N failed`, where the install,
// Chromium and root-lint steps, each turbo task and each e2e test count once each (the CI reads it).
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './lib/chromium.mjs';
import { ROOT, pnpm, rootBin, run, envWithPnpm } from './lib/run.mjs';

/** @type {Array<{name: string, passed: number, failed: number}>} */
const tally = [];
/** @param {string} name @param {number} passed @param {number} failed */
const record = (name, passed, failed) => tally.push({ name, passed, failed });

function finish() {
  const passed = tally.reduce((n, t) => n + t.passed, 0);
  const failed = tally.reduce((n, t) => n + t.failed, 0);
  console.log('\nSummary');
  for (const t of tally) console.log(`  ${t.name.padEnd(28)} ${t.passed} passed, ${t.failed} failed`);
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
record('turbo tasks', turbo.passed, turbo.failed || (turboCode === 0 ? 0 : 1));

stepHeader('lint scripts/ and bench/');
const lintCode = await rootBin('eslint', ['scripts', 'bench', '--max-warnings', '0']);
record('lint scripts, bench', lintCode === 0 ? 1 : 0, lintCode === 0 ? 0 : 1);

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
  const stats = existsSync(reportFile) ? JSON.parse(readFileSync(reportFile, 'utf8')).stats : undefined;
  if (stats) {
    record('e2e tests', stats.expected + stats.flaky, stats.unexpected);
    if (stats.skipped) console.log(`e2e: ${stats.skipped} skipped`);
  }
  if (!stats || (e2eCode !== 0 && stats.unexpected === 0)) record('e2e run', 0, 1);
}

finish();

/**
 * Per-task results of the turbo run from its --summarize file: a task passed when it ran (or
 * replayed from cache) with exit code 0; a task that failed or never ran because a dependency
 * failed counts as failed.
 */
function turboTally() {
  const file = existsSync(runsDir) ? readdirSync(runsDir).find((f) => f.endsWith('.json')) : undefined;
  if (!file) return { passed: 0, failed: 1, buildFailed: true };
  /** @type {{tasks: Array<{taskId: string, task: string, cache?: {status?: string}, execution?: {exitCode?: number}}>}} */
  const summary = JSON.parse(readFileSync(path.join(runsDir, file), 'utf8'));
  const ok = (/** @type {(typeof summary.tasks)[number]} */ t) => t.execution?.exitCode === 0 || t.cache?.status === 'HIT';
  const failedTasks = summary.tasks.filter((t) => !ok(t));
  for (const t of failedTasks) console.error(`failed: ${t.taskId}`);
  return {
    passed: summary.tasks.length - failedTasks.length,
    failed: failedTasks.length,
    buildFailed: failedTasks.some((t) => t.task === 'build'),
  };
}

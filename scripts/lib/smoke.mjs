// The fresh-clone start smoke of `npm test`: what a new user does, from the README. A fresh copy
// of the repository's files as they are in this checkout, tracked or new but not ignored (what a
// clone of it holds once committed: no node_modules, no builds, no data; in CI, exactly the
// clone), `npm start` in it (install first, build, serve),
// wait for the printed URL, check every origin's security headers and the empty preview
// allowlist, load /markets in Chromium and see a token row, then Ctrl-C (SIGINT to its process
// group) and check it stopped. Each step is one check of the tally.
//
// The clone's build shares this checkout's turbo cache (TURBO_CACHE_DIR), so the builds `npm test`
// just made are replayed rather than rebuilt when the tree is clean (a CI checkout); the install
// links from the pnpm store.
import { spawn, execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS } from './chromium.mjs';
import { ROOT, envWithPnpm } from './run.mjs';

const START_TIMEOUT_MS = 20 * 60_000;

/**
 * @typedef {{name: string, ok: boolean, detail?: string}} SmokeCheck
 */

/**
 * Runs the smoke; resolves with its checks (never rejects: a failure is a failed check).
 * @param {{chromium: string}} options
 * @returns {Promise<SmokeCheck[]>}
 */
export async function startSmoke({ chromium }) {
  /** @type {SmokeCheck[]} */
  const checks = [];
  const check = async (/** @type {string} */ name, /** @type {() => Promise<string | void> | string | void} */ fn) => {
    try {
      const detail = await fn();
      checks.push({ name, ok: true, ...(detail ? { detail } : {}) });
      console.log(`  ok    ${name}${detail ? ` (${detail})` : ''}`);
      return true;
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      checks.push({ name, ok: false, detail });
      console.error(`  FAIL  ${name}: ${detail}`);
      return false;
    }
  };

  const work = mkdtempSync(path.join(os.tmpdir(), 'nova-fresh-clone-'));
  const clone = path.join(work, 'nova');
  /** @type {import('node:child_process').ChildProcess | undefined} */
  let start;
  /** @type {Promise<number | null> | undefined} */
  let exited;
  let output = '';
  let hostUrl = '';
  try {
    const copied = await check('fresh copy of the repository (no node_modules, builds or data)', () => {
      const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }).split('\0').filter(Boolean);
      let count = 0;
      for (const file of files) {
        const from = path.join(ROOT, file);
        if (!existsSync(from)) continue; // deleted in this checkout
        mkdirSync(path.dirname(path.join(clone, file)), { recursive: true });
        cpSync(from, path.join(clone, file));
        count += 1;
      }
      if (existsSync(path.join(clone, 'node_modules'))) throw new Error('node_modules is tracked');
      // A repository like a clone's, so turbo hashes the files as it does here (and replays the builds).
      const git = (/** @type {string[]} */ args) => execFileSync('git', ['-c', 'user.name=npm test', '-c', 'user.email=npm-test@localhost', ...args], { cwd: clone, stdio: 'ignore' });
      git(['init', '-q']);
      git(['add', '-A']);
      git(['commit', '-q', '-m', 'fresh copy']);
      return `${count} files`;
    });
    if (!copied) return checks;

    const started = await check('npm start prints its URL (install, build, serve)', async () => {
      // `npm start` exactly as the README says, in its own process group (Ctrl-C reaches all of it).
      start = spawn('npm', ['start'], {
        cwd: clone,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: envWithPnpm({ ...process.env, TURBO_CACHE_DIR: path.join(ROOT, '.turbo/cache'), TURBO_TELEMETRY_DISABLED: '1', NOVA_PREVIEW_ALLOWLIST: '' }),
      });
      exited = new Promise((resolve) => start?.once('exit', (code) => resolve(code)));
      const url = await new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no URL within ${START_TIMEOUT_MS / 60_000} min`)), START_TIMEOUT_MS);
        let partial = '';
        const onData = (/** @type {Buffer} */ chunk) => {
          const text = chunk.toString();
          output += text;
          const lines = (partial + text).split('\n');
          partial = lines.pop() ?? '';
          for (const line of lines) console.log(`  start | ${line}`);
          const found = /Open (http:\/\/\S+)/.exec(output);
          if (found) {
            clearTimeout(timer);
            resolve(found[1]);
          }
        };
        start?.stdout?.on('data', onData);
        start?.stderr?.on('data', onData);
        void exited?.then((code) => reject(new Error(`npm start exited with code ${code} before printing its URL`)));
      });
      hostUrl = String(url);
      return hostUrl;
    });
    if (!started) return checks;
    const origin = new URL(hostUrl).origin;

    await check('every origin sends the security headers, the preview allowlist is empty', async () => {
      // remotes.json and each origin's headers, as npm start serves them (the README's promise).
      const registry = await (await fetch(`${origin}/remotes.json`)).json();
      if (registry.previewAllowlist.length !== 0) throw new Error(`previewAllowlist is ${JSON.stringify(registry.previewAllowlist)}`);
      const require = createRequire(import.meta.url);
      const { hostPolicy, remotePolicy, SECURITY_HEADERS } = require(path.join(clone, 'tooling/build-tools/src/serve.cjs'));
      const targets = [
        { url: hostUrl, policy: hostPolicy(registry) },
        ...registry.remotes.map((/** @type {{manifestUrl: string}} */ r) => ({ url: r.manifestUrl, policy: remotePolicy() })),
      ];
      for (const { url, policy } of targets) {
        const response = await fetch(url);
        const expected = { 'content-security-policy': policy, ...Object.fromEntries(Object.entries(SECURITY_HEADERS).map(([k, v]) => [k.toLowerCase(), v])) };
        for (const [name, value] of Object.entries(expected)) {
          if (response.headers.get(name) !== value) throw new Error(`${url}: ${name} is "${response.headers.get(name)}", expected "${value}"`);
        }
      }
      return `${targets.length} origins`;
    });

    await check('/markets in Chromium shows a token row', async () => {
      const { chromium: browserType } = createRequire(path.join(ROOT, 'e2e/package.json'))('@playwright/test');
      const browser = await browserType.launch({ executablePath: chromium, args: CHROMIUM_ARGS, headless: true });
      try {
        const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
        await page.goto(`${origin}/markets`);
        const row = page.getByRole('region', { name: 'mf_discover hot', exact: true }).getByRole('row').nth(1);
        await row.waitFor({ state: 'visible', timeout: 60_000 });
        return (await row.innerText()).replace(/\s+/g, ' ').trim().slice(0, 60);
      } finally {
        await browser.close();
      }
    });
  } finally {
    if (start?.pid !== undefined && start.exitCode === null) {
      await check('Ctrl-C stops it', async () => {
        process.kill(-(/** @type {number} */ (start?.pid)), 'SIGINT');
        const code = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve('timeout'), 30_000))]);
        if (code === 'timeout') {
          process.kill(-(/** @type {number} */ (start?.pid)), 'SIGKILL');
          throw new Error('still running 30 s after SIGINT');
        }
        if (!/stopping/.test(output)) throw new Error('it did not say it was stopping');
        const answering = await fetch(hostUrl, { signal: AbortSignal.timeout(5000) }).then(() => true, () => false);
        if (answering) throw new Error(`${hostUrl} still answers`);
        return code === null ? 'ended by the signal' : `exit code ${code}`;
      });
    }
    rmSync(work, { recursive: true, force: true });
  }
  return checks;
}

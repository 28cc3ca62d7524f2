// A release store beside the e2e deployment: the release commands run as a team runs them
// (scripts/release.mjs), and the store served by the deploy module (serveReleaseStore): a second
// host on SPARE_PORTS.releaseHost whose remotes.json is the store's, and one remote's origin on
// SPARE_PORTS.releaseRemote with the store's folder of that remote as its document root. The other
// remotes stay where the e2e deployment serves them.
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { originOf } from '../../scripts/lib/deploy.mjs';
import { ROOT } from '../../scripts/lib/run.mjs';
import type { RemoteName } from './builds';
import { HOST_URL, SPARE_PORTS } from './env';
import { SESSION_KEY } from './sim';

const run = promisify(execFile);

export const RELEASE_HOST_URL = `${originOf(SPARE_PORTS.releaseHost)}/`;
export const RELEASE_REMOTE_ORIGIN = originOf(SPARE_PORTS.releaseRemote);

/** `node scripts/release.mjs <args>` with extra environment; its output, or an error that carries it. */
export async function releaseCommand(args: string[], env: Record<string, string> = {}): Promise<string> {
  try {
    const { stdout } = await run(process.execPath, [path.join(ROOT, 'scripts/release.mjs'), ...args], { cwd: ROOT, env: { ...process.env, ...env }, maxBuffer: 16 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`release.mjs ${args.join(' ')} failed:\n${stdout}\n${stderr}`);
  }
}

/** The release id a `release` command printed ("released <name> <id>" or "already released: <name> <id>"). */
export function releasedId(output: string): string {
  const id = /released:? \S+ (\S+-[0-9a-f]{10})\b/.exec(output)?.[1];
  if (!id) throw new Error(`no release id in:\n${output}`);
  return id;
}

/**
 * The deployment a test store is generated for: the e2e deployment's remotes.json, with `remote`
 * moved to the release origin (whose document root is the store's folder of it). Written to `file`.
 */
export async function writeStoreDeployment(file: string, remote: RemoteName): Promise<string> {
  const registry = (await (await fetch(`${HOST_URL}/remotes.json`)).json()) as { remotes: Array<{ name: string; manifestUrl: string }> };
  const entry = registry.remotes.find((r) => r.name === remote);
  if (!entry) throw new Error(`the e2e registry has no ${remote}`);
  entry.manifestUrl = `${RELEASE_REMOTE_ORIGIN}/mf-manifest.json`;
  writeFileSync(file, JSON.stringify(registry, null, 2));
  return file;
}

/** Seeds the host's persisted session (and the prefs in `prefs`) for pages of `origin`. */
export async function seedSessionAt(page: Page, origin: string, session: unknown, prefs: Record<string, string> = {}) {
  await page.addInitScript(
    ({ key, value, origin: at, prefs: entries }) => {
      if (window.location.origin !== at) return;
      window.localStorage.setItem(key, value);
      for (const [name, pref] of Object.entries(entries)) window.localStorage.setItem(name, pref);
    },
    { key: SESSION_KEY, value: JSON.stringify(session), origin, prefs },
  );
}

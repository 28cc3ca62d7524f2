// The builds the e2e deployment serves: copies of host-shell/dist and each remote's dist in a
// temp folder (so a test can redeploy a remote by replacing its files, as an upload would), plus
// rebuilding one remote into a folder of its own.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { REMOTES, repoDists } from '../../scripts/lib/deploy.mjs';
import { ROOT } from '../../scripts/lib/run.mjs';

export type RemoteName = (typeof REMOTES)[number]['name'];

export function stagedDists(stage: string) {
  return {
    host: path.join(stage, 'host_shell'),
    remotes: Object.fromEntries(REMOTES.map((r) => [r.name, path.join(stage, r.name)])) as Record<RemoteName, string>,
  };
}

/**
 * The builds to serve: the repository's (`<package>/dist`), or those under NOVA_E2E_BUILDS
 * (`<folder>/host-shell`, `<folder>/mf-trade`, ...: a CI artifact, or builds kept apart from a
 * checkout where others rebuild).
 */
export function sourceDists() {
  const folder = process.env.NOVA_E2E_BUILDS;
  if (!folder) return repoDists();
  return {
    host: path.join(folder, 'host-shell'),
    remotes: Object.fromEntries(REMOTES.map((r) => [r.name, path.join(folder, r.pkg)])) as Record<RemoteName, string>,
  };
}

/** Copies every build into `stage`; fails clearly when something was not built. */
export function stageBuilds(stage: string) {
  const from = sourceDists();
  const to = stagedDists(stage);
  const pairs: Array<[string, string]> = [[from.host, to.host], ...REMOTES.map((r): [string, string] => [from.remotes[r.name], to.remotes[r.name]])];
  for (const [src, dest] of pairs) {
    try {
      statSync(src);
    } catch {
      throw new Error(`${src} does not exist: build first (npx turbo run build)`);
    }
    cpSync(src, dest, { recursive: true });
  }
  return to;
}

/** Replaces the served files of a deployment folder with a new build, as an upload does. */
export function replaceFolder(servedDir: string, newBuildDir: string) {
  rmSync(servedDir, { recursive: true, force: true });
  mkdirSync(servedDir, { recursive: true });
  cpSync(newBuildDir, servedDir, { recursive: true });
}

/** sha256 of every file under `dir`, by relative path. */
export function hashTree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (sub: string) => {
    for (const entry of readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = path.join(sub, entry.name);
      if (entry.isDirectory()) walk(rel);
      else out[rel] = createHash('sha256').update(readFileSync(path.join(dir, rel))).digest('hex');
    }
  };
  walk('');
  return out;
}

const run = promisify(execFile);

/** Production build of one remote into `outDir` with extra environment (NOVA_BUILD_MARK, NOVA_CONTRACT_VERSION_OVERRIDE). */
export async function buildRemoteInto(remote: RemoteName, outDir: string, env: Record<string, string>) {
  const pkg = REMOTES.find((r) => r.name === remote)?.pkg;
  if (!pkg) throw new Error(`unknown remote ${remote}`);
  await run(process.execPath, [path.join(ROOT, 'scripts/build-remote.mjs'), pkg, '--out', outDir], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    maxBuffer: 16 * 1024 * 1024,
  });
  return outDir;
}

// Builds of other versions for the contract-window tests (versions.spec.ts): an app of this
// checkout declaring another contract version (NOVA_CONTRACT_VERSION_OVERRIDE), a remote built from
// the sources of an earlier contract major (a git worktree of the commit shared-contracts/releases.json
// records), and a page on the official Module Federation runtime alone.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { REMOTES } from '../../scripts/lib/deploy.mjs';
import { ROOT } from '../../scripts/lib/run.mjs';
import type { RemoteName } from './builds';

const run = promisify(execFile);
const pkgOf = (app: RemoteName | 'host_shell') => (app === 'host_shell' ? 'host-shell' : REMOTES.find((r) => r.name === app)!.pkg);

/** Production build of the host or a remote of `root` (this checkout by default) into `outDir`. */
export async function buildAppInto(app: RemoteName | 'host_shell', outDir: string, env: Record<string, string> = {}, root = ROOT) {
  await run(process.execPath, [path.join(root, 'scripts/build-remote.mjs'), pkgOf(app), '--out', outDir], { cwd: root, env: { ...process.env, ...env }, maxBuffer: 16 * 1024 * 1024 });
  return outDir;
}

/** The commit and version of an earlier contract major, as shared-contracts/releases.json records them. */
export function previousRelease(major: number): { version: string; commit: string } {
  const releases = JSON.parse(readFileSync(path.join(ROOT, 'shared-contracts/releases.json'), 'utf8')) as Record<string, { version: string; commit: string }>;
  const release = releases[String(major)];
  if (!release) throw new Error(`shared-contracts/releases.json records no commit for contract ${major}`);
  return release;
}

/**
 * Builds `apps` from the sources of `commit`, each into `<outDir>/<package folder>`: a detached git
 * worktree, its own install (the lockfile of that commit, from the local store) and its own build
 * script. The worktree is removed after. Returns each app's folder.
 */
export async function buildFromCommit(apps: readonly RemoteName[], commit: string, outDir: string, work: string): Promise<Record<RemoteName, string>> {
  const tree = path.join(work, `worktree-${commit.slice(0, 10)}`);
  await run('git', ['worktree', 'add', '--detach', '--force', tree, commit], { cwd: ROOT });
  try {
    await run(process.execPath, [path.join(tree, 'scripts/pnpm.mjs'), 'install', '--frozen-lockfile', '--prefer-offline'], { cwd: tree, env: { ...process.env, CI: 'true' }, maxBuffer: 64 * 1024 * 1024 });
    const built = {} as Record<RemoteName, string>;
    for (const app of apps) built[app] = await buildAppInto(app, path.join(outDir, pkgOf(app)), {}, tree);
    return built;
  } finally {
    await run('git', ['worktree', 'remove', '--force', tree], { cwd: ROOT }).catch(() => rmSync(tree, { recursive: true, force: true }));
    await run('git', ['worktree', 'prune'], { cwd: ROOT }).catch(() => undefined);
  }
}

/**
 * A folder with a page that loads only `@module-federation/runtime` (the official runtime, bundled
 * as it is with esbuild: no code of this project) and exposes `window.loadByManifest(remotes)`, which
 * registers each remote by its manifest URL and loads each of its exposed modules.
 */
export async function officialRuntimePage(dir: string) {
  mkdirSync(dir, { recursive: true });
  const fromTools = createRequire(path.join(ROOT, 'tooling/build-tools/package.json'));
  // build-tools' esbuild (the one the builds use), not a dependency of the e2e package.
  const esbuild = fromTools('esbuild') as { build(options: Record<string, unknown>): Promise<unknown> };
  const enhanced = path.dirname(fromTools.resolve('@module-federation/enhanced/runtime'));
  // The node_modules folder the runtime package sits in (pnpm: its dependencies are its siblings there).
  const runtimeMain = createRequire(path.join(enhanced, 'index.js')).resolve('@module-federation/runtime');
  const nodeModules = runtimeMain.slice(0, runtimeMain.lastIndexOf(`${path.sep}@module-federation${path.sep}runtime${path.sep}`));
  const probe = path.join(dir, 'probe.mjs');
  writeFileSync(
    probe,
    `import { init, loadRemote } from '@module-federation/runtime';
window.loadByManifest = async (remotes) => {
  init({ name: 'official_runtime_probe', remotes: remotes.map((r) => ({ name: r.name, entry: r.manifestUrl })) });
  const results = {};
  for (const r of remotes) {
    for (const expose of r.exposes) {
      try {
        const mod = await loadRemote(r.name + '/' + expose);
        results[r.name + '/' + expose] = { default: typeof (mod && mod.default), contractVersion: mod && mod.contractVersion };
      } catch (error) {
        results[r.name + '/' + expose] = { error: String(error && error.message || error) };
      }
    }
  }
  return results;
};
`,
  );
  await esbuild.build({ entryPoints: [probe], nodePaths: [nodeModules], bundle: true, format: 'iife', platform: 'browser', target: 'es2022', outfile: path.join(dir, 'probe.js'), logLevel: 'error' });
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><meta charset="utf-8"><title>official runtime</title><script src="probe.js"></script></head><body><p>official Module Federation runtime</p></body></html>');
  return dir;
}

/** The exposed module names of a remote build, from its manifest. */
export function exposesOf(distDir: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'mf-manifest.json'), 'utf8')) as { exposes: Array<{ name: string }> };
  return manifest.exposes.map((e) => e.name);
}

export const hasBuild = (dir: string) => existsSync(path.join(dir, 'mf-manifest.json')) || existsSync(path.join(dir, 'index.html'));

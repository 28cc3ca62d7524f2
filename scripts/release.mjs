#!/usr/bin/env node
// Immutable releases of one remote, and the pointer the host follows (scripts/lib/release.mjs):
//
//   npm run release  -- <remote> [--promote] [--from DIR]   build once into the store, as <version>-<hash>
//   npm run promote  -- <remote> <id>                       make a release current
//   npm run rollback -- <remote> [--to <id>]                back to the previous current (or <id>)
//   npm run releases -- [<remote>]                          the history, current marked *
//   node scripts/release.mjs serve                          serve host-shell/dist and the store on
//                                                           npm start's ports, with market-sim
//
// <remote>: mf-trade or mf_trade. Common options: --store DIR (or NOVA_RELEASES_DIR; default
// .releases/), --deployment FILE (the deployment the store's remotes.json is generated for: a
// remotes.json, or deploy/nginx's deployment.json; remembered by the store), --ports N (instead:
// npm start's layout on base N, the default with 4000), --host-contract X.Y.Z (the contract of the
// deployed host that promote and rollback check a release against; default the workspace's).
// The build reads NOVA_BUILD_MARK and NOVA_CONTRACT_VERSION_OVERRIDE (scripts/build-remote.mjs);
// --from DIR records a folder built elsewhere (a CI artifact) instead of building.
// Promote and rollback change <store>/registry.json and <store>/remotes.json only.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from './lib/run.mjs';
import * as store from './lib/release.mjs';

const USAGE = `usage:
  node scripts/release.mjs release <remote> [--promote] [--from DIR]
  node scripts/release.mjs promote <remote> <id>
  node scripts/release.mjs rollback <remote> [--to <id>]
  node scripts/release.mjs list [<remote>]
  node scripts/release.mjs serve
options: --store DIR, --deployment FILE | --ports N, --host-contract X.Y.Z`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    store: { type: 'string' },
    deployment: { type: 'string' },
    ports: { type: 'string' },
    'host-contract': { type: 'string' },
    promote: { type: 'boolean', default: false },
    from: { type: 'string' },
    to: { type: 'string' },
  },
});
const [command, ...args] = positionals;
const dir = store.storeDir(values.store);
const hostContract = values['host-contract'];

/** @param {string} message @returns {never} */
function fail(message) {
  throw new Error(message);
}

/** The deployment given on the command line, recorded by the store before anything else. */
function applyDeployment() {
  if (values.deployment && values.ports) fail('--deployment and --ports exclude each other');
  if (values.deployment) store.setBase(dir, store.baseFromFile(path.resolve(values.deployment)));
  else if (values.ports) store.setBase(dir, store.localBase(Number(values.ports)));
}

/** @param {string} name */
function manifestUrlOf(name) {
  const registry = JSON.parse(readFileSync(path.join(dir, store.HOST_REGISTRY_FILE), 'utf8'));
  return registry.remotes.find((/** @type {{name: string}} */ r) => r.name === name)?.manifestUrl;
}

/** @param {{pkg: string}} remote @param {string} [fromDir] */
function versionOf(remote, fromDir) {
  const built = fromDir ? JSON.parse(readFileSync(path.join(fromDir, 'mf-manifest.json'), 'utf8')).metaData?.buildInfo?.buildVersion : undefined;
  return typeof built === 'string' && /^\d+\.\d+\.\d+/.test(built) ? built : JSON.parse(readFileSync(path.join(ROOT, remote.pkg, 'package.json'), 'utf8')).version;
}

/** @param {import('./lib/deploy.mjs').RemoteName} name @param {{from: string | null, to: string, moved: boolean}} result @param {string} verb */
function reportMove(name, result, verb) {
  if (!result.moved) console.log(`${name} ${result.to} is current already`);
  else console.log(`${verb} ${name}: ${result.from ?? '(none)'} -> ${result.to}\n  the host loads ${manifestUrlOf(name)} from its next page load (${path.join(dir, store.HOST_REGISTRY_FILE)})`);
}

try {
  if (command === 'release') {
    if (args.length !== 1) fail(USAGE);
    const remote = store.remoteOf(args[0]);
    applyDeployment();
    const staging = store.stagingDir(dir, remote.name);
    try {
      if (values.from) {
        if (!store.isDir(values.from)) fail(`--from ${values.from}: not a folder`);
        cpSync(values.from, staging, { recursive: true });
      } else {
        console.log(`building ${remote.pkg} once into the release store ${dir}...`);
        const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build-remote.mjs'), remote.pkg, '--out', staging], { cwd: ROOT, stdio: 'inherit' });
        if (build.status !== 0) fail(`the build of ${remote.pkg} failed (exit code ${build.status ?? build.signal}): nothing released`);
      }
      const source = values.from ? { commit: null, dirty: false } : store.sourceCommit();
      const { release, created } = store.addRelease({ store: dir, name: remote.name, builtDir: staging, version: versionOf(remote, values.from), ...source, mark: values.from ? undefined : process.env.NOVA_BUILD_MARK || undefined });
      const folder = path.join(dir, remote.name, release.id);
      console.log(created ? `released ${remote.name} ${release.id} (contract ${release.contractVersion}) -> ${folder}` : `already released: ${remote.name} ${release.id} has the same content (${folder}), kept as it is`);
      if (values.promote) reportMove(remote.name, store.promote({ store: dir, name: remote.name, id: release.id, hostContract }), 'promoted');
      else console.log(`make it current: npm run promote -- ${remote.pkg} ${release.id}`);
    } finally {
      if (existsSync(staging)) rmSync(staging, { recursive: true, force: true });
    }
  } else if (command === 'promote') {
    if (args.length !== 2) fail(USAGE);
    const remote = store.remoteOf(args[0]);
    applyDeployment();
    reportMove(remote.name, store.promote({ store: dir, name: remote.name, id: args[1], hostContract }), 'promoted');
  } else if (command === 'rollback') {
    if (args.length !== 1) fail(USAGE);
    const remote = store.remoteOf(args[0]);
    applyDeployment();
    reportMove(remote.name, store.rollback({ store: dir, name: remote.name, to: values.to, hostContract }), 'rolled back');
  } else if (command === 'list') {
    if (args.length > 1) fail(USAGE);
    const data = store.readStore(dir);
    const names = args.length ? [store.remoteOf(args[0]).name] : /** @type {Array<import('./lib/deploy.mjs').RemoteName>} */ (Object.keys(data.remotes));
    console.log(`release store ${dir}`);
    if (names.length === 0) console.log('no release yet');
    for (const name of names) console.log(store.describe(data, name).join('\n'));
  } else if (command === 'serve') {
    if (args.length !== 0) fail(USAGE);
    await serve();
  } else {
    fail(USAGE);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}

/**
 * host-shell/dist and the store on npm start's ports (or --ports), market-sim unless an outside
 * API is configured: each remote's origin serves its release folders, and its repository build
 * at the root while it has no release. Ctrl-C stops.
 */
async function serve() {
  const { REMOTES, originOf, portsFrom, repoDists, resolveApi, serveReleaseStore, spawnMarketSim } = await import('./lib/deploy.mjs');
  const base = Number(values.ports ?? store.LOCAL_BASE_PORT);
  const ports = portsFrom(base);
  const data = store.readStore(dir);
  const expected = store.localBase(base);
  const where = (/** @type {{remotes: Array<{name: string, manifestUrl: string}>}} */ r) => r.remotes.map((e) => `${e.name} ${new URL(e.manifestUrl).origin}`).join(', ');
  if (data.base && where(data.base) !== where(expected)) fail(`${dir} describes another deployment (${where(data.base)}): serve it where it is deployed, or release with --ports ${base}`);
  store.setBase(dir, data.base ?? expected);
  const api = resolveApi({ simPort: ports.sim });
  const sim = api.external ? undefined : await spawnMarketSim({ port: ports.sim, dataDir: path.join(ROOT, '.data/market-sim'), hostOrigins: [originOf(ports.host)] });
  const dists = repoDists();
  const served = await serveReleaseStore({ store: dir, hostDir: dists.host, hostPort: ports.host, remotes: REMOTES.map((r) => ({ name: r.name, port: ports.remotes[r.name], fallbackDir: dists.remotes[r.name] })) });
  console.log(`serving the release store ${dir}\n  host ${served.hostUrl} (remotes.json: ${served.registryFile}, read on every load)\n  promote or roll back in another terminal, then reload. Ctrl-C stops.`);
  const stop = async () => {
    await served.close();
    await sim?.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

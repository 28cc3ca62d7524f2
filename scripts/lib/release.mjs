// Immutable releases of a remote with a movable pointer: the release store.
//
//   <store>/registry.json          per remote: its releases (id, version, hash, contract, when,
//                                  from which commit), the current pointer, the log of its moves,
//                                  and the deployment (`base`: the host's remotes.json template)
//   <store>/remotes.json           the host's run-time registry, generated from base + pointers
//   <store>/<remote>/<id>/         one release: a build folder, never changed nor deleted
//
// A remote's origin serves `<store>/<remote>/` as its document root, so the manifest of release
// <id> is `<origin>/<id>/mf-manifest.json`, and its chunks resolve inside its own folder
// (publicPath 'auto'): a tab opened on an older release keeps loading its lazy chunks after a
// promote. The release id is `<package version>-<content hash>`: the same files give the same id.
// Promote and rollback rewrite registry.json and remotes.json only (each written to a temporary
// file and renamed over the old one, under a lock file); they never build and never touch the
// host's files.
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTES, WALLETCONNECT_PROJECT_ID, buildRegistry, contractMajorOfBuild, contractVersionOfBuild, originOf, portsFrom, repoDists, resolveApi, workspaceContractVersion } from './deploy.mjs';
import { ROOT } from './run.mjs';

/** @typedef {import('./deploy.mjs').RemoteName} RemoteName */

/**
 * @typedef {object} Release
 * @property {string} id                 `<version>-<hash>`, the folder name
 * @property {string} version            the remote's package version
 * @property {string} hash               content hash of the built files (10 hex digits of a sha256)
 * @property {string} contractVersion    the shared-contracts version the build declares
 * @property {number} contractMajor
 * @property {string} releasedAt         ISO time
 * @property {string | null} commit      the git commit it was built from (null: an imported folder)
 * @property {boolean} [dirty]           the checkout had uncommitted changes
 * @property {string} [mark]             NOVA_BUILD_MARK of the build
 */

/** @typedef {{at: string, action: 'promote' | 'rollback', from: string | null, to: string}} Move */
/** @typedef {{current: string | null, releases: Release[], moves: Move[]}} RemoteHistory */
/** @typedef {{version: 1, base?: HostRegistry, remotes: Partial<Record<RemoteName, RemoteHistory>>}} Store */
/**
 * @typedef {{apiBaseUrl: string, wsUrl: string, remotes: Array<{name: string, manifestUrl: string, contractMajor: number, release?: string}>, [key: string]: unknown}} HostRegistry
 */

export const STORE_FILE = 'registry.json';
export const HOST_REGISTRY_FILE = 'remotes.json';
/** The ports of `npm start`: the deployment a store describes unless told otherwise. */
export const LOCAL_BASE_PORT = 4000;

/** The store: --store, else NOVA_RELEASES_DIR, else .releases/ at the root (gitignored). */
export function storeDir(option = process.env.NOVA_RELEASES_DIR) {
  return path.resolve(option || path.join(ROOT, '.releases'));
}

/**
 * A remote by its package folder (`mf-trade`) or federation name (`mf_trade`).
 * @param {string} arg
 */
export function remoteOf(arg) {
  const remote = REMOTES.find((r) => r.pkg === arg || r.name === arg);
  if (!remote) throw new Error(`"${arg}" is not a remote: one of ${REMOTES.map((r) => r.pkg).join(', ')}`);
  return remote;
}

/**
 * The federation plugin's build statistics (mf-manifest-stats.json): loaded by nobody, and its
 * lists come out in varying order from identical builds, so they are left out of the hash.
 */
const UNHASHED = /(^|\/)mf-(manifest-)?stats\.json(\.br|\.gz)?$/;

/**
 * The content hash of a build folder: sha256 over each file's relative path and bytes, in path
 * order (but the build statistics); the first 10 hex digits.
 * @param {string} dir
 */
export function contentHash(dir) {
  const hash = createHash('sha256');
  for (const rel of filesOf(dir).filter((f) => !UNHASHED.test(f))) hash.update(`${rel}\0`).update(createHash('sha256').update(readFileSync(path.join(dir, rel))).digest('hex')).update('\n');
  return hash.digest('hex').slice(0, 10);
}

/** @param {string} dir @returns {string[]} relative paths (posix), sorted */
function filesOf(dir, sub = '') {
  const out = [];
  for (const entry of readdirSync(path.join(dir, sub), { withFileTypes: true })) {
    const rel = sub ? `${sub}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...filesOf(dir, rel));
    else out.push(rel);
  }
  return out.sort();
}

/** @param {string} version */
const semver = (version) => {
  const m = /^(\d+)\.(\d+)\.(\d+)/.exec(version);
  if (!m) throw new Error(`not a semver version: "${version}"`);
  return { major: Number(m[1]), minor: Number(m[2]), patch: Number(m[3]) };
};

/**
 * Whether a host at contract `hostVersion` serves a remote built at `remoteVersion`
 * (ARCHITECTURE.md, "Versions and releases"): majors N (at the host's minor or an older one; any
 * patch) and N-1 (through the host's adapter). Returns the reason for a refusal, else null.
 * @param {string} remoteVersion @param {string} hostVersion
 */
export function contractRefusal(remoteVersion, hostVersion) {
  const remote = semver(remoteVersion);
  const host = semver(hostVersion);
  if (remote.major === host.major && remote.minor > host.minor) return `it needs contract ${remoteVersion}, a newer minor than the host's ${hostVersion}`;
  if (remote.major !== host.major && remote.major !== host.major - 1) return `it is built against contract ${remoteVersion}; a host at ${hostVersion} serves majors ${host.major} and ${host.major - 1}`;
  return null;
}

// ---- the store file ------------------------------------------------------------------------------

/** @param {string} store @returns {Store} */
export function readStore(store) {
  const file = path.join(store, STORE_FILE);
  if (!existsSync(file)) return { version: 1, remotes: {} };
  const data = JSON.parse(readFileSync(file, 'utf8'));
  if (data?.version !== 1 || typeof data.remotes !== 'object') throw new Error(`${file} is not a release registry (version 1)`);
  return data;
}

/** Writes `text` to `file` atomically: a temporary file beside it, renamed over it. */
export function writeAtomic(/** @type {string} */ file, /** @type {string} */ text) {
  const tmp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  writeFileSync(tmp, text);
  renameSync(tmp, file);
}

/**
 * Runs `update` on the store under its lock file, then writes registry.json and the generated
 * remotes.json (both atomically). A lock left by a process that is gone is taken over.
 * @template T
 * @param {string} store @param {(data: Store) => T} update
 * @returns {T}
 */
export function updateStore(store, update) {
  mkdirSync(store, { recursive: true });
  const release = lock(store);
  try {
    const data = readStore(store);
    data.base ??= localBase();
    const result = update(data);
    const hostRegistry = generateHostRegistry(data);
    writeAtomic(path.join(store, STORE_FILE), `${JSON.stringify(data, null, 2)}\n`);
    writeAtomic(path.join(store, HOST_REGISTRY_FILE), `${JSON.stringify(hostRegistry, null, 2)}\n`);
    return result;
  } finally {
    release();
  }
}

/** @param {string} store @returns {() => void} */
function lock(store) {
  const file = path.join(store, '.lock');
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(file, 'utf8'));
      if (!alive(holder)) {
        rmSync(file, { force: true });
        continue;
      }
      if (Date.now() > deadline) throw new Error(`${file} is held by process ${holder}: another release command is running`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
    }
  }
}

/** @param {number} pid */
function alive(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

/** @param {Store} data @param {RemoteName} name @returns {RemoteHistory} */
function historyOf(data, name) {
  data.remotes[name] ??= { current: null, releases: [], moves: [] };
  return /** @type {RemoteHistory} */ (data.remotes[name]);
}

// ---- the deployment (base) and the host's remotes.json ------------------------------------------

/**
 * The remotes.json of `npm start`'s ports (or another base): the API from resolveApi (market-sim,
 * or NOVA_API_BASE_URL...), the preview allowlist from NOVA_PREVIEW_ALLOWLIST, each remote at the
 * root of its port with the contract major of its repository build.
 * @param {number} basePort
 * @returns {HostRegistry}
 */
export function localBase(basePort = LOCAL_BASE_PORT) {
  const ports = portsFrom(basePort);
  const api = resolveApi({ simPort: ports.sim });
  const dists = repoDists();
  const previewAllowlist = (process.env.NOVA_PREVIEW_ALLOWLIST ?? '').split(',').map((o) => o.trim()).filter(Boolean);
  return buildRegistry({
    apiBaseUrl: api.apiBaseUrl,
    wsUrl: api.wsUrl,
    perpApiBaseUrl: api.perpApiBaseUrl,
    evmRpcUrls: api.evmRpcUrls,
    walletConnectProjectId: WALLETCONNECT_PROJECT_ID,
    previewAllowlist,
    remotes: REMOTES.map((r) => ({ name: r.name, manifestUrl: `${originOf(ports.remotes[r.name])}/mf-manifest.json`, contractMajor: majorOrWorkspace(dists.remotes[r.name]) })),
  });
}

/** @param {string} dist */
function majorOrWorkspace(dist) {
  try {
    return contractMajorOfBuild(dist);
  } catch {
    return semver(workspaceContractVersion()).major;
  }
}

/**
 * A deployment's remotes.json template from a file: a remotes.json, or deploy/nginx's
 * deployment.json (its `registry`, relative to it).
 * @param {string} file
 * @returns {HostRegistry}
 */
export function baseFromFile(file) {
  const data = JSON.parse(readFileSync(file, 'utf8'));
  const registry = typeof data.registry === 'string' ? JSON.parse(readFileSync(path.resolve(path.dirname(file), data.registry), 'utf8')) : data;
  validateHostRegistry(registry, file);
  return registry;
}

/**
 * The checks of registrySchema (@nova/shared-contracts) on a generated remotes.json: http(s) API
 * and manifest URLs, a ws(s) realtime URL, known remote names once each, integer contract majors.
 * @param {any} registry @param {string} where
 */
export function validateHostRegistry(registry, where) {
  /** @param {unknown} url @param {RegExp} scheme */
  const isUrl = (url, scheme) => {
    try {
      return typeof url === 'string' && scheme.test(new URL(url).protocol);
    } catch {
      return false;
    }
  };
  const problems = [];
  if (!isUrl(registry?.apiBaseUrl, /^https?:$/)) problems.push('apiBaseUrl is not an http(s) URL');
  if (registry?.perpApiBaseUrl !== undefined && !isUrl(registry.perpApiBaseUrl, /^https?:$/)) problems.push('perpApiBaseUrl is not an http(s) URL');
  if (!isUrl(registry?.wsUrl, /^wss?:$/)) problems.push('wsUrl is not a ws(s) URL');
  if (!Array.isArray(registry?.remotes)) problems.push('remotes is not a list');
  const seen = new Set();
  for (const remote of registry?.remotes ?? []) {
    if (!REMOTES.some((r) => r.name === remote?.name) || seen.has(remote.name)) problems.push(`remote "${remote?.name}" is unknown or listed twice`);
    seen.add(remote?.name);
    if (!isUrl(remote?.manifestUrl, /^https?:$/)) problems.push(`${remote?.name}: manifestUrl is not an http(s) URL`);
    if (!Number.isInteger(remote?.contractMajor) || remote.contractMajor < 0) problems.push(`${remote?.name}: contractMajor is not a non-negative integer`);
  }
  if (problems.length) throw new Error(`${where}: not a valid remotes.json: ${problems.join('; ')}`);
}

/**
 * The manifest URL of a release: `<id>/mf-manifest.json` inside the folder of the deployment's
 * manifest URL for that remote (its origin's document root is `<store>/<remote>/`).
 * @param {string} baseManifestUrl @param {string} id
 */
export const releaseManifestUrl = (baseManifestUrl, id) => new URL(`${encodeURIComponent(id)}/mf-manifest.json`, baseManifestUrl).href;

/**
 * The host's remotes.json: the store's base, each remote with a current release pointed at it
 * (with its contract major and the release id); the others as the base has them.
 * @param {Store} data
 * @returns {HostRegistry}
 */
export function generateHostRegistry(data) {
  const base = data.base ?? localBase();
  const remotes = base.remotes.map((entry) => {
    const history = data.remotes[/** @type {RemoteName} */ (entry.name)];
    const release = history?.current ? history.releases.find((r) => r.id === history.current) : undefined;
    if (!release) return { name: entry.name, manifestUrl: entry.manifestUrl, contractMajor: entry.contractMajor };
    return { name: entry.name, manifestUrl: releaseManifestUrl(entry.manifestUrl, release.id), contractMajor: release.contractMajor, release: release.id };
  });
  for (const [name, history] of Object.entries(data.remotes)) {
    if (history?.current && !base.remotes.some((r) => r.name === name)) throw new Error(`the deployment's remotes.json has no entry for ${name}: it cannot be pointed at a release`);
  }
  const registry = { ...base, remotes };
  validateHostRegistry(registry, 'the generated remotes.json');
  return registry;
}

// ---- release, promote, rollback ---------------------------------------------------------------

/** The commit of the checkout, and whether it has uncommitted changes (null outside git). */
export function sourceCommit(cwd = ROOT) {
  try {
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() !== '';
    return { commit, dirty };
  } catch {
    return { commit: null, dirty: false };
  }
}

/**
 * A temporary folder inside the store (same file system: the release is moved into place by a
 * rename), for a build to be written to.
 * @param {string} store @param {RemoteName} name
 */
export function stagingDir(store, name) {
  const dir = path.join(store, '.staging', `${name}-${process.pid}-${randomBytes(4).toString('hex')}`);
  mkdirSync(path.dirname(dir), { recursive: true });
  return dir;
}

/**
 * Records the build in `builtDir` (inside the store: stagingDir) as a release of `name`: hashed,
 * renamed to `<store>/<name>/<version>-<hash>/`, added to the history. An existing release with the
 * same id is kept as it is (the same content): `created` is false and the build is discarded.
 * The current pointer does not move.
 * @param {{store: string, name: RemoteName, builtDir: string, version: string, commit: string | null, dirty?: boolean, mark?: string, now?: Date}} options
 * @returns {{release: Release, created: boolean}}
 */
export function addRelease({ store, name, builtDir, version, commit, dirty = false, mark, now = new Date() }) {
  if (!existsSync(path.join(builtDir, 'mf-manifest.json'))) throw new Error(`${builtDir} has no mf-manifest.json: not a remote build`);
  const hash = contentHash(builtDir);
  const id = `${version}-${hash}`;
  const contractVersion = contractVersionOfBuild(builtDir);
  const folder = path.join(store, name, id);
  return updateStore(store, (data) => {
    const history = historyOf(data, name);
    let created = false;
    if (existsSync(folder)) {
      if (contentHash(folder) !== hash) throw new Error(`${folder} exists with other content: a release folder was changed by hand`);
      rmSync(builtDir, { recursive: true, force: true });
    } else {
      mkdirSync(path.dirname(folder), { recursive: true });
      renameSync(builtDir, folder);
      created = true;
    }
    let release = history.releases.find((r) => r.id === id);
    if (!release) {
      release = { id, version, hash, contractVersion, contractMajor: semver(contractVersion).major, releasedAt: now.toISOString(), commit, ...(dirty ? { dirty } : {}), ...(mark ? { mark } : {}) };
      history.releases.push(release);
      created = true;
    }
    return { release, created };
  });
}

/**
 * Moves the pointer. Returns false when `to` is current already (nothing logged).
 * @param {RemoteHistory} history @param {RemoteName} name @param {string} to @param {Move['action']} action @param {Date} now @param {string} [hostContract]
 */
function move(history, name, to, action, now, hostContract = workspaceContractVersion()) {
  const release = history.releases.find((r) => r.id === to);
  if (!release) throw new Error(`${name} has no release ${to}: ${history.releases.map((r) => r.id).join(', ') || 'none yet'}`);
  const refusal = contractRefusal(release.contractVersion, hostContract);
  if (refusal) throw new Error(`${name} ${to} cannot be made current: ${refusal}`);
  if (history.current === to) return false;
  history.moves.push({ at: now.toISOString(), action, from: history.current, to });
  history.current = to;
  return true;
}

/**
 * The currents a rollback can go back to, oldest first, the current last: each promote pushes,
 * each rollback pops back to its target.
 * @param {Move[]} moves
 */
export function pointerStack(moves) {
  /** @type {string[]} */
  const stack = [];
  for (const m of moves) {
    const at = m.action === 'rollback' ? stack.lastIndexOf(m.to) : -1;
    if (at >= 0) stack.length = at + 1;
    else stack.push(m.to);
  }
  return stack;
}

/**
 * Makes release `id` of `name` current (a registry change only).
 * @param {{store: string, name: RemoteName, id: string, now?: Date, hostContract?: string}} options
 * @returns {{from: string | null, to: string, moved: boolean}}
 */
export function promote({ store, name, id, now = new Date(), hostContract }) {
  return updateStore(store, (data) => {
    const history = historyOf(data, name);
    const from = history.current;
    return { from, to: id, moved: move(history, name, id, 'promote', now, hostContract) };
  });
}

/**
 * Puts back the current before this one (undoing the last promote), or release `to`.
 * @param {{store: string, name: RemoteName, to?: string, now?: Date, hostContract?: string}} options
 * @returns {{from: string | null, to: string, moved: boolean}}
 */
export function rollback({ store, name, to, now = new Date(), hostContract }) {
  return updateStore(store, (data) => {
    const history = historyOf(data, name);
    const stack = pointerStack(history.moves);
    const target = to ?? stack.at(-2);
    if (!target) throw new Error(`${name} has no earlier current release to roll back to${history.current ? ` (current: ${history.current})` : ''}`);
    const from = history.current;
    return { from, to: target, moved: move(history, name, target, 'rollback', now, hostContract) };
  });
}

/**
 * Replaces the store's deployment (the base of remotes.json) and regenerates remotes.json.
 * @param {string} store @param {HostRegistry} base
 */
export function setBase(store, base) {
  validateHostRegistry(base, 'the deployment');
  updateStore(store, (data) => {
    data.base = base;
  });
}

/**
 * The history of one remote as lines of text, the current release marked with `*`.
 * @param {Store} data @param {RemoteName} name
 */
export function describe(data, name) {
  const history = data.remotes[name];
  if (!history || history.releases.length === 0) return [`${name}: no release`];
  const lines = [`${name}: ${history.releases.length} release(s), current ${history.current ?? '(none)'}`];
  for (const r of history.releases) {
    const commit = r.commit ? `${r.commit.slice(0, 10)}${r.dirty ? '+changes' : ''}` : 'imported';
    lines.push(`${r.id === history.current ? '*' : ' '} ${r.id.padEnd(24)} ${r.releasedAt}  contract ${r.contractVersion}  ${commit}${r.mark ? `  mark ${r.mark}` : ''}`);
  }
  for (const m of history.moves) lines.push(`  ${m.at}  ${m.action.padEnd(8)} ${m.from ?? '(none)'} -> ${m.to}`);
  return lines;
}

/** Whether `dir` is a folder (a --from argument). */
export const isDir = (/** @type {string} */ dir) => existsSync(dir) && statSync(dir).isDirectory();

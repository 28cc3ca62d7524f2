// Serving a deployment: the host on one origin, each remote on its own origin (its own port), and
// a remotes.json generated for this deployment. `npm start`, the e2e suite and the bench all serve
// through this module, so what the tests prove is what `start` runs.
//
// The host's remotes.json is a virtual file built from the ports (and an optional other API): the
// host bundle is never touched to point it elsewhere. A release store (scripts/lib/release.mjs) is
// served by serveReleaseStore: each remote's origin serves its release folders, the host the
// store's generated remotes.json. Static files are served by serveDir of
// @nova/build-tools (CORS, no-store on entry points, immutable hashed chunks, precompressed files,
// and the security headers with a Content-Security-Policy computed from the served registry).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './run.mjs';

const require = createRequire(import.meta.url);
/**
 * @type {{
 *   serveDir: (o: {dir: string, port: number, host?: string, spa?: boolean, files?: Record<string, () => string>, csp?: string | (() => string)}) => Promise<import('node:http').Server>,
 *   hostPolicy: (registry: ReturnType<typeof buildRegistry>) => string,
 *   remotePolicy: () => string,
 *   SECURITY_HEADERS: Readonly<Record<string, string>>,
 *   cacheControlFor: (file: string) => string,
 *   createStaticHandler: (o: {dir: string, spa?: boolean, files?: Record<string, () => string>}) => (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void,
 * }}
 */
const { serveDir, hostPolicy, remotePolicy, SECURITY_HEADERS, cacheControlFor, createStaticHandler } = require(path.join(ROOT, 'tooling/build-tools/src/serve.cjs'));
export { serveDir, hostPolicy, remotePolicy, SECURITY_HEADERS, cacheControlFor };

export const LOOPBACK = '127.0.0.1';

/** The six remotes in port order: federation container name and package folder. */
export const REMOTES = /** @type {const} */ ([
  { name: 'mf_trade', pkg: 'mf-trade' },
  { name: 'mf_chart', pkg: 'mf-chart' },
  { name: 'mf_discover', pkg: 'mf-discover' },
  { name: 'mf_wallets', pkg: 'mf-wallets' },
  { name: 'mf_perps', pkg: 'mf-perps' },
  { name: 'mf_trackers', pkg: 'mf-trackers' },
]);

/** @typedef {(typeof REMOTES)[number]['name']} RemoteName */

/**
 * The ports of a deployment from its base: market-sim on base, the host on base+100, the remotes
 * on base+101..base+106 in REMOTES order (4000/4100/4101.. for start, 5000/5100/5101.. for e2e).
 * @param {number} base
 */
export function portsFrom(base) {
  return {
    sim: base,
    host: base + 100,
    /** @type {Record<RemoteName, number>} */
    remotes: /** @type {Record<RemoteName, number>} */ (Object.fromEntries(REMOTES.map((r, i) => [r.name, base + 101 + i]))),
  };
}

/** @param {number} port */
export const originOf = (port) => `http://${LOOPBACK}:${port}`;

/** The build folders of the repository: host-shell/dist and <remote>/dist. */
export function repoDists() {
  return {
    host: path.join(ROOT, 'host-shell/dist'),
    /** @type {Record<RemoteName, string>} */
    remotes: /** @type {Record<RemoteName, string>} */ (Object.fromEntries(REMOTES.map((r) => [r.name, path.join(ROOT, r.pkg, 'dist')]))),
  };
}

/** The contract version the workspace's shared-contracts carries (the host is built with it). */
export function workspaceContractVersion() {
  return JSON.parse(readFileSync(path.join(ROOT, 'shared-contracts/package.json'), 'utf8')).version;
}

/** @param {string} version */
const majorOf = (version) => Number(/^(\d+)\./.exec(version)?.[1] ?? Number.NaN);

/**
 * The contract major a remote build declares (see contractVersionOfBuild).
 * @param {string} distDir
 */
export function contractMajorOfBuild(distDir) {
  return majorOf(contractVersionOfBuild(distDir));
}

/**
 * The contract version a remote build declares: its manifest's
 * `metaData.nova.contractVersion` when present, else the @nova/shared-contracts version of its
 * share list, else the workspace's version (what the build was made with).
 * @param {string} distDir
 * @returns {string}
 */
export function contractVersionOfBuild(distDir) {
  const manifestPath = path.join(distDir, 'mf-manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} does not exist: build the remote first`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const declared = manifest.metaData?.nova?.contractVersion;
  const shared = (manifest.shared ?? []).find((/** @type {{name: string}} */ s) => s.name === '@nova/shared-contracts');
  const version = typeof declared === 'string' ? declared : (shared?.version ?? workspaceContractVersion());
  if (!Number.isInteger(majorOf(version))) throw new Error(`${manifestPath}: cannot read the contract version ("${version}")`);
  return version;
}

/**
 * @typedef {object} RegistryOptions
 * @property {string} apiBaseUrl
 * @property {string} wsUrl
 * @property {string} [perpApiBaseUrl]
 * @property {Array<{name: RemoteName, manifestUrl: string, contractMajor: number}>} remotes
 * @property {string[]} [previewAllowlist]
 * @property {number} [loadTimeoutMs]
 * @property {Record<string, string>} [evmRpcUrls]  JSON-RPC URL per EVM trading chain (wallet_addEthereumChain)
 * @property {string} [walletConnectProjectId]  offers WalletConnect (and allows its relay in the host's CSP)
 */

/**
 * The remotes.json of a deployment (the schema is registrySchema in @nova/shared-contracts).
 * @param {RegistryOptions} options
 */
export function buildRegistry({ apiBaseUrl, wsUrl, perpApiBaseUrl, remotes, previewAllowlist = [], loadTimeoutMs = 8000, evmRpcUrls = {}, walletConnectProjectId }) {
  for (const url of [apiBaseUrl, perpApiBaseUrl, ...remotes.map((r) => r.manifestUrl), ...previewAllowlist, ...Object.values(evmRpcUrls)]) {
    if (url !== undefined && !/^https?:\/\/[^/]+/.test(url)) throw new Error(`not an http(s) URL: "${url}"`);
  }
  if (!/^wss?:\/\/[^/]+/.test(wsUrl)) throw new Error(`not a ws:// or wss:// URL: "${wsUrl}"`);
  return {
    apiBaseUrl,
    ...(perpApiBaseUrl ? { perpApiBaseUrl } : {}),
    wsUrl,
    previewAllowlist,
    loadTimeoutMs,
    remotes,
    ...(Object.keys(evmRpcUrls).length ? { evmRpcUrls } : {}),
    ...(walletConnectProjectId ? { walletConnectProjectId } : {}),
  };
}

/**
 * The WalletConnect project id of this repository's deployments: WalletConnect is offered only
 * with one. NOVA_WALLETCONNECT_PROJECT_ID sets a deployment's own (from WalletConnect Cloud);
 * without a relay that accepts it, the sign-in says the relay cannot be reached (with a Retry).
 */
export const WALLETCONNECT_PROJECT_ID = process.env.NOVA_WALLETCONNECT_PROJECT_ID || '5d3e7b1c9a4f4e2b8c6d0a1f3e5b7c9d';

/** The EVM trading chains (EVM_TRADING_CHAINS in @nova/shared-contracts). */
const EVM_TRADING_CHAINS = ['eth', 'bsc', 'base', 'gatelayer'];

/**
 * `NOVA_EVM_RPC_URLS` ("eth=https://...,base=https://..."): the RPC URL per EVM trading chain of an
 * outside API's deployment.
 * @param {string | undefined} value
 * @returns {Record<string, string>}
 */
export function parseEvmRpcUrls(value) {
  /** @type {Record<string, string>} */
  const urls = {};
  for (const entry of (value ?? '').split(',').map((e) => e.trim()).filter(Boolean)) {
    const at = entry.indexOf('=');
    const chain = entry.slice(0, at);
    if (at < 1 || !EVM_TRADING_CHAINS.includes(chain)) throw new Error(`NOVA_EVM_RPC_URLS: "${entry}" is not chain=url with chain one of ${EVM_TRADING_CHAINS.join(', ')}`);
    urls[chain] = entry.slice(at + 1);
  }
  return urls;
}

/**
 * The API a deployment points at: another API from the options or the environment
 * (NOVA_API_BASE_URL, NOVA_WS_URL, NOVA_PERP_API_BASE_URL, NOVA_EVM_RPC_URLS), else the local market-sim
 * (and its local EVM chains as the RPC URLs a wallet is offered).
 * @param {{api?: string, wsUrl?: string, perpApi?: string, simPort: number}} options
 */
export function resolveApi({ api = process.env.NOVA_API_BASE_URL, wsUrl = process.env.NOVA_WS_URL, perpApi = process.env.NOVA_PERP_API_BASE_URL, simPort }) {
  if (!api) {
    const apiBaseUrl = originOf(simPort);
    // market-sim serves a local chain per EVM trading chain (its README, "Wallet orders on EVM").
    const evmRpcUrls = Object.fromEntries(EVM_TRADING_CHAINS.map((chain) => [chain, `${apiBaseUrl}/rpc/evm/${chain}`]));
    return { external: false, apiBaseUrl, wsUrl: `ws://${LOOPBACK}:${simPort}/ws`, perpApiBaseUrl: undefined, evmRpcUrls };
  }
  const base = api.replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+/.test(base)) throw new Error(`--api / NOVA_API_BASE_URL must be an http(s) URL, got "${api}"`);
  // Without NOVA_WS_URL the realtime endpoint is assumed at /ws of the API's origin, as market-sim serves it.
  const ws = wsUrl ?? `${base.replace(/^http/, 'ws')}/ws`;
  return { external: true, apiBaseUrl: base, wsUrl: ws, perpApiBaseUrl: perpApi, evmRpcUrls: parseEvmRpcUrls(process.env.NOVA_EVM_RPC_URLS) };
}

/**
 * @typedef {object} DeploymentOptions
 * @property {string} hostDir                       the host build folder
 * @property {number} hostPort
 * @property {Array<{name: RemoteName, dir: string, port: number}>} remotes
 * @property {() => object} registry                 the served /remotes.json, computed per request
 */

/**
 * Serves the host (SPA, with the virtual /remotes.json) and each remote from its own port.
 * @param {DeploymentOptions} options
 */
export async function serveDeployment({ hostDir, hostPort, remotes, registry }) {
  /** @type {import('node:http').Server[]} */
  const servers = [];
  const close = () =>
    Promise.all(
      servers.map((server) => {
        const closed = new Promise((resolve) => server.close(() => resolve(undefined)));
        server.closeAllConnections(); // keep-alive sockets of a browser would hold close() open
        return closed;
      }),
    );
  try {
    for (const remote of remotes) servers.push(await serveDir({ dir: remote.dir, port: remote.port, host: LOOPBACK }));
    servers.push(await serveDir({ dir: hostDir, port: hostPort, host: LOOPBACK, spa: true, files: { '/remotes.json': () => JSON.stringify(registry(), null, 2) } }));
  } catch (error) {
    await close();
    throw error;
  }
  return {
    hostUrl: `${originOf(hostPort)}/`,
    close: async () => void (await close()),
  };
}

/**
 * The standard deployment of this repository's builds on the ports of `base`.
 * @param {{base: number, api?: string, wsUrl?: string, perpApi?: string, dists?: ReturnType<typeof repoDists>, previewAllowlist?: string[], loadTimeoutMs?: number}} options
 */
export async function serveRepoBuilds({ base, api, wsUrl, perpApi, dists = repoDists(), previewAllowlist, loadTimeoutMs }) {
  const ports = portsFrom(base);
  const target = resolveApi({ api, wsUrl, perpApi, simPort: ports.sim });
  const remotes = REMOTES.map((r) => ({ name: r.name, dir: dists.remotes[r.name], port: ports.remotes[r.name] }));
  const registry = buildRegistry({
    apiBaseUrl: target.apiBaseUrl,
    wsUrl: target.wsUrl,
    perpApiBaseUrl: target.perpApiBaseUrl,
    evmRpcUrls: target.evmRpcUrls,
    walletConnectProjectId: WALLETCONNECT_PROJECT_ID,
    previewAllowlist,
    loadTimeoutMs,
    remotes: remotes.map((r) => ({ name: r.name, manifestUrl: `${originOf(r.port)}/mf-manifest.json`, contractMajor: contractMajorOfBuild(r.dir) })),
  });
  const deployment = await serveDeployment({ hostDir: dists.host, hostPort: ports.host, remotes, registry: () => registry });
  return { ...deployment, ports, registry, api: target };
}

/**
 * A remote origin of a release store: `<store>/<remote>/` is its document root, so a release's
 * manifest is `/<id>/mf-manifest.json` and its chunks resolve inside `/<id>/` (publicPath 'auto').
 * With `fallbackDir`, a path whose first segment is not a release folder is served from there (a
 * remote with no release yet keeps its build at the root). The folder is looked up per request,
 * so a new release is served at once. The cache rules are serveDir's (by file name).
 * @param {string} storeDir @param {string} [fallbackDir]
 */
function releaseHandler(storeDir, fallbackDir) {
  const fromStore = createStaticHandler({ dir: storeDir });
  const fromFallback = fallbackDir ? createStaticHandler({ dir: fallbackDir }) : undefined;
  return (/** @type {import('node:http').IncomingMessage} */ req, /** @type {import('node:http').ServerResponse} */ res) => {
    const first = new URL(req.url || '/', 'http://x').pathname.split('/')[1] ?? '';
    const inRelease = /^[\w.+-]+$/.test(first) && !first.startsWith('.') && existsSync(path.join(storeDir, first, 'mf-manifest.json'));
    (fromFallback && !inRelease ? fromFallback : fromStore)(req, res);
  };
}

/**
 * Serves a release store (scripts/lib/release.mjs): each listed remote from its own port with
 * `<store>/<remote>/` as its document root, and the host with the store's generated remotes.json,
 * read per request, so a promote or a rollback is seen on the next page load. The host's files are
 * only read.
 * @param {{store: string, hostDir: string, hostPort: number, remotes: Array<{name: RemoteName, port: number, fallbackDir?: string}>}} options
 */
export async function serveReleaseStore({ store, hostDir, hostPort, remotes }) {
  const registryFile = path.join(store, 'remotes.json');
  if (!existsSync(registryFile)) throw new Error(`${registryFile} does not exist: release a remote into ${store} first`);
  /** @type {import('node:http').Server[]} */
  const servers = [];
  const closeServers = () =>
    Promise.all(
      servers.map((server) => {
        const closed = new Promise((resolve) => server.close(() => resolve(undefined)));
        server.closeAllConnections();
        return closed;
      }),
    );
  /** @type {Awaited<ReturnType<typeof serveDeployment>>} */
  let host;
  try {
    for (const remote of remotes) {
      const dir = path.join(store, remote.name);
      mkdirSync(dir, { recursive: true });
      const server = createServer(releaseHandler(dir, remote.fallbackDir));
      await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(remote.port, LOOPBACK, () => resolve(undefined));
      });
      servers.push(server);
    }
    host = await serveDeployment({
      hostDir,
      hostPort,
      remotes: [],
      registry: () => {
        try {
          return JSON.parse(readFileSync(registryFile, 'utf8'));
        } catch {
          return {}; // unreadable: the host shows its registry error
        }
      },
    });
  } catch (error) {
    await closeServers();
    throw error;
  }
  return {
    hostUrl: host.hostUrl,
    registryFile,
    close: async () => {
      await host.close();
      await closeServers();
    },
  };
}

/**
 * Starts market-sim's CLI as a child process and resolves once it answers HTTP. `hostOrigins`: the
 * hosts its consent page may redirect to with a code (the deployment's host).
 * @param {{port: number, dataDir: string, reset?: boolean, admin?: boolean, hostOrigins?: string[], timeoutMs?: number}} options
 */
export async function spawnMarketSim({ port, dataDir, reset = false, admin = false, hostOrigins = [], timeoutMs = 300_000 }) {
  const url = originOf(port);
  // A server already answering there (an earlier sim left running) would be taken for this one:
  // the new sim fails to listen only after its start-up, later than the first readiness poll.
  if (await answers(url)) throw new Error(`${url} already answers: another market-sim or server holds port ${port}; stop it (or choose other ports) first`);
  const args = [path.join(ROOT, 'market-sim/src/server/main.ts'), '--port', String(port), '--data', dataDir];
  for (const origin of hostOrigins) args.push('--host-origin', origin);
  if (reset) args.push('--reset');
  if (admin) args.push('--admin');
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), args, { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = await Promise.race([exited.then((code) => ({ code })), new Promise((resolve) => setTimeout(() => resolve(null), 250))]);
    if (state) throw new Error(`market-sim exited with code ${/** @type {{code: number | null}} */ (state).code} before answering on ${url}`);
    if (await answers(url)) break;
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`market-sim did not answer on ${url} within ${timeoutMs / 1000} s`);
    }
  }
  return {
    url,
    wsUrl: `ws://${LOOPBACK}:${port}/ws`,
    close: () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** @param {string} url */
async function answers(url) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(5000) });
    return true;
  } catch {
    return false;
  }
}

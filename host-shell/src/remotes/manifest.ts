import * as v from 'valibot';
import type { RemoteName } from '@nova/shared-contracts';
import { judgeContract } from './contract';
import { ADAPTER_MAJORS, HOST_CONTRACT_VERSION } from './hostContract';

/**
 * The parts of a Module Federation `mf-manifest.json` the host reads before it loads any code:
 * enough to know it is a federation manifest and which contract version it was built with.
 */
export const manifestSchema = v.looseObject({
  name: v.string(),
  metaData: v.looseObject({
    remoteEntry: v.looseObject({ name: v.string(), path: v.string(), type: v.optional(v.string()) }),
    publicPath: v.optional(v.string()),
    globalName: v.optional(v.string()),
  }),
  exposes: v.array(v.looseObject({ name: v.string(), path: v.string() })),
  shared: v.array(v.looseObject({ name: v.string(), version: v.string() })),
});
export type FederationManifest = v.InferOutput<typeof manifestSchema>;

export const SHARED_CONTRACTS_PACKAGE = '@nova/shared-contracts';

/**
 * Why a remote cannot be mounted. `contract` (outside the host's window) and `absent` (the deployed
 * release does not expose the module) are answers of the deployed release, which a Retry cannot change;
 * the others may heal on Retry.
 */
export type RemoteFailureKind = 'unavailable' | 'timeout' | 'contract' | 'absent' | 'crashed';

/** Whether a Retry can change the outcome (a refusal by the deployed release cannot). */
export const isRetryable = (kind: RemoteFailureKind) => kind !== 'contract' && kind !== 'absent';

export class RemoteLoadError extends Error {
  readonly remote: RemoteName;
  readonly kind: RemoteFailureKind;
  constructor(remote: RemoteName, kind: RemoteFailureKind, message: string) {
    super(message);
    this.name = 'RemoteLoadError';
    this.remote = remote;
    this.kind = kind;
  }
}

const refusal = (remote: RemoteName, reason: string) => new RemoteLoadError(remote, 'contract', `${remote} was refused: ${reason}.`);

/**
 * The contract version a build declares in its manifest: `metaData.nova.contractVersion` (contract 6
 * on, written by the build tools), else the version of its shared `@nova/shared-contracts` (the
 * builds of contract 5 and before, where it was a shared singleton). Null when it says neither.
 */
export function manifestContractVersion(manifest: FederationManifest): string | null {
  const nova = (manifest.metaData as { nova?: { contractVersion?: unknown } }).nova;
  if (typeof nova?.contractVersion === 'string') return nova.contractVersion;
  return manifest.shared.find((s) => s.name === SHARED_CONTRACTS_PACKAGE)?.version ?? null;
}

/** The version a contract 5 build pins `@nova/shared-contracts` at (what the host must provide it under). */
export function pinnedContractsVersion(manifest: FederationManifest): string | null {
  return manifest.shared.find((s) => s.name === SHARED_CONTRACTS_PACKAGE)?.version ?? null;
}

/** How a remote that passed the manifest check is mounted: its contract major, and whether through an adapter. */
export interface RemoteContract {
  major: number;
  adapter: boolean;
  /** What the manifest declares (null: only the module's `contractVersion` will tell). */
  version: string | null;
}

/**
 * Checks a parsed manifest and the registry's declared major against the host's contract window
 * (`contract.ts`) before any of the remote's code is fetched. Returns the refusal, or how to mount it.
 */
export function checkManifestContract(remote: RemoteName, manifest: FederationManifest, registryMajor: number, hostVersion = HOST_CONTRACT_VERSION, adapterMajors: readonly number[] = ADAPTER_MAJORS): RemoteContract | RemoteLoadError {
  const declared = judgeContract(`${registryMajor}.0.0`, hostVersion, adapterMajors);
  if (!declared.ok) return refusal(remote, `the registry declares contract ${registryMajor}.x: ${declared.reason.replace(/^it was built against contract \S+ and /, '')}`);
  const version = manifestContractVersion(manifest);
  if (version === null) return { major: registryMajor, adapter: declared.adapter, version };
  const verdict = judgeContract(version, hostVersion, adapterMajors);
  if (!verdict.ok) return refusal(remote, `${verdict.reason} (mf-manifest.json)`);
  if (verdict.major !== registryMajor) return refusal(remote, `its mf-manifest.json declares contract ${version} but the registry says contract ${registryMajor}.x; correct the registry`);
  return { major: verdict.major, adapter: verdict.adapter, version };
}

/** Checks the `contractVersion` export of a loaded module against the window and the manifest's verdict. */
export function checkModuleContract(remote: RemoteName, moduleVersion: unknown, expected: RemoteContract, hostVersion = HOST_CONTRACT_VERSION, adapterMajors: readonly number[] = ADAPTER_MAJORS): RemoteLoadError | null {
  if (typeof moduleVersion !== 'string') return refusal(remote, 'the module does not export contractVersion, so its contract cannot be checked');
  const verdict = judgeContract(moduleVersion, hostVersion, adapterMajors);
  if (!verdict.ok) return refusal(remote, `${verdict.reason} (module contractVersion)`);
  if (verdict.major !== expected.major) return refusal(remote, `the module was built against contract ${moduleVersion} but its manifest or the registry says contract ${expected.major}.x`);
  return null;
}

/** Where a remote's files are: the manifest's publicPath ('auto': the manifest's folder), as the federation runtime resolves it. */
function publicPathOf(remote: RemoteName, manifestUrl: string, manifest: FederationManifest): string {
  const { publicPath } = manifest.metaData;
  if (publicPath === undefined) throw new RemoteLoadError(remote, 'unavailable', `${remote} could not be loaded: its manifest ${manifestUrl} has no publicPath (getPublicPath is not supported).`);
  if (publicPath === 'auto' || publicPath === '') return manifestUrl.replace(/#.*$/, '').replace(/\?.*$/, '').replace(/\/[^/]+$/, '/');
  return publicPath;
}

/** A manifest path joined to a file name as the federation runtime joins them ('', '.', './x', '/x/'). */
function joinPath(dir: string, file: string): string {
  const trimmed = dir === '.' ? '' : dir.replace(/^\.\//, '').replace(/^\/+/, '').replace(/\/+$/, '');
  return trimmed ? `${trimmed}/${file}` : file;
}

/**
 * The host-runtime entry a manifest names (`metaData.nova.hostRuntimeEntry`, build-tools
 * hostRuntimeEntry.cjs): the same container as remoteEntry.js without its own federation runtime,
 * built against the federation version it names. Null when the manifest names none (contract 5
 * builds, a remote built by other tools) or names it in another shape.
 */
export function hostRuntimeEntryOf(manifest: FederationManifest): { name: string; federationVersion: string } | null {
  const entry = (manifest.metaData as { nova?: { hostRuntimeEntry?: { name?: unknown; federationVersion?: unknown } } }).nova?.hostRuntimeEntry;
  if (typeof entry?.name !== 'string' || typeof entry.federationVersion !== 'string' || !/^[\w.-]+\.js$/.test(entry.name)) return null;
  return { name: entry.name, federationVersion: entry.federationVersion };
}

/**
 * The federation version of the runtime this page publishes to remotes (build-tools: runtime-core
 * as `_FEDERATION_RUNTIME_CORE`, the bundler runtime as `__NOVA_FEDERATION_BUNDLER_RUNTIME__`),
 * read from what is published, or null when either is missing.
 */
export function publishedFederationVersion(scope: Record<string, unknown> = globalThis as unknown as Record<string, unknown>): string | null {
  const bundler = scope['__NOVA_FEDERATION_BUNDLER_RUNTIME__'] as { version?: unknown } | undefined;
  if (!scope['_FEDERATION_RUNTIME_CORE'] || typeof bundler?.version !== 'string') return null;
  return bundler.version;
}

/**
 * The remote's entry script, resolved from its checked manifest: the runtime loads this URL, so it
 * never fetches nor reads the manifest itself. `hostFederationVersion` is the federation runtime
 * this host publishes to its remotes (null: none): a manifest naming a host-runtime entry built
 * against that very version gets it (about 5 kB gzip instead of the standard entry's 24 kB, which
 * carries a runtime of its own); any other gets its standard remoteEntry.js.
 */
export function remoteEntryOf(remote: RemoteName, manifestUrl: string, manifest: FederationManifest, hostFederationVersion: string | null = null) {
  const publicPath = publicPathOf(remote, manifestUrl, manifest);
  const { remoteEntry, globalName } = manifest.metaData;
  const hostRuntime = hostRuntimeEntryOf(manifest);
  const file = hostRuntime !== null && hostRuntime.federationVersion === hostFederationVersion ? hostRuntime.name : remoteEntry.name;
  return { url: `${publicPath}${joinPath(remoteEntry.path, file)}`, publicPath, type: remoteEntry.type, globalName };
}

/** Whether the manifest lists the exposed module (`./TokenHeader` is listed as `TokenHeader`). */
export function exposesModule(manifest: FederationManifest, expose: string): boolean {
  const name = expose.replace(/^\.\//, '');
  return manifest.exposes.some((e) => e.name === name || e.path === expose);
}

/** The URLs of the scripts an exposed module needs to run (its synchronous chunks), from the manifest. */
export function exposeScripts(publicPath: string, manifest: FederationManifest, expose: string): string[] {
  const name = expose.replace(/^\.\//, '');
  const entry = manifest.exposes.find((e) => e.name === name || e.path === expose);
  const sync = (entry?.['assets'] as { js?: { sync?: unknown } } | undefined)?.js?.sync;
  return Array.isArray(sync) ? sync.filter((file): file is string => typeof file === 'string').map((file) => `${publicPath}${file}`) : [];
}

/** Fetch and validate a manifest; any failure is a RemoteLoadError naming the remote. */
export async function fetchManifest(remote: RemoteName, url: string, signal: AbortSignal, fetchImpl: typeof fetch = fetch): Promise<FederationManifest> {
  const unavailable = (why: string) => new RemoteLoadError(remote, 'unavailable', `${remote} could not be loaded: ${why}.`);
  let response: Response;
  try {
    response = await fetchImpl(url, { cache: 'no-store', signal, mode: 'cors', credentials: 'omit' });
  } catch (error) {
    if (signal.aborted) throw signal.reason instanceof Error ? signal.reason : unavailable('the request was cancelled');
    throw unavailable(`its manifest ${url} could not be fetched (${error instanceof Error ? error.message : String(error)})`);
  }
  if (!response.ok) throw unavailable(`its manifest ${url} answered HTTP ${response.status}`);
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw unavailable(`its manifest ${url} is not valid JSON`);
  }
  const parsed = v.safeParse(manifestSchema, json);
  if (!parsed.success) throw unavailable(`${url} is not a federation manifest`);
  return parsed.output;
}

import * as v from 'valibot';
import { CONTRACT_VERSION, contractMajor } from '@nova/shared-contracts';
import type { RemoteName } from '@nova/shared-contracts';

/**
 * The parts of a Module Federation `mf-manifest.json` the host reads before it loads any code:
 * enough to know it is a federation manifest and which shared-contracts version it was built with.
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

/** Why a remote cannot be mounted. `contract` is a refusal; the others may heal on Retry. */
export type RemoteFailureKind = 'unavailable' | 'timeout' | 'contract' | 'crashed';

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

/** The contract refusal message: names the remote and both versions. */
export function contractRefusal(remote: RemoteName, remoteVersion: string, source: string, hostVersion = CONTRACT_VERSION): RemoteLoadError {
  return new RemoteLoadError(
    remote,
    'contract',
    `${remote} was refused: it was built against contract ${remoteVersion} (${source}) and this host speaks contract ${hostVersion}; the majors differ.`,
  );
}

/**
 * Check a parsed manifest and the registry's declared major against the host's contract.
 * Returns the refusal, or null when the remote may be loaded.
 */
export function checkManifestContract(remote: RemoteName, manifest: FederationManifest, registryMajor: number, hostVersion = CONTRACT_VERSION): RemoteLoadError | null {
  const hostMajor = contractMajor(hostVersion);
  if (registryMajor !== hostMajor) return contractRefusal(remote, `${registryMajor}.x`, 'registry contractMajor', hostVersion);
  const entry = manifest.shared.find((s) => s.name === SHARED_CONTRACTS_PACKAGE);
  if (entry && contractMajor(entry.version) !== hostMajor) return contractRefusal(remote, entry.version, 'mf-manifest.json shared', hostVersion);
  return null;
}

/** Check the `contractVersion` export of a loaded module. */
export function checkModuleContract(remote: RemoteName, moduleVersion: unknown, hostVersion = CONTRACT_VERSION): RemoteLoadError | null {
  if (typeof moduleVersion !== 'string') return new RemoteLoadError(remote, 'contract', `${remote} was refused: the module does not export contractVersion, so its contract cannot be checked.`);
  if (contractMajor(moduleVersion) !== contractMajor(hostVersion)) return contractRefusal(remote, moduleVersion, 'module contractVersion', hostVersion);
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
 * The remote's entry script, resolved from its checked manifest: the runtime loads this URL, so it
 * never fetches nor reads the manifest itself.
 */
export function remoteEntryOf(remote: RemoteName, manifestUrl: string, manifest: FederationManifest) {
  const publicPath = publicPathOf(remote, manifestUrl, manifest);
  const { remoteEntry, globalName } = manifest.metaData;
  return { url: `${publicPath}${joinPath(remoteEntry.path, remoteEntry.name)}`, publicPath, type: remoteEntry.type, globalName };
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

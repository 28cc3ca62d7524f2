import type { ComponentType } from 'react';
import type { Registry, RemoteName } from '@nova/shared-contracts';
import { RemoteLoadError, checkManifestContract, checkModuleContract, exposesModule, fetchManifest } from './manifest';
import type { FederationManifest, RemoteContract } from './manifest';
import type { ContractAdapters } from './adapters';
import { ADAPTER_MAJORS, HOST_CONTRACT_VERSION } from './hostContract';
import type { PreviewOverride } from '../preview/preview';

/** What the loader needs from Module Federation; the real one wraps the MF runtime. */
export interface FederationPort {
  /** (Re-)register a remote, forgetting any earlier attempt (cached manifest, entry, module). */
  register(remote: RemoteName, manifestUrl: string, manifest: FederationManifest): void;
  load(remote: RemoteName, expose: string): Promise<unknown>;
  /** Provide a module in the share scope under a package name and version (what an N-1 build pins). */
  provideShared(packageName: string, version: string, module: object): void;
}

export interface RemoteLoader {
  /** Load an exposed module's component; rejects with RemoteLoadError. */
  load(remote: RemoteName, expose: string): Promise<ComponentType<Record<string, unknown>>>;
  /**
   * Start loading a module before its slot mounts (the route's remotes, while the route's own chunk
   * loads). The next loads of that module made before it settles, and the first after, get this
   * very attempt, success or failure; a Retry after that starts over.
   */
  preload(remote: RemoteName, expose: string): void;
  /** Where this remote's manifest comes from (a preview override, or the registry). */
  manifestUrl(remote: RemoteName): string | null;
  readonly timeoutMs: number;
}

export interface RemoteLoaderOptions {
  registry: Pick<Registry, 'remotes' | 'loadTimeoutMs'>;
  preview: PreviewOverride | null;
  federation: FederationPort;
  /** How each contract's remotes are handed the services (`adapters.tsx`). */
  adapters: ContractAdapters;
  fetchImpl?: typeof fetch;
  hostContractVersion?: string;
  /** The earlier majors this host mounts through an adapter. */
  adapterMajors?: readonly number[];
}

/**
 * Loads remote modules on demand. Every load fetches the manifest itself (no-store), refuses a
 * remote outside the host's contract window before any of its code runs (`contract.ts`), prepares
 * the adapter of an N-1 remote, re-registers the remote with the federation runtime (so a Retry
 * really starts over) and gives up after the registry's timeout.
 */
export function createRemoteLoader(options: RemoteLoaderOptions): RemoteLoader {
  const { registry, preview, federation, adapters } = options;
  const timeoutMs = registry.loadTimeoutMs;
  const hostVersion = options.hostContractVersion ?? HOST_CONTRACT_VERSION;
  const adapterMajors = options.adapterMajors ?? ADAPTER_MAJORS;
  /** Each prepared remote's verdict, read when its module arrives. */
  const contracts = new Map<RemoteName, RemoteContract>();
  /** Each prepared remote's manifest: which modules the deployed release exposes. */
  const manifests = new Map<RemoteName, FederationManifest>();

  const manifestUrl = (remote: RemoteName) => {
    if (preview?.remote === remote) return preview.manifestUrl;
    return registry.remotes.find((r) => r.name === remote)?.manifestUrl ?? null;
  };

  /**
   * Per remote, the in-flight or settled "manifest checked and registered" step. Slots of one
   * remote share it; any failure forgets it, so the next attempt (Retry) starts over.
   */
  const prepared = new Map<RemoteName, Promise<void>>();

  const prepare = (remote: RemoteName, signal: AbortSignal) => {
    let step = prepared.get(remote);
    if (!step) {
      step = (async () => {
        const entry = registry.remotes.find((r) => r.name === remote);
        const url = manifestUrl(remote);
        if (!entry || !url) throw new RemoteLoadError(remote, 'unavailable', `${remote} could not be loaded: it is not in the registry.`);
        const manifest = await fetchManifest(remote, url, signal, options.fetchImpl);
        const contract = checkManifestContract(remote, manifest, entry.contractMajor, hostVersion, adapterMajors);
        if (contract instanceof RemoteLoadError) throw contract;
        await adapters.prepare(remote, contract, manifest);
        contracts.set(remote, contract);
        manifests.set(remote, manifest);
        federation.register(remote, url, manifest);
      })();
      prepared.set(remote, step);
      step.catch(() => {
        if (prepared.get(remote) === step) prepared.delete(remote);
      });
    }
    return step;
  };

  const loadOnce = async (remote: RemoteName, expose: string, signal: AbortSignal) => {
    await prepare(remote, signal);
    // A release older than the module (a remote at the previous minor, before it exposed it) is an
    // answer, not an outage: said as such, without fetching its entry for nothing.
    const manifest = manifests.get(remote);
    if (manifest && !exposesModule(manifest, expose)) {
      const contract = contracts.get(remote);
      const release = contract?.version ? `${remote} ${contract.version}` : `The deployed ${remote}`;
      throw new RemoteLoadError(remote, 'absent', `${release} does not have ${expose.replace(/^\.\//, '')} yet: it comes with a newer release of ${remote}.`);
    }
    let mod: unknown;
    try {
      mod = await federation.load(remote, expose);
    } catch (error) {
      prepared.delete(remote);
      throw new RemoteLoadError(remote, 'unavailable', `${remote} could not be loaded: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}.`);
    }
    const fail = (error: RemoteLoadError) => {
      prepared.delete(remote);
      return error;
    };
    if (!mod || typeof mod !== 'object') throw fail(new RemoteLoadError(remote, 'unavailable', `${remote} could not be loaded: ${expose} is not exposed.`));
    const { default: component, contractVersion } = mod as { default?: unknown; contractVersion?: unknown };
    const contract = contracts.get(remote);
    if (!contract) throw fail(new RemoteLoadError(remote, 'unavailable', `${remote} could not be loaded: it was not prepared.`));
    const moduleRefusal = checkModuleContract(remote, contractVersion, contract, hostVersion, adapterMajors);
    if (moduleRefusal) throw fail(moduleRefusal);
    if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
      throw fail(new RemoteLoadError(remote, 'unavailable', `${remote} could not be loaded: ${expose} has no component as its default export.`));
    }
    return adapters.mount(contract, component as ComponentType<Record<string, unknown>>);
  };

  const attempt = (remote: RemoteName, expose: string): Promise<ComponentType<Record<string, unknown>>> => {
    const controller = new AbortController();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        const error = new RemoteLoadError(remote, 'timeout', `${remote} could not be loaded: no answer within ${timeoutMs} ms.`);
        prepared.delete(remote);
        controller.abort(error);
        reject(error);
      }, timeoutMs);
      loadOnce(remote, expose, controller.signal).then(
        (component) => {
          clearTimeout(timer);
          resolve(component);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
  };

  const preloads = new Map<string, Promise<ComponentType<Record<string, unknown>>>>();
  // Modules a slot has asked for: a preload comes before a slot's first load, never after it (a
  // route preloaded twice as the app starts must not leave a second failed attempt for Retry).
  const asked = new Set<string>();

  return {
    timeoutMs,
    manifestUrl,
    preload(remote, expose) {
      const key = `${remote}/${expose}`;
      if (preloads.has(key) || asked.has(key)) return;
      const early = attempt(remote, expose);
      early.catch(() => undefined); // reported to the slot that takes it over
      preloads.set(key, early);
    },
    load(remote, expose) {
      const key = `${remote}/${expose}`;
      asked.add(key);
      const early = preloads.get(key);
      if (!early) return attempt(remote, expose);
      // Slots mounting together share it; once it has settled and been taken, it is forgotten.
      early.finally(() => {
        if (preloads.get(key) === early) preloads.delete(key);
      }).catch(() => undefined);
      return early;
    },
  };
}

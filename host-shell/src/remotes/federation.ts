import { getInstance, loadRemote, registerPlugins, registerRemotes, registerShared } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@nova/shared-contracts';
import type { FederationPort } from './loader';
import { exposeScripts, publishedFederationVersion, remoteEntryOf } from './manifest';
import type { FederationManifest } from './manifest';

type RemoteEntryType = NonNullable<Parameters<typeof registerRemotes>[0][number]['type']>;

/**
 * The Module Federation runtime behind the loader. The host fetched and checked each manifest
 * already, so the runtime is handed the remote's entry script (resolved from that checked manifest:
 * its host-runtime entry when it names one built against the runtime this page publishes, else
 * remoteEntry.js) and never reads a manifest itself: the host is built without the runtime's
 * manifest snapshot code (`disableSnapshot`). What that code also did, starting the exposed
 * module's chunks while the entry loads, is done here from the checked manifest (preload links).
 * Registration is forced on every attempt: it drops the runtime's cached entry and module of the
 * remote, so Retry really starts over. Entry scripts give up after the registry's timeout (the
 * runtime's own default is 20 s), so a Retry never waits on a dead script tag.
 */
export function createFederationPort(scriptTimeoutMs: number): FederationPort {
  if (!getInstance()) throw new Error('The Module Federation runtime is not initialised: the host must be built with createFederatedConfig.');
  const plugin: ModuleFederationRuntimePlugin = {
    name: 'nova-script-timeout',
    createScript() {
      return { timeout: scriptTimeoutMs };
    },
  };
  registerPlugins([plugin]);
  const checked = new Map<RemoteName, { publicPath: string; manifest: FederationManifest }>();
  const federationVersion = publishedFederationVersion();
  const preloaded = new Set<string>();
  const preload = (url: string) => {
    if (preloaded.has(url)) return;
    preloaded.add(url);
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = url;
    document.head.appendChild(link);
  };
  return {
    register(remote: RemoteName, manifestUrl: string, manifest: FederationManifest) {
      const entry = remoteEntryOf(remote, manifestUrl, manifest, federationVersion);
      checked.set(remote, { publicPath: entry.publicPath, manifest });
      registerRemotes([{ name: remote, entry: entry.url, type: entry.type as RemoteEntryType | undefined, entryGlobalName: entry.globalName }], { force: true });
    },
    async load(remote: RemoteName, expose: string) {
      const known = checked.get(remote);
      if (known) for (const url of exposeScripts(known.publicPath, known.manifest, expose)) preload(url);
      return loadRemote(`${remote}/${expose.replace(/^\.\//, '')}`);
    },
    provideShared(packageName, version, module) {
      // Loaded already (`lib`), so a remote registering its own copy of that version never replaces it.
      registerShared({ [packageName]: { version, lib: () => module, scope: 'default', shareConfig: { singleton: true, requiredVersion: version, strictVersion: true } } });
    },
  };
}

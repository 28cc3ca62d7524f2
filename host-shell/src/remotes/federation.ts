import { getInstance, loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@nova/shared-contracts';
import type { FederationPort } from './loader';
import type { FederationManifest } from './manifest';

/**
 * The Module Federation runtime behind the loader. The host fetched and checked each manifest
 * already; a runtime `fetch` hook hands the runtime that same document, so the checked manifest
 * is the one that gets loaded and the remote's origin sees one manifest request per attempt.
 * Registration is forced on every attempt: it drops the runtime's cached manifest, entry and
 * module of the remote, so Retry really starts over. Entry scripts give up after the registry's
 * timeout (the runtime's own default is 20 s), so a Retry never waits on a dead script tag.
 */
export function createFederationPort(scriptTimeoutMs: number): FederationPort {
  if (!getInstance()) throw new Error('The Module Federation runtime is not initialised: the host must be built with createFederatedConfig.');
  const checked = new Map<string, FederationManifest>();
  const plugin: ModuleFederationRuntimePlugin = {
    name: 'nova-checked-manifest',
    fetch(url) {
      const manifest = checked.get(url);
      if (!manifest) return undefined;
      checked.delete(url);
      return Promise.resolve(new Response(JSON.stringify(manifest), { status: 200, headers: { 'content-type': 'application/json' } }));
    },
    createScript() {
      return { timeout: scriptTimeoutMs };
    },
  };
  registerPlugins([plugin]);
  return {
    register(remote: RemoteName, manifestUrl: string, manifest: FederationManifest) {
      checked.set(manifestUrl, manifest);
      registerRemotes([{ name: remote, entry: manifestUrl }], { force: true });
    },
    async load(remote: RemoteName, expose: string) {
      return loadRemote(`${remote}/${expose.replace(/^\.\//, '')}`);
    },
  };
}

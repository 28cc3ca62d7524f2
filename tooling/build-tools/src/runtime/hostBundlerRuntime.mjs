/* global __NOVA_REMOTE_NAME__, __NOVA_FEDERATION_VERSION__ -- replaced by the build (DefinePlugin in index.cjs) */
// A remote's host-runtime entry (hostRuntimeEntry.cjs) resolves @module-federation/webpack-bundler-runtime/bundler.js
// to this stand-in: the federation object of this container with the bundler runtime the host
// published (provideBundlerRuntime.mjs). The runtime module (`init` and the module-level instance
// that `loadRemote` uses) stays the container's own: sharing it would make the host's `loadRemote`
// use the last remote's instance. Like runtime-core (experiments.externalRuntime), this entry loads
// only inside a host that publishes both, at the federation version its manifest names; the host
// picks remoteEntry.js otherwise.
import * as runtime from '@module-federation/runtime';

const KEY = '__NOVA_FEDERATION_BUNDLER_RUNTIME__';
const provided = globalThis[KEY];
if (!provided) throw new Error(`[${__NOVA_REMOTE_NAME__}] the host did not provide the federation bundler runtime (${KEY}): load remoteEntry.js instead of this host-runtime entry.`);
if (provided.version !== __NOVA_FEDERATION_VERSION__) console.warn(`[${__NOVA_REMOTE_NAME__}] federation bundler runtime ${provided.version} from the host, built against ${__NOVA_FEDERATION_VERSION__}`);

const federation = {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: provided.bundlerRuntime,
  attachShareScopeMap: provided.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};

export default federation;

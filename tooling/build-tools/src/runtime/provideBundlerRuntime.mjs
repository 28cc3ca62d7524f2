/* global __NOVA_FEDERATION_VERSION__ -- replaced by the build (DefinePlugin in index.cjs) */
// Host runtime plugin: publishes the webpack bundler runtime of Module Federation (the functions
// that a container's webpack runtime calls: consumes, remotes, initializeSharing, init,
// initContainerEntry...) as a global, next to the runtime-core that `provideExternalRuntime`
// publishes. The remotes built against contract 5 (N-1) resolved their bundler runtime to a stand-in
// that reads this global (their entries carry no copy of their own): they load only while the
// host publishes it. Current remotes are standard and carry their own.
//
// Every function takes the calling container's `webpackRequire` and keeps no state of its own, so
// one copy serves every container. The host is built without exposes, so its copy of the bundler
// runtime leaves `initContainerEntry` out (FEDERATION_HAS_EXPOSES): it is added here.
import federation from '@nova/federation-bundler-runtime';
import { initContainerEntry } from '@nova/federation-init-container-entry';

const KEY = '__NOVA_FEDERATION_BUNDLER_RUNTIME__';

if (!globalThis[KEY]) {
  globalThis[KEY] = {
    version: __NOVA_FEDERATION_VERSION__,
    bundlerRuntime: { ...federation.bundlerRuntime, initContainerEntry },
    attachShareScopeMap: federation.attachShareScopeMap,
  };
}

export default function provideBundlerRuntimePlugin() {
  return { name: 'nova-provide-bundler-runtime' };
}

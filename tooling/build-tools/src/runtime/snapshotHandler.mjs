// Stands in for @module-federation/runtime-core's plugins/snapshot/SnapshotHandler.js in the host
// (resolve.alias in index.cjs). The host registers every remote by the URL of its remoteEntry.js,
// resolved from the manifest the host fetched and checked itself (host-shell/src/remotes), and is
// built with `disableSnapshot`: nothing loads a manifest through the runtime, so the handler that
// would (manifest fetch, snapshot generation) is left out. What the rest of the runtime reads of it
// stays: `hooks`, `manifestCache` (removeRemote) and `getGlobalRemoteInfo`. A manifest entry or
// `preloadRemote` fails with a message instead.
import { getGlobalSnapshot, getGlobalSnapshotInfoByModuleInfo, getInfoWithoutType } from '@nova/mf-runtime-core-dist/global.js';
import { PluginSystem } from '@nova/mf-runtime-core-dist/utils/hooks/pluginSystem.js';

export function getGlobalRemoteInfo(moduleInfo, origin) {
  const hostGlobalSnapshot = getGlobalSnapshotInfoByModuleInfo({ name: origin.name, version: origin.options.version });
  const globalRemoteInfo = hostGlobalSnapshot && 'remotesInfo' in hostGlobalSnapshot && hostGlobalSnapshot.remotesInfo && getInfoWithoutType(hostGlobalSnapshot.remotesInfo, moduleInfo.name).value;
  if (globalRemoteInfo && globalRemoteInfo.matchedVersion) {
    return {
      hostGlobalSnapshot,
      globalSnapshot: getGlobalSnapshot(),
      remoteSnapshot: getGlobalSnapshotInfoByModuleInfo({ name: moduleInfo.name, version: globalRemoteInfo.matchedVersion }),
    };
  }
  return {
    hostGlobalSnapshot: undefined,
    globalSnapshot: getGlobalSnapshot(),
    remoteSnapshot: getGlobalSnapshotInfoByModuleInfo({ name: moduleInfo.name, version: 'version' in moduleInfo ? moduleInfo.version : undefined }),
  };
}

export class SnapshotHandler {
  constructor(HostInstance) {
    this.HostInstance = HostInstance;
    this.manifestCache = new Map();
    this.hooks = new PluginSystem({});
  }

  async loadRemoteSnapshotInfo({ moduleInfo }) {
    throw new Error(`[nova] ${moduleInfo.name}: this host loads remotes by their remoteEntry.js URL; manifest entries and preloadRemote are not built in (disableSnapshot).`);
  }

  getGlobalRemoteInfo(moduleInfo) {
    return getGlobalRemoteInfo(moduleInfo, this.HostInstance);
  }
}

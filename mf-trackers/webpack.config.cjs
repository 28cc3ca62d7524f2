/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS config that nova-webpack requires */
const { createFederatedConfig } = require('@nova/build-tools');

module.exports = createFederatedConfig({
  kind: 'remote',
  name: 'mf_trackers',
  appDir: __dirname,
  exposes: {
    './Trackers': './src/exposes/Trackers.tsx',
    './TrackerZone': './src/exposes/TrackerZone.tsx',
    './TrackerBoard': './src/exposes/TrackerBoard.tsx',
  },
  entry: './src/harness.tsx',
  title: 'mf-trackers harness',
  devPort: 4206,
  // gzip kB of what the host fetches to mount each exposed module (tooling/build-tools README).
  // remoteEntry.js (about 24 kB) carries the federation runtime: every remote is a standard remote
  // that a host on the official runtime loads by its manifest. shared-ui and shared-contracts are
  // bundled (tree-shaken), not shared singletons, so what an expose uses of them is counted here.
  budgets: { entry: 25, exposes: 52 },
});

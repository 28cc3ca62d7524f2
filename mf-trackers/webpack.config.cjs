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
  // remoteEntry.js is 5-6 kB since it uses the host's federation bundler runtime (build-tools README);
  // every first render dropped by those 4 kB, and the budgets with it.
  budgets: { entry: 7, exposes: 26 },
});

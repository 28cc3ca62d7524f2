/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS config that nova-webpack requires */
const { createFederatedConfig } = require('@nova/build-tools');

module.exports = createFederatedConfig({
  kind: 'remote',
  name: 'mf_chart',
  appDir: __dirname,
  exposes: { './TokenChart': './src/exposes/TokenChart.tsx' },
  entry: './src/harness.tsx',
  title: 'mf-chart harness',
  devPort: 4202,
  // gzip kB (tooling/build-tools README "Size budgets"): `entry` is remoteEntry.js, the standard
  // entry carrying the federation runtime (about 24 kB) that a host on the official runtime loads;
  // `exposes` is what the Nova host fetches to mount each exposed module: the host-runtime entry
  // (about 5 kB, the host's runtime) and the module's chunks. shared-ui and shared-contracts are
  // bundled (tree-shaken), so what an expose uses of them counts here. The largest: ./TokenChart 98.8 kB
  // (CHANGELOG 2026-12-07, session 38: the budgets before were the standard entry's, 19 kB more).
  budgets: { entry: 25, exposes: 99.5 },
});

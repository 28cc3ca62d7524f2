/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS config that nova-webpack requires */
const { createFederatedConfig } = require('@nova/build-tools');

module.exports = createFederatedConfig({
  kind: 'remote',
  name: 'mf_perps',
  appDir: __dirname,
  exposes: { './PerpAccount': './src/exposes/PerpAccount.tsx', './PerpTransferDialog': './src/exposes/PerpTransferDialog.tsx' },
  entry: './src/harness.tsx',
  title: 'mf-perps harness',
  devPort: 4205,
  // gzip kB of what the host fetches to mount each exposed module (tooling/build-tools README).
  // remoteEntry.js (about 24 kB) carries the federation runtime: every remote is a standard remote
  // that a host on the official runtime loads by its manifest. shared-ui and shared-contracts are
  // bundled (tree-shaken), not shared singletons, so what an expose uses of them is counted here.
  // 38 -> 39 (issue 33): mutation option factories (usePlatformMutation) and shared-ui's one lazy helper and <dialog> modal.
  budgets: { entry: 25, exposes: 39 },
});

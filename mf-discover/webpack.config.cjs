/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS config that nova-webpack requires */
const { createFederatedConfig } = require('@nova/build-tools');

module.exports = createFederatedConfig({
  kind: 'remote',
  name: 'mf_discover',
  appDir: __dirname,
  exposes: {
    './TokenList': './src/exposes/TokenList.tsx',
    './LaunchBoard': './src/exposes/LaunchBoard.tsx',
    './SearchDialog': './src/exposes/SearchDialog.tsx',
    './TokenData': './src/exposes/TokenData.tsx',
    './TokenHeader': './src/exposes/TokenHeader.tsx',
    './TokenShareDialog': './src/exposes/TokenShareDialog.tsx',
  },
  entry: './src/harness.tsx',
  title: 'mf-discover harness',
  devPort: 4203,
  // gzip kB of what the host fetches to mount each exposed module (tooling/build-tools README).
  // remoteEntry.js (about 24 kB) carries the federation runtime: every remote is a standard remote
  // that a host on the official runtime loads by its manifest. shared-ui and shared-contracts are
  // bundled (tree-shaken), not shared singletons, so what an expose uses of them is counted here.
  // 46.5: the token list's phone column picker (24h, market cap, liquidity or age; issue 36), a
  // few hundred bytes over 46.
  budgets: { entry: 25, exposes: 46.5 },
});

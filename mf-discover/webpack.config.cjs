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
  },
  entry: './src/harness.tsx',
  title: 'mf-discover harness',
  devPort: 4203,
  // gzip kB of what the host fetches to mount each exposed module (tooling/build-tools README).
  // 45, not 20: every exposed module's first render carries all 19 locale catalogues (24 kB;
  // shared-ui's per-locale loaders would leave only the page's), and /markets pays for it.
  budgets: { entry: 11, exposes: 45 },
});

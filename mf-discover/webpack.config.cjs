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
    './TokenShareDialog': './src/exposes/TokenShareDialog.tsx',
  },
  entry: './src/harness.tsx',
  title: 'mf-discover harness',
  devPort: 4203,
  // gzip kB of what the host fetches to mount each exposed module (tooling/build-tools README).
  // Non-English catalogues are their own chunks (loaded for the page's locale), and so are the
  // filter drawer's form and the rows' hover card (loaded on first use); 14.5 because the
  // TokenList's first render (virtual rows, row actions, the drawer's empty dialog, the list's
  // English only) is 14.0 kB (remoteEntry.js 5.3 kB: it uses the host's federation bundler
  // runtime, build-tools README).
  budgets: { entry: 7, exposes: 14.5 },
});

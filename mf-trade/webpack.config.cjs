/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS config that nova-webpack requires */
const { createFederatedConfig } = require('@nova/build-tools');

module.exports = createFederatedConfig({
  kind: 'remote',
  name: 'mf_trade',
  appDir: __dirname,
  exposes: { './TradePanel': './src/exposes/TradePanel.tsx', './TradeSettings': './src/exposes/TradeSettings.tsx', './QuickTrade': './src/exposes/QuickTrade.tsx', './QuickBuyButton': './src/exposes/QuickBuyButton.tsx' },
  entry: './src/harness.tsx',
  title: 'mf-trade harness',
  devPort: 4201,
  // gzip kB of what the host fetches to mount each exposed module (tooling/build-tools README).
  // remoteEntry.js (about 24 kB) carries the federation runtime: every remote is a standard remote
  // that a host on the official runtime loads by its manifest. shared-ui and shared-contracts are
  // bundled (tree-shaken), not shared singletons, so what an expose uses of them is counted here.
  // 75.5: the English catalogue, part of the first render, gained the CSV export's and the trigger
  // record's messages (issue 34), 0.4 kB gzip. 76: the exit tools (issue 34): the trailing stop's
  // Open orders line and its order kind, the position card's Exit plan button with its executor
  // method, and the sell check's rule in the form, 0.5 kB gzip; their dialogs, the exit plan's
  // catalogue and the round-trip line are chunks of their own.
  budgets: { entry: 25, exposes: 76 },
});

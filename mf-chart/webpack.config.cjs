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
  // gzip kB of what the host fetches to mount each exposed module (tooling/build-tools README).
  // remoteEntry.js (about 24 kB) carries the federation runtime: every remote is a standard remote
  // that a host on the official runtime loads by its manifest. shared-ui and shared-contracts are
  // bundled (tree-shaken), not shared singletons, so what an expose uses of them is counted here.
  // 117.5: the plot overlays' CSS says why it stays physical under dir="rtl" (`/* physical: … */`,
  // read by the logical-css lint rule), about 0.1 kB gzip (issue 36). 117.7: live draws at most one
  // per 32 ms (`LiveDraws`: the pending bars and the gap), about 0.1 kB gzip (issue 37). 117.8:
  // the time anchor in a class of its own (`TimeAnchor`, out of the 500-line PaneController),
  // about 0.1 kB gzip for its fields and methods. 117.9: the interval tabs' optimistic choice in a
  // transition is shared-ui's `useChoiceInTransition` (one copy with mf-discover's tabs), a few bytes.
  budgets: { entry: 25, exposes: 117.9 },
});

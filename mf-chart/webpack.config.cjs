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
  budgetKb: 260,
});

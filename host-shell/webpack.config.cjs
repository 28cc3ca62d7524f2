/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS config that nova-webpack requires */
const path = require('node:path');
const { createFederatedConfig } = require('@nova/build-tools');

// The host: no build-time remotes. They come from public/remotes.json, fetched at start.
module.exports = createFederatedConfig({
  kind: 'host',
  name: 'host_shell',
  appDir: __dirname,
  entry: './src/main.tsx',
  title: 'Nova',
  devPort: 4200,
  publicDir: path.join(__dirname, 'public'),
});

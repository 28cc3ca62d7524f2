#!/usr/bin/env node
// nova-webpack build | dev : runs webpack with ./webpack.config.cjs of the current package.
const path = require('node:path');
const webpack = require('webpack');

const [command = 'build'] = process.argv.slice(2);
const configFactory = require(path.resolve(process.cwd(), 'webpack.config.cjs'));
const mode = command === 'dev' ? 'development' : 'production';
const config = typeof configFactory === 'function' ? configFactory({}, { mode }) : configFactory;

if (command === 'build') {
  webpack(config, (err, stats) => {
    if (err) {
      console.error(err);
      process.exit(1);
    }
    const info = stats.toJson({ all: false, errors: true, warnings: true, assets: true, cachedAssets: true, assetsSpace: Infinity });
    for (const w of info.warnings || []) console.warn(w.message);
    if (stats.hasErrors()) {
      for (const e of info.errors || []) console.error(e.message);
      process.exit(1);
    }
    const js = (info.assets || []).filter((a) => typeof a.name === 'string' && a.name.endsWith('.js'));
    const total = js.reduce((sum, a) => sum + a.size, 0);
    console.log(`built ${config.output.uniqueName}: ${js.length} js files, ${(total / 1024).toFixed(1)} KiB raw -> ${path.relative(process.cwd(), config.output.path)}`);
    const budgets = config.plugins.find((p) => typeof p.summary === 'function' && Array.isArray(p.measures));
    if (budgets) console.log(budgets.summary().join('\n'));
  });
} else if (command === 'dev') {
  const WebpackDevServer = require('webpack-dev-server');
  const server = new WebpackDevServer(config.devServer, webpack(config));
  server.start().then(() => console.log(`dev server: http://127.0.0.1:${config.devServer.port}/`));
} else {
  console.error('usage: nova-webpack build|dev');
  process.exit(2);
}

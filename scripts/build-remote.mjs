#!/usr/bin/env node
// node scripts/build-remote.mjs <package-folder> [--out DIR]
// Production build of one app (a remote, or the host) with its own webpack.config.cjs, into DIR
// (default: the package's dist/). Building into another folder leaves the deployed dist alone:
// that is how a staging build, a marked redeploy or a build against another contract is made.
// The build reads NOVA_BUILD_MARK and NOVA_CONTRACT_VERSION_OVERRIDE from the environment.
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from './lib/run.mjs';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { out: { type: 'string' } } });
const [pkgArg] = positionals;
if (!pkgArg || positionals.length > 1) {
  console.error('usage: node scripts/build-remote.mjs <package-folder> [--out DIR]');
  process.exit(2);
}
const appDir = path.resolve(ROOT, pkgArg);
const configFile = path.join(appDir, 'webpack.config.cjs');
if (!existsSync(configFile)) {
  console.error(`${configFile} does not exist: ${pkgArg} is not an app of this repository`);
  process.exit(2);
}

const require = createRequire(import.meta.url);
const webpack = require(require.resolve('webpack', { paths: [path.join(ROOT, 'tooling/build-tools')] }));
const factory = require(configFile);
const config = typeof factory === 'function' ? factory({}, { mode: 'production' }) : factory;
const outDir = values.out ? path.resolve(values.out) : config.output.path;
config.output = { ...config.output, path: outDir };

webpack(config, (/** @type {Error | null} */ err, /** @type {import('webpack').Stats | undefined} */ stats) => {
  if (err || !stats) {
    console.error(err ?? 'webpack gave no result');
    process.exit(1);
  }
  if (stats.hasErrors()) {
    for (const e of stats.toJson({ all: false, errors: true }).errors ?? []) console.error(e.message);
    process.exit(1);
  }
  const mark = process.env.NOVA_BUILD_MARK ? ` mark=${process.env.NOVA_BUILD_MARK}` : '';
  const contract = process.env.NOVA_CONTRACT_VERSION_OVERRIDE ? ` contract=${process.env.NOVA_CONTRACT_VERSION_OVERRIDE}` : '';
  console.log(`built ${config.output.uniqueName}${mark}${contract} -> ${outDir}`);
});

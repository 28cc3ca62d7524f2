#!/usr/bin/env node
// nova-serve --dir dist --port 4101 [--spa] : serve one build folder like production.
const path = require('node:path');
const { parseArgs } = require('node:util');
const { serveDir } = require('../src/serve.cjs');

const { values } = parseArgs({ options: { dir: { type: 'string', default: 'dist' }, port: { type: 'string' }, spa: { type: 'boolean', default: false } } });
if (!values.port) {
  console.error('usage: nova-serve --dir dist --port 4101 [--spa]');
  process.exit(2);
}
serveDir({ dir: path.resolve(values.dir), port: Number(values.port), spa: values.spa }).then(() => console.log(`serving ${values.dir} on http://127.0.0.1:${values.port}/`));

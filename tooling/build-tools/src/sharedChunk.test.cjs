const test = require('node:test');
const assert = require('node:assert');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const { createFederatedConfig } = require('./index.cjs');

/** A host whose first render imports two shared packages; one imports the other and has a lazy chunk of its own. */
function fixtureHost() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nova-shared-chunk-'));
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  write('tsconfig.json', '{"compilerOptions":{"target":"es2022"}}');
  write('package.json', '{"name":"host-fixture","private":true,"type":"module"}');
  write('node_modules/react/package.json', '{"name":"react","version":"19.3.1","main":"index.js"}');
  write('node_modules/react/index.js', 'export const react = "REACT_MARK";\n');
  write('node_modules/@tanstack/query-core/package.json', '{"name":"@tanstack/query-core","version":"5.108.0","type":"module","main":"index.js","sideEffects":false}');
  write('node_modules/@tanstack/query-core/index.js', 'import { react } from "react";\nexport const query = "QUERY_MARK" + react;\nexport const later = () => import("./later.js");\n');
  write('node_modules/@tanstack/query-core/later.js', 'export const later = "LATER_MARK";\n');
  write('main.js', 'import("./bootstrap.js");\n');
  write('bootstrap.js', 'import { react } from "react";\nimport { query, later } from "@tanstack/query-core";\ndocument.title = react + query;\nwindow.later = later;\n');
  return dir;
}

function build(appDir) {
  const config = createFederatedConfig({ kind: 'host', name: 'host_fixture', appDir, entry: './main.js' })({}, { mode: 'production' });
  config.devtool = false;
  config.output.filename = '[name].js'; // as host-shell's config: the entry is main.js
  const cwd = process.cwd();
  process.chdir(appDir);
  return new Promise((resolve, reject) => {
    webpack(config, (err, stats) => {
      process.chdir(cwd);
      if (err) return reject(err);
      const { compilation } = stats;
      const chunk = compilation.namedChunks.get('shared');
      const sharedModuleTypes = chunk ? compilation.chunkGraph.getChunkModules(chunk).map((module) => module.type) : [];
      resolve({ errors: stats.toJson({ all: false, errors: true }).errors.map((e) => e.message), dir: config.output.path, sharedModuleTypes });
    });
  });
}

test("the host's shared packages are one chunk, preloaded by index.html; their lazy chunks stay apart", { timeout: 120_000 }, async () => {
  const appDir = fixtureHost();
  try {
    const { errors, dir, sharedModuleTypes } = await build(appDir);
    assert.deepStrictEqual(errors, []);
    // A share module inside the chunk it loads would wait on itself: the page would never start.
    assert.ok(sharedModuleTypes.length > 0);
    assert.deepStrictEqual(sharedModuleTypes.filter((type) => type === 'provide-module' || type === 'consume-shared-module'), []);
    const scripts = fs.readdirSync(dir).filter((file) => file.endsWith('.js'));
    const holding = (mark) => scripts.filter((file) => fs.readFileSync(path.join(dir, file), 'utf8').includes(mark));
    const [shared, ...others] = scripts.filter((file) => file.startsWith('shared.'));
    assert.ok(shared, `no shared chunk among ${scripts.join(', ')}`);
    assert.deepStrictEqual(others, []);
    assert.deepStrictEqual(holding('REACT_MARK'), [shared]);
    assert.deepStrictEqual(holding('QUERY_MARK'), [shared]);
    const later = holding('LATER_MARK');
    assert.strictEqual(later.length, 1);
    assert.notStrictEqual(later[0], shared);
    const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
    assert.match(html, new RegExp(`<link rel="?preload"? as="?script"? href="?[^"> ]*${shared.replace(/\./g, '\\.')}"?>`));
  } finally {
    fs.rmSync(appDir, { recursive: true, force: true });
  }
});

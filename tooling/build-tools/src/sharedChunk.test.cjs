const test = require('node:test');
const assert = require('node:assert');
const fs = require('node:fs');
const path = require('node:path');
const { createFederatedConfig } = require('./index.cjs');
const { buildFixture, fixtureApp } = require('./fixtureApp.cjs');

/** A host whose first render imports two shared packages; one imports the other and has a lazy chunk of its own. */
function fixtureHost() {
  return fixtureApp('nova-shared-chunk-', 'host-fixture', {
    'node_modules/react/package.json': '{"name":"react","version":"19.3.1","main":"index.js"}',
    'node_modules/react/index.js': 'export const react = "REACT_MARK";\n',
    'node_modules/@tanstack/query-core/package.json': '{"name":"@tanstack/query-core","version":"5.108.0","type":"module","main":"index.js","sideEffects":false}',
    'node_modules/@tanstack/query-core/index.js': 'import { react } from "react";\nexport const query = "QUERY_MARK" + react;\nexport const later = () => import("./later.js");\n',
    'node_modules/@tanstack/query-core/later.js': 'export const later = "LATER_MARK";\n',
    'main.js': 'import("./bootstrap.js");\n',
    'bootstrap.js': 'import { react } from "react";\nimport { query, later } from "@tanstack/query-core";\ndocument.title = react + query;\nwindow.later = later;\n',
  });
}

async function build(appDir) {
  const config = createFederatedConfig({ kind: 'host', name: 'host_fixture', appDir, entry: './main.js' })({}, { mode: 'production' });
  config.devtool = false;
  config.output.filename = '[name].js'; // as host-shell's config: the entry is main.js
  const { stats, errors } = await buildFixture(config, appDir);
  const { compilation } = stats;
  const chunk = compilation.namedChunks.get('shared');
  const sharedModuleTypes = chunk ? compilation.chunkGraph.getChunkModules(chunk).map((module) => module.type) : [];
  return { errors, dir: config.output.path, sharedModuleTypes };
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

const test = require('node:test');
const assert = require('node:assert');
const fs = require('node:fs');
const { createFederatedConfig } = require('./index.cjs');
const { FEDERATION_ENTRY, stableModuleId } = require('./reproducible.cjs');
const { buildFixture, fixtureApp } = require('./fixtureApp.cjs');

/** A remote exposing one module that imports a shared package. */
function fixtureRemote() {
  return fixtureApp('nova-reproducible-', 'remote-fixture', {
    'node_modules/react/package.json': '{"name":"react","version":"19.3.1","main":"index.js"}',
    'node_modules/react/index.js': 'export const react = "REACT_MARK";\n',
    'src/Widget.js': 'import { react } from "react";\nexport default function Widget() { return react; }\n',
  });
}

/** The ids webpack gave the federation runtime entry and the container entry. */
async function build(appDir) {
  const config = createFederatedConfig({ kind: 'remote', name: 'remote_fixture', appDir, exposes: { './Widget': './src/Widget.js' } })({}, { mode: 'production' });
  config.devtool = false;
  const { stats, errors } = await buildFixture(config, appDir);
  const { compilation } = stats;
  const ids = {};
  for (const module of compilation.modules) {
    const id = compilation.chunkGraph.getModuleId(module);
    if (FEDERATION_ENTRY.test(module.nameForCondition() ?? '')) ids.federationEntry = id;
    if (module.constructor.name === 'ContainerEntryModule') ids.containerEntry = { id, named: FEDERATION_ENTRY.test(module.identifier()) };
  }
  return { errors, ids };
}

test("the federation runtime entry and the container entry get ids from the container's name, not from the checkout's path", { timeout: 120_000 }, async () => {
  const appDir = fixtureRemote();
  try {
    const { errors, ids } = await build(appDir);
    assert.deepStrictEqual(errors, []);
    // The container entry names the runtime entry's file, whose name hashes absolute paths.
    assert.strictEqual(ids.containerEntry.named, true);
    assert.strictEqual(ids.federationEntry, stableModuleId('remote_fixture', 'federation-entry'));
    assert.strictEqual(ids.containerEntry.id, stableModuleId('remote_fixture', 'container-entry'));
  } finally {
    fs.rmSync(appDir, { recursive: true, force: true });
  }
});

test('a stable id is a 4-digit number that depends on the container and the label only', () => {
  assert.strictEqual(stableModuleId('mf_discover', 'federation-entry'), stableModuleId('mf_discover', 'federation-entry'));
  assert.notStrictEqual(stableModuleId('mf_discover', 'federation-entry'), stableModuleId('mf_chart', 'federation-entry'));
  for (const label of ['federation-entry', 'container-entry']) {
    const id = stableModuleId('mf_trade', label);
    assert.ok(Number.isInteger(id) && id >= 1000 && id < 10000, String(id));
  }
});

const test = require('node:test');
const assert = require('node:assert');
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { createFederatedConfig } = require('./index.cjs');
const { HOST_RUNTIME_ENTRY_FILE, renameSourceMapUrl } = require('./hostRuntimeEntry.cjs');
const { buildFixture, fixtureApp } = require('./fixtureApp.cjs');

/** A remote exposing two modules, one with a lazy chunk. */
function fixtureRemote() {
  return fixtureApp('nova-host-runtime-', 'remote-fixture', {
    'src/Widget.js': 'export default function Widget() { return import("./lazy.js").then((m) => m.lazy); }\n',
    'src/lazy.js': 'export const lazy = "LAZY_MARK";\n',
    'src/Other.js': 'export default function Other() { return "OTHER_MARK"; }\n',
  });
}

test('a remote ships a host-runtime entry beside remoteEntry.js: named by its manifest, loading the very same chunks, without a runtime of its own', { timeout: 180_000 }, async () => {
  const appDir = fixtureRemote();
  try {
    const config = createFederatedConfig({ kind: 'remote', name: 'remote_fixture', appDir, exposes: { './Widget': './src/Widget.js', './Other': './src/Other.js' } })({}, { mode: 'production' });
    const { errors } = await buildFixture(config, appDir);
    assert.deepStrictEqual(errors, []);
    const dist = config.output.path;
    const files = fs.readdirSync(dist);
    const entry = files.find((file) => HOST_RUNTIME_ENTRY_FILE.test(file));
    assert.ok(entry, files.join(', '));
    // The manifest names both: the standard entry for any host, the host-runtime one with the federation version it needs.
    const { metaData } = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
    assert.strictEqual(metaData.remoteEntry.name, 'remoteEntry.js');
    assert.strictEqual(metaData.nova.hostRuntimeEntry.name, entry);
    assert.match(metaData.nova.hostRuntimeEntry.federationVersion, /^\d+\.\d+\.\d+/);
    const standard = fs.readFileSync(path.join(dist, 'remoteEntry.js'), 'utf8');
    const hostRuntime = fs.readFileSync(path.join(dist, entry), 'utf8');
    // Its runtime is the host's: runtime-core is read from the global the host publishes, not carried.
    assert.match(hostRuntime, /_FEDERATION_RUNTIME_CORE/);
    assert.doesNotMatch(standard, /_FEDERATION_RUNTIME_CORE/);
    assert.ok(zlib.gzipSync(hostRuntime).length * 2 < zlib.gzipSync(standard).length, 'the host-runtime entry is less than half the standard one');
    // Both entries name the same chunk files, and every one of them is in the build.
    const chunkFiles = (code) => [...new Set(code.match(/__federation_expose_\w+|\b\d+\b(?=:")/g) ?? [])].sort();
    assert.deepStrictEqual(chunkFiles(hostRuntime), chunkFiles(standard));
    const hashes = standard.match(/"[0-9a-f]{8}"/g) ?? [];
    assert.ok(chunkFiles(standard).length >= 3 && hashes.length >= 3, `chunks ${chunkFiles(standard)}, hashes ${hashes}`);
    for (const hash of hashes) {
      assert.ok(hostRuntime.includes(hash), `the host-runtime entry names chunk hash ${hash}`);
      assert.ok(files.some((file) => file.endsWith(`.${hash.slice(1, -1)}.js`)), `a chunk file with hash ${hash}`);
    }
    // Its source map is its own, and compressed copies are shipped as for every file.
    assert.match(hostRuntime, new RegExp(`//# sourceMappingURL=${entry.replace(/\./g, '\\.')}\\.map\\s*$`));
    assert.strictEqual(JSON.parse(fs.readFileSync(path.join(dist, `${entry}.map`), 'utf8')).file, entry);
    assert.deepStrictEqual(zlib.gunzipSync(fs.readFileSync(path.join(dist, `${entry}.gz`))).toString(), hostRuntime);
  } finally {
    fs.rmSync(appDir, { recursive: true, force: true });
  }
});

test("the host-runtime entry's source map comment names its own map", () => {
  const file = 'remoteEntry.hostRuntime.01234567.js';
  assert.strictEqual(renameSourceMapUrl('code;\n//# sourceMappingURL=remoteEntry.js.map', file), `code;\n//# sourceMappingURL=${file}.map`);
  assert.strictEqual(renameSourceMapUrl('code;', file), 'code;');
});

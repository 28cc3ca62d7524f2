// The share scope: version windows, not pins; the contract and the kit bundled, not shared.
const test = require('node:test');
const assert = require('node:assert');
const path = require('node:path');
const { sharedConfig, versionRange, root } = require('./shared.cjs');

test('a version window is ^major.minor.0 of the version built with', () => {
  assert.strictEqual(versionRange('19.3.1'), '^19.3.0');
  assert.strictEqual(versionRange('5.108.0'), '^5.108.0');
  assert.strictEqual(versionRange('0.4.2'), '^0.4.0');
});

test("a remote's share scope: singletons with windows, React strict, the contract and the kit not shared", () => {
  const shared = sharedConfig(path.join(root, 'mf-discover'));
  for (const [name, config] of Object.entries(shared)) {
    assert.match(config.requiredVersion, /^\^\d+\.\d+\.0$/, `${name} is declared with a window`);
    assert.notStrictEqual(config.requiredVersion, config.version, `${name} is not pinned`);
  }
  assert.strictEqual(shared.react.strictVersion, true);
  assert.strictEqual(shared['react-dom/'].strictVersion, true);
  assert.strictEqual(shared['@tanstack/react-query'].strictVersion, false);
  // mf-discover does not depend on react-query itself; the shared-ui it bundles does.
  assert.strictEqual(shared['@tanstack/react-query'].singleton, true);
  assert.strictEqual(shared['@formatjs/intl'].singleton, false);
  // Built without its ICU parser: not the copy a build that parses at run time asks for.
  assert.strictEqual(shared['@formatjs/intl'].shareKey, '@formatjs/intl/no-parser');
  // It carries intl-messageformat: not shared on its own.
  assert.ok(!('intl-messageformat' in shared));
  assert.ok(!('@nova/shared-contracts' in shared) && !('@nova/shared-ui' in shared));
});

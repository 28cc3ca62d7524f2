const test = require('node:test');
const assert = require('node:assert');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { randomBytes } = require('node:crypto');
const zlib = require('node:zlib');
const webpack = require('webpack');
const { checkBudgets, formatViolation, unusedBudgets, moduleLabel, budgetFor, summaryLines } = require('./budget.cjs');
const { createFederatedConfig } = require('./index.cjs');

/** @type {import('./budget.cjs').Measure[]} */
const FIXTURE = [
  { app: 'mf_fixture', key: 'entry', label: 'remoteEntry.js', files: [{ file: 'remoteEntry.js', gzip: 9_000, modules: [{ name: '@module-federation/sdk', size: 37_000 }] }] },
  {
    app: 'mf_fixture',
    key: './TokenList',
    label: './TokenList first render (remoteEntry.js + its chunks)',
    files: [
      { file: 'remoteEntry.js', gzip: 9_000, modules: [{ name: '@module-federation/sdk', size: 37_000 }] },
      { file: '__federation_expose_TokenList.abc.js', gzip: 30_000, modules: [{ name: './src/features/list/TokenTable.tsx', size: 20_000 }] },
      { file: '812.def.js', gzip: 95_000, modules: [{ name: 'lightweight-charts', size: 310_000 }, { name: 'fancy-canvas', size: 4_000 }] },
    ],
  },
];

test('a measure within its budget passes', () => {
  assert.deepStrictEqual(checkBudgets(FIXTURE, { entry: 10, exposes: 140 }), []);
});

test('a measure over its budget fails with a message naming the size, the budget, the files and the offending module', () => {
  const violations = checkBudgets(FIXTURE, { entry: 10, exposes: { './TokenList': 100 } });
  assert.strictEqual(violations.length, 1);
  assert.strictEqual(violations[0].total, 134_000);
  const message = formatViolation(violations[0]);
  assert.match(message, /mf_fixture \.\/TokenList first render .*: 134\.0 kB gzip is over its budget of 100 kB by 34\.0 kB/);
  assert.match(message, /files \(gzip\): 812\.def\.js 95\.0 kB, __federation_expose_TokenList\.abc\.js 30\.0 kB, remoteEntry\.js 9\.0 kB/);
  // The largest module comes first, with the file it sits in.
  assert.match(message, /largest modules \(source size\): lightweight-charts 310\.0 kB in 812\.def\.js, @module-federation\/sdk 37\.0 kB/);
});

test('the entry budget is checked on its own', () => {
  const [violation] = checkBudgets(FIXTURE, { entry: 8 });
  assert.strictEqual(violation.measure.key, 'entry');
  assert.match(formatViolation(violation), /remoteEntry\.js: 9\.0 kB gzip is over its budget of 8 kB by 1\.0 kB/);
});

test('budgets are looked up by entry, expose (one for all, or per expose), first render and route', () => {
  const route = { app: 'host_shell', key: 'route:markets', label: 'route markets', files: [] };
  assert.strictEqual(budgetFor(route, { routes: { markets: 120 } }), 120);
  assert.strictEqual(budgetFor(FIXTURE[1], { exposes: 50 }), 50);
  assert.strictEqual(budgetFor(FIXTURE[1], { exposes: { './Other': 50 } }), undefined);
  assert.strictEqual(budgetFor({ ...route, key: 'firstRender' }, { firstRender: 90 }), 90);
});

test('a budget that names nothing in the build is reported', () => {
  assert.deepStrictEqual(unusedBudgets(FIXTURE, { entry: 10, exposes: { './TokenList': 1, './Gone': 1 }, routes: { markets: 1 } }), ['route:markets', './Gone']);
});

test('modules are named by package, or by their path in the app', () => {
  assert.strictEqual(moduleLabel('/repo/node_modules/.pnpm/react-router@7/node_modules/react-router/dist/production/index.mjs', '/repo/host'), 'react-router');
  assert.strictEqual(moduleLabel('/repo/node_modules/.pnpm/x/node_modules/@wagmi/core/dist/esm/index.js', '/repo/host'), '@wagmi/core');
  assert.strictEqual(moduleLabel('/repo/host/src/pages/MarketsPage.tsx', '/repo/host'), './src/pages/MarketsPage.tsx');
  assert.strictEqual(moduleLabel('webpack/runtime/sharing', '/repo/host'), 'webpack/runtime/sharing');
});

// ---- the real build ------------------------------------------------------------------------------

/** A tiny remote: './Big' imports 40 kB of incompressible data, './Small' a few bytes. */
function fixtureApp() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nova-budget-'));
  fs.writeFileSync(path.join(dir, 'tsconfig.json'), '{"compilerOptions":{"target":"es2022"}}');
  // As the apps are: ESM packages; the federation runtime writes its entry under ./node_modules.
  fs.writeFileSync(path.join(dir, 'package.json'), '{"name":"mf-fixture","private":true,"type":"module"}');
  fs.mkdirSync(path.join(dir, 'node_modules'));
  fs.writeFileSync(path.join(dir, 'payload.js'), `export const payload = ${JSON.stringify(randomBytes(30_000).toString('base64'))};\n`);
  fs.writeFileSync(path.join(dir, 'big.js'), "import { payload } from './payload.js';\nexport default function big() { return payload; }\n");
  fs.writeFileSync(path.join(dir, 'small.js'), 'export default function small() { return 1; }\n');
  return dir;
}

/** @returns {Promise<{errors: string[], dir: string}>} */
function build(appDir, budgets, publicDir) {
  const config = createFederatedConfig({ kind: 'remote', name: 'mf_fixture', appDir, exposes: { './Big': './big.js', './Small': './small.js' }, budgets, publicDir })({}, { mode: 'production' });
  config.devtool = false;
  const cwd = process.cwd();
  process.chdir(appDir); // where the federation plugin puts its generated entry (node_modules/.federation)
  return new Promise((resolve, reject) => {
    webpack(config, (err, stats) => {
      process.chdir(cwd);
      if (err) return reject(err);
      resolve({ errors: stats.toJson({ all: false, errors: true }).errors.map((e) => e.message), dir: config.output.path });
    });
  });
}

test('a production build over a budget fails and names the offending module', { timeout: 120_000 }, async () => {
  const appDir = fixtureApp();
  try {
    const { errors } = await build(appDir, { entry: 30, exposes: { './Big': 25, './Small': 30 } });
    assert.strictEqual(errors.length, 1, errors.join('\n'));
    assert.match(errors[0], /\[size budget\] mf_fixture \.\/Big first render \(host-runtime entry \+ its chunks\): \d+\.\d kB gzip is over its budget of 25 kB/);
    assert.match(errors[0], /largest modules \(source size\): .*\.\/payload\.js 40\.\d kB in __federation_expose_Big/);
  } finally {
    fs.rmSync(appDir, { recursive: true, force: true });
  }
});

test('a production build within its budgets passes and ships a brotli and a gzip copy of every text file but remotes.json', { timeout: 120_000 }, async () => {
  const appDir = fixtureApp();
  try {
    const publicDir = path.join(appDir, 'public');
    fs.mkdirSync(publicDir);
    fs.writeFileSync(path.join(publicDir, 'remotes.json'), '{"remotes":[]}');
    const { errors, dir } = await build(appDir, { entry: 30, exposes: 80 }, publicDir);
    assert.deepStrictEqual(errors, []);
    // remotes.json is replaced at deploy time: it is copied, but gets no copy that would go stale.
    assert.ok(fs.existsSync(path.join(dir, 'remotes.json')));
    assert.ok(!fs.existsSync(path.join(dir, 'remotes.json.br')) && !fs.existsSync(path.join(dir, 'remotes.json.gz')));
    const text = fs.readdirSync(dir).filter((f) => /\.(js|json|txt)$/.test(f) && f !== 'remotes.json');
    assert.ok(text.includes('remoteEntry.js') && text.includes('mf-manifest.json'), text.join(', '));
    for (const file of text) {
      const original = fs.readFileSync(path.join(dir, file));
      assert.deepStrictEqual(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, `${file}.br`))), original, `${file}.br`);
      assert.deepStrictEqual(zlib.gunzipSync(fs.readFileSync(path.join(dir, `${file}.gz`))), original, `${file}.gz`);
    }
  } finally {
    fs.rmSync(appDir, { recursive: true, force: true });
  }
});

test('the build prints each budgeted measure with its budget', () => {
  const lines = summaryLines(FIXTURE, { exposes: { './TokenList': 140 } });
  assert.deepStrictEqual(lines, ['  mf_fixture remoteEntry.js: 9.0 kB gzip', '  mf_fixture ./TokenList first render (remoteEntry.js + its chunks): 134.0 kB gzip (budget 140 kB)']);
});

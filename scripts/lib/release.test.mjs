import assert from 'node:assert';
import { createServer } from 'node:http';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import { serveReleaseStore } from './deploy.mjs';
import { ROOT } from './run.mjs';
import {
  addRelease,
  baseFromFile,
  contentHash,
  contractRefusal,
  describe,
  localBase,
  pointerStack,
  promote,
  readStore,
  rollback,
  setBase,
  stagingDir,
  validateHostRegistry,
} from './release.mjs';

const BASE = {
  apiBaseUrl: 'https://api.nova.example',
  wsUrl: 'wss://api.nova.example/ws',
  previewAllowlist: [],
  loadTimeoutMs: 8000,
  walletConnectProjectId: 'kept-as-is',
  remotes: ['mf_trade', 'mf_chart', 'mf_discover', 'mf_wallets', 'mf_perps', 'mf_trackers'].map((name) => ({ name, manifestUrl: `https://${name.slice(3)}.nova.example/mf-manifest.json`, contractMajor: 5 })),
};

/** A fresh store with the test deployment as its base. */
function newStore() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nova-release-test-'));
  setBase(dir, BASE);
  return dir;
}

/**
 * A fake remote build in the store's staging area: a manifest declaring `contract`, an entry and a
 * hashed chunk whose content depends on `mark`.
 * @param {string} store @param {{mark?: string, contract?: string, viaMetaData?: boolean}} [options]
 */
function fakeBuild(store, { mark = 'a', contract = '5.0.0', viaMetaData = false } = {}) {
  const dir = stagingDir(store, 'mf_trade');
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  const manifest = {
    metaData: { name: 'mf_trade', publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' }, ...(viaMetaData ? { nova: { contractVersion: contract } } : {}) },
    shared: [{ name: '@nova/shared-contracts', version: viaMetaData ? '1.0.0' : contract }],
    exposes: [],
  };
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  writeFileSync(path.join(dir, 'remoteEntry.js'), `/* entry ${mark} */`);
  writeFileSync(path.join(dir, '123.0123456789.js'), `/* lazy chunk ${mark} */`);
  writeFileSync(path.join(dir, 'assets', 'logo.abcdef0123.svg'), '<svg/>');
  return dir;
}

const release = (store, options = {}) => addRelease({ store, name: 'mf_trade', builtDir: fakeBuild(store, options), version: '1.0.0', commit: 'abc', now: new Date('2025-01-01T00:00:00Z') });
const hostRegistry = (store) => JSON.parse(readFileSync(path.join(store, 'remotes.json'), 'utf8'));
const tradeEntry = (store) => hostRegistry(store).remotes.find((r) => r.name === 'mf_trade');
/** Every file of the store but registry.json and remotes.json, with its content. */
function releaseFiles(store) {
  const out = {};
  const walk = (sub) => {
    for (const e of readdirSync(path.join(store, sub), { withFileTypes: true })) {
      const rel = path.join(sub, e.name);
      if (e.isDirectory()) walk(rel);
      else if (sub !== '') out[rel] = readFileSync(path.join(store, rel), 'utf8');
    }
  };
  walk('');
  return out;
}

test('a release is a folder named by version and content hash; the same content is "already released"; nothing is deleted', (t) => {
  const store = newStore();
  t.after(() => rmSync(store, { recursive: true, force: true }));
  const first = release(store, { mark: 'v1' });
  assert.ok(first.created);
  assert.match(first.release.id, /^1\.0\.0-[0-9a-f]{10}$/);
  assert.strictEqual(first.release.hash, contentHash(path.join(store, 'mf_trade', first.release.id)));
  assert.deepStrictEqual(
    { ...first.release },
    { id: first.release.id, version: '1.0.0', hash: first.release.hash, contractVersion: '5.0.0', contractMajor: 5, releasedAt: '2025-01-01T00:00:00.000Z', commit: 'abc' },
  );
  assert.strictEqual(readFileSync(path.join(store, 'mf_trade', first.release.id, 'remoteEntry.js'), 'utf8'), '/* entry v1 */');

  // The build statistics, whose lists come out in any order, do not make another release.
  const reordered = fakeBuild(store, { mark: 'v1' });
  writeFileSync(path.join(reordered, 'mf-manifest-stats.json'), '{"exposes":["./B","./A"]}');
  assert.strictEqual(contentHash(reordered), first.release.hash);
  rmSync(reordered, { recursive: true });
  const again = release(store, { mark: 'v1' });
  assert.strictEqual(again.created, false);
  assert.strictEqual(again.release.id, first.release.id);
  const second = release(store, { mark: 'v2' });
  assert.notStrictEqual(second.release.id, first.release.id);
  assert.deepStrictEqual(readdirSync(path.join(store, 'mf_trade')).sort(), [first.release.id, second.release.id].sort());
  assert.deepStrictEqual(readStore(store).remotes.mf_trade?.releases.map((r) => r.id), [first.release.id, second.release.id]);
  // The builds were moved or discarded: nothing left in the staging area.
  assert.deepStrictEqual(readdirSync(path.join(store, '.staging')), []);
  // Released, not current: the host still loads what the deployment had.
  assert.deepStrictEqual(tradeEntry(store), BASE.remotes[0]);
});

test('promote and rollback move the pointer: remotes.json points at <folder of the manifest>/<id>/, the release folders stay as they are', (t) => {
  const store = newStore();
  t.after(() => rmSync(store, { recursive: true, force: true }));
  const v1 = release(store, { mark: 'v1' }).release.id;
  const v2 = release(store, { mark: 'v2' }).release.id;
  const files = releaseFiles(store);

  assert.deepStrictEqual(promote({ store, name: 'mf_trade', id: v1 }), { from: null, to: v1, moved: true });
  assert.deepStrictEqual(tradeEntry(store), { name: 'mf_trade', manifestUrl: `https://trade.nova.example/${v1}/mf-manifest.json`, contractMajor: 5, release: v1 });
  const registry = hostRegistry(store);
  validateHostRegistry(registry, 'test');
  assert.strictEqual(registry.walletConnectProjectId, 'kept-as-is');
  assert.deepStrictEqual(registry.remotes.slice(1), BASE.remotes.slice(1));

  assert.strictEqual(promote({ store, name: 'mf_trade', id: v1 }).moved, false, 'already current');
  promote({ store, name: 'mf_trade', id: v2 });
  assert.strictEqual(tradeEntry(store).release, v2);
  assert.deepStrictEqual(rollback({ store, name: 'mf_trade' }), { from: v2, to: v1, moved: true });
  assert.strictEqual(tradeEntry(store).release, v1);
  assert.throws(() => rollback({ store, name: 'mf_trade' }), /no earlier current release to roll back to/);
  rollback({ store, name: 'mf_trade', to: v2 });
  assert.strictEqual(tradeEntry(store).manifestUrl, `https://trade.nova.example/${v2}/mf-manifest.json`);
  assert.throws(() => promote({ store, name: 'mf_trade', id: '1.0.0-0000000000' }), /has no release 1\.0\.0-0000000000/);

  const history = readStore(store).remotes.mf_trade;
  assert.strictEqual(history?.current, v2);
  assert.deepStrictEqual(history?.moves.map((m) => [m.action, m.from, m.to]), [['promote', null, v1], ['promote', v1, v2], ['rollback', v2, v1], ['rollback', v1, v2]]);
  assert.deepStrictEqual(releaseFiles(store), files, 'promote and rollback changed a release folder');
  assert.deepStrictEqual(readdirSync(store).filter((f) => f.endsWith('.tmp') || f === '.lock'), [], 'temporary files left');
  assert.match(describe(readStore(store), 'mf_trade').join('\n'), new RegExp(`\\* ${v2.replace(/\./g, '\\.')} `));
});

test('rollback undoes promotes one at a time', () => {
  const p = (to) => ({ at: '', action: /** @type {const} */ ('promote'), from: null, to });
  const r = (to) => ({ at: '', action: /** @type {const} */ ('rollback'), from: null, to });
  assert.deepStrictEqual(pointerStack([p('a'), p('b'), p('c'), r('b')]), ['a', 'b']);
  assert.deepStrictEqual(pointerStack([p('a'), p('b'), r('a'), p('c')]), ['a', 'c']);
  assert.deepStrictEqual(pointerStack([p('b'), r('a')]), ['b', 'a']);
});

test('contract versions: majors N and N-1, never a newer minor than the host', (t) => {
  assert.strictEqual(contractRefusal('5.0.0', '5.1.0'), null);
  assert.strictEqual(contractRefusal('5.1.3', '5.1.0'), null, 'a newer patch loads');
  assert.strictEqual(contractRefusal('4.7.0', '5.1.0'), null, 'N-1 through the adapter');
  assert.match(String(contractRefusal('5.2.0', '5.1.0')), /newer minor than the host's 5\.1\.0/);
  assert.match(String(contractRefusal('3.0.0', '5.1.0')), /serves majors 5 and 4/);
  assert.match(String(contractRefusal('6.0.0', '5.1.0')), /serves majors 5 and 4/);

  const store = newStore();
  t.after(() => rmSync(store, { recursive: true, force: true }));
  const newer = release(store, { mark: 'n', contract: '5.9.0', viaMetaData: true }).release;
  assert.strictEqual(newer.contractVersion, '5.9.0', "read from the manifest's metaData.nova.contractVersion first");
  assert.throws(() => promote({ store, name: 'mf_trade', id: newer.id, hostContract: '5.1.0' }), /cannot be made current: it needs contract 5\.9\.0/);
  assert.strictEqual(readStore(store).remotes.mf_trade?.current, null);
  promote({ store, name: 'mf_trade', id: newer.id, hostContract: '5.9.1' });
});

test("a store's deployment: deploy/nginx's deployment.json (its registry), or npm start's ports", () => {
  const fromNginx = baseFromFile(path.join(ROOT, 'deploy/nginx/example.deployment.json'));
  assert.strictEqual(fromNginx.remotes[0].manifestUrl, 'https://trade.nova.example/mf-manifest.json');
  const local = localBase(4000);
  assert.deepStrictEqual(local.remotes.map((r) => new URL(r.manifestUrl).origin), [4101, 4102, 4103, 4104, 4105, 4106].map((p) => `http://127.0.0.1:${p}`));
  assert.throws(() => validateHostRegistry({ ...BASE, wsUrl: 'https://x' }, 'x'), /wsUrl is not a ws\(s\) URL/);
  assert.throws(() => validateHostRegistry({ ...BASE, remotes: [{ name: 'mf_nope', manifestUrl: 'https://x/m.json', contractMajor: 1 }] }, 'x'), /unknown or listed twice/);
});

test('a lock left by a process that is gone does not block the store', (t) => {
  const store = newStore();
  t.after(() => rmSync(store, { recursive: true, force: true }));
  const id = release(store).release.id;
  writeFileSync(path.join(store, '.lock'), '999999999');
  assert.ok(promote({ store, name: 'mf_trade', id }).moved);
});

/** A port nothing listens on. */
async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  await new Promise((resolve) => server.close(() => resolve(undefined)));
  return typeof address === 'object' && address ? address.port : 0;
}

test("serving a store: release folders under the remote's origin with the cache rules, remotes.json read per request, a fallback build at the root", async (t) => {
  const store = newStore();
  const host = mkdtempSync(path.join(os.tmpdir(), 'nova-release-host-'));
  const fallback = mkdtempSync(path.join(os.tmpdir(), 'nova-release-fallback-'));
  writeFileSync(path.join(host, 'index.html'), '<!doctype html><title>host</title>');
  writeFileSync(path.join(fallback, 'mf-manifest.json'), '{"fallback":true}');
  const v1 = release(store, { mark: 'v1' }).release.id;
  const v2 = release(store, { mark: 'v2' }).release.id;
  promote({ store, name: 'mf_trade', id: v1 });
  const [hostPort, remotePort] = [await freePort(), await freePort()];
  const served = await serveReleaseStore({ store, hostDir: host, hostPort, remotes: [{ name: 'mf_trade', port: remotePort, fallbackDir: fallback }] });
  t.after(async () => {
    await served.close();
    for (const dir of [store, host, fallback]) rmSync(dir, { recursive: true, force: true });
  });
  const remote = `http://127.0.0.1:${remotePort}`;

  const manifest = await fetch(`${remote}/${v1}/mf-manifest.json`);
  assert.strictEqual(manifest.status, 200);
  assert.strictEqual(manifest.headers.get('cache-control'), 'no-cache, no-store, must-revalidate');
  assert.strictEqual(manifest.headers.get('access-control-allow-origin'), '*');
  assert.strictEqual((await fetch(`${remote}/${v1}/remoteEntry.js`)).headers.get('cache-control'), 'no-cache, no-store, must-revalidate');
  const chunk = await fetch(`${remote}/${v1}/123.0123456789.js`);
  assert.strictEqual(chunk.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  assert.strictEqual(await chunk.text(), '/* lazy chunk v1 */');
  assert.strictEqual(await (await fetch(`${remote}/${v2}/123.0123456789.js`)).text(), '/* lazy chunk v2 */');
  assert.deepStrictEqual(await (await fetch(`${remote}/mf-manifest.json`)).json(), { fallback: true });
  assert.strictEqual((await fetch(`${remote}/../registry.json`)).status, 404);

  const registryNow = async () => (await (await fetch(`http://127.0.0.1:${hostPort}/remotes.json`)).json()).remotes[0];
  assert.strictEqual((await registryNow()).release, v1);
  promote({ store, name: 'mf_trade', id: v2 });
  assert.strictEqual((await registryNow()).release, v2);
  const response = await fetch(`http://127.0.0.1:${hostPort}/remotes.json`);
  assert.strictEqual(response.headers.get('cache-control'), 'no-cache, no-store, must-revalidate');
  assert.match(String(response.headers.get('content-security-policy')), /script-src 'self' https:\/\/trade\.nova\.example/);
});

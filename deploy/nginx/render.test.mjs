import assert from 'node:assert';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import test from 'node:test';
import { fileURLToPath } from 'node:url';
import { readDeployment, renderSite, renderStandalone } from './render.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const serve = createRequire(import.meta.url)('../../tooling/build-tools/src/serve.cjs');
const example = readDeployment(path.join(here, 'example.deployment.json'));
const site = renderSite(example);

/** The server blocks of a rendered site, by their comment line. */
const blocks = () => site.split('\n\n').filter((b) => b.includes('server {'));

test('example.nova.conf is the rendering of example.deployment.json (render again after a change)', () => {
  assert.strictEqual(readFileSync(path.join(here, 'example.nova.conf'), 'utf8'), site);
});

test('the host sends the policy computed from its registry, each remote its own-origin policy, all with the security headers', () => {
  const registry = JSON.parse(readFileSync(example.registryFile, 'utf8'));
  const [host, ...remotes] = blocks();
  assert.strictEqual(remotes.length, 6);
  assert.ok(host.includes(`add_header Content-Security-Policy "${serve.hostPolicy(registry)}" always;`));
  for (const remote of remotes) assert.ok(remote.includes(`add_header Content-Security-Policy "${serve.remotePolicy()}" always;`));
  for (const block of blocks()) {
    for (const [name, value] of Object.entries(serve.SECURITY_HEADERS)) assert.ok(block.includes(`add_header ${name} "${value}" always;`), `${name} in\n${block}`);
    assert.ok(block.includes('gzip_static on;') && block.includes('brotli_static on;') && block.includes('gzip_vary on;'));
    // A location that adds a header drops the server's: none may.
    assert.ok(block.includes('\n    location'));
    assert.ok(!block.slice(block.indexOf('\n    location')).includes('add_header'));
  }
  assert.ok(host.includes('alias "/srv/nova/releases/remotes.json";') && host.includes('try_files $uri /index.html;'));
  // A locale-prefixed route gets its locale's document, as the Node server does (serve.cjs).
  const localeLocation = /location ~\* "(.+)" \{\n\s+try_files \$uri \/\$1\/index\.html \/index\.html;/.exec(host);
  assert.ok(localeLocation, host);
  const prefix = new RegExp(localeLocation[1], 'i');
  for (const uri of ['/zh', '/zh/markets', '/pt-BR/trade/solana/x', '/zh-tw/']) assert.ok(prefix.test(uri), uri);
  for (const uri of ['/markets', '/trade/solana/x', '/bind-code', '/r/abc', '/']) assert.ok(!prefix.test(uri), uri);
  // remotes.json is replaced without a rebuild: never a stale precompressed copy.
  const registryLocation = host.slice(host.indexOf('location = /remotes.json'), host.indexOf('}', host.indexOf('location = /remotes.json')));
  assert.ok(registryLocation.includes('gzip_static off;') && registryLocation.includes('brotli_static off;'));
  for (const remote of remotes) assert.ok(remote.includes('try_files $uri =404;') && !remote.includes('/index.html'));
});

test("the cache map gives every path the Node server's Cache-Control", () => {
  const rules = [...site.matchAll(/^ {4}"~(.+)" "(.+)";$/gm)].map((m) => ({ re: new RegExp(m[1]), value: m[2] }));
  const viaMap = (uri) => rules.find((r) => r.re.test(uri))?.value ?? 'no-cache';
  for (const uri of ['/index.html', '/mf-manifest.json', '/remoteEntry.js', '/remotes.json', '/main.0123456789.js', '/__federation_expose_Panel.3f9a1c2b7d.js', '/favicon.svg', '/main.js', '/assets/logo.0123456789ab.png']) {
    assert.strictEqual(viaMap(uri), serve.cacheControlFor(uri), uri);
  }
  // Inside a release folder (/<version>-<hash>/...) the rules are the same, by file name.
  const release = '/1.0.0-3f2a9c1b7e';
  for (const [uri, value] of [
    [`${release}/mf-manifest.json`, 'no-cache, no-store, must-revalidate'],
    [`${release}/remoteEntry.js`, 'no-cache, no-store, must-revalidate'],
    [`${release}/__federation_expose_Panel.3f9a1c2b7d.js`, 'public, max-age=31536000, immutable'],
    [`${release}/assets/logo.0123456789.svg`, 'public, max-age=31536000, immutable'],
  ]) {
    assert.strictEqual(viaMap(uri), value, uri);
    assert.strictEqual(serve.cacheControlFor(uri), value, uri);
  }
});

test("a release store: each remote's root is <store>/<name>, the host's remotes.json the store's; explicit roots still work", () => {
  assert.strictEqual(example.store, '/srv/nova/releases');
  const [, ...remotes] = blocks();
  for (const [i, remote] of remotes.entries()) {
    const name = example.remotes[i].name;
    assert.ok(remote.startsWith(`# remote ${name}: its release folders`), remote);
    assert.ok(remote.includes(`root "/srv/nova/releases/${name}";`), remote);
  }
  // The policy comes from the deployment's registry: a promote keeps every origin, no new rendering.
  const registry = JSON.parse(readFileSync(example.registryFile, 'utf8'));
  assert.ok(site.includes(serve.hostPolicy(registry)));
  const plain = renderSite({ ...example, store: undefined, registryServedAt: '/srv/nova/remotes.json', remotes: example.remotes.map((r) => ({ ...r, root: `/srv/nova/${r.name}` })) });
  assert.ok(plain.includes('root "/srv/nova/mf_trade";') && plain.includes('alias "/srv/nova/remotes.json";') && !plain.includes('release folders'));
  assert.throws(() => renderSite({ ...example, store: undefined }), /has no root and the deployment no store/);
});

test('brotli can be left out where the module is not installed', () => {
  const without = renderSite({ ...example, brotli: false });
  assert.ok(!without.includes('brotli_static'));
  assert.ok(!renderStandalone({ site: without, prefix: '/tmp/x', brotli: false }).includes('load_module'));
  assert.ok(renderStandalone({ site, prefix: '/tmp/x' }).includes('load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;'));
});

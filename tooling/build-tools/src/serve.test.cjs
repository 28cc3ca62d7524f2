const test = require('node:test');
const assert = require('node:assert');
const { cacheControlFor } = require('./serve.cjs');

test('entry points are never cached', () => {
  for (const f of ['/mf-manifest.json', '/remoteEntry.js', '/remotes.json']) {
    assert.match(cacheControlFor(f), /no-store/);
  }
});

test('content-hashed chunks are immutable', () => {
  assert.match(cacheControlFor('/__federation_expose_TradePanel.3f9a1c2b7d.js'), /immutable/);
  assert.match(cacheControlFor('/main.0123456789.js'), /max-age=31536000/);
});

test('other files revalidate', () => {
  assert.strictEqual(cacheControlFor('/favicon.svg'), 'no-cache');
});

test('the document is revalidated but may enter the back/forward cache (no no-store)', () => {
  for (const f of ['/index.html', '/markets', '/zh/trade/solana/abc']) assert.strictEqual(cacheControlFor(f), 'no-cache');
});

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const { serveDir, hostPolicy, remotePolicy } = require('./serve.cjs');

const REGISTRY = {
  apiBaseUrl: 'https://api.nova.test/v1',
  perpApiBaseUrl: 'https://perp.nova.test',
  wsUrl: 'wss://ws.nova.test/ws',
  previewAllowlist: ['https://staging.nova.test'],
  remotes: [
    { name: 'mf_trade', manifestUrl: 'https://trade.nova.test/mf-manifest.json', contractMajor: 2 },
    { name: 'mf_chart', manifestUrl: 'https://chart.nova.test:8443/v2/mf-manifest.json', contractMajor: 2 },
  ],
};

/** @param {string} policy @param {string} name */
const directive = (policy, name) => policy.split('; ').find((d) => d.startsWith(`${name} `))?.split(' ').slice(1) ?? [];

test('the host policy allows scripts only from itself, the remotes and the preview allowlist', () => {
  const policy = hostPolicy(REGISTRY);
  assert.deepStrictEqual(directive(policy, 'script-src'), ["'self'", 'https://trade.nova.test', 'https://chart.nova.test:8443', 'https://staging.nova.test']);
  assert.doesNotMatch(policy, /unsafe-eval/);
  assert.doesNotMatch(directive(policy, 'script-src').join(' '), /unsafe-inline|https:$|\*/);
  assert.deepStrictEqual(directive(policy, 'frame-ancestors'), ["'none'"]);
  assert.deepStrictEqual(directive(policy, 'object-src'), ["'none'"]);
});

test('the host policy connects to the API, the perpetual API, the WebSocket and the code origins', () => {
  const connect = directive(hostPolicy(REGISTRY), 'connect-src');
  for (const origin of ["'self'", 'https://api.nova.test', 'https://perp.nova.test', 'wss://ws.nova.test', 'https://trade.nova.test', 'https://staging.nova.test']) {
    assert.ok(connect.includes(origin), `${origin} in connect-src ${connect.join(' ')}`);
  }
  assert.ok(!connect.some((o) => o.includes('walletconnect')), 'no WalletConnect without a project id');
  const withWalletConnect = hostPolicy({ ...REGISTRY, walletConnectProjectId: 'abc' });
  assert.ok(directive(withWalletConnect, 'connect-src').includes('wss://*.walletconnect.org'));
  assert.ok(directive(withWalletConnect, 'frame-src').includes('https://verify.walletconnect.org'));
});

test('an empty preview allowlist adds no origin', () => {
  const policy = hostPolicy({ ...REGISTRY, previewAllowlist: [] });
  assert.ok(!policy.includes('staging.nova.test'));
});

test("a remote's policy is its own origin only", () => {
  assert.deepStrictEqual(directive(remotePolicy(), 'script-src'), ["'self'"]);
  assert.deepStrictEqual(directive(remotePolicy(), 'connect-src'), ["'self'"]);
});

/** A build folder with a precompressed script, and a server for it on a free port. */
async function fixture(t, { registry } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nova-serve-'));
  const js = 'console.log("' + 'nova '.repeat(200) + '");\n';
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>x</title>');
  fs.writeFileSync(path.join(dir, 'main.0123456789.js'), js);
  fs.writeFileSync(path.join(dir, 'main.0123456789.js.br'), zlib.brotliCompressSync(js));
  fs.writeFileSync(path.join(dir, 'main.0123456789.js.gz'), zlib.gzipSync(js));
  fs.writeFileSync(path.join(dir, 'plain.txt'), 'plain');
  if (registry) fs.writeFileSync(path.join(dir, 'remotes.json'), JSON.stringify(registry));
  const server = await serveDir({ dir, port: 0, spa: Boolean(registry) });
  t.after(() => {
    server.closeAllConnections();
    server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return { js, url: `http://127.0.0.1:${server.address().port}` };
}

/** GET without fetch's automatic decompression: the raw bytes and headers. */
function rawGet(url, headers = {}) {
  return new Promise((resolve, reject) => {
    require('node:http')
      .get(url, { headers }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

test('every response carries the security headers (file, SPA route, 404, preflight)', async (t) => {
  const { url } = await fixture(t, { registry: REGISTRY });
  for (const [pathname, status] of [['/main.0123456789.js', 200], ['/markets', 200], ['/remotes.json', 200], ['/missing.js', 404]]) {
    const res = await rawGet(`${url}${pathname}`);
    assert.strictEqual(res.status, status, pathname);
    assert.strictEqual(res.headers['x-frame-options'], 'DENY', pathname);
    assert.strictEqual(res.headers['x-content-type-options'], 'nosniff', pathname);
    assert.strictEqual(res.headers['referrer-policy'], 'strict-origin-when-cross-origin', pathname);
    assert.strictEqual(res.headers['content-security-policy'], hostPolicy(REGISTRY), pathname);
  }
  const preflight = await fetch(`${url}/main.0123456789.js`, { method: 'OPTIONS' });
  assert.strictEqual(preflight.headers.get('x-frame-options'), 'DENY');
});

test('a folder without remotes.json is served with the remote policy', async (t) => {
  const { url } = await fixture(t);
  const res = await rawGet(`${url}/plain.txt`);
  assert.strictEqual(res.headers['content-security-policy'], remotePolicy());
});

test('precompressed files are sent by Accept-Encoding, with Vary', async (t) => {
  const { url, js } = await fixture(t);
  const br = await rawGet(`${url}/main.0123456789.js`, { 'accept-encoding': 'gzip, deflate, br' });
  assert.strictEqual(br.headers['content-encoding'], 'br');
  assert.match(br.headers['content-type'], /javascript/);
  assert.strictEqual(br.headers.vary, 'Accept-Encoding');
  assert.match(br.headers['cache-control'], /immutable/);
  assert.strictEqual(zlib.brotliDecompressSync(br.body).toString(), js);

  const gz = await rawGet(`${url}/main.0123456789.js`, { 'accept-encoding': 'gzip' });
  assert.strictEqual(gz.headers['content-encoding'], 'gzip');
  assert.strictEqual(zlib.gunzipSync(gz.body).toString(), js);

  const identity = await rawGet(`${url}/main.0123456789.js`);
  assert.strictEqual(identity.headers['content-encoding'], undefined);
  assert.strictEqual(identity.body.toString(), js);
  assert.strictEqual(identity.headers.vary, 'Accept-Encoding');
});

test('a malformed remotes.json gets the own-origin policy instead of crashing the server', async (t) => {
  const { url } = await fixture(t, { registry: REGISTRY });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nova-serve-bad-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html>');
  fs.writeFileSync(path.join(dir, 'remotes.json'), '{"apiBaseUrl": ');
  const server = await serveDir({ dir, port: 0, spa: true });
  t.after(() => {
    server.closeAllConnections();
    server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const res = await rawGet(`http://127.0.0.1:${server.address().port}/markets`);
  assert.strictEqual(res.status, 200);
  assert.strictEqual(res.headers['content-security-policy'], remotePolicy());
  assert.strictEqual((await rawGet(`${url}/markets`)).headers['content-security-policy'], hostPolicy(REGISTRY));
});

test('remotes.json on disk is sent as itself, never a stale precompressed copy', async (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nova-serve-registry-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html>');
  fs.writeFileSync(path.join(dir, 'remotes.json'), JSON.stringify(REGISTRY));
  fs.writeFileSync(path.join(dir, 'remotes.json.br'), zlib.brotliCompressSync('{"stale": true}'));
  fs.writeFileSync(path.join(dir, 'remotes.json.gz'), zlib.gzipSync('{"stale": true}'));
  const server = await serveDir({ dir, port: 0, spa: true });
  t.after(() => {
    server.closeAllConnections();
    server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const res = await rawGet(`http://127.0.0.1:${server.address().port}/remotes.json`, { 'accept-encoding': 'gzip, br' });
  assert.strictEqual(res.headers['content-encoding'], undefined);
  assert.deepStrictEqual(JSON.parse(res.body.toString()), REGISTRY);
});

test("a route under a locale prefix gets that locale's document, any other route index.html", async (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nova-serve-locale-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<html lang="en">');
  for (const locale of ['zh', 'pt-br']) {
    fs.mkdirSync(path.join(dir, locale));
    fs.writeFileSync(path.join(dir, locale, 'index.html'), `<html lang="${locale}">`);
  }
  const server = await serveDir({ dir, port: 0, spa: true });
  t.after(() => {
    server.closeAllConnections();
    server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const base = `http://127.0.0.1:${server.address().port}`;
  const expected = { '/zh': 'zh', '/zh/markets': 'zh', '/ZH/trade/solana/abc?x=1': 'zh', '/pt-BR/markets': 'pt-br', '/markets': 'en', '/de/markets': 'en', '/': 'en', '/trade/solana/abc': 'en' };
  for (const [route, lang] of Object.entries(expected)) {
    const res = await rawGet(`${base}${route}`);
    assert.strictEqual(res.status, 200, route);
    assert.strictEqual(res.body.toString(), `<html lang="${lang}">`, route);
    assert.strictEqual(res.headers['cache-control'], 'no-cache', route);
  }
  assert.strictEqual((await rawGet(`${base}/zh/main.js`)).status, 404);
});

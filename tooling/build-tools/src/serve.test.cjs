const test = require('node:test');
const assert = require('node:assert');
const { cacheControlFor } = require('./serve.cjs');

test('entry points are never cached', () => {
  for (const f of ['/mf-manifest.json', '/remoteEntry.js', '/index.html', '/remotes.json']) {
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

test('SPA routes answered with index.html are never cached', () => {
  assert.match(cacheControlFor('/markets'), /no-store/);
  assert.match(cacheControlFor('/zh/trade/solana/abc'), /no-store/);
});

const test = require('node:test');
const assert = require('node:assert');
const zlib = require('node:zlib');
const { compressBoth, TEXT_ASSET } = require('./compress.cjs');

test('both copies decompress to the original and are smaller for text', async () => {
  const text = Buffer.from('export const rows = ['.concat('{"symbol":"BONK","price":"0.0000231"},'.repeat(400), '];'));
  const { br, gz } = await compressBoth(text);
  assert.deepStrictEqual(zlib.brotliDecompressSync(br), text);
  assert.deepStrictEqual(zlib.gunzipSync(gz), text);
  assert.ok(br.length < gz.length && gz.length < text.length / 10, `br ${br.length}, gz ${gz.length}, raw ${text.length}`);
});

test("the gzip copy is smaller than zlib's best; a source map's is zlib's quick one", async () => {
  const code = Buffer.from(Array.from({ length: 3000 }, (_, i) => `function f${i}(a){return a*${i % 97}+"${(i * 7919).toString(36)}"}`).join(';'));
  const { gz } = await compressBoth(code);
  assert.deepStrictEqual(zlib.gunzipSync(gz), code);
  assert.ok(gz.length < zlib.gzipSync(code, { level: 9 }).length, `zopfli ${gz.length}, zlib ${zlib.gzipSync(code, { level: 9 }).length}`);
  const map = await compressBoth(code, { fast: true });
  assert.strictEqual(map.gz.length, zlib.gzipSync(code, { level: 6 }).length);
});

test('every text asset is compressed, binary assets are not', () => {
  for (const f of ['main.js', 'remoteEntry.js', 'mf-manifest.json', 'index.html', 'x.css', 'logo.svg', 'main.js.map', '1.js.LICENSE.txt']) assert.ok(TEXT_ASSET.test(f), f);
  for (const f of ['logo.png', 'font.woff2', 'main.js.br', 'main.js.gz']) assert.ok(!TEXT_ASSET.test(f), f);
});

import assert from 'node:assert/strict';
import http from 'node:http';
import { test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { sentBytes } from './wire.mjs';

test('sentBytes counts the body as sent (compressed, not decoded) and names its encoding', async () => {
  const body = 'x'.repeat(10_000);
  const gzipped = gzipSync(body);
  const server = http.createServer((req, res) => {
    if (req.headers['accept-encoding'] === 'gzip') res.writeHead(200, { 'Content-Encoding': 'gzip' }).end(gzipped);
    else res.writeHead(200).end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
  try {
    assert.deepEqual(await sentBytes(url, 'gzip'), { bytes: gzipped.length, encoding: 'gzip' });
    assert.deepEqual(await sentBytes(url, 'identity'), { bytes: body.length, encoding: undefined });
  } finally {
    server.close();
  }
});

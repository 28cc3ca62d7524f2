// Issue 9: the builds served by Debian's nginx with the production configuration of deploy/nginx
// (installed when missing): every origin sends the same headers as the Node server, precompressed
// files are sent by Accept-Encoding, and the app runs under the policy; no other origin frames it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { REMOTES, SECURITY_HEADERS, cacheControlFor, hostPolicy, originOf, remotePolicy } from '../../scripts/lib/deploy.mjs';
import { slot } from '../src/app';
import { stagedDists } from '../src/builds';
import { SPARE_PORTS, stageDir } from '../src/env';
import { expect, test } from '../src/fixtures';
import { foreignSite, framingPage } from '../src/foreign';
import { serveWithNginx } from '../src/nginx';
import type { NginxDeployment } from '../src/nginx';

let nginx: NginxDeployment;
test.beforeAll(async () => {
  test.setTimeout(300_000); // the first run may install nginx
  nginx = await serveWithNginx(stagedDists(stageDir()));
});
test.afterAll(async () => {
  await nginx?.close();
});

/** A GET without fetch's decompression: status, headers and the raw bytes. */
async function raw(url: string, acceptEncoding?: string) {
  const { request } = await import('node:http');
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    request(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

function expectHeaders(headers: Record<string, string | string[] | undefined>, policy: string, what: string) {
  expect(headers['content-security-policy'], what).toBe(policy);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers[name.toLowerCase()], `${name} of ${what}`).toBe(value);
  expect(headers['access-control-allow-origin'], what).toBe('*');
}

test('every origin served by nginx sends the headers of the Node server, with the same cache rules', async () => {
  const host = originOf(nginx.ports.host);
  const policy = hostPolicy(nginx.registry);
  for (const [pathname, status, cacheOf] of [
    ['/markets', 200, '/markets'],
    ['/zh/trade/solana/abc', 200, '/index.html'],
    ['/main.js', 200, '/main.js'],
    ['/remotes.json', 200, '/remotes.json'],
    ['/missing.js', 404, undefined],
  ] as const) {
    const response = await raw(`${host}${pathname}`);
    expect(response.status, pathname).toBe(status);
    expectHeaders(response.headers, policy, `host ${pathname}`);
    if (cacheOf) expect(response.headers['cache-control'], pathname).toBe(cacheControlFor(cacheOf));
  }
  expect(JSON.parse((await raw(`${host}/remotes.json`)).body.toString())).toEqual(nginx.registry);
  for (const remote of REMOTES) {
    const origin = originOf(nginx.ports.remotes[remote.name]);
    for (const file of ['/mf-manifest.json', '/remoteEntry.js']) {
      const response = await raw(`${origin}${file}`);
      expect(response.status, `${remote.name}${file}`).toBe(200);
      expectHeaders(response.headers, remotePolicy(), `${remote.name}${file}`);
      expect(response.headers['cache-control']).toBe(cacheControlFor(file));
    }
  }
});

test('precompressed files are sent by Accept-Encoding, with Vary', async () => {
  const url = `${originOf(nginx.ports.host)}/main.js`;
  const original = readFileSync(path.join(nginx.hostDir, 'main.js'));
  const gzip = await raw(url, 'gzip');
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(gzip.headers.vary).toBe('Accept-Encoding');
  expect(gunzipSync(gzip.body).equals(original)).toBe(true);
  if (nginx.brotli) {
    const br = await raw(url, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.body).equals(original)).toBe(true);
  }
  const identity = await raw(url);
  expect(identity.headers['content-encoding']).toBeUndefined();
  expect(identity.body.equals(original)).toBe(true);
});

test('the app served by nginx runs under its policy, and no other origin can frame it', async ({ page, requests }) => {
  await page.goto(`${nginx.hostUrl}markets`);
  await expect(slot(page, 'mf_discover').getByRole('row').nth(1)).toBeVisible();
  // Each remote's code came from its nginx origin.
  expect(requests.from(originOf(nginx.ports.remotes.mf_discover)).length).toBeGreaterThan(0);

  const framer = await foreignSite(SPARE_PORTS.foreignSite, { '/frame': framingPage(`${nginx.hostUrl}markets`, 'nova') });
  try {
    requests.clear();
    await page.goto(`${framer.origin}/frame`);
    // The frame has loaded (the error page of a refused frame fires load too).
    await expect(page).toHaveTitle('framed');
    expect(requests.from(`${nginx.hostUrl}main.js`)).toEqual([]);
    await expect(page.frameLocator('iframe[title="nova"]').getByRole('banner')).toHaveCount(0);
  } finally {
    await framer.close();
  }
});

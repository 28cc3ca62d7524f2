import { channelKey, encryptPassword } from '@nova/shared-contracts';
import type { LoginResult, Token } from '@nova/shared-contracts';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { startServer } from './server';
import type { RunningServer } from './server';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ port: 0, seed: 5 });
});
afterAll(() => server.close());

describe('Node server', () => {
  it('serves REST with CORS for any origin', async () => {
    const response = await fetch(`${server.url}/token/new/list?limit=2`, { headers: { origin: 'http://127.0.0.1:4100' } });
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4100');
    const body = (await response.json()) as { code: number; data: { tokens: unknown[] } };
    expect(body.data.tokens).toHaveLength(2);
    const preflight = await fetch(`${server.url}/trade/holds/list`, { method: 'OPTIONS', headers: { origin: 'http://x.test', 'access-control-request-headers': 'authorization' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toBe('authorization');
  });

  it('compresses answers of 1 kB and more for clients that accept it, and only those', async () => {
    const list = `${server.url}/token/hot/list?limit=20`;
    const brotli = await fetch(list, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(((await brotli.json()) as { data: { tokens: unknown[] } }).data.tokens).toHaveLength(20);
    const gzip = await fetch(list, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const plain = await fetch(list, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(((await plain.json()) as { data: { tokens: unknown[] } }).data.tokens).toHaveLength(20);
    // A small answer is not worth it.
    const small = await fetch(`${server.url}/account/user/public_key`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers.get('content-encoding')).toBeNull();
  });

  it('answers bad JSON with 400 and a code', async () => {
    const response = await fetch(`${server.url}/account/user/login`, { method: 'POST', body: '{not json', headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 400, message: 'body is not valid JSON' });
  });

  it('settles 50 concurrent HTTP orders on one account to exact balances', async () => {
    const email = 'concurrent@nova.test';
    const post = (path: string, body: unknown, token?: string) =>
      fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) }).then(async (r) => ({ status: r.status, body: (await r.json()) as { code: number; data: Record<string, string> } }));
    await post('/account/user/send/code', { email });
    const code = ((await (await fetch(`${server.url}/__dev/codes?email=${email}`)).json()) as { data: { code: string } }).data.code;
    const key = ((await (await fetch(`${server.url}/account/user/public_key`)).json()) as { data: { public_key: string } }).data.public_key;
    const session = (await post('/account/user/register', { email, code, password: await encryptPassword(key, 'concurrency') })).body.data as unknown as LoginResult;
    const hot = (await (await fetch(`${server.url}/token/hot/list?chain=bsc&min_liquidity=20000&limit=20`)).json()) as { data: { tokens: Token[] } };
    const token = hot.data.tokens.find((t) => t.security_info.is_pixiu === 0) as Token;
    const results = await Promise.all(Array.from({ length: 50 }, () => post('/trade/order/create', { chain: 'bsc', token_in: '', token_out: token.address, token_amount: '0.3', slippage: 1 }, session.access_token)));
    const ok = results.filter((r) => r.status === 200);
    const fees = ok.reduce((sum, r) => sum.plus(new Decimal(r.body.data.amount_in ?? '0')).plus(r.body.data.fee ?? '0'), new Decimal(0));
    expect(ok.length).toBe(16);
    const list = ((await (await fetch(`${server.url}/balance/list?chain=bsc`, { headers: { authorization: `Bearer ${session.access_token}` } })).json()) as { data: { list: Array<{ token: string; balance: string }> } }).data.list;
    expect(list.find((a) => a.token === '')?.balance).toBe(new Decimal(5).minus(fees).toFixed());
    const bought = ok.reduce((sum, r) => sum.plus(r.body.data.amount_out ?? '0'), new Decimal(0));
    expect(new Decimal(list.find((a) => a.token === token.address)?.balance ?? '0').toDecimalPlaces(9).toFixed()).toBe(bought.toDecimalPlaces(9).toFixed());
  });

  it('pushes native prices every second on /ws', async () => {
    const socket = new WebSocket(server.wsUrl);
    const pushes: number[] = [];
    await new Promise<void>((resolve) => {
      socket.on('open', () => socket.send(JSON.stringify({ id: 'a', action: 'subscribe', channel: 'native_price', data: {} })));
      socket.on('message', (raw) => {
        const message = JSON.parse(String(raw)) as { key?: string; data?: { ts: number } };
        if (message.key === channelKey('native_price', {}) && message.data) pushes.push(message.data.ts);
        if (pushes.length >= 3) resolve();
      });
    });
    socket.close();
    expect(pushes.length).toBeGreaterThanOrEqual(3);
  });
});

describe('Node server limits and pages', () => {
  it('answers a body over 1 MB with 413 and a JSON error, not a reset', async () => {
    const response = await fetch(`${server.url}/account/user/login`, { method: 'POST', body: 'x'.repeat(3 * 1024 * 1024), headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ code: 413, message: 'body too large (1 MB limit)' });
    // The server keeps answering.
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
  });

  it('takes a group avatar of up to 2 MB as multipart (over the 1 MB JSON limit) and leaves a bigger one to the upload rule', async () => {
    const email = 'avatar@nova.test';
    const post = (path: string, body: unknown) => fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(async (r) => (await r.json()) as { data: unknown });
    await post('/account/user/send/code', { email });
    const code = ((await (await fetch(`${server.url}/__dev/codes?email=${email}`)).json()) as { data: { code: string } }).data.code;
    const key = ((await (await fetch(`${server.url}/account/user/public_key`)).json()) as { data: { public_key: string } }).data.public_key;
    const session = (await post('/account/user/register', { email, code, password: await encryptPassword(key, 'avatar-pass') })).data as LoginResult;
    const upload = (size: number) => {
      const bytes = new Uint8Array(size);
      bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      const form = new FormData();
      form.append('file', new Blob([bytes], { type: 'image/png' }), 'me.png');
      return fetch(`${server.url}/wallet_monitor/group/upload`, { method: 'POST', body: form, headers: { authorization: `Bearer ${session.access_token}` } });
    };
    const ok = await upload(1_900_000);
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { data: { path: string } }).data.path).toMatch(/\/uploads\/\w+\.png$/);
    const big = await upload(2 * 1024 * 1024 + 1);
    expect(big.status).toBe(413);
    expect(((await big.json()) as { message: string }).message).toContain('upload size limit');
  });

  it('serves the consent page without CORS and unframeable', async () => {
    const response = await fetch(`${server.url}/account/oauth/consent?provider=google&redirect_uri=${encodeURIComponent('http://127.0.0.1:4100/auth-callback')}`, { headers: { origin: 'https://evil.test' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});

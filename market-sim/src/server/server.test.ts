import { channelKey } from '@nova/shared-contracts';
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

  it('answers bad JSON with 400 and a code', async () => {
    const response = await fetch(`${server.url}/account/user/login`, { method: 'POST', body: '{not json', headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 400, message: 'body is not valid JSON' });
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

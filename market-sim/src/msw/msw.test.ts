import * as v from 'valibot';
import { channelKey } from '@nova/shared-contracts';
import { ENDPOINTS } from '@nova/shared-contracts/endpoints';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSimHandlers } from './index';

const handlers = createSimHandlers({ seed: 11, baseUrl: 'http://sim.msw', wsUrl: 'ws://sim.msw/ws', validateResponses: true });
const server = setupServer(...handlers);

beforeAll(async () => {
  await handlers.ready;
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => {
  server.close();
  handlers.engine.stop();
});

describe('msw handlers', () => {
  it('answer REST calls from the engine', async () => {
    const response = await fetch('http://sim.msw/token/hot/list?chain=eth&limit=3');
    const body = (await response.json()) as { code: number; data: unknown };
    expect(body.code).toBe(0);
    expect(v.parse(ENDPOINTS.tokenHotList.response, body.data).tokens).toHaveLength(3);
  });

  it('answer errors with a status and {code, message}', async () => {
    const response = await fetch('http://sim.msw/balance/list');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 0x26281d8, message: 'not logged in' });
  });

  it('serve icons as SVG', async () => {
    const response = await fetch('http://sim.msw/icons/chain/solana.svg');
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toContain('<svg');
  });

  it('run the realtime channel over the WebSocket link', async () => {
    const socket = new WebSocket('ws://sim.msw/ws');
    const messages: Array<Record<string, unknown>> = [];
    await new Promise<void>((resolve, reject) => {
      socket.addEventListener('open', () => socket.send(JSON.stringify({ id: '1', action: 'subscribe', channel: 'native_price', data: {} })));
      socket.addEventListener('message', (event) => {
        messages.push(JSON.parse(String(event.data)) as Record<string, unknown>);
        if (messages.some((m) => m.key === channelKey('native_price', {}))) resolve();
      });
      socket.addEventListener('error', () => reject(new Error('socket error')));
    });
    socket.close();
    expect(messages[0]).toEqual({ ack_id: '1', code: 0 });
    expect((messages[1]?.data as { prices: Record<string, string> }).prices.SOL).toMatch(/^\d+(\.\d+)?$/);
  });
});

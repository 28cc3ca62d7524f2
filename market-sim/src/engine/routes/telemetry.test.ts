import { describe, expect, it } from 'vitest';
import { testSim } from '../../testing/sim';
import type { TestSim } from '../../testing/sim';
import { MAX_TELEMETRY_BODY } from './telemetry';

const SESSION = '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';
const OTHER = '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d';

const batch = (events: unknown[], session = SESSION, dropped = 0) => JSON.stringify({ v: 1, session, dropped, events });
const pageView = (view: number, route = '/markets') => ({ name: 'page_view', view, at: 1_700_000_000_000, props: { route, locale: 'en' } });
const custom = (name: string, props: Record<string, string | boolean>, view = 1) => ({ name, view, at: 1_700_000_000_001, props });

/** As a beacon posts it: text/plain, the body as raw text. */
const post = (sim: TestSim, body: string) => sim.engine.handle({ method: 'POST', path: '/telemetry', body, headers: { 'content-type': 'text/plain;charset=UTF-8' } });
const read = async (sim: TestSim, session?: string) => {
  const response = await sim.engine.handle({ method: 'GET', path: `/__admin/telemetry${session ? `?session=${session}` : ''}` });
  return response.body as { data: { events: Array<{ name: string; session: string; props: Record<string, unknown> }>; dropped: number } };
};

describe('POST /telemetry', () => {
  it('keeps a beacon batch of text/plain JSON, and the admin route reads it back per session with the dropped count', async () => {
    const sim = await testSim({ admin: true });
    expect((await post(sim, batch([pageView(1), custom('order_placed', { side: 'buy', chain: 'solana', kind: 'market' })], SESSION, 2))).status).toBe(200);
    expect((await post(sim, batch([pageView(1, '/trade/:chain/:address')], OTHER))).status).toBe(200);
    const mine = (await read(sim, SESSION)).data;
    expect(mine.events.map((e) => e.name)).toEqual(['page_view', 'order_placed']);
    expect(mine.events[1]?.props).toEqual({ side: 'buy', chain: 'solana', kind: 'market' });
    expect(mine.dropped).toBe(2);
    expect((await read(sim)).data.events).toHaveLength(3);
  });

  it.each([
    ['an EVM address', { note: '0x52908400098527886E0F7030069857D2E4169EE7' }],
    ['a Solana address', { note: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV' }],
    ['an e-mail', { note: 'jane@example.com' }],
    ['an amount', { note: '1.25' }],
  ])('refuses a batch that carries %s (a client that skipped masking stores nothing)', async (_what, props) => {
    const sim = await testSim({ admin: true });
    const response = await post(sim, batch([pageView(1), custom('order_placed', props)]));
    expect(response.status).toBe(422);
    expect((await read(sim)).data.events).toEqual([]);
  });

  it('refuses what is not a batch: bad JSON, unknown fields, numbers as values, too many events, too large a body', async () => {
    const sim = await testSim({ admin: true });
    expect((await post(sim, '{')).status).toBe(400);
    expect((await post(sim, batch([{ ...pageView(1), url: '/x' }]))).status).toBe(400);
    expect((await post(sim, batch([custom('order_placed', { amount: 5 } as unknown as Record<string, string>)]))).status).toBe(400);
    expect((await post(sim, batch(Array.from({ length: 101 }, () => pageView(1))))).status).toBe(400);
    expect((await post(sim, batch([pageView(1)], 'not-a-uuid'))).status).toBe(400);
    expect((await post(sim, 'x'.repeat(MAX_TELEMETRY_BODY + 1))).status).toBe(413);
    expect((await sim.engine.handle({ method: 'GET', path: '/telemetry' })).status).toBe(405);
    expect((await read(sim)).data.events).toEqual([]);
  });

  it('has no admin route unless the admin API is on; DELETE clears what was kept', async () => {
    const closed = await testSim();
    expect((await post(closed, batch([pageView(1)]))).status).toBe(200);
    expect((await closed.engine.handle({ method: 'GET', path: '/__admin/telemetry' })).status).toBe(404);
    const open = await testSim({ admin: true });
    await post(open, batch([pageView(1)]));
    expect((await open.engine.handle({ method: 'DELETE', path: '/__admin/telemetry' })).status).toBe(200);
    expect((await read(open)).data.events).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { TEST_CALLBACK, approveConsent, testSim } from '../testing/sim';
import type { TestSim } from '../testing/sim';

const HOST = 'https://app.nova.test';

async function openConsent(sim: TestSim, redirect: string, provider = 'google') {
  return sim.engine.handle({ method: 'GET', path: `/account/oauth/consent?${new URLSearchParams({ provider, redirect_uri: redirect }).toString()}` });
}

const latestCode = async (sim: TestSim, email: string) => ((await sim.call('devLatestCode', { email })).body.data as { code: string }).code;

const ticketOf = (page: { body: unknown }) => /name="ticket" value="(\w+)"/.exec(String(page.body))?.[1] ?? '';

function post(sim: TestSim, path: string, fields: Record<string, string>, origin: string | null = new URL(sim.engine.baseUrl).origin) {
  return sim.engine.handle({ method: 'POST', path, body: new URLSearchParams(fields).toString(), headers: { ...(origin ? { origin } : {}), 'content-type': 'application/x-www-form-urlencoded' } });
}

describe('consent page: where a code may go', () => {
  it('redirects only to the /auth-callback of a registered host origin', async () => {
    const sim = await testSim({ hostOrigins: [HOST] });
    expect((await openConsent(sim, `${HOST}/auth-callback`)).status).toBe(200);
    for (const refused of ['https://evil.test/auth-callback', 'http://app.nova.test/auth-callback', `${HOST}:8443/auth-callback`, `${HOST}/steal`, `${HOST}/x/auth-callback`, 'https://user:pw@app.nova.test/auth-callback', 'javascript:alert(1)//auth-callback', 'not a url']) {
      const page = await openConsent(sim, refused);
      expect(page.status, refused).toBe(400);
      expect(String(page.body)).not.toContain('ticket');
    }
  });

  it('without registered origins, accepts loopback hosts only', async () => {
    const sim = await testSim();
    expect((await openConsent(sim, TEST_CALLBACK)).status).toBe(200);
    expect((await openConsent(sim, 'http://localhost:3101/auth-callback')).status).toBe(200);
    expect((await openConsent(sim, 'https://evil.test/auth-callback')).status).toBe(400);
    expect((await openConsent(sim, 'http://10.0.0.1/auth-callback')).status).toBe(400);
  });

  it('cannot be framed or read from another origin', async () => {
    const sim = await testSim();
    const page = await openConsent(sim, TEST_CALLBACK);
    expect(page.headers?.['x-frame-options']).toBe('DENY');
    expect(page.headers?.['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers?.['content-security-policy']).toContain("form-action 'self' http://127.0.0.1:4100");
    expect(page.noCors).toBe(true);
    // A browser posts the forms with its real Origin (no-referrer would make it `null`).
    expect(page.headers?.['referrer-policy']).toBe('same-origin');
  });
});

describe('consent page: who gets a code for which email', () => {
  it('signs the person in with a mailed code before Allow hands a code, once per page', async () => {
    const sim = await testSim();
    const location = await approveConsent(sim, 'exchange', 'Owner@Nova.test');
    expect(location.origin + location.pathname).toBe(TEST_CALLBACK);
    expect(location.searchParams.get('auth_type')).toBe('exchange');
    const login = await sim.call('accountExchangeOauth', { code: location.searchParams.get('code') ?? '' });
    expect((login.body.data as { user: { email: string } }).user.email).toBe('owner@nova.test');
  });

  it('refuses the old GET approve and any post not from the page itself', async () => {
    const sim = await testSim();
    const get = await sim.engine.handle({ method: 'GET', path: `/account/oauth/approve?${new URLSearchParams({ provider: 'google', redirect_uri: TEST_CALLBACK, email: 'victim@nova.test', decision: 'allow' }).toString()}` });
    expect(get.status).toBe(405);
    const ticket = ticketOf(await openConsent(sim, TEST_CALLBACK));
    expect((await post(sim, '/account/oauth/consent', { ticket, email: 'victim@nova.test' }, 'https://evil.test')).status).toBe(403);
    expect((await post(sim, '/account/oauth/consent', { ticket, email: 'victim@nova.test' }, null)).status).toBe(403);
    expect((await post(sim, '/account/oauth/consent', { ticket: 'forged', email: 'victim@nova.test' })).status).toBe(403);
    expect((await post(sim, '/account/oauth/approve', { ticket, code: '000000', decision: 'allow' })).status).toBe(400);
  });

  it('a wrong code hands nothing and mails nothing: the same code then works; the ticket keeps its email', async () => {
    const sim = await testSim();
    const ticket = ticketOf(await openConsent(sim, TEST_CALLBACK));
    expect((await post(sim, '/account/oauth/consent', { ticket, email: 'victim@nova.test' })).status).toBe(200);
    const first = await latestCode(sim, 'victim@nova.test');
    const wrong = await post(sim, '/account/oauth/approve', { ticket, code: first === '000000' ? '111111' : '000000', decision: 'allow' });
    expect(wrong.status).toBe(400);
    expect(wrong.headers?.location).toBeUndefined();
    expect(String(wrong.body)).toContain('role="alert"');
    expect(await latestCode(sim, 'victim@nova.test')).toBe(first);
    expect((await post(sim, '/account/oauth/consent', { ticket, email: 'attacker@nova.test' })).body).toContain('victim@nova.test');
    const ok = await post(sim, '/account/oauth/approve', { ticket, code: first, decision: 'allow' });
    expect(ok.status).toBe(303);
    expect(new URL(ok.headers?.location ?? '').searchParams.get('code')).toMatch(/^[0-9a-f]{32}$/);
    expect((await post(sim, '/account/oauth/approve', { ticket, code: first, decision: 'allow' })).status).toBe(403);
  });

  it('five wrong codes burn it: the right one is refused, the page ends within the minute, and mails a new code after it', async () => {
    const sim = await testSim();
    const start = async () => {
      const ticket = ticketOf(await openConsent(sim, TEST_CALLBACK));
      await post(sim, '/account/oauth/consent', { ticket, email: 'guess@nova.test' });
      return ticket;
    };
    let ticket = await start();
    const first = await latestCode(sim, 'guess@nova.test');
    const wrong = first === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) expect(String((await post(sim, '/account/oauth/approve', { ticket, code: wrong, decision: 'allow' })).body)).toContain('invalid code: try again');
    const burnt = await post(sim, '/account/oauth/approve', { ticket, code: wrong, decision: 'allow' });
    expect(burnt.status).toBe(400);
    expect(String(burnt.body)).toContain('too many wrong codes: start the sign-in again in a minute');
    expect((await post(sim, '/account/oauth/approve', { ticket, code: first, decision: 'allow' })).status).toBe(403);
    // A new page within the minute mails nothing: the burnt code stays refused.
    ticket = await start();
    expect(await latestCode(sim, 'guess@nova.test')).toBe(first);
    const refused = await post(sim, '/account/oauth/approve', { ticket, code: first, decision: 'allow' });
    expect([refused.status, refused.headers?.location]).toEqual([400, undefined]);
    sim.clock.advance(60_000);
    ticket = await start();
    const second = await latestCode(sim, 'guess@nova.test');
    expect((await post(sim, '/account/oauth/approve', { ticket, code: second, decision: 'allow' })).status).toBe(303);
  });

  it('a code burnt a minute or more after it was mailed is replaced by a new mail on the same page', async () => {
    const sim = await testSim();
    const ticket = ticketOf(await openConsent(sim, TEST_CALLBACK));
    await post(sim, '/account/oauth/consent', { ticket, email: 'slow@nova.test' });
    const first = await latestCode(sim, 'slow@nova.test');
    sim.clock.advance(60_000);
    const wrong = first === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) await post(sim, '/account/oauth/approve', { ticket, code: wrong, decision: 'allow' });
    expect(String((await post(sim, '/account/oauth/approve', { ticket, code: wrong, decision: 'allow' })).body)).toContain('too many wrong codes: we mailed a new code');
    const second = await latestCode(sim, 'slow@nova.test');
    expect(second).not.toBe(first);
    expect((await post(sim, '/account/oauth/approve', { ticket, code: second, decision: 'allow' })).status).toBe(303);
  });

  it('Deny redirects with access_denied and no code', async () => {
    const sim = await testSim();
    const ticket = ticketOf(await openConsent(sim, TEST_CALLBACK));
    await post(sim, '/account/oauth/consent', { ticket, email: 'no@nova.test' });
    const denied = await post(sim, '/account/oauth/approve', { ticket, decision: 'deny' });
    const location = new URL(denied.headers?.location ?? '');
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(location.searchParams.has('code')).toBe(false);
  });
});

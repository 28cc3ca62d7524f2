import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError, CLIENT_ERRORS } from '@nova/shared-contracts';
import { INVALID_REQUEST_CODE } from '@nova/platform-core';
import { createPlatformDouble } from './createPlatformDouble';
import { TEST_API_URL, TEST_WS_URL, server, simSession } from './testing';

const double = (session: Awaited<ReturnType<typeof simSession>> | null = null) => createPlatformDouble({ apiBaseUrl: TEST_API_URL, wsUrl: TEST_WS_URL, session });

describe('platform double api', () => {
  it('returns the schema-checked data of a successful call', async () => {
    const { tokens } = await double().api.call('tokenHotList', { chain: 'solana', limit: 3 });
    expect(tokens).toHaveLength(3);
    expect(tokens.every((token) => token.chain === 'solana')).toBe(true);
  });

  it('sends the bearer token of the session (bearer-only endpoints answer)', async () => {
    const { list } = await double(await simSession()).api.call('balanceList', { chain: 'solana' });
    expect(list.find((asset) => asset.token === '')?.balance).toBe('10');
  });

  it('rejects with the server code and message of an error envelope', async () => {
    const call = double().api.call('balanceList', {});
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({ status: 401 });
  });

  it('rejects a success envelope whose data breaks the response schema as invalidResponse', async () => {
    server.use(http.get(`${TEST_API_URL}/token/hot/list`, () => HttpResponse.json({ code: 0, message: 'success', data: { tokens: [{ address: 1 }] } }), { once: true }));
    await expect(double().api.call('tokenHotList', {})).rejects.toMatchObject({ code: CLIENT_ERRORS.invalidResponse });
  });

  it('rejects a gateway page without JSON as a network error, without retrying it (retries: 0)', async () => {
    server.use(http.get(`${TEST_API_URL}/token/hot/list`, () => HttpResponse.text('<html>gateway</html>', { status: 502 }), { once: true }));
    await expect(double().api.call('tokenHotList', {})).rejects.toMatchObject({ code: CLIENT_ERRORS.network, status: 502 });
  });

  it('rejects a JSON body without the envelope as invalidResponse', async () => {
    server.use(http.get(`${TEST_API_URL}/token/hot/list`, () => HttpResponse.json({ tokens: [] }), { once: true }));
    await expect(double().api.call('tokenHotList', {})).rejects.toMatchObject({ code: CLIENT_ERRORS.invalidResponse, status: 200 });
  });

  it('uploads a file as multipart with its name and type (the sim checks both)', async () => {
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
    const { path } = await double(await simSession()).api.call('groupUpload', { file: { name: 'me.png', type: 'image/png', size: 70, base64: png } });
    expect(path).toMatch(/\.png$/);
  });

  it('renews the perp tokens of a session before its first perp call and sends them', async () => {
    const seen: Array<string | null> = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/apiw/v2/futures/usdt/accounts') seen.push(request.headers.get('perp-authorization'));
    });
    const platform = double(await simSession());
    const account = await platform.api.call('futuresUsdtAccounts', {});
    expect(account.chain_type).toBe('SOL');
    server.events.removeAllListeners('request:start');
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatch(/^Bearer /);
  });

  it('refuses a request that breaks the endpoint request schema before sending it', async () => {
    // @ts-expect-error a chain the contract does not know
    await expect(double().api.call('tokenHotList', { chain: 'dogechain' })).rejects.toMatchObject({ code: INVALID_REQUEST_CODE, message: expect.stringMatching(/^Invalid request for tokenHotList/) });
  });
});

describe('platform double realtime', () => {
  it('delivers schema-checked pushes of a subscription and stops after unsubscribe', async () => {
    const platform = double();
    const { tokens } = await platform.api.call('tokenHotList', { chain: 'solana', limit: 1 });
    const token = tokens[0]!;
    const prices: string[] = [];
    const unsubscribe = platform.realtime.subscribe('tokenPriceChange', { chain: 'solana', address: token.address }, (data) => prices.push(String(data.current_price)));
    await expect.poll(() => prices.length, { timeout: 8000 }).toBeGreaterThan(0);
    expect(platform.realtime.getStatus().state).toBe('connected');
    unsubscribe();
    const count = prices.length;
    platform.close();
    // Another double subscribed to the same token hears the next pushes; the closed one heard none of them.
    const other = double();
    const later: string[] = [];
    other.realtime.subscribe('tokenPriceChange', { chain: 'solana', address: token.address }, (data) => later.push(String(data.current_price)));
    await expect.poll(() => later.length, { timeout: 8000 }).toBeGreaterThan(1);
    other.close();
    expect(prices.length).toBe(count);
  }, 20_000);
});

describe('platform double services', () => {
  it('records navigation and login requests, and signs in and out', async () => {
    const platform = double();
    platform.navigate('/trade/solana/abc');
    expect(platform.navigations).toEqual(['/trade/solana/abc']);
    expect(await platform.session.requestLogin()).toBe(false);
    expect(platform.session.loginRequests()).toBe(1);
    const session = await simSession();
    platform.session.signIn(session);
    expect(platform.session.get()).toEqual({ user: session.user, kind: 'custodial' });
    await platform.session.logout();
    expect(platform.session.get().user).toBeNull();
  });

  it('translates registered keys, falls back to English, then to the key', () => {
    const { i18n } = double();
    i18n.register('demo', { en: { 'demo.hi': 'Hello {name}', 'demo.bye': 'Bye' }, de: { 'demo.hi': 'Hallo {name}' } });
    i18n.setLocale('de');
    expect(i18n.t('demo.hi', { name: 'Ada' })).toBe('Hallo Ada');
    expect(i18n.t('demo.bye')).toBe('Bye');
    expect(i18n.t('demo.missing')).toBe('demo.missing');
  });
});

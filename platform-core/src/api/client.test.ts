import { describe, expect, it, vi } from 'vitest';
import { ApiError, CLIENT_ERRORS, ENDPOINT_META, LOGOUT_CODES, TOKEN_EXPIRED_CODES } from '@nova/shared-contracts';
import { createEndpointLoader } from './endpoints';
import type { EndpointDef, EndpointGroup, GroupImporters, LoginResult } from '@nova/shared-contracts';
import { ENDPOINTS } from '@nova/shared-contracts/endpoints';
import { INVALID_REQUEST_CODE, backoffDelay, createApiClient } from './client';

type Answer = { status?: number; body: unknown } | 'network-error';

function harness(answers: Answer[], signedIn = true, extra: Partial<Parameters<typeof createApiClient>[0]> = {}) {
  const requests: Array<{ url: string; init: RequestInit }> = [];
  const delays: number[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    requests.push({ url: String(input), init: init ?? {} });
    const next = answers.shift();
    if (!next) throw new Error(`unexpected request ${String(input)}`);
    if (next === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(typeof next.body === 'string' ? next.body : JSON.stringify(next.body), { status: next.status ?? 200 });
  };
  let tokens = signedIn ? { accessToken: 'old', refreshToken: 'r1' } : null;
  const session = {
    tokens: () => tokens,
    set: vi.fn((result: LoginResult) => (tokens = { accessToken: result.access_token, refreshToken: result.refresh_token })),
    clear: vi.fn(() => (tokens = null)),
  };
  const log = vi.fn();
  const api = createApiClient({ baseUrl: 'http://api.test/', session, deviceId: 'dev-1', fetchImpl, sleep: async (ms) => void delays.push(ms), log, ...extra });
  return { api, requests, delays, session, log };
}

const ok = (data: unknown) => ({ body: { code: 0, message: 'ok', data } });
const fail = (code: number, status = 400, message = 'nope') => ({ status, body: { code, message } });
const refreshed: LoginResult = {
  user: { user_id: 'u1', wallet_type: '', authMethod: 'email' },
  access_token: 'new',
  access_token_exp: 2,
  refresh_token: 'r2',
  refresh_token_exp: 3,
};
/**
 * An endpoint loader as the browser's (one import per group, shared, a failure not kept) over
 * importers that count, can be held and fail on demand. The definitions are ENDPOINTS' own.
 */
function groupLoader() {
  const imports: Partial<Record<EndpointGroup, number>> = {};
  let gate: Promise<void> = Promise.resolve();
  let failures = 0;
  const groupOf = (group: EndpointGroup) => Object.fromEntries(Object.entries(ENDPOINT_META).filter(([, meta]) => meta.group === group).map(([name]) => [name, (ENDPOINTS as Record<string, EndpointDef>)[name]]));
  const importer = (group: EndpointGroup) => async () => {
    imports[group] = (imports[group] ?? 0) + 1;
    await gate;
    if (failures > 0) {
      failures -= 1;
      throw new TypeError(`Failed to fetch dynamically imported module: http://host.test/api-${group}.js`);
    }
    return groupOf(group);
  };
  const importers = new Proxy({}, { get: (_, group) => importer(group as EndpointGroup) }) as GroupImporters;
  return {
    loadEndpoint: createEndpointLoader(importers),
    imports,
    hold() {
      let release = () => undefined as void;
      gate = new Promise<void>((resolve) => (release = resolve));
      return release;
    },
    failNext() {
      failures = 1;
    },
  };
}

const rejection = (promise: Promise<unknown>) => promise.then(() => { throw new Error('expected a rejection'); }, (e: unknown) => e as ApiError);

describe('api client', () => {
  it('sends bearer, source and device headers and validates data', async () => {
    const { api, requests } = harness([ok({ list: [] })]);
    await expect(api.call('balanceList', { chain: 'solana' })).resolves.toEqual({ list: [] });
    expect(requests[0]!.url).toBe('http://api.test/balance/list?chain=solana');
    expect(requests[0]!.init.headers).toMatchObject({ authorization: 'Bearer old', source: 'web', 'x-device-id': 'dev-1', 'x-device-type': 'web' });
  });

  it('treats HTTP 200 with message success as success even with another code', async () => {
    const { api } = harness([{ body: { code: 200, message: 'success', data: { list: [] } } }]);
    await expect(api.call('balanceList', {})).resolves.toEqual({ list: [] });
  });

  it('rejects a non-zero code with its code and message', async () => {
    const { api } = harness([fail(1001, 400, 'insufficient balance')]);
    const error = await rejection(api.call('balanceList', {}));
    expect(error).toBeInstanceOf(ApiError);
    expect({ code: error.code, message: error.message }).toEqual({ code: 1001, message: 'insufficient balance' });
  });

  it('retries transient failures 3 times with 1 s x 2^n backoff', async () => {
    const { api, requests, delays } = harness(['network-error', { status: 502, body: 'bad gateway' }, fail(-1, 503), ok({ list: [] })]);
    await expect(api.call('balanceList', {})).resolves.toEqual({ list: [] });
    expect(requests).toHaveLength(4);
    expect(delays).toEqual([1000, 2000, 4000]);
    expect([0, 1, 2].map(backoffDelay)).toEqual([1000, 2000, 4000]);
  });

  it('gives up after the third retry', async () => {
    const { api, requests } = harness(['network-error', 'network-error', 'network-error', 'network-error']);
    expect((await rejection(api.call('balanceList', {}))).code).toBe(CLIENT_ERRORS.network);
    expect(requests).toHaveLength(4);
  });

  it('retries as often as the retries option says (0: the first failure is the answer)', async () => {
    const { api, requests, delays } = harness([fail(-1, 503)], true, { retries: 0 });
    expect((await rejection(api.call('balanceList', {}))).status).toBe(503);
    expect(requests).toHaveLength(1);
    expect(delays).toEqual([]);
  });

  it('never retries an endpoint with retry:false', async () => {
    const { api, requests, delays } = harness(['network-error']);
    await rejection(api.call('accountLogin', { email: 'a@b.co', password: 'cipher' }));
    expect(requests).toHaveLength(1);
    expect(delays).toEqual([]);
  });

  it('does not retry business errors', async () => {
    const { api, requests } = harness([fail(405007)]);
    await rejection(api.call('balanceList', {}));
    expect(requests).toHaveLength(1);
  });

  it('turns data that fails its schema into invalidResponse and logs it', async () => {
    const { api, log } = harness([ok({ list: 'not a list' })]);
    const error = await rejection(api.call('balanceList', {}));
    expect(error.code).toBe(CLIENT_ERRORS.invalidResponse);
    expect(log).toHaveBeenCalledWith('balanceList: data does not match its schema', expect.anything());
  });

  it('refuses an invalid request before sending it', async () => {
    const { api, requests } = harness([]);
    const error = await rejection(api.call('balanceList', { chain: 'mars' as never }));
    expect(error.code).toBe(INVALID_REQUEST_CODE);
    expect(requests).toHaveLength(0);
  });

  it.each(TOKEN_EXPIRED_CODES)('refreshes once on token-expired code %i and retries the call with the new token', async (code) => {
    const { api, requests, session } = harness([fail(code, 401), ok(refreshed), ok({ list: [] })]);
    await expect(api.call('balanceList', {})).resolves.toEqual({ list: [] });
    expect(requests.map((r) => r.url)).toEqual(['http://api.test/balance/list', 'http://api.test/account/refresh_access_token', 'http://api.test/balance/list']);
    expect(JSON.parse(String(requests[1]!.init.body))).toEqual({ refresh_token: 'r1' });
    expect(requests[2]!.init.headers).toMatchObject({ authorization: 'Bearer new' });
    expect(session.set).toHaveBeenCalledWith(refreshed);
  });

  it('shares one refresh between concurrent expired calls', async () => {
    const { api, requests } = harness([fail(TOKEN_EXPIRED_CODES[0], 401), fail(TOKEN_EXPIRED_CODES[0], 401), ok(refreshed), ok({ list: [] }), ok({ list: [] })]);
    await Promise.all([api.call('balanceList', {}), api.call('balanceList', {})]);
    expect(requests.filter((r) => r.url.endsWith('/account/refresh_access_token'))).toHaveLength(1);
  });

  it('retries a call whose token a refresh replaced meanwhile with the new token, without refreshing again', async () => {
    const sent: string[] = [];
    let tokens = { accessToken: 'old', refreshToken: 'r1' };
    const session = { tokens: () => tokens, set: vi.fn(), clear: vi.fn() };
    const fetchImpl: typeof fetch = async (input, init) => {
      const auth = new Headers(init?.headers).get('authorization') ?? '';
      sent.push(`${new URL(String(input)).pathname} ${auth}`);
      if (auth !== 'Bearer old') return new Response(JSON.stringify({ code: 0, message: 'ok', data: { list: [] } }));
      // Another call refreshed while this one was in flight: its answer is "expired".
      tokens = { accessToken: 'new', refreshToken: 'r2' };
      return new Response(JSON.stringify({ code: TOKEN_EXPIRED_CODES[0], message: 'access token expired' }), { status: 401 });
    };
    const api = createApiClient({ baseUrl: 'http://api.test/', session, deviceId: 'dev-1', fetchImpl, sleep: async () => undefined, log: vi.fn() });
    await expect(api.call('balanceList', {})).resolves.toEqual({ list: [] });
    expect(sent).toEqual(['/balance/list Bearer old', '/balance/list Bearer new']);
    expect(session.clear).not.toHaveBeenCalled();
  });

  it('signs out when the refresh fails', async () => {
    const { api, session } = harness([fail(TOKEN_EXPIRED_CODES[0], 401), fail(LOGOUT_CODES[0], 401)]);
    expect((await rejection(api.call('balanceList', {}))).code).toBe(TOKEN_EXPIRED_CODES[0]);
    expect(session.clear).toHaveBeenCalled();
  });

  it('retries only once after a refresh', async () => {
    const { api, requests, session } = harness([fail(TOKEN_EXPIRED_CODES[0], 401), ok(refreshed), fail(TOKEN_EXPIRED_CODES[0], 401)]);
    await rejection(api.call('balanceList', {}));
    expect(requests).toHaveLength(3);
    expect(session.clear).toHaveBeenCalled();
  });

  it.each(LOGOUT_CODES)('clears the session on logout code %i', async (code) => {
    const { api, session } = harness([fail(code, 401)]);
    expect((await rejection(api.call('balanceList', {}))).code).toBe(code);
    expect(session.clear).toHaveBeenCalled();
  });

  it('sends no bearer for public endpoints', async () => {
    const { api, requests } = harness([ok([])]);
    await api.call('tokenSignalList', { chain: 'solana', limit: 5 });
    expect(requests[0]!.init.headers).not.toHaveProperty('authorization');
    expect(requests[0]!.url).toBe('http://api.test/token/signal/list?chain=solana&limit=5');
  });

  const deposit = (chain: 'solana' | 'bsc') => ({ address: 'addr', chain, token_address: 'usdt', token_amount: '10', token_symbol: 'USDT' });

  it('sends the perp token of the request chain family on perp calls', async () => {
    const perp = { accessToken: (request: Record<string, unknown>) => (request.chain === 'solana' ? 'perp-sol' : 'perp-evm'), renew: vi.fn(async () => true) };
    const { api, requests } = harness([ok({ deposit_fee: '0.1' })], true, { perp });
    await api.call('perpDepositFee', deposit('solana'));
    expect(requests[0]!.init.headers).toMatchObject({ authorization: 'Bearer old', 'perp-authorization': 'Bearer perp-sol' });
  });

  it('renews the perp tokens, not the session, when a perp call meets a token-expired code', async () => {
    const perp = { accessToken: () => 'perp', renew: vi.fn(async () => true) };
    const { api, requests, session } = harness([fail(TOKEN_EXPIRED_CODES[2], 401), ok({ deposit_fee: '0.1' })], true, { perp });
    await expect(api.call('perpDepositFee', deposit('bsc'))).resolves.toEqual({ deposit_fee: '0.1' });
    expect(perp.renew).toHaveBeenCalledTimes(1);
    expect(requests.map((r) => r.url)).toEqual(['http://api.test/perp/deposit_fee', 'http://api.test/perp/deposit_fee']);
    expect(session.set).not.toHaveBeenCalled();
  });

  it('reports the risk code 407001', async () => {
    const onRisk = vi.fn();
    const { api } = harness([fail(407001, 403, 'device flagged')], true, { onRisk });
    await rejection(api.call('balanceList', {}));
    expect(onRisk).toHaveBeenCalledWith(expect.objectContaining({ code: 407001 }));
  });

  it('sends a multipart endpoint as form data: a FileField as a file part with its bytes, name and type', async () => {
    const { api, requests } = harness([ok({ path: 'http://api.test/uploads/a.png' })]);
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const base64 = btoa(String.fromCharCode(...bytes));
    await api.call('groupUpload', { file: { name: 'me.png', type: 'image/png', size: bytes.length, base64 } });
    const { init } = requests[0]!;
    expect(init.body).toBeInstanceOf(FormData);
    expect(new Headers(init.headers).get('content-type')).toBeNull();
    const file = (init.body as FormData).get('file') as File;
    expect(file.name).toBe('me.png');
    expect(file.type).toBe('image/png');
    const read = await new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(file);
    });
    expect(new Uint8Array(read)).toEqual(bytes);
  });

  describe('schemas loaded per group with the first call', () => {
    it('loads no schemas before a call, then only the group of the endpoint called', async () => {
      const loader = groupLoader();
      const { api } = harness([ok({ list: [] }), ok({ list: [], total: 0 }), ok([])], true, { loadEndpoint: loader.loadEndpoint });
      expect(loader.imports).toEqual({});
      await api.call('balanceList', {});
      await api.call('walletBalanceHistory', { wallet: 'addr' });
      expect(loader.imports).toEqual({ balance: 1 });
      await api.call('tokenSignalList', {});
      expect(loader.imports).toEqual({ balance: 1, tokens: 1 });
    });

    it('shares one import between concurrent calls of a group, and sends nothing before it arrives', async () => {
      const loader = groupLoader();
      const { api, requests } = harness([ok({ list: [] }), ok({ list: [] })], true, { loadEndpoint: loader.loadEndpoint });
      const release = loader.hold();
      const calls = Promise.all([api.call('balanceList', {}), api.call('holdsList', {})]);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(requests).toHaveLength(0);
      release();
      await expect(calls).resolves.toEqual([{ list: [] }, { list: [] }]);
      expect(loader.imports).toEqual({ balance: 1 });
      expect(requests.map((r) => r.url)).toEqual(['http://api.test/balance/list', 'http://api.test/trade/holds/list']);
    });

    it('fails a call whose schemas cannot be loaded as a network error, and loads them again on the next call', async () => {
      const loader = groupLoader();
      const { api, requests, log } = harness([ok({ list: [] })], true, { loadEndpoint: loader.loadEndpoint });
      loader.failNext();
      const error = await rejection(api.call('balanceList', {}));
      expect(error).toBeInstanceOf(ApiError);
      expect(error.code).toBe(CLIENT_ERRORS.network);
      expect(error.message).toMatch(/^Network error: the definition of balanceList could not be loaded \(.*api-balance\.js\)\.$/);
      expect(requests).toHaveLength(0);
      expect(log).toHaveBeenCalledWith('balanceList: its schemas could not be loaded', expect.any(TypeError));
      await expect(api.call('balanceList', {})).resolves.toEqual({ list: [] });
      expect(loader.imports).toEqual({ balance: 2 });
    });

    it('loads the refresh call like any call when a token expires', async () => {
      const loader = groupLoader();
      const { api, requests } = harness([fail(TOKEN_EXPIRED_CODES[0], 401), ok(refreshed), ok({ list: [] })], true, { loadEndpoint: loader.loadEndpoint });
      await expect(api.call('balanceList', {})).resolves.toEqual({ list: [] });
      expect(requests.map((r) => new URL(r.url).pathname)).toEqual(['/balance/list', '/account/refresh_access_token', '/balance/list']);
      expect(loader.imports).toEqual({ balance: 1, auth: 1 });
    });

    it('explains an invalid request in words: the field and what it expected', async () => {
      const { api } = harness([]);
      const error = await rejection(api.call('balanceList', { chain: 'mars' as never }));
      expect(error.message).toMatch(/^Invalid request for balanceList: chain: Invalid type: Expected \("gatelayer" \| "solana" \| .* but received "mars"$/);
    });
  });
});

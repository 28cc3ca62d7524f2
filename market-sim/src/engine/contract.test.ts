import { CHANNELS, ENDPOINTS, channelKey, encryptPassword, envelopeSchema, isSuccessEnvelope, serverMessageSchema, tokenSchema } from '@nova/shared-contracts';
import type { EndpointName, LoginResult, Token } from '@nova/shared-contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp, testSim } from '../testing/sim';
import type { TestSim } from '../testing/sim';

/**
 * Contract tests: every endpoint answers through the envelope with `data` that its
 * shared-contracts schema accepts (the engine validates each response; a mismatch is a 500),
 * and every channel pushes data its schema accepts.
 */

let sim: TestSim;
let session: LoginResult;
let token: Token;

beforeAll(async () => {
  sim = await testSim();
  session = await signUp(sim, 'contract@nova.test');
  const hot = await sim.call('tokenHotList', { chain: 'solana', limit: 5 });
  token = (hot.body.data as { tokens: Token[] }).tokens[0] as Token;
});

type Case = (s: TestSim) => Promise<{ status: number; body: unknown }>;

/** Approve the local consent page as a user would and read the code from the redirect. */
async function consentCode(s: TestSim, provider: 'google' | 'exchange'): Promise<string> {
  const query = new URLSearchParams({ provider, redirect_uri: 'http://host.test/auth-callback', email: `${provider}@nova.test`, decision: 'allow' });
  const page = await s.engine.handle({ method: 'GET', path: `/account/oauth/consent?${query.toString()}` });
  expect(String(page.body)).toContain('Allow');
  const redirect = await s.engine.handle({ method: 'GET', path: `/account/oauth/approve?${query.toString()}` });
  const location = new URL(redirect.headers?.location ?? '');
  expect(location.pathname).toBe('/auth-callback');
  expect(location.searchParams.get('auth_type')).toBe(provider);
  return location.searchParams.get('code') ?? '';
}

const CASES: Record<EndpointName, Case[]> = {
  tokenHotList: [(s) => s.call('tokenHotList', { limit: 20 }), (s) => s.call('tokenHotList', { chain: 'bsc', order_by: 'market_cap', order_direction: 'asc', min_liquidity: 1 })],
  tokenNewList: [(s) => s.call('tokenNewList', { launch_status: 'completing' }), (s) => s.call('tokenNewList', { launch_status: 'new', chain: 'solana' })],
  tokenAiList: [(s) => s.call('tokenAiList', { limit: 10 })],
  tokenSignalList: [(s) => s.call('tokenSignalList', { chain: 'solana', limit: 10, need_distinct: 1 })],
  tokenInfo: [(s) => s.call('tokenInfo', { chain: token.chain, token: token.address, language: 'en' })],
  tokenKline: [(s) => s.call('tokenKline', { chain: token.chain, token_address: token.address, start_time: s.clock.now() - 3_600_000, end_time: s.clock.now(), period: 60, limit: 60 })],
  balanceList: [(s) => s.call('balanceList', {}, session.access_token)],
  holdsList: [(s) => s.call('holdsList', {}, session.access_token)],
  accountPublicKey: [(s) => s.call('accountPublicKey')],
  accountVerifyEmail: [(s) => s.call('accountVerifyEmail', { email: 'contract@nova.test' }), (s) => s.call('accountVerifyEmail', { email: 'nobody@nova.test' })],
  accountSendCode: [(s) => s.call('accountSendCode', { email: 'second@nova.test', purpose: 'register' })],
  accountVerifyCode: [
    async (s) => {
      const code = (await s.call('devLatestCode', { email: 'second@nova.test' })).body.data as { code: string };
      return s.call('accountVerifyCode', { email: 'second@nova.test', code: code.code });
    },
  ],
  accountRegister: [async (s) => ({ status: 200, body: { code: 0, message: 'success', data: await signUp(s, 'third@nova.test') } })],
  accountLogin: [
    async (s) => {
      const key = (await s.call('accountPublicKey')).body.data as { public_key: string };
      return s.call('accountLogin', { email: 'contract@nova.test', password: await encryptPassword(key.public_key, 'correct horse') });
    },
  ],
  accountReset: [
    async (s) => {
      s.clock.advance(61_000);
      await s.call('accountSendCode', { email: 'third@nova.test', purpose: 'reset' });
      const code = (await s.call('devLatestCode', { email: 'third@nova.test' })).body.data as { code: string };
      const key = (await s.call('accountPublicKey')).body.data as { public_key: string };
      return s.call('accountReset', { email: 'third@nova.test', code: code.code, password: await encryptPassword(key.public_key, 'a new password') });
    },
  ],
  accountRefreshToken: [
    async (s) => {
      const response = await s.call('accountRefreshToken', { refresh_token: session.refresh_token });
      session = response.body.data as LoginResult;
      return response;
    },
  ],
  walletSignMessage: [(s) => s.call('walletSignMessage', { chain: 'eth', address: '0x52908400098527886E0F7030069857D2E4169EE7' })],
  walletAuth: [
    async (s) => {
      const { privateKeyToAccount } = await import('viem/accounts');
      const account = privateKeyToAccount('0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318');
      const message = (await s.call('walletSignMessage', { chain: 'base', address: account.address })).body.data as { message: string; timestamp: number };
      return s.call('walletAuth', { chain: 'base', address: account.address, sign: await account.signMessage({ message: message.message }), source_type: 5, timestamp: message.timestamp });
    },
  ],
  accountGoogleOauth: [async (s) => s.call('accountGoogleOauth', { code: await consentCode(s, 'google') })],
  accountExchangeOauth: [async (s) => s.call('accountExchangeOauth', { code: await consentCode(s, 'exchange') })],
  accountPerpRenew: [
    async (s) => {
      const first = await s.call('accountPerpRenew', {}, session.access_token);
      const refresh = (first.body.data as { perp_sol_refresh_token: string }).perp_sol_refresh_token;
      return s.call('accountPerpRenew', { refresh_token: refresh }, session.access_token);
    },
  ],
  perpFundStats: [(s) => s.call('perpFundStats', {}, session.access_token)],
  walletProfitPeriod: [
    (s) => s.call('walletProfitPeriod', { wallet_address: session.user.sol_address ?? '' }, session.access_token),
    (s) => s.call('walletProfitPeriod', { wallet_address: s.engine.market.wallets[3]?.sol ?? '', statistic_period: '30D' }, session.access_token),
  ],
  devLatestCode: [(s) => s.call('devLatestCode', { email: 'contract@nova.test' })],
};

describe('REST contract', () => {
  it('has a case for every endpoint of shared-contracts', () => {
    expect(Object.keys(CASES).sort()).toEqual(Object.keys(ENDPOINTS).sort());
  });

  for (const [name, cases] of Object.entries(CASES) as Array<[EndpointName, Case[]]>) {
    it(`${name} answers with its schema`, async () => {
      for (const run of cases) {
        const response = await run(sim);
        const envelope = envelopeSchema.parse(response.body);
        if (name === 'accountVerifyEmail') {
          // The registered check always answers with a code (spec 2 §4).
          expect([405001, 405002]).toContain(envelope.code);
          continue;
        }
        expect(isSuccessEnvelope(envelope, response.status), JSON.stringify(response.body)).toBe(true);
        expect(ENDPOINTS[name].response.safeParse(envelope.data).success).toBe(true);
      }
    });
  }

  it('covers every launch status branch in the new list', async () => {
    const statuses = new Set<string>();
    for (const status of ['new', 'completing', 'completed'] as const) {
      const list = (await sim.call('tokenNewList', { launch_status: status, limit: 200 })).body.data as { tokens: Token[] };
      for (const t of list.tokens) statuses.add(tokenSchema.parse(t).launch_status);
    }
    expect([...statuses].sort()).toEqual(['completed', 'completing', 'new']);
  });

  it('serves the generated icons that tokens point to', async () => {
    const path = new URL(token.logo).pathname;
    const icon = await sim.engine.handle({ method: 'GET', path });
    expect(icon.contentType).toBe('image/svg+xml');
    expect(String(icon.body)).toContain('<svg');
  });
});

describe('realtime contract', () => {
  function connect() {
    const received: unknown[] = [];
    const connection = sim.engine.hub.open({ send: (text) => received.push(JSON.parse(text)), close: () => undefined });
    return { received, send: (message: unknown) => connection.receive(JSON.stringify(message)) };
  }

  it('acks subscribe by id and heartbeat with both timestamps', () => {
    const client = connect();
    client.send({ id: 'h1', action: 'heartbeat', client_ts: 123 });
    client.send({ id: 's1', action: 'subscribe', channel: 'native_price', data: {} });
    client.send({ id: 's2', action: 'subscribe', channel: 'no_such_channel', data: {} });
    client.send({ id: 's3', action: 'subscribe', channel: 'token_price_change', data: { chain: 'solana' } });
    for (const message of client.received) expect(serverMessageSchema.safeParse(message).success).toBe(true);
    expect(client.received).toContainEqual({ ack_id: 'h1', code: 0, client_ts: 123, server_ts: sim.clock.now() });
    expect(client.received).toContainEqual({ ack_id: 's1', code: 0 });
    expect(client.received).toContainEqual(expect.objectContaining({ ack_id: 's2', code: 404 }));
    expect(client.received).toContainEqual(expect.objectContaining({ ack_id: 's3', code: 400 }));
  });

  it('pushes every channel with data its schema accepts, and a price push agrees with token_info', async () => {
    const client = connect();
    const subscriptions = [
      { channel: CHANNELS.nativePrices, data: {} },
      { channel: CHANNELS.tokenPriceChange, data: { chain: token.chain, address: token.address } },
      { channel: CHANNELS.tradeHistory, data: { chain: token.chain, address: token.address } },
      { channel: CHANNELS.tokenRank, data: { type: 'hot', chain: 'solana', limit: 5 } },
    ];
    subscriptions.forEach((sub, i) => client.send({ id: `c${i}`, action: 'subscribe', channel: sub.channel.name, data: sub.data }));
    sim.clock.advance(60_000);
    await sim.engine.tick();
    for (const sub of subscriptions) {
      const key = channelKey(sub.channel.name, sub.data);
      const pushes = client.received.filter((m) => (m as { key?: string }).key === key) as Array<{ data: unknown }>;
      expect(pushes.length, sub.channel.name).toBeGreaterThan(0);
      for (const push of pushes) expect(sub.channel.data.safeParse(push.data).success, sub.channel.name).toBe(true);
    }
    const priceKey = channelKey(CHANNELS.tokenPriceChange.name, { chain: token.chain, address: token.address });
    const lastPush = client.received.filter((m) => (m as { key?: string }).key === priceKey).pop() as { data: { current_price: string } };
    const info = (await sim.call('tokenInfo', { chain: token.chain, token: token.address })).body.data as { current_price: string };
    expect(lastPush.data.current_price).toBe(info.current_price);
  });

  it('stops pushing after unsubscribe', async () => {
    const client = connect();
    client.send({ id: 'u1', action: 'subscribe', channel: 'native_price', data: {} });
    client.send({ id: 'u2', action: 'unsubscribe', channel: 'native_price', data: {} });
    const count = client.received.length;
    sim.clock.advance(5_000);
    await sim.engine.tick();
    expect(client.received.length).toBe(count);
  });
});

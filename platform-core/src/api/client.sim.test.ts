// The production API client against market-sim's msw handlers (the same engine as the e2e sim),
// with unhandled requests failing: no hand-faked answers, and a request nobody answers is an
// error, not a hang.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { ApiError, CLIENT_ERRORS } from '@nova/shared-contracts';
import { createSimHandlers } from '@nova/market-sim/msw';
import { createApiClient } from './client';
import { createSessionStore } from '../session/session';

const BASE = 'http://sim.test';
const handlers = createSimHandlers({ baseUrl: BASE, wsUrl: 'ws://sim.test/ws', seed: 3, validateResponses: true, log: () => undefined });
const server = setupServer(...handlers);
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await handlers.ready;
});
afterAll(() => server.close());

const client = (baseUrl = BASE) => {
  const session = createSessionStore({ storage: window.localStorage });
  return createApiClient({ baseUrl, session, deviceId: 'test-device', sleep: async () => undefined, log: () => undefined });
};

describe('API client on market-sim handlers', () => {
  it('reads a list and the token info of its first token, both validated', async () => {
    const api = client();
    const { tokens } = await api.call('tokenHotList', { chain: 'solana' });
    expect(tokens.length).toBeGreaterThan(5);
    const first = tokens[0]!;
    const info = await api.call('tokenInfo', { chain: 'solana', token: first.address });
    expect(info.address).toBe(first.address);
    expect(Number(info.current_price)).toBeGreaterThan(0);
  });

  it('turns a business refusal into an ApiError with the server code, without retrying forever', async () => {
    const api = client();
    const error = await api.call('tokenInfo', { chain: 'solana', token: 'NoSuchToken111111111111111111111111111111111' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).not.toBe(0);
    expect((error as ApiError).code).not.toBe(CLIENT_ERRORS.network);
  });

  it('fails a request nobody answers (unhandled) as a network error instead of hanging', async () => {
    const api = client('http://nobody.test');
    const error = await api.call('tokenHotList', { chain: 'solana' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(CLIENT_ERRORS.network);
  });
});

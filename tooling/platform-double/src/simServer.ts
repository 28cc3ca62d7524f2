// market-sim behind msw for component tests (vitest, node): the one set-up every package's tests use
// (the remotes' through renderWithPlatform, the host's through its renderApp), so there is one truth
// about the API. Importing this module starts an msw server for the test file, with REST and the
// realtime socket answered by the same engine the sim server and e2e run. A request no handler
// answers fails with a network error at once and fails the test in afterEach, instead of hanging
// on an answer that never comes.
import { setupServer } from 'msw/node';
import type { RequestHandler, WebSocketHandler } from 'msw';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createSimHandlers } from '@nova/market-sim/msw';
import { createApiClient } from '@nova/platform-core';
import type { LoginResult } from '@nova/shared-contracts';

/** Where clients send requests in tests; only msw answers there. */
export const TEST_API_URL = 'http://sim.test';
export const TEST_WS_URL = 'ws://sim.test/ws';

export type MockHandler = RequestHandler | WebSocketHandler;

/** The sim's handlers (one engine per test file, seed 1, responses validated against their schemas). */
export const sim = createSimHandlers({ baseUrl: TEST_API_URL, wsUrl: TEST_WS_URL, seed: 1, validateResponses: true });
export const server = setupServer(...sim);
const unhandled: string[] = [];
const closers = new Set<() => void>();

beforeAll(() =>
  server.listen({
    onUnhandledRequest(request, print) {
      unhandled.push(`${request.method} ${request.url}`);
      print.error();
    },
  }),
);
afterEach(() => {
  for (const close of closers) close();
  closers.clear();
  server.resetHandlers();
  const missed = unhandled.splice(0);
  if (missed.length > 0) throw new Error(`Requests without an msw handler (every request a test makes must be answered):\n${missed.join('\n')}`);
});
afterAll(() => {
  sim.engine.stop();
  server.close();
});

/** The engine, set up (key generation, market warm-up) before any test of the file runs; tests read or drive it. */
export const engine = await sim.ready;

/** Runs `close` after the current test (before the handlers reset): sockets and timers a test opened. */
export function closeAfterTest(close: () => void): void {
  closers.add(close);
}

/** Signs the user of `email` in on the sim (created on first sign-in, with the sim's demo balances), as the Google consent page does. */
export function simLogin(email: string): LoginResult {
  return engine.accounts.oauthLogin(engine.accounts.issueOauthCode(email, 'google'), 'google');
}

/** A signed-in session of a fresh sim user (custodial, Google sign-in) with the sim's demo balances. */
export async function simSession(email = `user${Math.floor(Math.random() * 1e9)}@test.nova`): Promise<LoginResult> {
  return simLogin(email);
}

/** The production API client signed in as `login`, for a test's own calls to the sim (set-up and checks). */
export function simApi(login: LoginResult) {
  const tokens = { accessToken: login.access_token, refreshToken: login.refresh_token };
  return createApiClient({ baseUrl: TEST_API_URL, session: { tokens: () => tokens, set: () => undefined, clear: () => undefined }, deviceId: 'test-device', log: () => undefined });
}

/** The paths of the requests msw sees until the returned stop() (e.g. to count calls of one endpoint). */
export function recordRequests(): { paths: string[]; stop(): void } {
  const paths: string[] = [];
  const listener = ({ request }: { request: Request }) => void paths.push(new URL(request.url).pathname);
  server.events.on('request:start', listener);
  return { paths, stop: () => server.events.removeListener('request:start', listener) };
}

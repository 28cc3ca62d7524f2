// market-sim behind msw for the host's component tests: the same engine as the sim server, e2e and
// the remotes' tests (one truth about the API). Importing this module starts an msw server for the
// test file; a request no handler answers fails with a network error at once and fails the test in
// afterEach, instead of hanging on an answer that never comes.
import { setupServer } from 'msw/node';
import type { RequestHandler, WebSocketHandler } from 'msw';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createSimHandlers } from '@nova/market-sim/msw';
import type { LoginResult } from '@nova/shared-contracts';
import { createApiClient } from '@nova/platform-core';

/** Where the host's API client sends requests in tests; only msw answers there. */
export const SIM_API_URL = 'http://sim.test';
export const SIM_WS_URL = 'ws://sim.test/ws';

export type MockHandler = RequestHandler | WebSocketHandler;

/** The sim's handlers (one engine per test file, seed 1, responses validated against their schemas). */
export const sim = createSimHandlers({ baseUrl: SIM_API_URL, wsUrl: SIM_WS_URL, seed: 1, validateResponses: true, log: () => undefined });
export const server = setupServer(...sim);
const unhandled: string[] = [];

beforeAll(() =>
  server.listen({
    onUnhandledRequest(request, print) {
      unhandled.push(`${request.method} ${request.url}`);
      print.error();
    },
  }),
);
afterEach(() => {
  server.resetHandlers();
  const missed = unhandled.splice(0);
  if (missed.length > 0) throw new Error(`Requests without an msw handler (every request a test makes must be answered):\n${missed.join('\n')}`);
});
afterAll(() => {
  sim.engine.stop();
  server.close();
});

/** The engine, set up (key generation, market warm-up) before any test of the file runs. */
export const engine = await sim.ready;

/** Signs the user of `email` in on the sim (created on first sign-in, with the sim's demo balances), as the Google consent page does. */
export function simLogin(email: string): LoginResult {
  return engine.accounts.oauthLogin(engine.accounts.issueOauthCode(email, 'google'), 'google');
}

/** The production API client signed in as `login`, for a test's own calls to the sim (set-up and checks). */
export function simApi(login: LoginResult) {
  const tokens = { accessToken: login.access_token, refreshToken: login.refresh_token };
  return createApiClient({ baseUrl: SIM_API_URL, session: { tokens: () => tokens, set: () => undefined, clear: () => undefined }, deviceId: 'host-test-device', log: () => undefined });
}

/** The paths of the requests msw sees until the returned stop() (e.g. to count calls of one endpoint). */
export function recordRequests(): { paths: string[]; stop(): void } {
  const paths: string[] = [];
  const listener = ({ request }: { request: Request }) => void paths.push(new URL(request.url).pathname);
  server.events.on('request:start', listener);
  return { paths, stop: () => server.events.removeListener('request:start', listener) };
}

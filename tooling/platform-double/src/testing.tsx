// Component-test helpers (vitest + testing-library + msw in node). Import from
// '@nova/platform-double/testing' in test files only: importing registers the msw server's
// lifecycle hooks for the test file. Any request no handler answers fails the test.
import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { RequestHandler, WebSocketHandler } from 'msw';
import type { ReactElement, ReactNode } from 'react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { PlatformContext } from '@nova/shared-contracts';
import type { ChainKey, Locale } from '@nova/shared-contracts';
import { createSimHandlers } from '@nova/market-sim/msw';
import { createPlatformDouble } from './createPlatformDouble';
import type { PlatformDouble } from './createPlatformDouble';
import type { StoredSession } from './services';

/** Where the double sends requests in tests; only msw answers there. */
export const TEST_API_URL = 'http://sim.test';
export const TEST_WS_URL = 'ws://sim.test/ws';

export type MockHandler = RequestHandler | WebSocketHandler;

const unhandled: string[] = [];
/** market-sim's engine behind msw (one per test file): the same API truth as the server and e2e. */
export const sim = createSimHandlers({ baseUrl: TEST_API_URL, wsUrl: TEST_WS_URL, seed: 1, validateResponses: true });
export const server = setupServer(...sim);
const platforms = new Set<PlatformDouble>();

beforeAll(() =>
  server.listen({
    onUnhandledRequest(request, print) {
      unhandled.push(`${request.method} ${request.url}`);
      print.error();
    },
  }),
);
afterEach(() => {
  for (const platform of platforms) platform.close();
  platforms.clear();
  server.resetHandlers();
  const missed = unhandled.splice(0);
  if (missed.length > 0) throw new Error(`Requests without an msw handler (every request a test makes must be answered):\n${missed.join('\n')}`);
});
afterAll(() => {
  sim.engine.stop();
  server.close();
});

/** A signed-in session of a fresh sim user (custodial, Google sign-in) with the sim's demo balances. */
export async function simSession(email = `user${Math.floor(Math.random() * 1e9)}@test.nova`): Promise<StoredSession> {
  const engine = await sim.ready;
  return engine.accounts.oauthLogin(engine.accounts.issueOauthCode(email, 'google'), 'google');
}

export interface RenderWithPlatformOptions {
  /** msw handlers for this test, in front of the sim's (first match wins): e.g. a one-shot failure. */
  handlers?: MockHandler[];
  session?: StoredSession | null;
  locale?: Locale;
  activeChain?: ChainKey;
  onRequestLogin?: () => Promise<StoredSession | null>;
  /** The security check of Google / exchange sessions (session.reauthenticate): resolves a fresh consent code. */
  onReauthenticate?: (method: 'google' | 'exchange') => Promise<string>;
}

export type RenderWithPlatformResult = RenderResult & { platform: PlatformDouble };

/** Renders `ui` inside PlatformContext with a platform double whose API and socket msw answers. */
export function renderWithPlatform(ui: ReactElement, options: RenderWithPlatformOptions = {}): RenderWithPlatformResult {
  const { handlers = [], session = null, locale, activeChain, onRequestLogin, onReauthenticate } = options;
  if (handlers.length > 0) server.use(...handlers);
  const platform = createPlatformDouble({
    apiBaseUrl: TEST_API_URL,
    wsUrl: TEST_WS_URL,
    session,
    ...(locale ? { locale } : {}),
    ...(activeChain ? { activeChain } : {}),
    ...(onRequestLogin ? { onRequestLogin } : {}),
    ...(onReauthenticate ? { onReauthenticate } : {}),
  });
  platforms.add(platform);
  const wrapper = ({ children }: { children: ReactNode }) => <PlatformContext.Provider value={platform}>{children}</PlatformContext.Provider>;
  const result: RenderResult = render(ui, { wrapper });
  return { ...result, platform };
}

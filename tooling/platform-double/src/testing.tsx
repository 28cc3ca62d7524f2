// Component-test helpers (vitest + testing-library + msw in node). Import from
// '@nova/platform-double/testing' in test files only: importing registers the msw server's
// lifecycle hooks for the test file. Any request no handler answers fails the test.
import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import type { ChainKey, Locale } from '@nova/shared-contracts';
import { createPlatformDouble } from './createPlatformDouble';
import type { PlatformDouble } from './createPlatformDouble';
import type { StoredSession } from './services';
import { TEST_API_URL, TEST_WS_URL, closeAfterTest, server } from './simServer';
import type { MockHandler } from './simServer';
import { PlatformContext } from '@nova/shared-ui';

export { TEST_API_URL, TEST_WS_URL, closeAfterTest, engine, recordRequests, server, sim, simApi, simLogin, simSession } from './simServer';
export type { MockHandler } from './simServer';

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
  closeAfterTest(() => platform.close());
  const wrapper = ({ children }: { children: ReactNode }) => <PlatformContext.Provider value={platform}>{children}</PlatformContext.Provider>;
  const result: RenderResult = render(ui, { wrapper });
  return { ...result, platform };
}

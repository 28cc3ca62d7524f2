import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { BUS_EVENTS, CONTRACT_VERSION } from '@nova/shared-contracts';
import type { LoginResult, PlatformServices } from '@nova/shared-contracts';
import { closeAfterTest, server, simLogin, TEST_API_URL, TEST_WS_URL } from '@nova/platform-double/testing';
import type { MockHandler } from '@nova/platform-double/testing';
import { HostContext } from '../app/HostContext';
import { AppRoutes, preloadRoutePages } from '../app/AppRoutes';
import { RemoteLoaderContext } from '../remotes/RemoteSlot';
import type { RemoteLoader } from '../remotes/loader';
import { createLoginController } from '../features/auth/model/loginController';
import { createI18n } from '../services/i18n/i18n';
import { createApiClient, createEventBus, createPrefs, createQueries, createQueryClient, sessionService } from '@nova/platform-core';
import { createRealtimeClient } from '@nova/platform-core/realtime';
import { createHostSessionStore } from '../services/session/hostSession';
import { createToastStore } from '../services/toast/toast';
import type { HostPlatform } from '../platform/createPlatform';
import { createFlag } from '../platform/flag';
import { PlatformContext } from '@nova/shared-ui';
import { NO_TELEMETRY } from '../services/telemetry';

// Pages are route chunks (React.lazy) in the app; tests render them at once, as a revisit does.
await preloadRoutePages();

/** The e-mail of the user `signedIn` signs in on the sim. */
export const TRADER_EMAIL = 'trader@nova.test';

/** Shows where the router is, for assertions on redirects. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{`${pathname}${search}`}</output>;
}

export interface RenderAppOptions {
  /** Signed in as the sim user TRADER_EMAIL (a real session: private calls are answered). */
  signedIn?: boolean;
  /** Signed in (as above, or as `login`) with these user fields shown instead, e.g. a wallet user's. */
  user?: Partial<LoginResult['user']>;
  /** Signed in with this sim login (see simLogin). */
  login?: LoginResult;
  /** msw handlers in front of the sim's for this test (first match wins), e.g. a `{ once: true }` failure. */
  handlers?: MockHandler[];
}

/**
 * Renders the host's routes at `path` with real session, i18n, prefs and toasts, remotes that render
 * their name, and the production API and realtime clients (@nova/platform-core) against market-sim's
 * msw handlers (@nova/platform-double/testing: a request no handler answers fails the test).
 */
export function renderApp(path: string, options: RenderAppOptions = {}) {
  if (options.handlers?.length) server.use(...options.handlers);
  const session = createHostSessionStore();
  if (options.signedIn || options.user || options.login) {
    const login = options.login ?? simLogin(TRADER_EMAIL);
    session.set({ ...login, user: { ...login.user, ...options.user } });
  }
  const api = createApiClient({ baseUrl: TEST_API_URL, session, deviceId: 'host-test-device', sleep: async () => undefined, log: () => undefined });
  const bus = createEventBus(BUS_EVENTS);
  const login = createLoginController();
  const i18n = createI18n();
  const toasts = createToastStore(() => false);
  // The production realtime client on the sim's socket (msw's ws.link), as main.tsx starts it.
  const realtime = createRealtimeClient({ url: TEST_WS_URL, getAccessToken: () => session.tokens()?.accessToken, refreshAccessToken: () => api.refreshSession() });
  realtime.start();
  closeAfterTest(() => realtime.stop());
  const query = createQueryClient();
  const services: PlatformServices = {
    contractVersion: CONTRACT_VERSION,
    query,
    queries: createQueries(api, query, realtime),
    api,
    realtime,
    bus,
    session: sessionService(session, login, () => Promise.reject(new Error('no consent page in component tests'))),
    wallet: { connected: () => ({}), signMessage: () => Promise.reject(new Error('none')), sendTransaction: () => Promise.reject(new Error('none')), signTypedData: () => Promise.reject(new Error('none')), signSolanaTransaction: () => Promise.reject(new Error('none')) },
    prefs: createPrefs(localStorage, null),
    toast: toasts,
    navigate: () => undefined,
    href: (to) => to,
    i18n,
    activeChain: () => 'solana',
  };
  const platform: HostPlatform = {
    services,
    session,
    toasts,
    i18n,
    login,
    loadWallets: () => new Promise(() => undefined),
    realtime,
    bus,
    telemetry: NO_TELEMETRY,
    riskNotice: createFlag(),
    setNavigator: () => undefined,
    setActiveChain: () => undefined,
  };
  const loader: RemoteLoader = {
    timeoutMs: 1000,
    manifestUrl: () => null,
    preload: () => undefined,
    load: async (remote, expose) =>
      function Remote(props: Record<string, unknown>) {
        return <p>{`${remote} ${expose} ${JSON.stringify(props)}`}</p>;
      },
  };
  const view = render(
    <PlatformContext.Provider value={services}>
      <HostContext.Provider value={{ platform, preview: { active: null, refused: null } }}>
        <RemoteLoaderContext.Provider value={loader}>
          <MemoryRouter initialEntries={[path]}>
            <AppRoutes />
            <LocationProbe />
          </MemoryRouter>
        </RemoteLoaderContext.Provider>
      </HostContext.Provider>
    </PlatformContext.Provider>,
  );
  return { ...view, platform };
}

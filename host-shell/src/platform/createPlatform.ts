import { BUS_EVENTS, LAYOUT, localizeHref } from '@nova/shared-contracts';
import { HOST_CONTRACT_VERSION } from '../remotes/hostContract';
import type { BusEventMap, ChainKey, EventBus, PlatformServices, Registry, SessionUser } from '@nova/shared-contracts';
import { createApiClient, createEventBus, createPerpRenewal, createPerpTokenStore, createPrefs, createQueries, createQueryClient, isPrivateQuery, isSnapshotChannel, moduleLoader, perpFamilyOf, sessionService } from '@nova/platform-core';
import type { HostRealtimeClient, SessionStore } from '@nova/platform-core';
import { createI18n } from '../services/i18n/i18n';
import type { HostI18n } from '../services/i18n/i18n';
import { createHostSessionStore } from '../services/session/hostSession';
import { createToastStore } from '../services/toast/toast';
import type { ToastStore } from '../services/toast/toast';
import { createLoginController } from '../features/auth/model/loginController';
import type { LoginController } from '../features/auth/model/loginController';
import type { WalletConnections } from '../features/wallet/service';
import { disconnectWhenSignedOut, lazyWallets } from './lazyWallet';
import { startPerpRefresh } from '../features/session/perpRefresh';
import { createFlag } from './flag';
import { followDocumentLang } from './documentLang';
import type * as ConsentPopup from '../features/auth/model/popup';
import { browserFingerprint, createDeviceFingerprint } from '../features/session/fingerprint';
import { preloadOverlays, viewportNarrowerThan, whenIdle } from '@nova/shared-ui';
import type { Flag } from './flag';
import { splitLocale } from '../routing/paths';
import { keepBackForwardCacheable } from './bfcache';
import { lazyRealtime } from './lazyRealtime';
import { startRealtimeAfterFirstAnswer } from './realtimeStart';
import { refetchAfterGaps } from './realtimeGaps';
import { NO_TELEMETRY, lazyTelemetry } from '../services/telemetry';
import type { HostTelemetry } from '../services/telemetry';

export const DEVICE_STORAGE_KEY = 'nova.device.v1';

/** Everything the host builds once at start: the services for remotes and the host-only handles. */
export interface HostPlatform {
  services: PlatformServices;
  session: SessionStore;
  toasts: ToastStore;
  i18n: HostI18n;
  login: LoginController;
  /**
   * Wallet connections (wagmi, Phantom): most of the host's weight, so they load on first use — when
   * sign-in opens, or at start for a wallet session (its session watch needs them). Loads once.
   */
  loadWallets(): Promise<WalletConnections>;
  /**
   * The realtime client (`services.realtime` plus start/stop). In the app a facade whose real client
   * loads after the first answer has painted (`lazyRealtime`, `realtimeStart.ts`).
   */
  realtime: HostRealtimeClient;
  bus: EventBus<BusEventMap>;
  /** Page views and custom events (spec 3 §7); production builds only, its sender loaded after the first answer. */
  telemetry: HostTelemetry;
  /** Raised by the risk code 407001: the safety-tip modal is open while it is set. */
  riskNotice: Flag;
  /** The router's navigate, installed by the router bridge. */
  setNavigator(navigate: (to: string, options?: { replace?: boolean }) => void): void;
  setActiveChain(chain: ChainKey): void;
}

function deviceId(storage: Storage): string {
  let id = storage.getItem(DEVICE_STORAGE_KEY);
  if (!id) {
    id = crypto.randomUUID();
    storage.setItem(DEVICE_STORAGE_KEY, id);
  }
  return id;
}

export function isMobileViewport(): boolean {
  return viewportNarrowerThan(LAYOUT.mobileBreakpoint);
}

export function createPlatform(registry: Registry): HostPlatform {
  const bus = createEventBus(BUS_EVENTS);
  const session = createHostSessionStore();
  const login = createLoginController();
  const wallets = lazyWallets(() =>
    import('../features/wallet/service').then(({ createWalletConnections }) =>
      createWalletConnections({ walletConnectProjectId: registry.walletConnectProjectId, evmRpcUrls: registry.evmRpcUrls, getUser: () => session.get().user, logout: () => session.clear(), i18n }),
    ),
  );
  // A wallet session's session watch needs the wallet code at once; visitors never load it unasked.
  if (session.get().kind === 'wallet') wallets.preload();
  disconnectWhenSignedOut(session, wallets.loaded);
  const toasts = createToastStore(isMobileViewport);
  const i18n = createI18n(splitLocale(window.location.pathname).locale);
  const query = createQueryClient();
  // The realtime client (transport, subscriptions, writer, socket worker: platform-core's second
  // door) is its own chunk, loaded after the first answer has painted (realtimeStart.ts); until then
  // the facade queues subscriptions and shows the status the socket shows while it opens.
  const realtime = lazyRealtime(
    () =>
      import(/* webpackChunkName: "realtime" */ '@nova/platform-core/realtime').then(({ createRealtimeClient }) =>
        createRealtimeClient({
          url: registry.wsUrl,
          getAccessToken: () => session.tokens()?.accessToken,
          // Private channels refused for an expired token resubscribe with a fresh one (api is built below).
          refreshAccessToken: () => api.refreshSession(),
        }),
      ),
    { onSubscribe: (channel) => realtimeStart.subscribed(channel) },
  );
  // Telemetry is sent by production builds only (spec 3 §7): elsewhere the sender is not even bundled.
  const telemetry =
    process.env.NODE_ENV === 'production'
      ? lazyTelemetry(() =>
          import(/* webpackChunkName: "telemetry" */ '../services/telemetry/telemetry').then(({ startTelemetry }) => startTelemetry({ endpoint: `${registry.apiBaseUrl.replace(/\/$/, '')}/telemetry`, bus })),
        )
      : NO_TELEMETRY;
  // The realtime client loads after the first answer, and so does the UI kit's dialog and popover
  // code (shared-ui's preloadOverlays), so that a first open is as immediate as any other (a failed
  // load is reported by the kit and tried again on that open); so does telemetry's sender.
  const loadAfterFirstAnswer = () => {
    void realtime.load();
    void preloadOverlays().catch(() => undefined);
    telemetry.load();
  };
  const realtimeStart = startRealtimeAfterFirstAnswer({ cache: query.getQueryCache(), load: loadAfterFirstAnswer, isSnapshotChannel });
  keepBackForwardCacheable(window, realtime);
  const perpTokens = createPerpTokenStore();
  const riskNotice = createFlag();
  const renewPerp = createPerpRenewal((request) => api.call('accountPerpRenew', request), perpTokens);
  // The device fingerprint (spec 1 §4): taken again when older than 24 h, checked at start and hourly.
  // The start check waits for an idle moment: hashing and the time-zone lookup stay out of the first
  // render (until a fingerprint exists the install id is sent, as while one is being taken).
  const fingerprint = createDeviceFingerprint({ storage: localStorage, installId: deviceId(localStorage), compute: browserFingerprint });
  whenIdle(() => void fingerprint.refreshIfStale());
  setInterval(() => void fingerprint.refreshIfStale(), 60 * 60 * 1000);
  const api = createApiClient({
    baseUrl: registry.apiBaseUrl,
    perpBaseUrl: registry.perpApiBaseUrl,
    session,
    deviceId: () => fingerprint.current(),
    perp: { accessToken: (request) => perpTokens.accessToken(perpFamilyOf(request)), renew: renewPerp },
    onRisk: () => riskNotice.set(true),
  });
  // Perp tokens are renewed at once and every 780000 ms while a user is signed in (spec 2 §4).
  let stopPerpRefresh: (() => void) | null = null;
  const followSession = (signedIn: boolean) => {
    if (signedIn && !stopPerpRefresh) {
      stopPerpRefresh = startPerpRefresh({ renew: (refreshToken) => api.call('accountPerpRenew', refreshToken ? { refresh_token: refreshToken } : {}), keep: (tokens) => perpTokens.set(tokens) });
    } else if (!signedIn && stopPerpRefresh) {
      stopPerpRefresh();
      stopPerpRefresh = null;
      perpTokens.clear();
    }
  };
  followSession(session.get().user !== null);
  session.subscribe((state) => followSession(state.user !== null));
  // The consent popup (session.reauthenticate: a Google or exchange user's security check) must open
  // within the click that asks for it, so its code, a chunk of its own, loads ahead as soon as such a
  // user is signed in (at start, or at sign-in); nobody else fetches it.
  // A failed load is not reported here: the click that needs it loads it again, and reauthenticate
  // reports its failure.
  const consentPopup = moduleLoader<typeof ConsentPopup>(() => import('../features/auth/model/popup'));
  const followConsent = (user: SessionUser | null) => {
    if (user?.authMethod === 'google' || user?.authMethod === 'exchange') consentPopup.preload();
  };
  followConsent(session.get().user);
  session.subscribe((state) => followConsent(state.user));
  let navigator: ((to: string, options?: { replace?: boolean }) => void) | null = null;
  let chain: ChainKey = 'solana';

  session.subscribe((state) => bus.emit('session.changed', state));
  bus.emit('session.changed', session.get());
  i18n.subscribe((locale) => bus.emit('locale.changed', { locale }));
  followDocumentLang(document.documentElement, i18n);
  bus.emit('locale.changed', { locale: i18n.locale() });
  bus.emit('chain.changed', { chain });

  // Signing out (or another user signing in) drops every answer that was the user's own, and every
  // entry pushes alone fill (a private channel's latest push; a public one refills with its next push).
  let cachedUser = session.get().user?.user_id ?? null;
  session.subscribe((state) => {
    const user = state.user?.user_id ?? null;
    if (user === cachedUser) return;
    cachedUser = user;
    query.removeQueries({ predicate: (entry) => isPrivateQuery(entry.meta) || entry.queryKey[0] === 'pushed' });
  });

  // After a reconnect, or when pushes resume after a stale spell, REST refetches what the gap missed.
  refetchAfterGaps(realtime, query);

  const services: PlatformServices = {
    contractVersion: HOST_CONTRACT_VERSION,
    query,
    queries: createQueries(api, query, realtime),
    api,
    realtime,
    bus,
    session: sessionService(session, login, async (provider) => {
      const popup = consentPopup.get() ?? (await consentPopup.load());
      return popup.openAuthPopup(popup.consentUrl(registry.apiBaseUrl, provider, window.location.origin, session.get().user?.email));
    }, () => api.call('accountLogout', {})),
    wallet: wallets.service,
    prefs: createPrefs(),
    toast: toasts,
    navigate: (to, options) => {
      if (navigator) navigator(to, options);
      else window.location.assign(to);
    },
    href: (to) => localizeHref(to, window.location),
    i18n,
    activeChain: () => chain,
  };

  return {
    services,
    session,
    toasts,
    i18n,
    login,
    loadWallets: wallets.load,
    realtime,
    bus,
    telemetry,
    riskNotice,
    setNavigator(navigate) {
      navigator = navigate;
    },
    setActiveChain(next) {
      chain = next;
      bus.emit('chain.changed', { chain: next });
    },
  };
}

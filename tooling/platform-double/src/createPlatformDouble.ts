import { BUS_EVENTS, CONTRACT_VERSION, ENDPOINT_META, localizeHref } from '@nova/shared-contracts';
import type { ApiClient, BusEventMap, ChainKey, EventBus, Locale, PlatformServices, RealtimeClient } from '@nova/shared-contracts';
import { createApiClient, createEventBus, createPerpRenewal, createPerpTokenStore, createQueries, createQueryClient, perpFamilyOf } from '@nova/platform-core';
import { createRealtimeClient } from '@nova/platform-core/realtime';
import type { ApiSession } from '@nova/platform-core';
import { doubleFetch } from './jsdomFetch';
import { createI18nDouble, createPrefsDouble, createSessionDouble, createToastDouble, createWalletDouble } from './services';
import type { I18nDouble, SessionDouble, StoredSession, ToastDouble } from './services';

export interface PlatformDoubleOptions {
  /** REST base of market-sim, e.g. http://127.0.0.1:4000. */
  apiBaseUrl: string;
  /** WebSocket of market-sim, e.g. ws://127.0.0.1:4000/ws. */
  wsUrl: string;
  perpBaseUrl?: string;
  /** Signed in from the start. */
  session?: StoredSession | null;
  locale?: Locale;
  activeChain?: ChainKey;
  /** What "log in" does in this harness; resolves the new session, or null when dismissed. */
  onRequestLogin?: () => Promise<StoredSession | null>;
  /** The security check of Google / exchange sessions: resolves a fresh consent code (tests read it from market-sim's consent page). */
  onReauthenticate?: (method: 'google' | 'exchange') => Promise<string>;
  /** Where navigate() goes; recorded in `navigations` either way. */
  onNavigate?: (to: string) => void;
  /** Persist prefs (e.g. window.localStorage in a harness); memory only when absent. */
  prefsStorage?: Storage;
}

/** PlatformServices plus the handles a harness or a test uses to steer and observe it. */
export interface PlatformDouble extends PlatformServices {
  session: SessionDouble;
  toast: ToastDouble;
  i18n: I18nDouble;
  bus: EventBus<BusEventMap>;
  /** Every path passed to navigate(), in order. */
  navigations: string[];
  setActiveChain(chain: ChainKey): void;
  /** Closes the socket and stops reconnecting. */
  close(): void;
}

/** The `x-device-id` the double sends (the host sends its device fingerprint). */
export const DOUBLE_DEVICE_ID = 'nova-platform-double';

/** Perp tokens live as long as the double: kept in memory, never in the harness origin's storage. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

/**
 * PlatformServices for standalone harnesses and component tests, with the production API and
 * realtime clients of @nova/platform-core (the host's very code: envelope and schema checks,
 * token refresh, perp tokens, heartbeat, reconnect, ref-counted subscriptions), pointed at
 * market-sim or its msw handlers. Differences from the host, on purpose: transient failures are
 * not retried (`retries: 0`, a test sees the first failure as it is), the socket opens at the first
 * subscription, and bus, prefs, toasts, i18n, session and wallet are small in-memory doubles.
 */
export function createPlatformDouble(options: PlatformDoubleOptions): PlatformDouble {
  const session = createSessionDouble(options.session ?? null, options.onRequestLogin, options.onReauthenticate);
  const apiSession: ApiSession = {
    tokens: () => session.tokens(),
    set: (result) => session.signIn(result),
    // A logout code or a failed refresh signs out (once: a signed-out double stays quiet).
    clear: () => {
      if (session.get().user) session.signOut();
    },
  };

  // Perp tokens: the host renews them at sign-in; the double renews them before the first perp call
  // of a session, so a perp call never leaves without its `perp-authorization`.
  const perpTokens = createPerpTokenStore(memoryStorage());
  const renewPerp = createPerpRenewal((request) => production.call('accountPerpRenew', request), perpTokens);
  let perpUser = session.get().user?.user_id ?? null;
  session.subscribe((state) => {
    const user = state.user?.user_id ?? null;
    if (user === perpUser) return;
    perpUser = user;
    perpTokens.clear();
  });

  const production = createApiClient({
    baseUrl: options.apiBaseUrl,
    ...(options.perpBaseUrl ? { perpBaseUrl: options.perpBaseUrl } : {}),
    session: apiSession,
    deviceId: DOUBLE_DEVICE_ID,
    fetchImpl: doubleFetch,
    retries: 0,
    perp: { accessToken: (request) => perpTokens.accessToken(perpFamilyOf(request)), renew: renewPerp },
  });
  const api: ApiClient = {
    baseUrl: production.baseUrl,
    async call(name, request, callOptions) {
      if (ENDPOINT_META[name]?.auth === 'perp' && session.get().user && !perpTokens.accessToken(perpFamilyOf((request ?? {}) as Record<string, unknown>))) await renewPerp();
      return production.call(name, request, callOptions);
    },
  };

  const client = createRealtimeClient({
    url: options.wsUrl,
    getAccessToken: () => session.accessToken() ?? undefined,
    refreshAccessToken: () => production.refreshSession(),
  });
  let started = false;
  let closed = false;
  const realtime: RealtimeClient = {
    subscribe(channel, params, handler) {
      if (!started && !closed) {
        started = true;
        client.start();
      }
      return client.subscribe(channel, params, handler);
    },
    getStatus: () => client.getStatus(),
    onStatus: (listener) => client.onStatus(listener),
    reconnect() {
      if (closed) return;
      started = true;
      client.start();
      client.reconnect();
    },
  };

  const navigations: string[] = [];
  let chain: ChainKey = options.activeChain ?? 'solana';
  const i18n = createI18nDouble(options.locale);
  // Its own cache for a remote running alone, with the same factories as the host's.
  const query = createQueryClient();
  return {
    contractVersion: CONTRACT_VERSION,
    query,
    queries: createQueries(api, query, realtime),
    api,
    realtime,
    bus: createEventBus(BUS_EVENTS),
    session,
    wallet: createWalletDouble(),
    prefs: createPrefsDouble(options.prefsStorage),
    toast: createToastDouble(),
    navigate(to) {
      navigations.push(to);
      options.onNavigate?.(to);
    },
    // Links as the host makes them: the double's locale as the prefix (none for English).
    href: (to) => localizeHref(to, { pathname: i18n.locale() === 'en' ? '/' : `/${i18n.locale()}`, search: '' }),
    i18n,
    activeChain: () => chain,
    setActiveChain(next) {
      chain = next;
    },
    navigations,
    close() {
      closed = true;
      client.stop();
    },
  };
}

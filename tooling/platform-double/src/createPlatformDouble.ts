import { BUS_EVENTS, CONTRACT_VERSION, createEventBus, createQueryClient, localizeHref } from '@nova/shared-contracts';
import type { BusEventMap, ChainKey, EventBus, Locale, PlatformServices } from '@nova/shared-contracts';
import { createApiDouble } from './api';
import { createRealtimeDouble } from './realtime';
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

/**
 * A simple, real PlatformServices for standalone harnesses and component tests: fetch with the
 * envelope and schema checks, a plain WebSocket with the shared protocol, and in-memory bus,
 * prefs, toasts and i18n. The host's services are the production ones; this one is deliberately small.
 */
export function createPlatformDouble(options: PlatformDoubleOptions): PlatformDouble {
  const session = createSessionDouble(options.session ?? null, options.onRequestLogin, options.onReauthenticate);
  const realtime = createRealtimeDouble(options.wsUrl, session.accessToken);
  const navigations: string[] = [];
  let chain: ChainKey = options.activeChain ?? 'solana';
  const i18n = createI18nDouble(options.locale);
  return {
    contractVersion: CONTRACT_VERSION,
    // Its own cache for a remote running alone, with the same factories as the host's.
    query: createQueryClient(),
    api: createApiDouble({ apiBaseUrl: options.apiBaseUrl, ...(options.perpBaseUrl ? { perpBaseUrl: options.perpBaseUrl } : {}), accessToken: session.accessToken }),
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
    close: () => realtime.close(),
  };
}

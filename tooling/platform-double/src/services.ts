// In-memory session, prefs, toast and i18n services of the double.
import { ApiError, CLIENT_ERRORS, DEFAULT_LOCALE } from '@nova/shared-contracts';
import type { I18nService, Locale, PrefsService, SessionService, SessionState, SessionUser, ToastOptions, ToastService, WalletService } from '@nova/shared-contracts';

/** The session as the host persists it ("nova.session.v1"); the double needs the user and the access token. */
export interface StoredSession {
  user: SessionUser;
  access_token: string;
  access_token_exp?: number;
  refresh_token?: string;
  refresh_token_exp?: number;
}

export const SIGNED_OUT: SessionState = Object.freeze({ user: null, kind: null });

export function sessionStateOf(stored: StoredSession | null): SessionState {
  if (!stored) return SIGNED_OUT;
  return { user: stored.user, kind: stored.user.authMethod === 'wallet' ? 'wallet' : 'custodial' };
}

export interface SessionDouble extends SessionService {
  signIn(stored: StoredSession): void;
  signOut(): void;
  accessToken(): string | null;
  /** The access and refresh tokens of the session (what the production API client sends and refreshes). */
  tokens(): { accessToken: string; refreshToken: string } | null;
  /** How many times a remote asked for the login drawer. */
  loginRequests(): number;
}

export function createSessionDouble(
  initial: StoredSession | null,
  onRequestLogin?: () => Promise<StoredSession | null>,
  onReauthenticate?: (method: 'google' | 'exchange') => Promise<string>,
): SessionDouble {
  let stored = initial;
  let state = sessionStateOf(stored);
  let requests = 0;
  const listeners = new Set<(state: SessionState) => void>();
  const set = (next: StoredSession | null) => {
    stored = next;
    state = sessionStateOf(next);
    for (const listener of [...listeners]) listener(state);
  };
  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    async requestLogin() {
      requests += 1;
      const next = onRequestLogin ? await onRequestLogin() : null;
      if (next) set(next);
      return next !== null;
    },
    async logout() {
      set(null);
    },
    async reauthenticate() {
      const method = stored?.user.authMethod;
      if ((method !== 'google' && method !== 'exchange') || !onReauthenticate) throw new ApiError(CLIENT_ERRORS.userCancelled, 'no consent popup for this session');
      return { auth_type: method, code: await onReauthenticate(method) };
    },
    signIn: (next) => set(next),
    signOut: () => set(null),
    accessToken: () => stored?.access_token ?? null,
    tokens: () => (stored ? { accessToken: stored.access_token, refreshToken: stored.refresh_token ?? '' } : null),
    loginRequests: () => requests,
  };
}

export function createPrefsDouble(storage?: Storage, prefix = 'nova.prefs.'): PrefsService {
  const memory = new Map<string, unknown>();
  const listeners = new Map<string, Set<(value: unknown) => void>>();
  return {
    get<T>(key: string, fallback: T): T {
      if (memory.has(key)) return memory.get(key) as T;
      const raw = storage?.getItem(prefix + key);
      if (raw === null || raw === undefined) return fallback;
      try {
        return JSON.parse(raw) as T;
      } catch {
        return fallback;
      }
    },
    set<T>(key: string, value: T) {
      memory.set(key, value);
      storage?.setItem(prefix + key, JSON.stringify(value));
      for (const listener of [...(listeners.get(key) ?? [])]) listener(value);
    },
    subscribe<T>(key: string, listener: (value: T) => void) {
      let set = listeners.get(key);
      if (!set) {
        set = new Set();
        listeners.set(key, set);
      }
      set.add(listener as (value: unknown) => void);
      return () => {
        set.delete(listener as (value: unknown) => void);
      };
    },
  };
}

export interface ToastDouble extends ToastService {
  /** Toasts currently shown, oldest first. */
  shown(): ToastOptions[];
}

export function createToastDouble(): ToastDouble {
  const toasts = new Map<string, ToastOptions>();
  let nextId = 1;
  return {
    show(options) {
      const id = `toast-${nextId++}`;
      toasts.set(id, options);
      return id;
    },
    update(id, options) {
      if (toasts.has(id)) toasts.set(id, options);
    },
    dismiss(id) {
      toasts.delete(id);
    },
    shown: () => [...toasts.values()],
  };
}

export interface I18nDouble extends I18nService {
  setLocale(locale: Locale): void;
}

const interpolate = (message: string, values?: Record<string, string | number>) =>
  values ? message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole)) : message;

/** Keys are full keys ("discover.table.price"); lookup falls back to English, then to the key itself. */
export function createI18nDouble(initial: Locale = DEFAULT_LOCALE): I18nDouble {
  let current = initial;
  const catalogues = new Map<Locale, Map<string, string>>();
  const listeners = new Set<(locale: Locale) => void>();
  return {
    locale: () => current,
    t(key, values) {
      const message = catalogues.get(current)?.get(key) ?? catalogues.get(DEFAULT_LOCALE)?.get(key) ?? key;
      return interpolate(message, values);
    },
    register(_namespace, byLocale) {
      for (const [locale, messages] of Object.entries(byLocale) as [Locale, Record<string, string> | undefined][]) {
        if (!messages) continue;
        let map = catalogues.get(locale);
        if (!map) {
          map = new Map();
          catalogues.set(locale, map);
        }
        for (const [key, message] of Object.entries(messages)) map.set(key, message);
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    setLocale(locale) {
      current = locale;
      for (const listener of [...listeners]) listener(locale);
    },
  };
}

/** The double has no wallets: every signing call is refused as a user cancellation. */
export function createWalletDouble(): WalletService {
  const refuse = () => Promise.reject(new ApiError(CLIENT_ERRORS.userCancelled, 'The platform double has no wallet connection'));
  return {
    connected: () => ({}),
    signMessage: refuse,
    sendTransaction: refuse,
    signTypedData: refuse,
    signSolanaTransaction: refuse,
  };
}

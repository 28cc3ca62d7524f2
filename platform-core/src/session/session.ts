import { ApiError, CLIENT_ERRORS, loginResultSchema } from '@nova/shared-contracts';
import * as v from 'valibot';
import type { LoginResult, SessionService, SessionState, SessionUser } from '@nova/shared-contracts';

/** localStorage key of the persisted session (shape: LoginResult), the default of `storageKey`. */
export const SESSION_STORAGE_KEY = 'nova.session.v1';

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

/** The host's side of the session: remotes get the read-only SessionService view. */
export interface SessionStore {
  get(): SessionState;
  tokens(): SessionTokens | null;
  subscribe(listener: (state: SessionState) => void): () => void;
  /** Keep a login, register, plug_in_auth or refresh result. */
  set(result: LoginResult): void;
  /** Forget user and tokens (and whatever `onClear` forgets with them). */
  clear(): void;
}

const SIGNED_OUT: SessionState = { user: null, kind: null };

function toState(result: LoginResult | null): SessionState {
  if (!result) return SIGNED_OUT;
  const { source_type: _source, perp_main_uid: _perp, ...user } = result.user;
  return { user: user as SessionUser, kind: result.user.authMethod === 'wallet' ? 'wallet' : 'custodial' };
}

export interface SessionStoreOptions {
  /** Where the session is kept (localStorage by default). */
  storage?: Storage;
  /** Its key in `storage` (SESSION_STORAGE_KEY by default). */
  storageKey?: string;
  /** Runs on every clear (a logout, a logout code, a failed refresh): the host forgets its referrer code there. */
  onClear?: () => void;
  now?: () => number;
  /** Where other tabs' changes arrive (storage events); null to ignore them. */
  win?: Pick<Window, 'addEventListener'> | null;
}

/**
 * The session persisted in localStorage. A stored value that does not parse, or whose refresh
 * token has expired, is dropped at start: the visitor is signed out, nothing else breaks.
 */
export function createSessionStore(options: SessionStoreOptions = {}): SessionStore {
  const storage = options.storage ?? localStorage;
  const key = options.storageKey ?? SESSION_STORAGE_KEY;
  const now = options.now ?? Date.now;
  const listeners = new Set<(state: SessionState) => void>();

  const read = (): LoginResult | null => {
    const text = storage.getItem(key);
    if (!text) return null;
    try {
      const parsed = v.safeParse(loginResultSchema, JSON.parse(text));
      if (parsed.success && parsed.output.refresh_token_exp > now()) return parsed.output;
    } catch {
      // corrupt JSON: dropped below
    }
    storage.removeItem(key);
    return null;
  };

  let current = read();
  let state = toState(current);
  const publish = () => {
    state = toState(current);
    for (const listener of [...listeners]) listener(state);
  };
  // A login or logout in another tab reaches this one.
  const win = options.win === undefined ? (typeof window === 'undefined' ? null : window) : options.win;
  win?.addEventListener('storage', (event: StorageEvent) => {
    if (event.key !== key && event.key !== null) return;
    const next = read();
    if (JSON.stringify(next) === JSON.stringify(current)) return;
    current = next;
    publish();
  });

  return {
    get: () => state,
    tokens: () => (current ? { accessToken: current.access_token, refreshToken: current.refresh_token } : null),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(result) {
      current = result;
      storage.setItem(key, JSON.stringify(result));
      publish();
    },
    clear() {
      const hadUser = current !== null;
      current = null;
      storage.removeItem(key);
      options.onClear?.();
      if (hadUser) publish();
    },
  };
}

export interface LoginRequests {
  /** Ask the UI to open the login drawer; resolves true once signed in. */
  request(options?: { redirectTo?: string }): Promise<boolean>;
}

/** Opens a provider's consent popup and resolves with its code (features/auth/model/popup). */
export type ConsentPopup = (provider: 'google' | 'exchange') => Promise<{ code: string }>;

/** How long a logout waits for the server to end the session before it forgets it anyway. */
export const LOGOUT_REVOKE_WAIT_MS = 3000;

/**
 * The read-only view handed to remotes. `revoke` ends the session on the server (the API's
 * accountLogout): a logout asks it first, so the tokens left behind (another copy of the storage,
 * a log) no longer work, and forgets the session whatever the answer, after at most
 * LOGOUT_REVOKE_WAIT_MS: an unreachable server never keeps a user signed in.
 */
export function sessionService(store: SessionStore, login: LoginRequests, consent: ConsentPopup, revoke?: () => Promise<unknown>): SessionService {
  return {
    get: () => store.get(),
    subscribe: (listener) => store.subscribe(listener),
    requestLogin: (options) => (store.get().user ? Promise.resolve(true) : login.request(options)),
    async logout() {
      if (revoke && store.tokens()) {
        let timer: ReturnType<typeof setTimeout> | undefined;
        const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, LOGOUT_REVOKE_WAIT_MS)));
        await Promise.race([revoke().catch(() => undefined), waited]);
        clearTimeout(timer);
      }
      store.clear();
    },
    async reauthenticate() {
      const method = store.get().user?.authMethod;
      if (method !== 'google' && method !== 'exchange') {
        throw new ApiError(CLIENT_ERRORS.userCancelled, method ? `a ${method} account checks with its ${method === 'email' ? 'password' : 'wallet'}, not a consent popup` : 'sign in first');
      }
      try {
        const { code } = await consent(method);
        return { auth_type: method, code };
      } catch (error) {
        throw new ApiError(CLIENT_ERRORS.userCancelled, error instanceof Error ? error.message : String(error));
      }
    },
  };
}

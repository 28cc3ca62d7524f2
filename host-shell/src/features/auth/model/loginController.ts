import type { AuthMode } from './emailAuth';

export interface LoginUiState {
  drawer: boolean;
  /** The email modal's mode when it is open. */
  modal: AuthMode | null;
  /** In-app path to go to once signed in (the Rewards login-then-redirect rule). */
  redirectTo: string | null;
}

/**
 * Who asked for a login and what they are waiting for. `request` (SessionService.requestLogin)
 * opens the drawer and resolves true once signed in, false when the user dismisses it. Several
 * callers asking at once share one drawer and all learn the outcome.
 */
export interface LoginController {
  get(): LoginUiState;
  subscribe(listener: (state: LoginUiState) => void): () => void;
  request(options?: { redirectTo?: string }): Promise<boolean>;
  openEmail(mode?: AuthMode): void;
  closeEmail(): void;
  /** The user signed in: close everything, resolve the waiting callers with true. */
  signedIn(): string | null;
  /** The user closed the drawer without signing in. */
  dismiss(): void;
}

const CLOSED: LoginUiState = { drawer: false, modal: null, redirectTo: null };

export function createLoginController(): LoginController {
  let state = CLOSED;
  let waiting: Array<(ok: boolean) => void> = [];
  const listeners = new Set<(s: LoginUiState) => void>();
  const set = (next: LoginUiState) => {
    state = next;
    for (const listener of [...listeners]) listener(state);
  };
  const settle = (ok: boolean) => {
    const callers = waiting;
    waiting = [];
    for (const resolve of callers) resolve(ok);
  };
  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    request(options) {
      set({ ...state, drawer: true, redirectTo: options?.redirectTo ?? state.redirectTo });
      return new Promise((resolve) => waiting.push(resolve));
    },
    openEmail(mode = 'login') {
      set({ ...state, modal: mode });
    },
    closeEmail() {
      set({ ...state, modal: null });
      if (!state.drawer) settle(false);
    },
    signedIn() {
      const redirect = state.redirectTo;
      set(CLOSED);
      settle(true);
      return redirect;
    },
    dismiss() {
      set(CLOSED);
      settle(false);
    },
  };
}

import type { LoginRequests } from '../services/session/session';

export interface LoginPrompt {
  redirectTo?: string;
}

/** Open/close state of the login drawer, shared by requestLogin() callers and the drawer. */
export interface LoginHub extends LoginRequests {
  current(): LoginPrompt | null;
  subscribe(listener: (prompt: LoginPrompt | null) => void): () => void;
  /** The drawer closes: true once signed in, false when dismissed. */
  settle(signedIn: boolean): void;
}

export function createLoginHub(): LoginHub {
  let prompt: LoginPrompt | null = null;
  let waiting: Array<(signedIn: boolean) => void> = [];
  const listeners = new Set<(prompt: LoginPrompt | null) => void>();
  const publish = () => {
    for (const listener of [...listeners]) listener(prompt);
  };
  return {
    request(options) {
      prompt = { ...(options?.redirectTo ? { redirectTo: options.redirectTo } : {}) };
      publish();
      return new Promise<boolean>((resolve) => waiting.push(resolve));
    },
    current: () => prompt,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    settle(signedIn) {
      prompt = null;
      const resolvers = waiting;
      waiting = [];
      for (const resolve of resolvers) resolve(signedIn);
      publish();
    },
  };
}

import { POLLING, type EndpointResponse } from '@nova/shared-contracts';

export type PerpTokens = EndpointResponse<'accountPerpRenew'>;

/**
 * Perp session refresh (spec 2 §4): while a user is signed in, the perp tokens are renewed at
 * once and then every 780000 ms. A failed renewal is logged and retried at the next tick; it
 * never signs the user out by itself (the API client's logout codes do that).
 */
export function startPerpRefresh(options: {
  renew: (refreshToken?: string) => Promise<PerpTokens>;
  keep: (tokens: PerpTokens) => void;
  intervalMs?: number;
  log?: (message: string, error: unknown) => void;
}): () => void {
  let stopped = false;
  let last: PerpTokens | null = null;
  const tick = async () => {
    try {
      const tokens = await options.renew(last ? last.perp_sol_refresh_token : undefined);
      if (stopped) return;
      last = tokens;
      options.keep(tokens);
    } catch (error) {
      (options.log ?? ((m, e) => console.warn(m, e)))('[perp] token refresh failed; retrying at the next tick', error);
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), options.intervalMs ?? POLLING.perpTokenRefreshMs);
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}

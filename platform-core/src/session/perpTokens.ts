import { perpTokensSchema } from '@nova/shared-contracts';
import * as v from 'valibot';
import type { PerpTokens } from '@nova/shared-contracts';

/** localStorage key of the perp tokens, kept apart from the session (spec 3 §3). */
export const PERP_STORAGE_KEY = 'nova.perp.v1';

export type PerpFamily = 'sol' | 'evm';

export interface PerpTokenStore {
  /** The access token of a chain family, while it has not expired. */
  accessToken(family: PerpFamily): string | undefined;
  refreshToken(): string | undefined;
  set(tokens: PerpTokens): void;
  clear(): void;
}

/** The perp family of a request: Solana or EVM (spec 2: perp tokens per chain family). */
export function perpFamilyOf(request: Record<string, unknown>): PerpFamily {
  return request.chain === undefined || request.chain === 'solana' ? 'sol' : 'evm';
}

/** Perp tokens kept in `storage` under `storageKey` (PERP_STORAGE_KEY by default). */
export function createPerpTokenStore(storage: Storage = localStorage, now: () => number = Date.now, storageKey: string = PERP_STORAGE_KEY): PerpTokenStore {
  const read = (): PerpTokens | null => {
    const text = storage.getItem(storageKey);
    if (!text) return null;
    try {
      const parsed = v.safeParse(perpTokensSchema, JSON.parse(text));
      if (parsed.success) return parsed.output;
    } catch {
      // dropped below
    }
    storage.removeItem(storageKey);
    return null;
  };
  let tokens = read();
  return {
    accessToken(family) {
      if (!tokens) return undefined;
      const [token, exp] = family === 'sol' ? [tokens.perp_sol_access_token, tokens.perp_sol_access_token_exp] : [tokens.perp_evm_access_token, tokens.perp_evm_access_token_exp];
      return exp > now() ? token : undefined;
    },
    refreshToken: () => (tokens && tokens.perp_sol_refresh_token_exp > now() ? tokens.perp_sol_refresh_token : undefined),
    set(next) {
      tokens = next;
      storage.setItem(storageKey, JSON.stringify(next));
    },
    clear() {
      tokens = null;
      storage.removeItem(storageKey);
    },
  };
}

/**
 * Renews the perp tokens through `accountPerpRenew` (with the refresh token when there is one)
 * into `store`; calls made while one renewal is on its way share it. Resolves whether it worked.
 */
export function createPerpRenewal(renew: (request: { refresh_token?: string }) => Promise<PerpTokens>, store: PerpTokenStore): () => Promise<boolean> {
  let renewing: Promise<boolean> | null = null;
  return () =>
    (renewing ??= renew(store.refreshToken() ? { refresh_token: store.refreshToken() } : {})
      .then((tokens) => {
        store.set(tokens);
        return true;
      })
      .catch(() => false)
      .finally(() => (renewing = null)));
}

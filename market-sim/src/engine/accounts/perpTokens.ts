/**
 * Perp tokens: the access and refresh pair of each chain family a perp call carries in its
 * `perp-authorization` header, issued (or renewed from a perp refresh token) and checked here.
 */
import type { PerpTokens } from '@nova/shared-contracts';
import { SimError } from '../errors';
import type { EngineState, UserRecord } from '../state';
import { randomHex } from './crypto';

/** Perp-token codes: expired (one of spec 1 §8's expired codes) and ended (a logout code). */
export const PERP_TOKEN_EXPIRED = 0x2656d81;
export const PERP_SESSION_INVALID = 0x2656d80;
const PERP_ACCESS_TTL_MS = 15 * 60_000;

export class PerpTokenStore {
  constructor(
    private readonly state: EngineState,
    private readonly now: () => number,
    private readonly refreshTtlMs: number,
  ) {}

  /** Perp tokens of both chain families for a user (new, or renewed from a perp refresh token). */
  issue(user: UserRecord, refreshToken?: string): PerpTokens {
    if (refreshToken !== undefined) {
      const record = this.state.perpTokens.get(refreshToken);
      if (!record || record.user_id !== user.user_id || record.kind !== 'refresh' || this.now() >= record.exp) throw new SimError(PERP_SESSION_INVALID, 'perp session ended', 401);
    }
    const now = this.now();
    const issue = (family: 'sol' | 'evm', kind: 'access' | 'refresh'): [string, number] => {
      const token = `perp_${family}_${randomHex(20)}`;
      const exp = now + (kind === 'access' ? PERP_ACCESS_TTL_MS : this.refreshTtlMs);
      this.state.perpTokens.set(token, { user_id: user.user_id, family, kind, exp });
      return [token, exp];
    };
    const [solAccess, solAccessExp] = issue('sol', 'access');
    const [evmAccess, evmAccessExp] = issue('evm', 'access');
    const [solRefresh, solRefreshExp] = issue('sol', 'refresh');
    const [evmRefresh, evmRefreshExp] = issue('evm', 'refresh');
    return {
      perp_main_uid: `perp_${user.user_id}`,
      perp_sol_uid: `perp_sol_${user.user_id}`,
      perp_evm_uid: `perp_evm_${user.user_id}`,
      perp_sol_access_token: solAccess,
      perp_sol_access_token_exp: solAccessExp,
      perp_evm_access_token: evmAccess,
      perp_evm_access_token_exp: evmAccessExp,
      perp_sol_refresh_token: solRefresh,
      perp_sol_refresh_token_exp: solRefreshExp,
      perp_evm_refresh_token: evmRefresh,
      perp_evm_refresh_token_exp: evmRefreshExp,
    };
  }

  /** Check the `perp-authorization` header of a perp call; returns the chain family of the token. */
  authenticate(user: UserRecord, header: string | undefined): 'sol' | 'evm' {
    const token = header?.replace(/^Bearer\s+/i, '');
    const record = token ? this.state.perpTokens.get(token) : undefined;
    if (!record || record.user_id !== user.user_id || record.kind !== 'access') throw new SimError(PERP_SESSION_INVALID, 'perp session ended', 401);
    if (this.now() >= record.exp) throw new SimError(PERP_TOKEN_EXPIRED, 'perp access token expired', 401);
    return record.family;
  }
}

/**
 * Sessions and their bearer tokens (spec 1 §8): opening one at sign-in, refresh-token rotation
 * with reuse detection, logout and admin revocation, authenticating an access token, and the
 * security check a withdrawal needs. Sessions live in the durable state; the token indexes are
 * rebuilt from it.
 */
import type { LoginResult, SessionUserData } from '@nova/shared-contracts';
import { SimError } from '../errors';
import type { EngineState, SessionRecord, UserRecord } from '../state';
import { randomHex } from './crypto';

/** Session codes of spec 1 §8 as the sim raises them. */
export const TOKEN_EXPIRED = 0x2628174;
export const SESSION_INVALID = 0x26281d8;
/** How long a passed security check lets its session withdraw (the form's check runs right before the send). */
export const SECURITY_CHECK_MS = 5 * 60_000;
/**
 * How long the refresh token a refresh just spent still answers, with the same new pair: two tabs
 * of the web app refresh with the same token at once (its single flight is per tab), and a
 * refresh whose answer was lost is retried. Auth0's and Okta's rotation "reuse interval".
 */
export const REFRESH_REUSE_GRACE_MS = 20_000;

export interface SessionTtls {
  accessTtlMs: number;
  refreshTtlMs: number;
}

export class Sessions {
  private readonly accessIndex = new Map<string, string>();
  private readonly refreshIndex = new Map<string, string>();

  constructor(
    private readonly state: EngineState,
    private readonly now: () => number,
    private readonly ttls: SessionTtls,
    /** The user part of a sign-in answer (Users.view). */
    private readonly view: (user: UserRecord) => SessionUserData,
  ) {
    for (const session of state.sessions.values()) this.index(session);
  }

  open(user: UserRecord): LoginResult {
    const now = this.now();
    const id = randomHex(8);
    const session: SessionRecord = {
      id,
      user_id: user.user_id,
      access_token: randomHex(24),
      access_exp: now + this.ttls.accessTtlMs,
      refresh_token: `${id}.${randomHex(24)}`,
      refresh_exp: now + this.ttls.refreshTtlMs,
      revoked: false,
    };
    this.state.sessions.set(session.id, session);
    this.index(session);
    return this.result(user, session);
  }

  /**
   * Rotates a session's tokens: each refresh spends its refresh token for a new access and refresh
   * token (the session's end stays where sign-in put it). A spent token used again means it was
   * copied: the session, every token descended from that sign-in, ends (0x26281d8), except the
   * token spent last within {@link REFRESH_REUSE_GRACE_MS}, which gets the same new pair.
   */
  refresh(refreshToken: string): LoginResult {
    const now = this.now();
    // Refresh tokens name their session (`{session id}.{random}`), so any spent one still finds it.
    const id = this.refreshIndex.get(refreshToken) ?? /^([0-9a-f]{16})\./.exec(refreshToken)?.[1];
    const session = id ? this.state.sessions.get(id) : undefined;
    if (!session || session.revoked || now >= session.refresh_exp) throw new SimError(SESSION_INVALID, 'session ended, please log in again', 401);
    const user = this.state.users.get(session.user_id);
    if (!user) throw new SimError(SESSION_INVALID, 'session ended, please log in again', 401);
    if (refreshToken !== session.refresh_token) {
      if (refreshToken === session.previous_refresh_token && session.rotated_at !== undefined && now - session.rotated_at < REFRESH_REUSE_GRACE_MS) return this.result(user, session);
      this.revoke(session);
      // A refused request rolls back what it wrote: the revocation is committed before the refusal.
      this.state.commit();
      throw new SimError(SESSION_INVALID, 'refresh token reused: session ended, please log in again', 401);
    }
    const next: SessionRecord = {
      ...session,
      access_token: randomHex(24),
      access_exp: now + this.ttls.accessTtlMs,
      refresh_token: `${session.id}.${randomHex(24)}`,
      previous_refresh_token: refreshToken,
      rotated_at: now,
    };
    this.state.sessions.set(next.id, next);
    if (session.previous_refresh_token) this.refreshIndex.delete(session.previous_refresh_token);
    this.index(next);
    return this.result(user, next);
  }

  /**
   * Ends the session of an access token on the server (a logout): its access and refresh tokens,
   * and any it descends from, then get 0x26281d8. An unknown or already ended token is no error.
   */
  logout(authorization: string | undefined): void {
    const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
    const id = token ? this.accessIndex.get(token) : undefined;
    const session = id ? this.state.sessions.get(id) : undefined;
    if (session && !session.revoked) this.revoke(session);
  }

  /** Records that the session of an access token passed the security check now (password or a fresh consent code). */
  markVerified(authorization: string | undefined): void {
    const session = this.sessionOf(authorization);
    if (session && !session.revoked) this.state.sessions.set(session.id, { ...session, verified_at: this.now() });
  }

  /**
   * A withdrawal needs the session's security check (spec 2: "Used for withdrawal and mnemonic
   * export") within SECURITY_CHECK_MS: the form asks for it right before it sends, and a caller
   * that skips the form is refused here (403, the check's name in the message).
   */
  requireVerified(authorization: string | undefined): void {
    const verifiedAt = this.sessionOf(authorization)?.verified_at;
    if (verifiedAt === undefined || this.now() - verifiedAt > SECURITY_CHECK_MS) throw new SimError(403, 'security check required: confirm your password (Google and exchange accounts: sign in again) before a withdrawal', 403);
  }

  /** The user of a bearer token: 0x2628174 when expired, 0x26281d8 when unknown or revoked. */
  authenticate(authorization: string | undefined): UserRecord {
    const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
    if (!token) throw new SimError(SESSION_INVALID, 'not logged in', 401);
    const id = this.accessIndex.get(token);
    const session = id ? this.state.sessions.get(id) : undefined;
    if (!session || session.revoked) throw new SimError(SESSION_INVALID, 'session ended, please log in again', 401);
    // An access token replaced by a refresh counts as expired: the client refreshes once more.
    if (session.access_token !== token || this.now() >= session.access_exp) throw new SimError(TOKEN_EXPIRED, 'access token expired', 401);
    const user = this.state.users.get(session.user_id);
    if (!user) throw new SimError(SESSION_INVALID, 'session ended, please log in again', 401);
    return user;
  }

  /** Revoke every session of a user (admin): their next call gets the logout code. */
  revokeAll(userId: string): number {
    let count = 0;
    for (const session of [...this.state.sessions.values()]) {
      if (session.user_id !== userId || session.revoked) continue;
      this.revoke(session);
      count++;
    }
    return count;
  }

  private sessionOf(authorization: string | undefined): SessionRecord | undefined {
    const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
    const id = token ? this.accessIndex.get(token) : undefined;
    return id ? this.state.sessions.get(id) : undefined;
  }

  private revoke(session: SessionRecord): void {
    this.state.sessions.set(session.id, { ...session, revoked: true });
  }

  /** The spent refresh token stays indexed for its grace (a token of before rotation names no session). */
  private index(session: SessionRecord): void {
    this.accessIndex.set(session.access_token, session.id);
    this.refreshIndex.set(session.refresh_token, session.id);
    if (session.previous_refresh_token) this.refreshIndex.set(session.previous_refresh_token, session.id);
  }

  private result(user: UserRecord, session: SessionRecord): LoginResult {
    return { user: this.view(user), access_token: session.access_token, access_token_exp: session.access_exp, refresh_token: session.refresh_token, refresh_token_exp: session.refresh_exp };
  }
}

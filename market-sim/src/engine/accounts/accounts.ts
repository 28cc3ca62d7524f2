/**
 * Accounts (spec 2 §4): the one object the engine and the routes call for users, sessions,
 * verification codes and sign-in. It owns the sign-in flows (email and password, emailed code,
 * OAuth, wallet) and composes the modules that hold the parts:
 *
 * - users.ts: users in the durable state (lookup, creation, view)
 * - sessions.ts: sessions and bearer tokens (rotation, logout, revocation, security check)
 * - perpTokens.ts: the perp tokens of perp calls
 * - passwords.ts: the RSA key of the password forms, password rule and hash
 * - oauth.ts: the consent page's OAuth grants
 * - walletSignIn.ts: wallet sign-in messages and signature checks
 * - emailCodes.ts: the mailed verification and consent codes (each a codes.ts CodeBox)
 */
import type { ChainKey, LoginResult, PerpTokens, SessionUserData } from '@nova/shared-contracts';
import { SimError } from '../errors';
import type { EngineState, UserRecord } from '../state';
import type { CodePurpose } from './codes';
import { EmailCodes } from './emailCodes';
import { OauthGrants } from './oauth';
import type { OauthProvider } from './oauth';
import { PasswordKey, checkPasswordRule, saltedHash } from './passwords';
import { PerpTokenStore } from './perpTokens';
import { Sessions } from './sessions';
import { Users } from './users';
import { WalletSignIn } from './walletSignIn';
import type { ProvenWallet, WalletAuthInput } from './walletSignIn';

export { PERP_SESSION_INVALID, PERP_TOKEN_EXPIRED } from './perpTokens';
export { REFRESH_REUSE_GRACE_MS, SECURITY_CHECK_MS, SESSION_INVALID, TOKEN_EXPIRED } from './sessions';

export interface AccountsOptions {
  accessTtlMs: number;
  refreshTtlMs: number;
  codeTtlMs: number;
  /** Where verification codes are "sent". */
  log: (line: string) => void;
  /** Demo balances credited to every new user: balance id suffix (`solana|` native SOL, `perp|EVM`) -> amount. */
  demoBalances: Readonly<Record<string, string>>;
}

/**
 * Users, sessions, verification codes and sign-in (spec 2 §4). Codes and sign-in messages are
 * short-lived and kept in memory; users and sessions live in the durable state.
 */
export class Accounts {
  private readonly users: Users;
  private readonly sessions: Sessions;
  private readonly perp: PerpTokenStore;
  private readonly passwords: PasswordKey;
  private readonly oauth: OauthGrants;
  private readonly wallets: WalletSignIn;
  private readonly codes: EmailCodes;

  constructor(
    state: EngineState,
    now: () => number,
    options: AccountsOptions,
  ) {
    this.codes = new EmailCodes(now, options.codeTtlMs, (line) => options.log(line));
    this.users = new Users(state, now, options.demoBalances);
    this.sessions = new Sessions(state, now, options, (user) => this.users.view(user));
    this.perp = new PerpTokenStore(state, now, options.refreshTtlMs);
    this.passwords = new PasswordKey(state);
    this.oauth = new OauthGrants(now);
    this.wallets = new WalletSignIn(now);
  }

  async init(): Promise<void> {
    await this.passwords.init();
    this.users.moveSolAddresses();
  }

  publicKey(): string {
    return this.passwords.publicKey();
  }

  /** The registered check: always a code (405001 / 405002 / 405003). */
  verifyEmail(email: string): never {
    const user = this.users.byEmail(email);
    if (!user) throw new SimError(405001, 'email not registered');
    if (user.auth_method === 'google') throw new SimError(405003, 'account registered via Google');
    throw new SimError(405002, 'email already registered');
  }

  sendCode(email: string, purpose: CodePurpose): { expires_at: number; resend_after: number } {
    return this.codes.send(email, purpose);
  }

  /** The last code mailed to an email (GET /__dev/codes). */
  latestCode(email: string): { email: string; code: string; purpose: CodePurpose; expires_at: number } {
    return this.codes.latest(email);
  }

  /** Checks the emailed code of an email (codes.ts' rule); `consume` spends a right one. */
  checkCode(email: string, code: string, consume: boolean): void {
    this.codes.check(email, code, consume);
  }

  async register(email: string, encrypted: string, code: string, invitation?: string): Promise<LoginResult> {
    if (this.users.byEmail(email)) throw new SimError(405002, 'email already registered');
    const password = await this.passwords.decrypt(encrypted);
    checkPasswordRule(password);
    this.checkCode(email, code, true);
    const user = this.users.create({ email: email.toLowerCase(), ...(await saltedHash(password)), auth_method: 'email', wallet_type: '', invitation_code: invitation });
    return this.sessions.open(user);
  }

  /**
   * Password sign-in, with the emailed code when the form sent one. The code is checked first but
   * spent only once the password is right, so a wrong password leaves it usable for the next try.
   */
  async login(email: string, encrypted: string, code?: string): Promise<LoginResult> {
    const user = this.users.byEmail(email);
    if (!user) throw new SimError(405001, 'email not registered');
    if (user.auth_method === 'google' || !user.password_hash || !user.password_salt) throw new SimError(405003, 'account registered via Google');
    if (code !== undefined) this.checkCode(email, code, false);
    if (!(await this.passwords.matches(encrypted, user.password_salt, user.password_hash))) throw new SimError(405007, 'wrong password');
    if (code !== undefined) this.checkCode(email, code, true);
    return this.sessions.open(user);
  }

  /** Passwordless login with an emailed code (consumed). */
  loginByCode(email: string, code: string): LoginResult {
    const user = this.users.byEmail(email);
    if (!user) throw new SimError(405001, 'email not registered');
    if (user.auth_method === 'google') throw new SimError(405003, 'account registered via Google');
    this.checkCode(email, code, true);
    return this.sessions.open(user);
  }

  async reset(email: string, encrypted: string, code: string): Promise<void> {
    const user = this.users.byEmail(email);
    if (!user) throw new SimError(405001, 'email not registered');
    const password = await this.passwords.decrypt(encrypted);
    checkPasswordRule(password);
    this.checkCode(email, code, true);
    this.users.update({ ...user, ...(await saltedHash(password)) });
  }

  /** The consent page's proof of an email: a code mailed under the verification codes' rule (emailCodes.ts). */
  sendConsentCode(email: string): void {
    this.codes.sendConsent(email);
  }

  /** Checks the consent page's code of an email (codes.ts' rule) and spends it when right. */
  checkConsentCode(email: string, code: string): void {
    this.codes.checkConsent(email, code);
  }

  /** The consent page approved: a single-use code for the callback (5 minutes). */
  issueOauthCode(email: string, provider: OauthProvider): string {
    return this.oauth.issue(email, provider);
  }

  /** Exchange a consent code: the user of that email, created on first sign-in. */
  oauthLogin(code: string, provider: OauthProvider, invitation?: string): LoginResult {
    const email = this.oauth.take(code, provider);
    const user = this.users.byEmail(email) ?? this.users.create({ email, auth_method: provider, wallet_type: '', invitation_code: invitation });
    return this.sessions.open(user);
  }

  /** Perp tokens of both chain families for a user (new, or renewed from a perp refresh token). */
  perpTokens(user: UserRecord, refreshToken?: string): PerpTokens {
    return this.perp.issue(user, refreshToken);
  }

  /** Check the `perp-authorization` header of a perp call; returns the chain family of the token. */
  authenticatePerp(user: UserRecord, header: string | undefined): 'sol' | 'evm' {
    return this.perp.authenticate(user, header);
  }

  /** Security check of an email user (spec 2 §2): 405007 on a wrong password. */
  async verifyPassword(user: UserRecord, email: string, encrypted: string): Promise<void> {
    if (user.auth_method !== 'email' || !user.password_hash || !user.password_salt) throw new SimError(400, 'this account has no password: re-authenticate with its sign-in method');
    if (user.email !== email.toLowerCase()) throw new SimError(405007, 'wrong password');
    if (!(await this.passwords.matches(encrypted, user.password_salt, user.password_hash))) throw new SimError(405007, 'wrong password');
  }

  /** Security check of a Google or exchange user: a fresh consent code for their own email. */
  checkOauthCode(user: UserRecord, code: string, provider: OauthProvider): void {
    this.oauth.checkFor(user, code, provider);
  }

  findUser(emailOrId: string): UserRecord | undefined {
    return this.users.find(emailOrId);
  }

  signMessage(chain: ChainKey, address: string): { message: string; timestamp: number } {
    return this.wallets.signMessage(chain, address);
  }

  async walletAuth(input: WalletAuthInput): Promise<LoginResult> {
    return this.walletSession(await this.wallets.verify(input));
  }

  /**
   * A session for a wallet whose ownership is already proven (its signature above, or the
   * {product} app approving a QR login ticket): the wallet's user, created on its first sign-in.
   */
  walletSession(input: ProvenWallet): LoginResult {
    const address = input.family === 'evm' ? input.address.toLowerCase() : input.address;
    const user =
      this.users.byWallet(input.family, address) ??
      this.users.create({
        auth_method: 'wallet',
        wallet_type: input.wallet_type,
        source_type: input.source_type,
        invitation_code: input.invitation_code,
        wallet_family: input.family,
        ...(input.family === 'evm' ? { evm_address: address } : { sol_address: address }),
      });
    return this.sessions.open(user);
  }

  /**
   * Rotates a session's tokens (sessions.ts): a reused spent token ends the session, except the
   * one spent last within REFRESH_REUSE_GRACE_MS.
   */
  refresh(refreshToken: string): LoginResult {
    return this.sessions.refresh(refreshToken);
  }

  /** Ends the session of an access token on the server (a logout); an unknown or ended token is no error. */
  logout(authorization: string | undefined): void {
    this.sessions.logout(authorization);
  }

  /** Records that the session of an access token passed the security check now (password or a fresh consent code). */
  markVerified(authorization: string | undefined): void {
    this.sessions.markVerified(authorization);
  }

  /** A withdrawal needs the session's security check within SECURITY_CHECK_MS (403 otherwise). */
  requireVerified(authorization: string | undefined): void {
    this.sessions.requireVerified(authorization);
  }

  /** The user of a bearer token: 0x2628174 when expired, 0x26281d8 when unknown or revoked. */
  authenticate(authorization: string | undefined): UserRecord {
    return this.sessions.authenticate(authorization);
  }

  /** Revoke every session of a user (admin): their next call gets the logout code. */
  revokeSessions(userId: string): number {
    return this.sessions.revokeAll(userId);
  }

  view(user: UserRecord): SessionUserData {
    return this.users.view(user);
  }
}

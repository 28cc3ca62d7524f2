import { ed25519 } from '@noble/curves/ed25519.js';
import { ACCOUNT, CHAINS, PRODUCT_NAME, base58Decode, isChainAddress } from '@nova/shared-contracts';
import type { ChainKey, LoginResult, PerpTokens, SessionUserData, WalletType } from '@nova/shared-contracts';
import { isAddress, verifyMessage } from 'viem';
import { SimError } from '../errors';
import type { EngineState, SessionRecord, UserRecord } from '../state';
import { SOLANA_PATH, currentSolAddress, custodialWalletOf } from './mnemonic';
import { refCodeOf } from './referral';
import { decryptText, generateRsaKey, hashPassword, importPrivateKey, randomHex } from './crypto';
import type { RsaKeyMaterial } from './crypto';
import { CodeBox } from './codes';
import type { CodePurpose, IssuedCode } from './codes';

/** Session codes of spec 1 §8 as the sim raises them. */
export const TOKEN_EXPIRED = 0x2628174;
export const SESSION_INVALID = 0x26281d8;
/** How long a passed security check lets its session withdraw (the form's check runs right before the send). */
export const SECURITY_CHECK_MS = 5 * 60_000;

/** Perp-token codes: expired (one of spec 1 §8's expired codes) and ended (a logout code). */
export const PERP_TOKEN_EXPIRED = 0x2656d81;
export const PERP_SESSION_INVALID = 0x2656d80;
const PERP_ACCESS_TTL_MS = 15 * 60_000;
/**
 * How long the refresh token a refresh just spent still answers, with the same new pair: two tabs
 * of the web app refresh with the same token at once (its single flight is per tab), and a
 * refresh whose answer was lost is retried. Auth0's and Okta's rotation "reuse interval".
 */
export const REFRESH_REUSE_GRACE_MS = 20_000;
const OAUTH_CODE_TTL_MS = 5 * 60_000;
export interface AccountsOptions {
  accessTtlMs: number;
  refreshTtlMs: number;
  codeTtlMs: number;
  /** Where verification codes are "sent". */
  log: (line: string) => void;
  /** Demo balances credited to every new user: balance id suffix (`solana|` native SOL, `perp|EVM`) -> amount. */
  demoBalances: Readonly<Record<string, string>>;
}

const SOURCE_WALLET: Readonly<Record<number, WalletType>> = { 4: 'nova', 5: 'metamask', 6: 'phantom', 7: 'walletconnect' };
const SIGN_MESSAGE_TTL_MS = 5 * 60_000;

/**
 * Users, sessions, verification codes and sign-in (spec 2 §4). Codes and sign-in messages are
 * short-lived and kept in memory; users and sessions live in the durable state.
 */
export class Accounts {
  private key: CryptoKey | null = null;
  private material: RsaKeyMaterial | null = null;
  private readonly codes: CodeBox;
  /** Last code sent per email, kept after use for GET /__dev/codes. */
  private readonly lastSent = new Map<string, IssuedCode>();
  private readonly signMessages = new Map<string, string>();
  private readonly oauthCodes = new Map<string, { email: string; provider: 'google' | 'exchange'; expiresAt: number }>();
  /** Codes the consent page mailed to prove an email before it authorizes a sign-in for it. */
  private readonly consentCodes: CodeBox;
  private readonly accessIndex = new Map<string, string>();
  private readonly refreshIndex = new Map<string, string>();

  constructor(
    private readonly state: EngineState,
    private readonly now: () => number,
    private readonly options: AccountsOptions,
  ) {
    const mail = (line: (email: string, issued: IssuedCode) => string) => (email: string, issued: IssuedCode) => {
      this.lastSent.set(email, issued);
      this.options.log(line(email, issued));
    };
    this.codes = new CodeBox(now, options.codeTtlMs, mail((email, issued) => `[market-sim] verification code for ${email} (${issued.purpose}): ${issued.code}`));
    this.consentCodes = new CodeBox(now, options.codeTtlMs, mail((email, issued) => `[market-sim] consent page code for ${email}: ${issued.code}`));
    for (const session of state.sessions.values()) this.index(session);
  }

  async init(): Promise<void> {
    let material = this.state.config.get('rsa') as RsaKeyMaterial | undefined;
    if (!material) {
      material = await generateRsaKey();
      this.state.config.set('rsa', material);
      this.state.commit();
    }
    this.material = material;
    this.key = await importPrivateKey(material);
    this.moveSolAddresses();
  }

  /**
   * Data written before custodial Solana addresses followed Phantom's path holds the pathless
   * ones: they move, once per data directory, to the address the exported phrase recovers in
   * Phantom. Balances and holdings are kept by user id, so they follow; past orders and trades
   * keep the address they were made from.
   */
  private moveSolAddresses(): void {
    if (this.state.config.get('sol_path') === SOLANA_PATH) return;
    for (const user of [...this.state.users.values()]) {
      const custodial = user.auth_method !== 'wallet' || user.wallet_family === 'evm';
      const moved = custodial && user.sol_address ? currentSolAddress(user.user_id, user.sol_address) : user.sol_address;
      if (moved !== user.sol_address) this.state.users.set(user.user_id, { ...user, sol_address: moved });
    }
    this.state.config.set('sol_path', SOLANA_PATH);
    this.state.commit();
  }

  publicKey(): string {
    if (!this.material) throw new Error('accounts not initialised');
    return this.material.publicKey;
  }

  private async decrypt(password: string): Promise<string> {
    if (!this.key) throw new Error('accounts not initialised');
    const plain = await decryptText(this.key, password);
    if (plain === null) throw new SimError(400, 'password must be RSA-OAEP encrypted with the key of /account/user/public_key');
    return plain;
  }

  private static checkPasswordRule(password: string): void {
    if (password.length < ACCOUNT.passwordMinLength) throw new SimError(400, `password must be at least ${ACCOUNT.passwordMinLength} characters`);
  }

  private userByEmail(email: string): UserRecord | undefined {
    const wanted = email.toLowerCase();
    for (const user of this.state.users.values()) if (user.email === wanted) return user;
    return undefined;
  }

  /** The registered check: always a code (405001 / 405002 / 405003). */
  verifyEmail(email: string): never {
    const user = this.userByEmail(email);
    if (!user) throw new SimError(405001, 'email not registered');
    if (user.auth_method === 'google') throw new SimError(405003, 'account registered via Google');
    throw new SimError(405002, 'email already registered');
  }

  sendCode(email: string, purpose: CodePurpose): { expires_at: number; resend_after: number } {
    const issued = this.codes.send(email, purpose);
    return { expires_at: issued.expiresAt, resend_after: issued.sentAt + ACCOUNT.resendCountdownSeconds * 1000 };
  }

  latestCode(email: string): { email: string; code: string; purpose: CodePurpose; expires_at: number } {
    const issued = this.lastSent.get(email.toLowerCase());
    if (!issued) throw new SimError(404, 'no code was sent to this email', 404);
    return { email: email.toLowerCase(), code: issued.code, purpose: issued.purpose, expires_at: issued.expiresAt };
  }

  /** Checks the emailed code of an email (codes.ts' rule); `consume` spends a right one. */
  checkCode(email: string, code: string, consume: boolean): void {
    this.codes.check(email, code, consume);
  }

  async register(email: string, encrypted: string, code: string, invitation?: string): Promise<LoginResult> {
    if (this.userByEmail(email)) throw new SimError(405002, 'email already registered');
    const password = await this.decrypt(encrypted);
    Accounts.checkPasswordRule(password);
    this.checkCode(email, code, true);
    const salt = randomHex(16);
    const user = this.createUser({ email: email.toLowerCase(), password_salt: salt, password_hash: await hashPassword(password, salt), auth_method: 'email', wallet_type: '', invitation_code: invitation });
    return this.openSession(user);
  }

  /**
   * Password sign-in, with the emailed code when the form sent one. The code is checked first but
   * spent only once the password is right, so a wrong password leaves it usable for the next try.
   */
  async login(email: string, encrypted: string, code?: string): Promise<LoginResult> {
    const user = this.userByEmail(email);
    if (!user) throw new SimError(405001, 'email not registered');
    if (user.auth_method === 'google' || !user.password_hash || !user.password_salt) throw new SimError(405003, 'account registered via Google');
    if (code !== undefined) this.checkCode(email, code, false);
    const password = await this.decrypt(encrypted);
    if ((await hashPassword(password, user.password_salt)) !== user.password_hash) throw new SimError(405007, 'wrong password');
    if (code !== undefined) this.checkCode(email, code, true);
    return this.openSession(user);
  }

  /** Passwordless login with an emailed code (consumed). */
  loginByCode(email: string, code: string): LoginResult {
    const user = this.userByEmail(email);
    if (!user) throw new SimError(405001, 'email not registered');
    if (user.auth_method === 'google') throw new SimError(405003, 'account registered via Google');
    this.checkCode(email, code, true);
    return this.openSession(user);
  }

  async reset(email: string, encrypted: string, code: string): Promise<void> {
    const user = this.userByEmail(email);
    if (!user) throw new SimError(405001, 'email not registered');
    const password = await this.decrypt(encrypted);
    Accounts.checkPasswordRule(password);
    this.checkCode(email, code, true);
    const salt = randomHex(16);
    this.state.users.set(user.user_id, { ...user, password_salt: salt, password_hash: await hashPassword(password, salt) });
  }

  /**
   * The consent page's proof of an email (the provider's own sign-in): a code "mailed" like the
   * other verification codes (the log, GET /__dev/codes), under the same rule: one per email per
   * 60 s while it is pending (405004), so opening the page over and over mails no flood.
   * Replaces the previous consent code of that email.
   */
  sendConsentCode(email: string): void {
    this.consentCodes.send(email, 'login');
  }

  /** Checks the consent page's code of an email (codes.ts' rule) and spends it when right. */
  checkConsentCode(email: string, code: string): void {
    this.consentCodes.check(email, code, true);
  }

  /** The consent page approved: a single-use code for the callback (5 minutes). */
  issueOauthCode(email: string, provider: 'google' | 'exchange'): string {
    const code = randomHex(16);
    this.oauthCodes.set(code, { email: email.toLowerCase(), provider, expiresAt: this.now() + OAUTH_CODE_TTL_MS });
    return code;
  }

  /** Exchange a consent code: the user of that email, created on first sign-in. */
  oauthLogin(code: string, provider: 'google' | 'exchange', invitation?: string): LoginResult {
    const grant = this.oauthCodes.get(code);
    if (!grant || grant.provider !== provider) throw new SimError(405006, 'invalid authorization code');
    this.oauthCodes.delete(code);
    if (this.now() > grant.expiresAt) throw new SimError(405005, 'authorization code expired');
    const user = this.userByEmail(grant.email) ?? this.createUser({ email: grant.email, auth_method: provider, wallet_type: '', invitation_code: invitation });
    return this.openSession(user);
  }

  /** Perp tokens of both chain families for a user (new, or renewed from a perp refresh token). */
  perpTokens(user: UserRecord, refreshToken?: string): PerpTokens {
    if (refreshToken !== undefined) {
      const record = this.state.perpTokens.get(refreshToken);
      if (!record || record.user_id !== user.user_id || record.kind !== 'refresh' || this.now() >= record.exp) throw new SimError(PERP_SESSION_INVALID, 'perp session ended', 401);
    }
    const now = this.now();
    const issue = (family: 'sol' | 'evm', kind: 'access' | 'refresh'): [string, number] => {
      const token = `perp_${family}_${randomHex(20)}`;
      const exp = now + (kind === 'access' ? PERP_ACCESS_TTL_MS : this.options.refreshTtlMs);
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
  authenticatePerp(user: UserRecord, header: string | undefined): 'sol' | 'evm' {
    const token = header?.replace(/^Bearer\s+/i, '');
    const record = token ? this.state.perpTokens.get(token) : undefined;
    if (!record || record.user_id !== user.user_id || record.kind !== 'access') throw new SimError(PERP_SESSION_INVALID, 'perp session ended', 401);
    if (this.now() >= record.exp) throw new SimError(PERP_TOKEN_EXPIRED, 'perp access token expired', 401);
    return record.family;
  }

  /** Security check of an email user (spec 2 §2): 405007 on a wrong password. */
  async verifyPassword(user: UserRecord, email: string, encrypted: string): Promise<void> {
    if (user.auth_method !== 'email' || !user.password_hash || !user.password_salt) throw new SimError(400, 'this account has no password: re-authenticate with its sign-in method');
    if (user.email !== email.toLowerCase()) throw new SimError(405007, 'wrong password');
    const password = await this.decrypt(encrypted);
    if ((await hashPassword(password, user.password_salt)) !== user.password_hash) throw new SimError(405007, 'wrong password');
  }

  /** Security check of a Google or exchange user: a fresh consent code for their own email. */
  checkOauthCode(user: UserRecord, code: string, provider: 'google' | 'exchange'): void {
    const grant = this.oauthCodes.get(code);
    if (!grant || grant.provider !== provider || grant.email !== user.email || this.now() > grant.expiresAt) throw new SimError(405006, 'invalid authorization code');
    this.oauthCodes.delete(code);
  }

  findUser(emailOrId: string): UserRecord | undefined {
    return this.state.users.get(emailOrId) ?? this.userByEmail(emailOrId);
  }

  signMessage(chain: ChainKey, address: string): { message: string; timestamp: number } {
    const family = CHAINS[chain].family;
    if (!isChainAddress(chain, address)) {
      throw new SimError(400, `invalid ${family === 'evm' ? 'EVM' : 'Solana'} address`);
    }
    const timestamp = this.now();
    const message = `Sign in to ${PRODUCT_NAME}\n\nAddress: ${address}\nChain: ${chain}\nTimestamp: ${timestamp}\nNonce: ${randomHex(8)}`;
    this.signMessages.set(`${family}:${family === 'evm' ? address.toLowerCase() : address}:${timestamp}`, message);
    return { message, timestamp };
  }

  async walletAuth(input: { chain: ChainKey; address: string; sign: string; source_type: number; timestamp: number; wallet_type?: WalletType; invitation_code?: string }): Promise<LoginResult> {
    const family = CHAINS[input.chain].family;
    const address = family === 'evm' ? input.address.toLowerCase() : input.address;
    const key = `${family}:${address}:${input.timestamp}`;
    const message = this.signMessages.get(key);
    if (!message) throw new SimError(400, 'unknown sign-in message: fetch /account/user/plug_in_sign_message first');
    if (this.now() - input.timestamp > SIGN_MESSAGE_TTL_MS) {
      this.signMessages.delete(key);
      throw new SimError(400, 'sign-in message expired');
    }
    const valid = family === 'evm' ? await verifyEvm(input.address, message, input.sign) : verifySolana(input.address, message, input.sign);
    if (!valid) throw new SimError(401, 'invalid signature: it was not made by this address for this message', 401);
    this.signMessages.delete(key);
    const walletType = input.wallet_type || (SOURCE_WALLET[input.source_type] ?? (family === 'solana' ? 'phantom' : 'metamask'));
    return this.walletSession({ family, address, wallet_type: walletType, source_type: input.source_type, invitation_code: input.invitation_code });
  }

  /**
   * A session for a wallet whose ownership is already proven (its signature above, or the
   * {product} app approving a QR login ticket): the wallet's user, created on its first sign-in.
   */
  walletSession(input: { family: 'evm' | 'solana'; address: string; wallet_type: WalletType; source_type: number; invitation_code?: string | undefined }): LoginResult {
    const address = input.family === 'evm' ? input.address.toLowerCase() : input.address;
    let user: UserRecord | undefined;
    for (const candidate of this.state.users.values()) {
      if (candidate.auth_method !== 'wallet') continue;
      if (input.family === 'evm' ? candidate.evm_address === address : candidate.sol_address === address) user = candidate;
    }
    user ??= this.createUser({
      auth_method: 'wallet',
      wallet_type: input.wallet_type,
      source_type: input.source_type,
      invitation_code: input.invitation_code,
      wallet_family: input.family,
      ...(input.family === 'evm' ? { evm_address: address } : { sol_address: address }),
    });
    return this.openSession(user);
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
      access_exp: now + this.options.accessTtlMs,
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

  private sessionOf(authorization: string | undefined): SessionRecord | undefined {
    const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
    const id = token ? this.accessIndex.get(token) : undefined;
    return id ? this.state.sessions.get(id) : undefined;
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
  revokeSessions(userId: string): number {
    let count = 0;
    for (const session of [...this.state.sessions.values()]) {
      if (session.user_id !== userId || session.revoked) continue;
      this.revoke(session);
      count++;
    }
    return count;
  }

  private revoke(session: SessionRecord): void {
    this.state.sessions.set(session.id, { ...session, revoked: true });
  }

  view(user: UserRecord): SessionUserData {
    return {
      user_id: user.user_id,
      ...(user.email ? { email: user.email } : {}),
      ...(user.sol_address ? { sol_address: user.sol_address } : {}),
      ...(user.evm_address ? { evm_address: user.evm_address } : {}),
      wallet_type: user.wallet_type,
      authMethod: user.auth_method,
      ...(user.source_type ? { source_type: user.source_type } : {}),
      ...(user.wallet_family ? { wallet_family: user.wallet_family } : {}),
      perp_main_uid: `perp_${user.user_id}`,
    };
  }

  /** The spent refresh token stays indexed for its grace (a token of before rotation names no session). */
  private index(session: SessionRecord): void {
    this.accessIndex.set(session.access_token, session.id);
    this.refreshIndex.set(session.refresh_token, session.id);
    if (session.previous_refresh_token) this.refreshIndex.set(session.previous_refresh_token, session.id);
  }

  private createUser(fields: Omit<UserRecord, 'user_id' | 'created_at' | 'frozen'>): UserRecord {
    const userId = `u${randomHex(8)}`;
    const wallet = custodialWalletOf(userId);
    const user: UserRecord = {
      user_id: userId,
      created_at: this.now(),
      frozen: false,
      // Custodial users get server-held addresses, both recovered by their BIP-39 phrase (see
      // mnemonic.ts); wallet users keep their own and get the other family's custodial one.
      sol_address: wallet.solAddress,
      evm_address: wallet.evmAddress,
      ...fields,
    };
    const code = fields.invitation_code?.trim().toUpperCase();
    const referrer = code ? [...this.state.users.values()].find((u) => refCodeOf(u.user_id) === code) : undefined;
    if (referrer) Object.assign(user, { referrer_id: referrer.user_id, bound_at: user.created_at });
    this.state.users.set(userId, user);
    // A wallet login's coins (and a Solana wallet's USDT token account) are what its wallet holds
    // on the sim's chains (routes/walletChain.ts): the ledger seeds its perp accounts only.
    const seeds = Object.entries(this.options.demoBalances).filter(([suffix]) => fields.auth_method !== 'wallet' || suffix.startsWith('perp|'));
    for (const [suffix, amount] of seeds) this.state.balances.set(`${userId}|${suffix}`, amount);
    return user;
  }

  private openSession(user: UserRecord): LoginResult {
    const now = this.now();
    const id = randomHex(8);
    const session: SessionRecord = {
      id,
      user_id: user.user_id,
      access_token: randomHex(24),
      access_exp: now + this.options.accessTtlMs,
      refresh_token: `${id}.${randomHex(24)}`,
      refresh_exp: now + this.options.refreshTtlMs,
      revoked: false,
    };
    this.state.sessions.set(session.id, session);
    this.index(session);
    return this.result(user, session);
  }

  private result(user: UserRecord, session: SessionRecord): LoginResult {
    return { user: this.view(user), access_token: session.access_token, access_token_exp: session.access_exp, refresh_token: session.refresh_token, refresh_token_exp: session.refresh_exp };
  }
}

async function verifyEvm(address: string, message: string, signature: string): Promise<boolean> {
  if (!isAddress(address, { strict: false }) || !/^0x[0-9a-fA-F]{130}$/.test(signature)) return false;
  try {
    return await verifyMessage({ address: address as `0x${string}`, message, signature: signature as `0x${string}` });
  } catch {
    return false;
  }
}

function decodeSignature(sign: string): Uint8Array | null {
  const hex = sign.startsWith('0x') ? sign.slice(2) : sign;
  if (/^[0-9a-fA-F]{128}$/.test(hex)) return Uint8Array.from(hex.match(/../g) as string[], (b) => parseInt(b, 16));
  return base58Decode(sign);
}

function verifySolana(address: string, message: string, sign: string): boolean {
  const publicKey = base58Decode(address);
  const signature = decodeSignature(sign);
  if (publicKey?.length !== 32 || signature?.length !== 64) return false;
  try {
    return ed25519.verify(signature, new TextEncoder().encode(message), publicKey);
  } catch {
    return false;
  }
}

import { z } from 'zod/mini';
import { PRODUCT_NAME } from '../brand';
import { chainKeySchema } from '../chains';
import { defineEndpoint } from './endpoint';

/**
 * Account and wallet sign-in calls (spec 2 §7 "Account").
 *
 * Password transport (spec 2 §5 "encrypted client-side", scheme not shown; our choice):
 * GET /account/user/public_key returns an RSA-2048 public key as base64 SPKI DER. The client
 * encrypts the UTF-8 password with RSA-OAEP and SHA-256 (WebCrypto `RSA-OAEP`, hash `SHA-256`,
 * no label) and sends the ciphertext base64-encoded in `password`. `encryptPassword` below does
 * exactly that in browsers and in Node.
 */

export const walletTypeSchema = z.enum(['nova', 'metamask', 'phantom', 'walletconnect', 'gatescan', '']);
export const authMethodSchema = z.enum(['wallet', 'google', 'exchange', 'email']);

/** The signed-in user as login-type responses send it (the host keeps it as SessionUser). */
export const sessionUserSchema = z.object({
  user_id: z.string().check(z.minLength(1)),
  email: z.optional(z.string()),
  /** Custodial Solana address, or the wallet's own for a Phantom/{product} wallet login. */
  sol_address: z.optional(z.string()),
  evm_address: z.optional(z.string()),
  wallet_type: walletTypeSchema,
  authMethod: authMethodSchema,
  /** Wallet sign-in source: {product} 4, metamask 5, phantom 6, walletconnect and gatescan 7. */
  source_type: z.optional(z.number().check(z.int())),
  perp_main_uid: z.optional(z.string()),
  /** Wallet logins (ours, spec: not shown): the family of the address the user signed in with. */
  wallet_family: z.optional(z.enum(['evm', 'solana'])),
});
export type SessionUserData = z.infer<typeof sessionUserSchema>;

/** What login, register, plug_in_auth, the OAuth code exchange and refresh return. Expiries are ms epochs. */
export const loginResultSchema = z.object({
  user: sessionUserSchema,
  access_token: z.string().check(z.minLength(1)),
  access_token_exp: z.number().check(z.int()),
  refresh_token: z.string().check(z.minLength(1)),
  refresh_token_exp: z.number().check(z.int()),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

const email = z.email().check(z.maxLength(254));
const otp = z.string().check(z.regex(/^\d{6}$/, 'the code is 6 digits'));
/** base64 RSA-OAEP ciphertext of the password (see the header of this file). */
const encryptedPassword = z.string().check(z.minLength(1), z.maxLength(2048));
const invitationCode = z.optional(z.string().check(z.maxLength(64)));

/** GET /account/user/public_key: RSA public key for password encryption (base64 SPKI DER). */
export const accountPublicKey = defineEndpoint({
  method: 'GET',
  path: '/account/user/public_key',
  request: z.object({}),
  response: z.object({ public_key: z.string().check(z.minLength(1)), algorithm: z.literal('RSA-OAEP-256') }),
  auth: 'none',
  retry: false,
});

/**
 * POST /account/user/verify/email: the registered check. It always answers with a code, as
 * spec 2 §4 describes: 405001 not registered, 405002 registered, 405003 registered via Google.
 * A success response is never sent; `data` is typed for completeness.
 */
export const accountVerifyEmail = defineEndpoint({
  method: 'POST',
  path: '/account/user/verify/email',
  request: z.object({ email }),
  response: z.object({}),
  auth: 'none',
  retry: false,
});

/**
 * POST /account/user/send/code: sends a 6-digit code (the sim prints it to its log and serves it
 * at GET /__dev/codes). 405004 within 60 s of the previous code for the same email.
 * `purpose` is our addition (default register); codes are valid 10 minutes.
 */
export const accountSendCode = defineEndpoint({
  method: 'POST',
  path: '/account/user/send/code',
  request: z.object({ email, purpose: z.optional(z.enum(['register', 'reset', 'login'])) }),
  response: z.object({ expires_at: z.number().check(z.int()), resend_after: z.number().check(z.int()) }),
  auth: 'none',
  retry: false,
});

/** POST /account/user/verify/code: 405005 expired, 405006 invalid. */
export const accountVerifyCode = defineEndpoint({
  method: 'POST',
  path: '/account/user/verify/code',
  request: z.object({ email, code: otp }),
  response: z.object({ verified: z.literal(true) }),
  auth: 'none',
  retry: false,
});

/** POST /account/user/register: 405002 if registered; 405005/405006 for the code; password at least 8. */
export const accountRegister = defineEndpoint({
  method: 'POST',
  path: '/account/user/register',
  request: z.object({ email, password: encryptedPassword, code: otp, invitation_code: invitationCode }),
  response: loginResultSchema,
  auth: 'none',
  retry: false,
});

/** POST /account/user/login: 405001 not registered, 405003 Google account, 405007 wrong password. `code` is optional. */
export const accountLogin = defineEndpoint({
  method: 'POST',
  path: '/account/user/login',
  request: z.object({ email, password: encryptedPassword, code: z.optional(otp), invitation_code: invitationCode }),
  response: loginResultSchema,
  auth: 'none',
  retry: false,
});

/**
 * POST /account/user/login_by_code: passwordless email login with the 6-digit code of
 * send/code (purpose login). Spec 2 §7 names "a login-by-code call" without path or shape; ours
 * follows the login call. 405001 not registered, 405003 Google account, 405005/405006 for the code.
 */
export const accountLoginByCode = defineEndpoint({
  method: 'POST',
  path: '/account/user/login_by_code',
  request: z.object({ email, code: otp, invitation_code: invitationCode }),
  response: loginResultSchema,
  auth: 'none',
  retry: false,
});

/** POST /account/user/reset: same shape as register; 405001 if not registered. */
export const accountReset = defineEndpoint({
  method: 'POST',
  path: '/account/user/reset',
  request: z.object({ email, password: encryptedPassword, code: otp, invitation_code: invitationCode }),
  response: z.object({ reset: z.literal(true) }),
  auth: 'none',
  retry: false,
});

/** POST /account/refresh_access_token: new access and refresh tokens; an invalid refresh token gives a logout code. */
export const accountRefreshToken = defineEndpoint({
  method: 'POST',
  path: '/account/refresh_access_token',
  request: z.object({ refresh_token: z.string().check(z.minLength(1)) }),
  response: loginResultSchema,
  auth: 'none',
  retry: true,
});

/** GET /account/user/plug_in_sign_message: the message a wallet signs, valid 5 minutes from `timestamp` (ms). */
export const walletSignMessage = defineEndpoint({
  method: 'GET',
  path: '/account/user/plug_in_sign_message',
  request: z.object({ chain: chainKeySchema, address: z.string().check(z.minLength(1), z.maxLength(100)) }),
  response: z.object({ message: z.string().check(z.minLength(1)), timestamp: z.number().check(z.int()) }),
  auth: 'none',
  retry: false,
});

/**
 * POST /account/user/plug_in_auth: `sign` is an EVM personal_sign hex signature, or for Solana
 * the ed25519 signature base58- or hex-encoded. `wallet_type` is our addition (else derived
 * from source_type and chain).
 */
export const walletAuth = defineEndpoint({
  method: 'POST',
  path: '/account/user/plug_in_auth',
  request: z.object({
    chain: chainKeySchema,
    address: z.string().check(z.minLength(1), z.maxLength(100)),
    sign: z.string().check(z.minLength(1), z.maxLength(1000)),
    source_type: z.coerce.number().check(z.int(), z.gte(4), z.lte(7)),
    timestamp: z.coerce.number().check(z.int()),
    wallet_type: z.optional(walletTypeSchema),
    invitation_code: invitationCode,
  }),
  response: loginResultSchema,
  auth: 'none',
  retry: false,
});

/** Encrypt a password for login/register/reset with the key of GET /account/user/public_key. */
export async function encryptPassword(publicKeyBase64: string, password: string): Promise<string> {
  const der = Uint8Array.from(atob(publicKeyBase64), (c) => c.charCodeAt(0));
  const key = await crypto.subtle.importKey('spki', der, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  const cipher = new Uint8Array(await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(password)));
  let binary = '';
  for (const byte of cipher) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Exchange and Google sign-in (spec 2 §4). Path of the consent step not shown; ours: the host
 * opens a 500x600 popup at `{api}/account/oauth/consent?provider=google|exchange&redirect_uri=
 * {origin}/auth-callback`; the sim's consent page redirects to `redirect_uri?code=...&auth_type=
 * google|exchange`; the host exchanges the code (single use, 5 minutes) with the call below.
 */
const oauthExchange = z.object({ code: z.string().check(z.minLength(1), z.maxLength(200)), invitation_code: invitationCode, redirect_url: z.optional(z.string().check(z.maxLength(2048))) });

/** GET /account/google_oauth?code=: Google sign-in code exchange. */
export const accountGoogleOauth = defineEndpoint({
  method: 'GET',
  path: '/account/google_oauth',
  request: oauthExchange,
  response: loginResultSchema,
  auth: 'none',
  retry: false,
});

/** GET /account/user/{product}_oauth?code= ({product} lower-cased, e.g. nova_oauth): exchange-account sign-in. */
export const accountExchangeOauth = defineEndpoint({
  method: 'GET',
  path: `/account/user/${PRODUCT_NAME.toLowerCase()}_oauth`,
  request: oauthExchange,
  response: loginResultSchema,
  auth: 'none',
  retry: false,
});

/** Perp credentials per chain family (spec 2 §3). Expiries are ms epochs; access tokens live 15 minutes. */
export const perpTokensSchema = z.object({
  perp_main_uid: z.string(),
  perp_sol_uid: z.string(),
  perp_evm_uid: z.string(),
  perp_sol_access_token: z.string(),
  perp_sol_access_token_exp: z.number().check(z.int()),
  perp_evm_access_token: z.string(),
  perp_evm_access_token_exp: z.number().check(z.int()),
  perp_sol_refresh_token: z.string(),
  perp_sol_refresh_token_exp: z.number().check(z.int()),
  perp_evm_refresh_token: z.string(),
  perp_evm_refresh_token_exp: z.number().check(z.int()),
});
export type PerpTokens = z.infer<typeof perpTokensSchema>;

/**
 * POST /account/perp/renew (bearer, 3 retries): issues the perp tokens of both chain families.
 * With `refresh_token` (a perp refresh token) the tokens of that session are renewed. Perp calls
 * then send the family's access token in the `perp-authorization` header (our header name).
 */
export const accountPerpRenew = defineEndpoint({
  method: 'POST',
  path: '/account/perp/renew',
  request: z.object({ refresh_token: z.optional(z.string().check(z.maxLength(200))) }),
  response: perpTokensSchema,
  auth: 'bearer',
  retry: true,
});

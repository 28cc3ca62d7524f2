// The `auth` group's request and response schemas: a chunk of its own, loaded with the group's first
// call (load.ts), with each endpoint's method, path and retry; its auth is in meta.ts.
import * as v from 'valibot';
import { PRODUCT_NAME } from '../brand';
import { chainKeySchema } from '../chains';
import { coerceNumber, emailAddress, int } from '../schema';
import { defineEndpoint } from './endpoint';
import { loginResultSchema, perpTokensSchema, walletTypeSchema } from './model/auth';

/**
 * Account and wallet sign-in calls (spec 2 §7 "Account"). Passwords travel encrypted: see
 * `encryptPassword` in `model/auth.ts`.
 */

const email = v.pipe(emailAddress(), v.maxLength(254));
const otp = v.pipe(v.string(), v.regex(/^\d{6}$/, 'the code is 6 digits'));
/** base64 RSA-OAEP ciphertext of the password (see `encryptPassword`). */
const encryptedPassword = v.pipe(v.string(), v.minLength(1), v.maxLength(2048));
const invitationCode = v.optional(v.pipe(v.string(), v.maxLength(64)));

/** GET /account/user/public_key: RSA public key for password encryption (base64 SPKI DER). */
export const accountPublicKey = defineEndpoint('accountPublicKey', {
  method: 'GET', path: '/account/user/public_key', retry: false,
  request: v.object({}),
  response: v.object({ public_key: v.pipe(v.string(), v.minLength(1)), algorithm: v.literal('RSA-OAEP-256') }),
});

/**
 * POST /account/user/verify/email: the registered check. It always answers with a code, as
 * spec 2 §4 describes: 405001 not registered, 405002 registered, 405003 registered via Google.
 * A success response is never sent; `data` is typed for completeness.
 */
export const accountVerifyEmail = defineEndpoint('accountVerifyEmail', {
  method: 'POST', path: '/account/user/verify/email', retry: false,
  request: v.object({ email }),
  response: v.object({}),
});

/**
 * POST /account/user/send/code: sends a 6-digit code (the sim prints it to its log and serves it
 * at GET /__dev/codes). 405004 within 60 s of the previous code for the same email.
 * `purpose` is our addition (default register); codes are valid 10 minutes.
 */
export const accountSendCode = defineEndpoint('accountSendCode', {
  method: 'POST', path: '/account/user/send/code', retry: false,
  request: v.object({ email, purpose: v.optional(v.picklist(['register', 'reset', 'login'])) }),
  response: v.object({ expires_at: int(), resend_after: int() }),
});

/** POST /account/user/verify/code: 405005 expired, 405006 invalid. */
export const accountVerifyCode = defineEndpoint('accountVerifyCode', {
  method: 'POST', path: '/account/user/verify/code', retry: false,
  request: v.object({ email, code: otp }),
  response: v.object({ verified: v.literal(true) }),
});

/** POST /account/user/register: 405002 if registered; 405005/405006 for the code; password at least 8. */
export const accountRegister = defineEndpoint('accountRegister', {
  method: 'POST', path: '/account/user/register', retry: false,
  request: v.object({ email, password: encryptedPassword, code: otp, invitation_code: invitationCode }),
  response: loginResultSchema,
});

/** POST /account/user/login: 405001 not registered, 405003 Google account, 405007 wrong password. `code` is optional. */
export const accountLogin = defineEndpoint('accountLogin', {
  method: 'POST', path: '/account/user/login', retry: false,
  request: v.object({ email, password: encryptedPassword, code: v.optional(otp), invitation_code: invitationCode }),
  response: loginResultSchema,
});

/**
 * POST /account/user/login_by_code: passwordless email login with the 6-digit code of
 * send/code (purpose login). Spec 2 §7 names "a login-by-code call" without path or shape; ours
 * follows the login call. 405001 not registered, 405003 Google account, 405005/405006 for the code.
 */
export const accountLoginByCode = defineEndpoint('accountLoginByCode', {
  method: 'POST', path: '/account/user/login_by_code', retry: false,
  request: v.object({ email, code: otp, invitation_code: invitationCode }),
  response: loginResultSchema,
});

/** POST /account/user/reset: same shape as register; 405001 if not registered. */
export const accountReset = defineEndpoint('accountReset', {
  method: 'POST', path: '/account/user/reset', retry: false,
  request: v.object({ email, password: encryptedPassword, code: otp, invitation_code: invitationCode }),
  response: v.object({ reset: v.literal(true) }),
});

/** POST /account/refresh_access_token: new access and refresh tokens; an invalid refresh token gives a logout code. */
export const accountRefreshToken = defineEndpoint('accountRefreshToken', {
  method: 'POST', path: '/account/refresh_access_token', retry: true,
  request: v.object({ refresh_token: v.pipe(v.string(), v.minLength(1)) }),
  response: loginResultSchema,
});

/**
 * POST /account/user/logout (bearer; ours, the spec's logout only forgets the session in the
 * client): ends the bearer token's session on the server, its access and refresh tokens with it;
 * both then answer a logout code. Added in contract 6.1.
 */
export const accountLogout = defineEndpoint('accountLogout', {
  method: 'POST', path: '/account/user/logout', retry: false,
  request: v.object({}),
  response: v.object({ logged_out: v.literal(true) }),
});

/** GET /account/user/plug_in_sign_message: the message a wallet signs, valid 5 minutes from `timestamp` (ms). */
export const walletSignMessage = defineEndpoint('walletSignMessage', {
  method: 'GET', path: '/account/user/plug_in_sign_message', retry: false,
  request: v.object({ chain: chainKeySchema, address: v.pipe(v.string(), v.minLength(1), v.maxLength(100)) }),
  response: v.object({ message: v.pipe(v.string(), v.minLength(1)), timestamp: int() }),
});

/**
 * POST /account/user/plug_in_auth: `sign` is an EVM personal_sign hex signature, or for Solana
 * the ed25519 signature base58- or hex-encoded. `wallet_type` is our addition (else derived
 * from source_type and chain).
 */
export const walletAuth = defineEndpoint('walletAuth', {
  method: 'POST', path: '/account/user/plug_in_auth', retry: false,
  request: v.object({
    chain: chainKeySchema,
    address: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
    sign: v.pipe(v.string(), v.minLength(1), v.maxLength(1000)),
    source_type: v.pipe(coerceNumber(), v.safeInteger(), v.minValue(4), v.maxValue(7)),
    timestamp: v.pipe(coerceNumber(), v.safeInteger()),
    wallet_type: v.optional(walletTypeSchema),
    invitation_code: invitationCode,
  }),
  response: loginResultSchema,
});

/**
 * Exchange and Google sign-in (spec 2 §4). Path of the consent step not shown; ours: the host
 * opens a 500x600 popup at `{api}/account/oauth/consent?provider=google|exchange&redirect_uri=
 * {origin}/auth-callback`; the sim's consent page redirects to `redirect_uri?code=...&auth_type=
 * google|exchange`; the host exchanges the code (single use, 5 minutes) with the call below.
 */
const oauthExchange = v.object({ code: v.pipe(v.string(), v.minLength(1), v.maxLength(200)), invitation_code: invitationCode, redirect_url: v.optional(v.pipe(v.string(), v.maxLength(2048))) });

/** GET /account/google_oauth?code=: Google sign-in code exchange. */
export const accountGoogleOauth = defineEndpoint('accountGoogleOauth', {
  method: 'GET', path: '/account/google_oauth', retry: false,
  request: oauthExchange,
  response: loginResultSchema,
});

/** GET /account/user/{product}_oauth?code= ({product} lower-cased, e.g. nova_oauth): exchange-account sign-in. */
export const accountExchangeOauth = defineEndpoint('accountExchangeOauth', {
  method: 'GET', path: `/account/user/${PRODUCT_NAME.toLowerCase()}_oauth`, retry: false,
  request: oauthExchange,
  response: loginResultSchema,
});

/**
 * POST /account/perp/renew (bearer, 3 retries): issues the perp tokens of both chain families.
 * With `refresh_token` (a perp refresh token) the tokens of that session are renewed. Perp calls
 * then send the family's access token in the `perp-authorization` header (our header name).
 */
export const accountPerpRenew = defineEndpoint('accountPerpRenew', {
  method: 'POST', path: '/account/perp/renew', retry: true,
  request: v.object({ refresh_token: v.optional(v.pipe(v.string(), v.maxLength(200))) }),
  response: perpTokensSchema,
});

/**
 * QR sign-in with the {product} app ({product} scan, spec 2 §1; ours, the spec shows no calls):
 * POST /account/user/qr_login/ticket opens a login ticket the page shows as a QR code (`link`,
 * the app's deep link carrying `ticket`); the app, signed in with its wallet, approves it; the
 * page polls with the ticket and its `secret` (never in the QR, so whoever sees the code cannot
 * collect the session). Tickets live `expires_in_ms` (120 s) and are single use; 405004 when a
 * device opens too many in a minute. Added in contract 6.1.
 */
export const qrLoginTicket = defineEndpoint('qrLoginTicket', {
  method: 'POST', path: '/account/user/qr_login/ticket', retry: false,
  request: v.object({}),
  response: v.object({
    ticket: v.pipe(v.string(), v.minLength(1)),
    secret: v.pipe(v.string(), v.minLength(1)),
    link: v.pipe(v.string(), v.minLength(1)),
    expires_at: int(),
    expires_in_ms: int(),
  }),
});

/**
 * POST /account/user/qr_login/poll: a ticket's state. `approved` carries the session (a wallet
 * sign-in: wallet_type gatescan, source_type 7) once; the ticket is then spent and polling it
 * again answers 405006; an unknown ticket or a wrong secret answers 404. Added in contract 6.1.
 */
export const qrLoginPoll = defineEndpoint('qrLoginPoll', {
  method: 'POST', path: '/account/user/qr_login/poll', retry: false,
  request: v.object({ ticket: v.pipe(v.string(), v.minLength(1), v.maxLength(100)), secret: v.pipe(v.string(), v.minLength(1), v.maxLength(100)) }),
  response: v.variant('state', [
    v.object({ state: v.literal('pending'), expires_in_ms: int() }),
    v.object({ state: v.literal('expired') }),
    v.object({ state: v.literal('approved'), login: loginResultSchema }),
  ]),
});

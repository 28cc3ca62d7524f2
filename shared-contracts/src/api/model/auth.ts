import * as v from 'valibot';
import { int } from '../../schema';

/**
 * The signed-in user, the login result and the perp tokens: read at start (the stored session is
 * parsed with them), so they are here, outside the lazily loaded `api/auth.ts`.
 *
 * Password transport (spec 2 §5 "encrypted client-side", scheme not shown; our choice):
 * GET /account/user/public_key returns an RSA-2048 public key as base64 SPKI DER. The client
 * encrypts the UTF-8 password with RSA-OAEP and SHA-256 (WebCrypto `RSA-OAEP`, hash `SHA-256`,
 * no label) and sends the ciphertext base64-encoded in `password`. `encryptPassword` below does
 * exactly that in browsers and in Node.
 */

export const walletTypeSchema = v.picklist(['nova', 'metamask', 'phantom', 'walletconnect', 'gatescan', '']);
export const authMethodSchema = v.picklist(['wallet', 'google', 'exchange', 'email']);

/** The signed-in user as login-type responses send it (the host keeps it as SessionUser). */
export const sessionUserSchema = v.object({
  user_id: v.pipe(v.string(), v.minLength(1)),
  email: v.optional(v.string()),
  /** Custodial Solana address, or the wallet's own for a Phantom/{product} wallet login. */
  sol_address: v.optional(v.string()),
  evm_address: v.optional(v.string()),
  wallet_type: walletTypeSchema,
  authMethod: authMethodSchema,
  /** Wallet sign-in source: {product} 4, metamask 5, phantom 6, walletconnect and gatescan 7. */
  source_type: v.optional(int()),
  perp_main_uid: v.optional(v.string()),
  /** Wallet logins (ours, spec: not shown): the family of the address the user signed in with. */
  wallet_family: v.optional(v.picklist(['evm', 'solana'])),
});
export type SessionUserData = v.InferOutput<typeof sessionUserSchema>;

/** What login, register, plug_in_auth, the OAuth code exchange and refresh return. Expiries are ms epochs. */
export const loginResultSchema = v.object({
  user: sessionUserSchema,
  access_token: v.pipe(v.string(), v.minLength(1)),
  access_token_exp: int(),
  refresh_token: v.pipe(v.string(), v.minLength(1)),
  refresh_token_exp: int(),
});
export type LoginResult = v.InferOutput<typeof loginResultSchema>;

/** Perp credentials per chain family (spec 2 §3). Expiries are ms epochs; access tokens live 15 minutes. */
export const perpTokensSchema = v.object({
  perp_main_uid: v.string(),
  perp_sol_uid: v.string(),
  perp_evm_uid: v.string(),
  perp_sol_access_token: v.string(),
  perp_sol_access_token_exp: int(),
  perp_evm_access_token: v.string(),
  perp_evm_access_token_exp: int(),
  perp_sol_refresh_token: v.string(),
  perp_sol_refresh_token_exp: int(),
  perp_evm_refresh_token: v.string(),
  perp_evm_refresh_token_exp: int(),
});
export type PerpTokens = v.InferOutput<typeof perpTokensSchema>;

/** Encrypt a password for login/register/reset with the key of GET /account/user/public_key. */
export async function encryptPassword(publicKeyBase64: string, password: string): Promise<string> {
  const der = Uint8Array.from(atob(publicKeyBase64), (c) => c.charCodeAt(0));
  const key = await crypto.subtle.importKey('spki', der, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  const cipher = new Uint8Array(await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(password)));
  let binary = '';
  for (const byte of cipher) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Withdraw signing of wallet logins (spec 2 §5, §7). */
import type { TypedDataExpectation } from '@nova/shared-contracts';

export const INVALID_TYPED_DATA = 'Invalid EIP712 types structure';

/** The UTF-8 text of a hex string (0x optional). */
export function hexToText(hex: string): string {
  const body = hex.startsWith('0x') ? hex.slice(2) : hex;
  if (body.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(body)) throw new Error(INVALID_TYPED_DATA);
  const bytes = new Uint8Array(body.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = parseInt(body.slice(i * 2, i * 2 + 2), 16);
  return new TextDecoder().decode(bytes);
}

/** The host's refusal of typed data that differs from what the user confirmed. */
export const TYPED_DATA_MISMATCH = 'Typed data does not match the confirmed request';

/**
 * The typed data of /perp/withdraw/sign_data (hex-encoded JSON, or already parsed): an object,
 * else `Invalid EIP712 types structure`. Its Withdraw type and values are checked by the host
 * where it is signed (`withdrawExpectation`).
 */
export function parseTypedData(input: unknown): Record<string, unknown> {
  let value = input;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(/^0x[0-9a-fA-F]*$/.test(value) ? hexToText(value) : value);
    } catch {
      throw new Error(INVALID_TYPED_DATA);
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error(INVALID_TYPED_DATA);
  return value as Record<string, unknown>;
}

/** What the user confirmed, for the host to check the typed data against: a Withdraw of this amount to this receiver, on this chain. */
export function withdrawExpectation(request: { to_address: string; token_amount: string }, chainId: number): TypedDataExpectation {
  return { primaryType: 'Withdraw', message: { receiver: request.to_address, amount: request.token_amount }, chainId };
}

/** r, s and v of a 65-byte secp256k1 signature (v as 27/28). */
export function splitSignature(signature: string): { r: string; s: string; v: number } {
  const body = signature.startsWith('0x') ? signature.slice(2) : signature;
  if (!/^[0-9a-fA-F]{130}$/.test(body)) throw new Error('Invalid signature');
  const raw = parseInt(body.slice(128, 130), 16);
  return { r: `0x${body.slice(0, 64)}`, s: `0x${body.slice(64, 128)}`, v: raw < 27 ? raw + 27 : raw };
}

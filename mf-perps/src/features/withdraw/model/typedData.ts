/** Withdraw signing of wallet logins (spec 2 §5, §7). */
import { hexToString, isHex, parseSignature } from 'viem';
import type { Hex } from 'viem';
import type { TypedDataExpectation } from '@nova/shared-contracts';
import { INVALID_TYPED_DATA } from '../../../shared/errors/perpErrors';

/** The UTF-8 text of a hex string (0x optional); anything but whole bytes of hex is not sign data. */
export function hexToText(hex: string): string {
  const prefixed = hex.startsWith('0x') ? hex : `0x${hex}`;
  if (!isHex(prefixed, { even: true })) throw new Error(INVALID_TYPED_DATA);
  return hexToString(prefixed);
}

/**
 * The typed data of /perp/withdraw/sign_data (hex-encoded JSON, or already parsed): an object,
 * else `Invalid EIP712 types structure`. Its Withdraw type and values are checked by the host
 * where it is signed (`withdrawExpectation`).
 */
export function parseTypedData(input: unknown): Record<string, unknown> {
  let value = input;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(isHex(value) ? hexToText(value) : value);
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

/** r, s and v of a 65-byte secp256k1 signature (viem's `parseSignature`), v as 27/28 whether the wallet gave a v or a y parity. */
export function splitSignature(signature: string): { r: Hex; s: Hex; v: number } {
  if (!isHex(signature, { even: true })) throw new Error('Invalid signature');
  const { r, s, yParity } = parseSignature(signature);
  return { r, s, v: 27 + yParity };
}

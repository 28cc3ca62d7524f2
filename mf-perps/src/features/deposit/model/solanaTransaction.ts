import { hexToBytes, isHex } from 'viem';
import { base58Decode } from '@nova/shared-contracts';
import { EXPECTED_V0, TRANSACTION_MISSING, TRANSFER_FAILED } from '../../../shared/errors/perpErrors';

/** Checks of the server-built Solana transaction and of the outcome of a send (spec 2 §5). */

/** The bytes of a serialized transaction given as hex (0x optional) or base64. */
function decode(data: string): Uint8Array {
  const hex = data.startsWith('0x') ? data : `0x${data}`;
  if (isHex(hex, { even: true })) return hexToBytes(hex);
  const binary = atob(data);
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** Reads a compact-u16 (Solana short vec length): value and bytes used. */
function compactU16(bytes: Uint8Array, offset: number): { value: number; size: number } {
  let value = 0;
  for (let size = 0; size < 3; size += 1) {
    const byte = bytes[offset + size];
    if (byte === undefined) throw new Error(EXPECTED_V0);
    value |= (byte & 0x7f) << (7 * size);
    if ((byte & 0x80) === 0) return { value, size: size + 1 };
  }
  throw new Error(EXPECTED_V0);
}

/**
 * The serialized transaction (hex or base64) must be a versioned transaction of version 0: after
 * the signatures, the message's first byte has the version flag (0x80) and version 0. Anything
 * else (a legacy transaction) fails with `Expected Versioned Transaction (V0)`; no data with
 * `Transaction data is missing`. Returns the bytes.
 */
export function checkV0Transaction(data: string | null | undefined): Uint8Array {
  if (!data || data === '0x') throw new Error(TRANSACTION_MISSING);
  let bytes: Uint8Array;
  try {
    bytes = decode(data);
  } catch {
    throw new Error(EXPECTED_V0);
  }
  const signatures = compactU16(bytes, 0);
  const messageStart = signatures.size + signatures.value * 64;
  const prefix = bytes[messageStart];
  if (prefix === undefined || (prefix & 0x80) === 0 || (prefix & 0x7f) !== 0) throw new Error(EXPECTED_V0);
  return bytes;
}

/** A send that produced no transaction hash failed (`fomox-perp-transfailed`). */
export function requireHash(hash: string | null | undefined): string {
  if (!hash) throw new Error(TRANSFER_FAILED);
  return hash;
}

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Decodes base58 (a Solana blockhash or key); throws on a character outside the alphabet. */
export function base58ToBytes(text: string): Uint8Array {
  const bytes = base58Decode(text);
  if (!bytes) throw new Error(`invalid base58: ${text}`);
  return bytes;
}

/**
 * The v0 transaction with `blockhash` (base58, 32 bytes) as its recent blockhash: the message's
 * blockhash follows the prefix, the 3-byte header and the static account keys.
 */
export function withBlockhash(transaction: Uint8Array, blockhash: string): Uint8Array {
  const hash = base58ToBytes(blockhash);
  if (hash.length !== 32) throw new Error(TRANSACTION_MISSING);
  const signatures = compactU16(transaction, 0);
  const message = signatures.size + signatures.value * 64;
  const keys = compactU16(transaction, message + 4);
  const offset = message + 4 + keys.size + keys.value * 32;
  if (offset + 32 > transaction.length) throw new Error(EXPECTED_V0);
  const out = transaction.slice();
  out.set(hash, offset);
  return out;
}

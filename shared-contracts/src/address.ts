import { keccak_256 } from '@noble/hashes/sha3.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { base58 } from '@scure/base';
import { CHAINS } from './chains';
import type { ChainKey } from './chains';

// Base58 with Bitcoin's alphabet (no 0, O, I, l) is how Solana writes keys, signatures and hashes.
// The codec is @scure/base's `base58` (audited, kept, already in the tree through viem), not lines
// of our own: README, "Base58", records why, and that the choice is final.

/** Base58 to bytes, each leading '1' a zero byte; null for '', a character outside the alphabet or text over the codec's 4,096 characters. */
export function base58Decode(text: string): Uint8Array | null {
  if (text === '') return null;
  try {
    return base58.decode(text);
  } catch {
    return null;
  }
}

/** Bytes to base58; each leading zero byte is a '1'. Throws past the codec's 2,048 bytes (a Solana transaction is at most 1,232). */
export function base58Encode(bytes: Uint8Array): string {
  return base58.encode(bytes);
}

/** A Solana address: base58 of a 32-byte public key. */
export function isSolanaAddress(address: string): boolean {
  return base58Decode(address)?.length === 32;
}

/** An EVM address: 0x and 40 hex digits, any case (no checksum rule in the spec). */
export function isEvmAddress(address: string): boolean {
  return /^0x[0-9a-fA-F]{40}$/.test(address);
}

/**
 * An EVM address as EIP-55 reads it: all lower case or all upper case, or mixed case whose letters
 * are exactly the checksum (a letter is upper case where the keccak-256 of the lower-case hex has a
 * nibble of 8 or more), so a mistyped character of a checksummed address is caught. viem's
 * `isAddress(address, { strict: true })` answers the same (market-sim's tests compare them).
 */
export function isChecksumEvmAddress(address: string): boolean {
  if (!isEvmAddress(address)) return false;
  const hex = address.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  const hash = keccak_256(utf8ToBytes(hex.toLowerCase()));
  return [...hex].every((char, i) => {
    const nibble = ((hash[i >> 1] ?? 0) >> (i % 2 === 0 ? 4 : 0)) & 0x0f;
    return char.toLowerCase() === char.toUpperCase() || char === (nibble >= 8 ? char.toUpperCase() : char.toLowerCase());
  });
}

/** Is `address` an address of `chain` (Solana by its key, every other chain by EVM's form). */
export function isChainAddress(chain: ChainKey, address: string): boolean {
  return CHAINS[chain].family === 'solana' ? isSolanaAddress(address) : isEvmAddress(address);
}

/**
 * `isChainAddress` where money is sent to the address: a mixed-case EVM address must also carry its
 * EIP-55 checksum. A function of its own, so that only the bundles that check checksums carry
 * keccak-256.
 */
export function isStrictChainAddress(chain: ChainKey, address: string): boolean {
  return CHAINS[chain].family === 'solana' ? isSolanaAddress(address) : isChecksumEvmAddress(address);
}

import { CHAINS } from './chains';
import type { ChainKey } from './chains';
import type { SessionUser } from './platform';

/** Bitcoin's base58 alphabet (Solana's keys and hashes). */
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/**
 * Base58 (Bitcoin alphabet, Solana's keys and hashes) to bytes; null for '' or a character outside
 * the alphabet. A few lines instead of @scure/base: this module is in every page's first render
 * (shared-contracts is loaded whole), and keys and signatures are short.
 */
export function base58Decode(text: string): Uint8Array | null {
  if (text === '') return null;
  const bytes: number[] = []; // little-endian base-256 digits of the value
  for (const char of text) {
    let carry = BASE58.indexOf(char);
    if (carry < 0) return null;
    for (let i = 0; i < bytes.length; i++) {
      carry += (bytes[i] as number) * 58;
      bytes[i] = carry & 0xff;
      carry >>= 8;
    }
    for (; carry > 0; carry >>= 8) bytes.push(carry & 0xff);
  }
  let zeros = 0;
  while (text[zeros] === '1') zeros++;
  const out = new Uint8Array(zeros + bytes.length);
  for (let i = 0; i < bytes.length; i++) out[out.length - 1 - i] = bytes[i] as number;
  return out;
}

export function base58Encode(bytes: Uint8Array): string {
  const digits: number[] = []; // little-endian base-58 digits of the value
  for (const byte of bytes) {
    let carry = byte;
    for (let i = 0; i < digits.length; i++) {
      carry += (digits[i] as number) * 256;
      digits[i] = carry % 58;
      carry = Math.floor(carry / 58);
    }
    for (; carry > 0; carry = Math.floor(carry / 58)) digits.push(carry % 58);
  }
  let zeros = 0;
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++;
  let text = '1'.repeat(zeros);
  for (let i = digits.length - 1; i >= 0; i--) text += BASE58[digits[i] as number];
  return text;
}

/** A Solana address: base58 of a 32-byte public key. */
export function isSolanaAddress(address: string): boolean {
  return base58Decode(address)?.length === 32;
}

/** An EVM address: 0x and 40 hex digits, any case (no checksum rule in the spec). */
export function isEvmAddress(address: string): boolean {
  return /^0x[0-9a-fA-F]{40}$/.test(address);
}

/** Is `address` an address of `chain` (Solana by its key, every other chain by EVM's form). */
export function isChainAddress(chain: ChainKey, address: string): boolean {
  return CHAINS[chain].family === 'solana' ? isSolanaAddress(address) : isEvmAddress(address);
}

/** The address that is the user's own: the one shown on the account button, opened as "my wallet" and funded by a deposit. */
export interface OwnAddress {
  family: 'evm' | 'solana';
  address: string;
}

/**
 * Spec 2 §4: wallet users own the address they signed in with (Phantom: Solana; MetaMask,
 * WalletConnect and {product} scan: EVM; {product} Wallet: the family it signed in on, its
 * `wallet_family`), not the other family's address the server assigns them; custodial users own
 * their Solana address.
 */
export function ownAddress(user: SessionUser): OwnAddress | null {
  const family = user.authMethod !== 'wallet' ? 'solana' : (user.wallet_family ?? (user.wallet_type === 'phantom' ? 'solana' : 'evm'));
  const address = family === 'solana' ? user.sol_address : user.evm_address;
  return address ? { family, address } : null;
}

import { CHAINS } from './chains';
import type { ChainKey } from './chains';
import type { SessionUser } from './platform';

/**
 * Base58 with Bitcoin's alphabet (no 0, O, I, l): Solana's keys, signatures and hashes. Our own few
 * lines rather than a codec library, which would load with the root at start (README, Versions);
 * `address.test.ts` checks them with Bitcoin's reference vectors.
 */
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** The number of leading zero digits ('1' in text, 0 in bytes): each stands for one zero byte. */
function leading<T>(digits: ArrayLike<T>, zero: T): number {
  let count = 0;
  while (count < digits.length && digits[count] === zero) count++;
  return count;
}

/** Base58 to bytes; null for '' or a character outside the alphabet. */
export function base58Decode(text: string): Uint8Array | null {
  if (text === '') return null;
  let value = 0n;
  for (const char of text) {
    const digit = BASE58.indexOf(char);
    if (digit < 0) return null;
    value = value * 58n + BigInt(digit);
  }
  const significant: number[] = [];
  for (; value > 0n; value >>= 8n) significant.unshift(Number(value & 0xffn));
  const zeros = leading(text, '1');
  const bytes = new Uint8Array(zeros + significant.length);
  bytes.set(significant, zeros);
  return bytes;
}

/** Bytes to base58; each leading zero byte is a '1'. */
export function base58Encode(bytes: Uint8Array): string {
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  let text = '';
  for (; value > 0n; value /= 58n) text = BASE58.charAt(Number(value % 58n)) + text;
  return '1'.repeat(leading(bytes, 0)) + text;
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

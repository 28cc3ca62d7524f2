import { CHAINS } from '@nova/shared-contracts';
import type { ChainKey } from '@nova/shared-contracts';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** Byte length of a base58 (Bitcoin alphabet) string; null when a character is outside the alphabet. */
export function base58Length(text: string): number | null {
  if (text === '') return null;
  let value = 0n;
  for (const char of text) {
    const digit = BASE58.indexOf(char);
    if (digit < 0) return null;
    value = value * 58n + BigInt(digit);
  }
  let bytes = 0;
  while (value > 0n) {
    bytes += 1;
    value >>= 8n;
  }
  for (const char of text) {
    if (char !== '1') break;
    bytes += 1;
  }
  return bytes;
}

/** Is `address` a destination of `chain` (spec 2 §5): Solana a base58 32-byte key, EVM chains 0x and 40 hex digits. */
export function isValidDestination(chain: ChainKey, address: string): boolean {
  if (CHAINS[chain].family === 'solana') return base58Length(address) === 32;
  return /^0x[0-9a-fA-F]{40}$/.test(address);
}

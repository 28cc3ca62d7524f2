import type { PerpChain } from '@nova/shared-contracts';

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** Base58 (Bitcoin alphabet) to bytes; null when a character is outside the alphabet. */
export function base58Decode(text: string): Uint8Array | null {
  if (text === '') return null;
  let value = 0n;
  for (const char of text) {
    const digit = ALPHABET.indexOf(char);
    if (digit < 0) return null;
    value = value * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  while (value > 0n) {
    bytes.unshift(Number(value & 0xffn));
    value >>= 8n;
  }
  for (const char of text) {
    if (char !== '1') break;
    bytes.unshift(0);
  }
  return Uint8Array.from(bytes);
}

/** Is `address` a valid address of the withdraw chain: Solana a base58 32-byte key, EVM 0x and 40 hex digits. */
export function isValidWithdrawAddress(chain: PerpChain, address: string): boolean {
  if (chain === 'solana') return base58Decode(address)?.length === 32;
  return /^0x[0-9a-fA-F]{40}$/.test(address);
}

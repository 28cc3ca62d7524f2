import { base58 } from '@scure/base';
import { CHAINS } from './chains';
import type { ChainKey } from './chains';
import type { SessionUser } from './platform';

/** Base58 (Bitcoin alphabet, Solana's keys and hashes) to bytes; null for '' or a character outside the alphabet. */
export function base58Decode(text: string): Uint8Array | null {
  if (text === '') return null;
  try {
    return base58.decode(text);
  } catch {
    return null;
  }
}

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

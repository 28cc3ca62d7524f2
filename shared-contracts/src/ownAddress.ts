import type { SessionUser } from './platform';

// A module apart from the address checks (address.ts): the host's first render shows the own
// address, and a bundle carries a module whole wherever any of it is used, so sharing a module
// would bring the checks' base58 codec into that render.

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

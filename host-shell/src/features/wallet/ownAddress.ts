import { CHAINS, type SessionUser } from '@nova/shared-contracts';

/** The address that is the user's own: the one shown on the account button and opened as "my wallet". */
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

/**
 * Where "my wallet" goes: a Solana address opens its in-app profile; an EVM address opens the
 * explorer (the wallet profile is Solana only, spec 2 §4), with `external` set.
 */
export function ownWalletHref(own: OwnAddress): { href: string; external: boolean } {
  return own.family === 'solana'
    ? { href: `/wallets/solana/${own.address}`, external: false }
    : { href: `${CHAINS.eth.explorerUrl}/address/${own.address}`, external: true };
}

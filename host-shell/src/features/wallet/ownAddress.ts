import { CHAINS, type OwnAddress } from '@nova/shared-contracts';

/**
 * Where "my wallet" goes: a Solana address opens its in-app profile; an EVM address opens the
 * explorer (the wallet profile is Solana only, spec 2 §4), with `external` set.
 */
export function ownWalletHref(own: OwnAddress): { href: string; external: boolean } {
  return own.family === 'solana'
    ? { href: `/wallets/solana/${own.address}`, external: false }
    : { href: `${CHAINS.eth.explorerUrl}/address/${own.address}`, external: true };
}

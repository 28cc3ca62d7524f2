import { useCallback } from 'react';
import { CHAINS, ownAddress } from '@nova/shared-contracts';
import type { ChainKey, SessionUser } from '@nova/shared-contracts';
import { useSession } from './useSession';

/**
 * Whether a quick buy (⚡) is offered on a chain: only where trading is on (the display-only
 * chains list but never trade), and for a wallet login only on the family its wallet signs for
 * (Phantom: Solana; MetaMask-like: EVM; {product} Wallet: the family it signed in on). Visitors
 * are offered it (it opens the login); custodial users trade on every trading chain.
 */
export function canQuickTrade(chain: ChainKey, user: SessionUser | null): boolean {
  if (!CHAINS[chain].tradingEnabled) return false;
  if (!user || user.authMethod !== 'wallet') return true;
  return ownAddress(user)?.family === CHAINS[chain].family;
}

/** `canQuickTrade` for the signed-in user (re-evaluated when the session changes). */
export function useCanQuickTrade(): (chain: ChainKey) => boolean {
  const { user } = useSession();
  return useCallback((chain) => canQuickTrade(chain, user), [user]);
}

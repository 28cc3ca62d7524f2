import type { PerpChain } from '@nova/shared-contracts';
import { useApi, usePlatform, usePref, useSession } from '@nova/shared-ui';
import { ACTIVE_PERP_CHAIN_KEY, loginChainTypes, parseActivePerpChain, usableActiveChain } from '../model/chainTypes';
import type { ActivePerpChain } from '../model/chainTypes';

/**
 * The signed-in user's perp account: fund stats per chain type (the summary query: refetched on
 * window focus and every 20 s), the chain types the login can act on (loginChainTypes), the
 * active perp chain (evm by default, kept in prefs = local storage; one of those chain types),
 * the login kind and own addresses. Nothing is fetched while signed out.
 */
export function usePerpAccount() {
  const { prefs } = usePlatform();
  const session = useSession();
  const user = session.user;
  const stats = useApi('perpFundStats', user ? {} : null);
  const chainTypes = user ? loginChainTypes(user) : [];
  const active = usableActiveChain(parseActivePerpChain(usePref<unknown>(ACTIVE_PERP_CHAIN_KEY, 'evm')), chainTypes);
  const setActive = (chain: ActivePerpChain) => prefs.set(ACTIVE_PERP_CHAIN_KEY, chain);
  const ownAddress = (chain: PerpChain): string => (chain === 'solana' ? (user?.sol_address ?? '') : (user?.evm_address ?? ''));
  return { signedIn: user !== null, walletAuth: session.kind === 'wallet', stats, chainTypes, active, setActive, ownAddress };
}

import { SEARCH } from '@nova/shared-contracts';
import type { ChainKey, EndpointResponse } from '@nova/shared-contracts';
import { useApi, useDebounced, useSession } from '@nova/shared-ui';
import type { ApiLoadable } from '@nova/shared-ui';

export type SearchResults = EndpointResponse<'tokenSearch'>;

/**
 * The search call of spec 3 (keyword, limit 20, vague 1, debounce 350 ms): over every chain
 * (token/search/multi_chain) with "All", else token/search with the chain. Idle while the
 * (debounced, trimmed) keyword is empty; `settling` is true while typing has not settled yet.
 */
export function useSearch(query: string, chain: ChainKey | 'all', lang: string): { results: ApiLoadable<SearchResults>; keyword: string; settling: boolean } {
  const keyword = useDebounced(query.trim().slice(0, 100), SEARCH.debounceMs);
  const { user } = useSession();
  // Signed in, the search sends the user's wallet address (Solana's on Solana and All, else the EVM one).
  const wallet = user ? (chain === 'all' || chain === 'solana' ? (user.sol_address ?? user.evm_address) : (user.evm_address ?? user.sol_address)) : undefined;
  const request = keyword === '' ? null : { keyword, limit: SEARCH.limit, vague: SEARCH.vague, lang, ...(chain === 'all' ? {} : { chain }), ...(wallet ? { wallet_address: wallet } : {}) };
  const all = useApi('tokenSearchMultiChain', chain === 'all' ? request : null);
  const one = useApi('tokenSearch', chain === 'all' ? null : request);
  return { results: chain === 'all' ? all : one, keyword, settling: keyword !== query.trim().slice(0, 100) };
}

import { POLLING } from '@nova/shared-contracts';
import type { Loadable, Token, TokenListParams } from '@nova/shared-contracts';
import { useApi, useFollow, usePlatform } from '@nova/shared-ui';
import { rankReducer } from '../model/rank';

export type ListType = 'hot' | 'new' | 'ai' | 'signal';

const RANKED = { hot: 'tokenHotList', new: 'tokenNewList', ai: 'tokenAiList' } as const;
const poll = { pollMs: POLLING.rankingsMs };

export type LiveTokensState = Loadable<readonly Token[]> & { reload: () => void };

/**
 * One live token list: fetched from the API and re-polled every 5 s (spec 3 §4 rankings), with the
 * token_rank channel's snapshots (same list type and filters) written into the same cache entry
 * between polls; whichever arrived last is shown. `params` are the list filters (chain, launch_status, platform_name, order…);
 * the signal list takes only chain and limit (with need_distinct=1).
 */
export function useLiveTokens(list: ListType, params: TokenListParams): LiveTokensState {
  const signal = list === 'signal';
  const ranked = useApi(signal ? RANKED.hot : RANKED[list], signal ? null : params, poll);
  const signalRequest = { ...(params.chain ? { chain: params.chain } : {}), ...(params.limit ? { limit: params.limit } : {}), need_distinct: 1 };
  const signals = useApi('tokenSignalList', signal ? signalRequest : null, poll);
  const polled = signal ? signals : ranked;
  const answer = polled.status === 'idle' ? undefined : polled.data;
  const tokens = answer === undefined ? undefined : Array.isArray(answer) ? answer : answer.tokens;

  // token_rank snapshots (same list type and filters) go into the polled list's entry of the one
  // cache between polls: whichever arrived last is shown, the same list for every reader.
  const { queries } = usePlatform();
  const key = signal ? queries.endpoint('tokenSignalList', signalRequest, POLLING.rankingsMs).queryKey : queries.endpoint(RANKED[list as keyof typeof RANKED], params, POLLING.rankingsMs).queryKey;
  const keyId = JSON.stringify(key);
  useFollow(() => queries.bindChannel('tokenRank', { type: list, ...params }, key, rankReducer), [queries, keyId]);

  const { reload } = polled;
  if (polled.status === 'error') return tokens ? { status: 'error', error: polled.error, data: tokens, reload } : { status: 'error', error: polled.error, reload };
  return tokens ? { status: 'success', data: tokens, reload } : { status: 'pending', reload };
}

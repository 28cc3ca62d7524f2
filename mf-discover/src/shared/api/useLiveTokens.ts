import { useRef } from 'react';
import { POLLING } from '@nova/shared-contracts';
import type { Loadable, Token, TokenListParams } from '@nova/shared-contracts';
import { useApi, useChannel } from '@nova/shared-ui';

export type ListType = 'hot' | 'new' | 'ai' | 'signal';

const RANKED = { hot: 'tokenHotList', new: 'tokenNewList', ai: 'tokenAiList' } as const;
const poll = { pollMs: POLLING.rankingsMs };

export type LiveTokensState = Loadable<readonly Token[]> & { reload: () => void };

/**
 * One live token list: fetched from the API and re-polled every 5 s (spec 3 §4 rankings), with the
 * token_rank channel's snapshots (same list type and filters) applied between polls; whichever
 * arrived last is shown. `params` are the list filters (chain, launch_status, platform_name, order…);
 * the signal list takes only chain and limit (with need_distinct=1).
 */
export function useLiveTokens(list: ListType, params: TokenListParams): LiveTokensState {
  const signal = list === 'signal';
  const ranked = useApi(signal ? RANKED.hot : RANKED[list], signal ? null : params, poll);
  const signalRequest = { ...(params.chain ? { chain: params.chain } : {}), ...(params.limit ? { limit: params.limit } : {}), need_distinct: 1 };
  const signals = useApi('tokenSignalList', signal ? signalRequest : null, poll);
  const polled = signal ? signals : ranked;
  const answer = polled.status === 'idle' ? undefined : polled.data;
  const polledTokens = answer === undefined ? undefined : Array.isArray(answer) ? answer : answer.tokens;

  // Pushes update a list the API answered (until then the REST state, error included, stands);
  // a push is kept against the answer it arrived after, and the next poll answer supersedes it.
  // Snapshots reach React once per animation frame (the newest wins) and are painted in that frame.
  const answeredBefore = useRef(new WeakMap<object, unknown>());
  const pushed = useChannel('tokenRank', { type: list, ...params }, (data) => {
    answeredBefore.current.set(data, answer);
  });
  const tokens = pushed && answer !== undefined && answeredBefore.current.get(pushed) === answer ? pushed.tokens : polledTokens;

  const { reload } = polled;
  if (polled.status === 'error') return tokens ? { status: 'error', error: polled.error, data: tokens, reload } : { status: 'error', error: polled.error, reload };
  return tokens ? { status: 'success', data: tokens, reload } : { status: 'pending', reload };
}

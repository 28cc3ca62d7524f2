import { useState } from 'react';
import { POLLING } from '@nova/shared-contracts';
import type { ChainKey, Loadable, Token } from '@nova/shared-contracts';
import { useApi, useChannel } from '@nova/shared-ui';

export type ListType = 'hot' | 'new' | 'ai' | 'signal';

const RANKED = { hot: 'tokenHotList', new: 'tokenNewList', ai: 'tokenAiList' } as const;
const poll = { pollMs: POLLING.rankingsMs };

export type TokenListState = Loadable<readonly Token[]> & { reload: () => void };

/**
 * One discover list: fetched from the API and re-polled every 5 s (spec 3 §4 rankings), with the
 * token_rank channel's snapshots applied between polls; whichever arrived last is shown.
 */
export function useTokenList(list: ListType, chain: ChainKey | undefined): TokenListState {
  const filter = chain ? { chain } : {};
  const ranked = useApi(list === 'signal' ? RANKED.hot : RANKED[list], list === 'signal' ? null : filter, poll);
  const signals = useApi('tokenSignalList', list === 'signal' ? { ...filter, need_distinct: 1 } : null, poll);
  const polled = list === 'signal' ? signals : ranked;
  const answer = polled.status === 'idle' ? undefined : polled.data;
  const polledTokens = answer === undefined ? undefined : Array.isArray(answer) ? answer : answer.tokens;

  // Pushes update a list the API answered (until then the REST state, error included, stands);
  // a push is kept against the answer it arrived after, and the next poll answer supersedes it.
  const [pushed, setPushed] = useState<{ after: unknown; tokens: readonly Token[] } | null>(null);
  useChannel('tokenRank', { type: list, ...filter }, (data) => {
    if (answer !== undefined) setPushed({ after: answer, tokens: data.tokens });
  });
  const tokens = pushed && pushed.after === answer ? pushed.tokens : polledTokens;

  const { reload } = polled;
  if (polled.status === 'error') return tokens ? { status: 'error', error: polled.error, data: tokens, reload } : { status: 'error', error: polled.error, reload };
  return tokens ? { status: 'success', data: tokens, reload } : { status: 'pending', reload };
}

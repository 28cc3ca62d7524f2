/**
 * token_rank -> a ranked list's cache entry: each push is the whole list (spec 3 §7), written over
 * the polled answer until the next poll answers. The ranked lists answer `{ tokens }`, the signal
 * list a bare array; a push before the first answer is left to the answer (its error or loading
 * state stands), and a push equal to the list keeps the same value (no re-render).
 */
import type { ChannelData, ChannelReducer, Token } from '@nova/shared-contracts';

type RankedAnswer = { tokens: readonly Token[] } | readonly Token[];

const sameTokens = (a: readonly Token[], b: readonly Token[]) => a.length === b.length && a.every((token, i) => JSON.stringify(token) === JSON.stringify(b[i]));

export const rankReducer: ChannelReducer<RankedAnswer, ChannelData<'tokenRank'>> = {
  applyUpdate(answer, push) {
    if (!answer) return answer;
    if (Array.isArray(answer)) return sameTokens(answer, push.tokens) ? answer : push.tokens;
    const ranked = answer as { tokens: readonly Token[] };
    return sameTokens(ranked.tokens, push.tokens) ? answer : { ...ranked, tokens: push.tokens };
  },
};

import { describe, expect, it } from 'vitest';
import type { ChannelData, Token } from '@nova/shared-contracts';
import { rankReducer } from './rank';

const token = (address: string, price = '1') => ({ address, chain: 'solana', current_price: price }) as unknown as Token;
const push = (...tokens: Token[]) => ({ type: 'hot', tokens }) as ChannelData<'tokenRank'>;

describe('rankReducer', () => {
  it('replaces a ranked answer with the pushed list, keeping the answer when the list is equal', () => {
    const answer = { tokens: [token('a'), token('b')] };
    const next = rankReducer.applyUpdate(answer, push(token('b'), token('a')));
    expect(next).toEqual({ tokens: [token('b'), token('a')] });
    expect(rankReducer.applyUpdate(next, push(token('b'), token('a')))).toBe(next);
  });

  it('replaces the signal list (a bare array) too', () => {
    expect(rankReducer.applyUpdate([token('a')], push(token('a', '2')))).toEqual([token('a', '2')]);
  });

  it('leaves a push before the first answer to the answer', () => {
    expect(rankReducer.applyUpdate(undefined, push(token('a')))).toBeUndefined();
  });
});

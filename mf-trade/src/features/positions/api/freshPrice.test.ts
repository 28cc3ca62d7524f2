import { describe, expect, it, vi } from 'vitest';
import { createQueries, createQueryClient } from '@nova/platform-core';
import { queryKeys } from '@nova/shared-contracts';
import type { ApiClient, RealtimeClient, TokenInfo } from '@nova/shared-contracts';
import { freshPrice } from './freshPrice';

const TOKEN = 'So1Token';

/** A page whose token entry was written a moment ago at $0.01 while the price already tripled: its push is still on its way. */
function pageWithLaggingEntry(answer: () => Promise<Pick<TokenInfo, 'current_price'>>) {
  const call = vi.fn(answer);
  const api = { call, baseUrl: 'http://sim.test' } as unknown as ApiClient;
  const query = createQueryClient();
  query.setQueryData(queryKeys.tokenInfo('solana', TOKEN), { current_price: 0.01 } as TokenInfo);
  const platform = { api, query, queries: createQueries(api, query, {} as RealtimeClient) };
  return { platform, call };
}

describe('freshPrice: the price a break-even sell will meet', () => {
  it('is asked of the API at the click, not read from a recently written entry that lags a push', async () => {
    const { platform, call } = pageWithLaggingEntry(async () => ({ current_price: 0.03 }));
    const price = await freshPrice(platform, 'solana', TOKEN, () => 5_000);
    expect(price).toEqual({ priceUsd: 0.03, updatedAt: 5_000 });
    expect(call).toHaveBeenCalledWith('tokenInfo', { chain: 'solana', token: TOKEN });
  });

  it('is none when the API does not answer, whatever the entry holds (break-even is refused)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { platform } = pageWithLaggingEntry(() => Promise.reject(new Error('offline')));
    expect(await freshPrice(platform, 'solana', TOKEN)).toBeNull();
  });
});

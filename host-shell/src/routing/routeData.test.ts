import { describe, expect, it, vi } from 'vitest';
import { createQueries, createQueryClient } from '@nova/platform-core';
import { POLLING, queryKeys } from '@nova/shared-contracts';
import type { PlatformServices } from '@nova/shared-contracts';
import { preloadRoute, queriesForPath } from './routeData';

const SOL = 'So11111111111111111111111111111111111111112';

function services(call: (name: string, request: unknown) => Promise<unknown>) {
  const query = createQueryClient();
  const api = { call: vi.fn(call) } as unknown as PlatformServices['api'];
  return { api, query, queries: createQueries(api, query, {} as PlatformServices['realtime']) };
}

describe('the answers a page shows first', () => {
  it('/markets and /discover: the unfiltered hot list, under the key and poll of the list that reads it', () => {
    const { queries } = services(async () => ({ tokens: [] }));
    for (const path of ['/markets', '/discover/']) {
      const [list, ...rest] = queriesForPath(path, queries);
      expect(rest).toEqual([]);
      expect(list!.queryKey).toEqual(queryKeys.call('tokenHotList', {}));
      expect(list!.refetchInterval).toBe(POLLING.rankingsMs);
    }
  });

  it("a token page: the token's info entry, the one header, chart and trade panel read", () => {
    const { queries } = services(async () => ({}));
    expect(queriesForPath(`/trade/solana/${SOL}`, queries).map((options) => options.queryKey)).toEqual([queries.tokenInfo('solana', SOL).queryKey]);
  });

  it('nothing for a chain that does not exist, a page without a first answer or an unknown path', () => {
    const { queries } = services(async () => ({}));
    for (const path of ['/trade/dogechain/0xabc', '/trade/solana', '/perps', '/wallets', '/nowhere']) expect(queriesForPath(path, queries)).toEqual([]);
  });
});

describe('preloadRoute', () => {
  it("starts the page's remote code and fetches its first answer into the cache, once while it is current", async () => {
    const platform = services(async () => ({ tokens: [{ symbol: 'HOT' }] }));
    const loader = { preload: vi.fn() };
    preloadRoute('/markets', loader, platform);
    expect(loader.preload).toHaveBeenCalledWith('mf_discover', './TokenList');
    await vi.waitFor(() => expect(platform.query.getQueryData(queryKeys.call('tokenHotList', {}))).toEqual({ tokens: [{ symbol: 'HOT' }] }));
    expect(platform.api.call).toHaveBeenCalledWith('tokenHotList', {}, expect.anything());

    // The route's effect runs it again as the page renders: the answer is current, nothing is asked again.
    preloadRoute('/markets', null, platform);
    await Promise.resolve();
    expect(platform.api.call).toHaveBeenCalledTimes(1);
  });

  it('a failed prefetch throws nothing and leaves the entry for its reader to fetch again', async () => {
    const platform = services(() => Promise.reject(new Error('503')));
    expect(() => preloadRoute('/markets', null, platform)).not.toThrow();
    await vi.waitFor(() => expect(platform.query.getQueryState(queryKeys.call('tokenHotList', {}))?.status).toBe('error'));
    expect(platform.query.getQueryData(queryKeys.call('tokenHotList', {}))).toBeUndefined();
  });
});

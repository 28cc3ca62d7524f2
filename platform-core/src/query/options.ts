/**
 * The one place that says how each endpoint's data is fetched, cached, polled and retried
 * (spec 1 §9, spec 3 §4, spec 2 §7): the TanStack Query option factories over the contract's
 * query keys (`queryKeys` in shared-contracts). Remotes reach them bound to the host's client as
 * `PlatformServices.queries` (`createQueries`); the api-first functions here are what the
 * contract 5 adapter re-exports under their old names.
 *
 * Retries: the API client retries transient failures (network, 5xx, 408, 429) of endpoints whose
 * definition says `retry: true`, with the spec's backoff. The cache never adds retries of its own
 * (`retry: false` everywhere; TanStack's default of 3 would retry orders), and mutations are never
 * retried: an order is placed once.
 */
import { skipToken } from '@tanstack/query-core';
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/query-core';
import { ACCOUNT, POLLING, TOKEN_INFO_MAX_ENTRIES, TRADE, queryKeys } from '@nova/shared-contracts';
import type {
  ApiClient,
  ChainKey,
  EndpointKey,
  EndpointMutationOptions,
  EndpointName,
  EndpointQueryOptions,
  EndpointRequest,
  EndpointResponse,
  PageFree,
  PagedQueryOptions,
  PushedQueryOptions,
  ChannelData,
  ChannelName,
  ChannelParams,
  RankingList,
  WatchToggle,
} from '@nova/shared-contracts';

const tag = <T>(key: readonly unknown[]) => key as unknown as EndpointKey<T>;

function base<K extends EndpointName>(api: ApiClient, name: K, request: EndpointRequest<K>, key: EndpointKey<EndpointResponse<K>>): EndpointQueryOptions<EndpointResponse<K>> {
  return {
    queryKey: key,
    queryFn: ({ signal }) => api.call(name, request, { signal }),
    staleTime: 0,
    refetchInterval: false,
    refetchOnWindowFocus: false,
    retry: false,
    meta: { endpoint: name },
  };
}

/**
 * Any endpoint by name and request (what `useApi` uses). Endpoints with a factory of their own
 * (token info, assets, positions, gas, perp summary, favourites, the rankings) get that factory's key and
 * options whatever the caller asks, so one fact has one cache entry and one polling rule; for the
 * rest `pollMs` is the caller's.
 */
export function endpointQuery<K extends EndpointName>(api: ApiClient, name: K, request: EndpointRequest<K>, pollMs?: number): EndpointQueryOptions<EndpointResponse<K>> {
  const own = dedicatedQuery(api, name, (request ?? {}) as Record<string, unknown>);
  if (own) return own as unknown as EndpointQueryOptions<EndpointResponse<K>>;
  return { ...base(api, name, request, queryKeys.call(name, request)), refetchInterval: pollMs && pollMs > 0 ? pollMs : false };
}

function dedicatedQuery(api: ApiClient, name: EndpointName, request: Record<string, unknown>): EndpointQueryOptions<unknown> | null {
  const chain = request.chain as ChainKey | undefined;
  const only = (...keys: string[]) => Object.keys(request).every((key) => keys.includes(key) && request[key] !== undefined);
  switch (name) {
    case 'tokenInfo':
      return only('chain', 'token') ? tokenInfoQuery(api, chain as ChainKey, String(request.token)) : null;
    case 'balanceList':
      return only('chain') ? assetsQuery(api, chain) : null;
    case 'holdsList':
      return only('chain', 'wallet_address') ? positionsQuery(api, chain, request.wallet_address as string | undefined) : null;
    case 'gasPriceList':
      return gasQuery(api);
    case 'perpFundStats':
      return only() ? perpSummaryQuery(api) : null;
    case 'watchList':
      return only('chain') ? watchListQuery(api, chain) : null;
    case 'tokenHotList':
    case 'tokenNewList':
    case 'tokenAiList':
      return rankingQuery(api, name, request as EndpointRequest<typeof name>);
    default:
      return null;
  }
}

/**
 * Token info: fetched once per token and kept fresh by pushes (token_price_change,
 * token_info_change, spot.pip.tokeninfo write into this key), never polled; at most 50 tokens cached.
 */
export function tokenInfoQuery(api: ApiClient, chain: ChainKey, address: string): EndpointQueryOptions<EndpointResponse<'tokenInfo'>> {
  return {
    ...base(api, 'tokenInfo', { chain, token: address }, queryKeys.tokenInfo(chain, address)),
    staleTime: Number.POSITIVE_INFINITY,
    meta: { endpoint: 'tokenInfo', maxEntries: TOKEN_INFO_MAX_ENTRIES },
  };
}

/** The user's assets (balances), polled every 5 s (spec 1 §9). */
export function assetsQuery(api: ApiClient, chain?: ChainKey): EndpointQueryOptions<EndpointResponse<'balanceList'>> {
  return { ...base(api, 'balanceList', chain ? { chain } : {}, queryKeys.assets(chain)), refetchInterval: POLLING.assetsMs, staleTime: POLLING.assetsMs };
}

/** Positions, every 20 s (spec 1 §9); holds_change pushes write into the same key in between. */
export function positionsQuery(api: ApiClient, chain?: ChainKey, wallet?: string): EndpointQueryOptions<EndpointResponse<'holdsList'>> {
  const request: EndpointRequest<'holdsList'> = { ...(chain ? { chain } : {}), ...(wallet ? { wallet_address: wallet } : {}) };
  return { ...base(api, 'holdsList', request, queryKeys.positions(chain, wallet)), refetchInterval: POLLING.positionsMs, staleTime: POLLING.positionsMs };
}

/** Gas prices every 10 s, an answer reused for 9 s (spec 1 §9). */
export function gasQuery(api: ApiClient): EndpointQueryOptions<EndpointResponse<'gasPriceList'>> {
  return { ...base(api, 'gasPriceList', {}, queryKeys.gas()), refetchInterval: POLLING.gasMs, staleTime: POLLING.gasCacheMs };
}

/**
 * Ranked token lists every 5 s (spec 1 §9 rankings); token_rank pushes write into the same key. An
 * answer is current until the next poll: a list mounting over one fetched ahead of its page
 * (the host's `preloadRoute`) shows it without asking again.
 */
export function rankingQuery<K extends RankingList>(api: ApiClient, list: K, request: EndpointRequest<K>): EndpointQueryOptions<EndpointResponse<K>> {
  return { ...base(api, list, request, queryKeys.call(list, request)), refetchInterval: POLLING.rankingsMs, staleTime: POLLING.rankingsMs };
}

/** The perpetual account summary: refreshed when the window regains focus (spec 2 §7), else every 20 s. */
export function perpSummaryQuery(api: ApiClient): EndpointQueryOptions<EndpointResponse<'perpFundStats'>> {
  return { ...base(api, 'perpFundStats', {}, queryKeys.perpSummary()), refetchOnWindowFocus: true, refetchInterval: POLLING.genericMs, staleTime: 0 };
}

/** The user's favourite tokens (mutated optimistically by `watchToggleMutation`). */
export function watchListQuery(api: ApiClient, chain?: ChainKey): EndpointQueryOptions<EndpointResponse<'watchList'>> {
  return { ...base(api, 'watchList', chain ? { chain } : {}, queryKeys.watchList(chain)), staleTime: POLLING.genericMs };
}

/**
 * An entry only a channel's pushes fill (`queryKeys.pushed`): never fetched (TanStack's
 * `skipToken`), never stale; `followPushed` / `bindChannel` keep it filled while followed.
 */
export function pushedQuery<C extends ChannelName>(channel: C, params: ChannelParams<C>): PushedQueryOptions<ChannelData<C>> {
  return { queryKey: queryKeys.pushed(channel, params), queryFn: skipToken, staleTime: Number.POSITIVE_INFINITY, retry: false, meta: { pushed: channel } };
}

/** The next offset, or undefined once a page came back shorter than the page size. */
export function nextOffset(received: number, pageSize: number, lastOffset: number): number | undefined {
  return received < pageSize ? undefined : lastOffset + pageSize;
}

function paged<K extends EndpointName>(
  api: ApiClient,
  name: K,
  request: EndpointRequest<K>,
  pageSize: number,
  toRequest: (offset: number) => EndpointRequest<K>,
  itemsOf: (page: EndpointResponse<K>) => readonly unknown[],
  refetchInterval: number | false,
): PagedQueryOptions<EndpointResponse<K>> {
  return {
    queryKey: tag<InfiniteData<EndpointResponse<K>, number>>([name, 'pages', request]),
    queryFn: ({ signal, pageParam }) => api.call(name, toRequest(pageParam), { signal }),
    initialPageParam: 0,
    getNextPageParam: (lastPage, _all, lastOffset) => nextOffset(itemsOf(lastPage).length, pageSize, lastOffset),
    staleTime: refetchInterval === false ? 0 : refetchInterval,
    refetchInterval,
    refetchOnWindowFocus: false,
    retry: false,
    meta: { endpoint: name },
  };
}

/** Trade history, 20 a page, refetched every 5 s (spec 1 §9). */
export function tradeHistoryQuery(api: ApiClient, request: PageFree<'userTokenHistory', 'limit' | 'offset'>): PagedQueryOptions<EndpointResponse<'userTokenHistory'>> {
  const size = TRADE.pageSize;
  return paged(api, 'userTokenHistory', request, size, (offset) => ({ ...request, limit: size, offset }), (page) => page.events, POLLING.ordersMs);
}

/** Limit / take-profit / stop-loss orders, 20 a page (pages are 1-based on the wire), every 5 s. */
export function ordersQuery(api: ApiClient, request: PageFree<'limitOrderList', 'page' | 'page_size'>): PagedQueryOptions<EndpointResponse<'limitOrderList'>> {
  const size = TRADE.pageSize;
  return paged(api, 'limitOrderList', request, size, (offset) => ({ ...request, page_size: size, page: offset / size + 1 }), (page) => page.order_list, POLLING.ordersMs);
}

/** Closed positions, 20 a page, every 5 s (spec 3 §4 history positions). */
export function historyPositionsQuery(api: ApiClient, request: PageFree<'historyHoldsList', 'limit' | 'offset'>): PagedQueryOptions<EndpointResponse<'historyHoldsList'>> {
  const size = TRADE.pageSize;
  return paged(api, 'historyHoldsList', request, size, (offset) => ({ ...request, limit: size, offset }), (page) => page.list, POLLING.ordersMs);
}

/** A wallet's profit per token, 30 a page (spec 2 §9). */
export function walletProfitQuery(api: ApiClient, request: PageFree<'walletProfitPeriod', 'limit' | 'offset'>): PagedQueryOptions<EndpointResponse<'walletProfitPeriod'>> {
  const size = ACCOUNT.profitPageSize;
  return paged(api, 'walletProfitPeriod', request, size, (offset) => ({ ...request, limit: size, offset }), (page) => page.token_profit, false);
}

/** A wallet's activity, 30 a page (spec 2 §9). */
export function walletActivityQuery(api: ApiClient, request: PageFree<'walletActivity', 'limit' | 'offset'>): PagedQueryOptions<EndpointResponse<'walletActivity'>> {
  const size = ACCOUNT.profitPageSize;
  return paged(api, 'walletActivity', request, size, (offset) => ({ ...request, limit: size, offset }), (page) => page.list, false);
}

type WatchSnapshot = Array<[QueryKey, EndpointResponse<'watchList'> | undefined]>;

/**
 * Add or remove a favourite, optimistically: every cached favourites list changes at once, a
 * failure puts them back (the error still reaches the caller), and the lists are refetched after.
 */
export function watchToggleMutation(api: ApiClient, client: QueryClient): EndpointMutationOptions<WatchToggle, unknown, WatchSnapshot> {
  const family = queryKeys.endpoint('watchList');
  const same = (a: { chain: ChainKey; token_address: string }, b: WatchToggle) => a.chain === b.chain && a.token_address === b.token_address;
  return {
    mutationKey: ['watchToggle'],
    retry: false,
    mutationFn: ({ chain, token_address, watched }) => (watched ? api.call('watchAdd', { chain, token_address }) : api.call('watchDelete', { chain, token_address })),
    async onMutate(change) {
      await client.cancelQueries({ queryKey: family });
      const snapshot = client.getQueriesData<EndpointResponse<'watchList'>>({ queryKey: family });
      for (const [key, data] of snapshot) {
        if (!data) continue;
        const chainOfKey = key[1];
        const rest = data.watch_tokens.filter((row) => !same(row, change));
        const add = change.watched && change.token && (chainOfKey === 'all' || chainOfKey === change.chain) ? [change.token] : [];
        client.setQueryData(key, { ...data, watch_tokens: [...add, ...rest] });
      }
      return snapshot;
    },
    onError(_error, _change, snapshot) {
      for (const [key, data] of snapshot ?? []) client.setQueryData(key, data);
    },
    onSettled: () => client.invalidateQueries({ queryKey: family }),
  };
}

/**
 * What every side of the one server-state cache agrees on: the query keys (components never build
 * keys by hand; channel reducers write pushes under the same keys) and the shape of the option
 * factories. The factories themselves (stale times, polling, how a call is made) are runtime code
 * of the platform (`@nova/platform-core`), reached by remotes through `PlatformServices.queries`,
 * so changing a polling period is not a contract release.
 *
 * Retries: the API client retries transient failures (network, 5xx, 408, 429) of endpoints whose
 * definition says `retry: true`, with the spec's backoff. The cache never adds retries of its own
 * (`retry: false` everywhere; TanStack's default of 3 would retry orders), and mutations are never
 * retried: an order is placed once.
 */
import type { DataTag, InfiniteData, QueryKey, SkipToken } from '@tanstack/query-core';
import type { ChannelData, ChannelName, ChannelParams } from '../realtime/channels';
import type { ApiError } from '../errors';
import type { ChainKey } from '../chains';
import type { EndpointName } from '../api/meta';
import type { EndpointRequest, EndpointResponse } from '../api/load';
import type { WatchToken } from '../api/watch';

/** Token info cache holds at most 50 entries (spec 1 §9, spec 3 §4). */
export const TOKEN_INFO_MAX_ENTRIES = 50;

/** What the cache knows of a query besides its key: the endpoint, and the cap of its key family. */
export interface EndpointQueryMeta extends Record<string, unknown> {
  endpoint: EndpointName;
  /** At most this many entries of this key family (first key element) stay in the cache. */
  maxEntries?: number;
}

export type EndpointKey<T> = DataTag<QueryKey, T, ApiError>;

export interface EndpointQueryOptions<T> {
  queryKey: EndpointKey<T>;
  queryFn: (context: { signal: AbortSignal }) => Promise<T>;
  /** How long an answer counts as fresh (no refetch on a new observer). */
  staleTime: number;
  /** Polling period while observed; false = pushes or invalidations keep it fresh. */
  refetchInterval: number | false;
  refetchOnWindowFocus: boolean;
  retry: false;
  meta: EndpointQueryMeta;
}

export interface PagedQueryOptions<T> extends Omit<EndpointQueryOptions<InfiniteData<T, number>>, 'queryFn'> {
  queryFn: (context: { signal: AbortSignal; pageParam: number }) => Promise<T>;
  initialPageParam: number;
  getNextPageParam: (lastPage: T, allPages: T[], lastPageParam: number) => number | undefined;
}

const tag = <T>(key: readonly unknown[]) => key as unknown as EndpointKey<T>;

/** The key of one endpoint call: `[name, ...identity]`. */
export const queryKeys = {
  /** All keys of an endpoint (for invalidation). */
  endpoint: (name: EndpointName) => [name] as const,
  call: <K extends EndpointName>(name: K, request: EndpointRequest<K>) => tag<EndpointResponse<K>>([name, request ?? {}]),
  tokenInfo: (chain: ChainKey, address: string) => tag<EndpointResponse<'tokenInfo'>>(['tokenInfo', chain, address]),
  assets: (chain?: ChainKey) => tag<EndpointResponse<'balanceList'>>(['balanceList', chain ?? 'all']),
  positions: (chain?: ChainKey, wallet?: string) => tag<EndpointResponse<'holdsList'>>(['holdsList', chain ?? 'all', wallet ?? '']),
  gas: () => tag<EndpointResponse<'gasPriceList'>>(['gasPriceList']),
  perpSummary: () => tag<EndpointResponse<'perpFundStats'>>(['perpFundStats']),
  watchList: (chain?: ChainKey) => tag<EndpointResponse<'watchList'>>(['watchList', chain ?? 'all']),
  /** An entry only pushes fill (no REST call): the latest state of a channel's subscription. */
  pushed: <C extends ChannelName>(channel: C, params: ChannelParams<C>) => tag<ChannelData<C>>(['pushed', channel, params ?? {}]),
} as const;

/**
 * A pure channel reducer: turns a push into the next value of one cache entry, never touching
 * React, the socket or the cache (the platform's per-frame writer does that). It returns the same
 * reference when a push changes nothing, so the cache does not notify.
 */
export interface ChannelReducer<S, D> {
  /** The push's version (ms) when the channel carries one: a push not newer than the last applied is dropped. */
  versionOf?(push: D): number;
  /** The first push after a (re)subscribe: the full current value. Defaults to applyUpdate. */
  applySnapshot?(state: S | undefined, snapshot: D): S | undefined;
  applyUpdate(state: S | undefined, push: D): S | undefined;
}

/** Options of an entry only pushes fill: never fetched, never stale (the subscription keeps it). */
export interface PushedQueryOptions<T> {
  queryKey: EndpointKey<T>;
  queryFn: SkipToken;
  staleTime: number;
  retry: false;
  meta: { pushed: ChannelName } & Record<string, unknown>;
}

/**
 * A change the user made through a call, named: `PlatformQueries.invalidateAfter` refetches what
 * it makes stale (the list is the platform's, written once).
 */
export type DataChange = 'order' | 'walletMonitor' | 'walletRemark' | 'perpFunds' | 'perpRebateClaim' | 'walletWithdraw' | 'walletRebateClaim' | 'walletRebateBind';

export type RankingList = 'tokenHotList' | 'tokenNewList' | 'tokenAiList';

/** A paged endpoint's request without its paging fields (the factory adds them per page). */
export type PageFree<K extends EndpointName, Omitted extends string> = Omit<EndpointRequest<K>, Omitted>;

/** Mutations are never retried (an order or a favourite change is sent once). */
export interface EndpointMutationOptions<V, T, C = unknown> {
  mutationKey: readonly unknown[];
  mutationFn: (variables: V) => Promise<T>;
  retry: false;
  onMutate?: (variables: V) => Promise<C> | C;
  onError?: (error: ApiError, variables: V, context: C | undefined) => void;
  onSettled?: () => Promise<unknown> | void;
}

export interface WatchToggle {
  chain: ChainKey;
  token_address: string;
  /** The state wanted: true adds to favourites, false removes. */
  watched: boolean;
  /** The row to show at once when adding (optional: without it the list updates on the answer). */
  token?: WatchToken;
}

/**
 * The option factories of the one cache, bound to the host's API client, cache and socket
 * (`PlatformServices.queries`). The signatures are the contract; the rules behind them (stale
 * times, polling, pages, optimistic updates, which pushes keep an entry live) are the platform's.
 */
export interface PlatformQueries {
  /**
   * Any endpoint by name and request. Endpoints with a factory of their own (token info, assets,
   * positions, gas, perp summary, favourites) get that factory's key and options whatever the
   * caller asks, so one fact has one cache entry and one polling rule; for the rest `pollMs` is the caller's.
   */
  endpoint<K extends EndpointName>(name: K, request: EndpointRequest<K>, pollMs?: number): EndpointQueryOptions<EndpointResponse<K>>;
  /** Token info: fetched once per token and kept fresh by pushes while followed (`followTokenInfo`). */
  tokenInfo(chain: ChainKey, address: string): EndpointQueryOptions<EndpointResponse<'tokenInfo'>>;
  /** The user's assets (balances). */
  assets(chain?: ChainKey): EndpointQueryOptions<EndpointResponse<'balanceList'>>;
  /** Open positions. */
  positions(chain?: ChainKey, wallet?: string): EndpointQueryOptions<EndpointResponse<'holdsList'>>;
  gas(): EndpointQueryOptions<EndpointResponse<'gasPriceList'>>;
  ranking<K extends RankingList>(list: K, request: EndpointRequest<K>): EndpointQueryOptions<EndpointResponse<K>>;
  perpSummary(): EndpointQueryOptions<EndpointResponse<'perpFundStats'>>;
  watchList(chain?: ChainKey): EndpointQueryOptions<EndpointResponse<'watchList'>>;
  tradeHistory(request: PageFree<'userTokenHistory', 'limit' | 'offset'>): PagedQueryOptions<EndpointResponse<'userTokenHistory'>>;
  orders(request: PageFree<'limitOrderList', 'page' | 'page_size'>): PagedQueryOptions<EndpointResponse<'limitOrderList'>>;
  historyPositions(request: PageFree<'historyHoldsList', 'limit' | 'offset'>): PagedQueryOptions<EndpointResponse<'historyHoldsList'>>;
  walletProfit(request: PageFree<'walletProfitPeriod', 'limit' | 'offset'>): PagedQueryOptions<EndpointResponse<'walletProfitPeriod'>>;
  walletActivity(request: PageFree<'walletActivity', 'limit' | 'offset'>): PagedQueryOptions<EndpointResponse<'walletActivity'>>;
  /** Add or remove a favourite, optimistically in every cached favourites list. */
  watchToggle(): EndpointMutationOptions<WatchToggle, unknown, unknown>;
  /** Keeps a token's info entry live (price, info and stats pushes). Returns the unfollow. */
  followTokenInfo(chain: ChainKey, address: string): () => void;
  /**
   * Keeps the signed-in user's orders, positions and balances fresh by realtime (holds_change and
   * wallet_balance_change write into every cached positions / assets entry); follow only while signed in. Returns the unfollow.
   */
  followUserOrders(): () => void;
  /**
   * Writes each push of `channel` through the pure `reducer` into the cache entry `key`, batched
   * per animation frame, with the ordering rule (a versioned push not newer than the last one is
   * dropped; the first push after subscribing is applied as a snapshot). Returns the unbind.
   */
  bindChannel<C extends ChannelName, S>(channel: C, params: ChannelParams<C>, key: QueryKey, reducer: ChannelReducer<S, ChannelData<C>>): () => void;
  /** Options of the entry only `channel`'s pushes fill (`queryKeys.pushed`); keep it filled with `followPushed`. */
  pushed<C extends ChannelName>(channel: C, params: ChannelParams<C>): PushedQueryOptions<ChannelData<C>>;
  /** Keeps `pushed(channel, params)` filled with the channel's latest push. Returns the unfollow. */
  followPushed<C extends ChannelName>(channel: C, params: ChannelParams<C>): () => void;
  /** Refetches what `change` makes stale (each change's list is written once, in the platform). */
  invalidateAfter(change: DataChange): Promise<void>;
  /** Refetches what an order changes (balances, positions, history, open orders), debounced. */
  refreshAfterOrder(): void;
  /** Refetches the open orders, debounced. */
  refreshOpenOrders(): void;
}

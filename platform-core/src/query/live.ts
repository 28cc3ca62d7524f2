/**
 * Realtime into the cache: the one throttled writer and the handlers that route a channel's
 * pushes through its pure reducer into the query keys they touch. A chunk of its own
 * (`platform-live`), loaded by `follow.ts` with a follow's first push; the subscriptions are
 * `follow.ts`'s.
 *
 * The writer is the only throttle between the socket and the screen: the transport hands pushes
 * over at once, the writer queues the reducer steps per key and applies them once per animation
 * frame inside one notification batch, so a burst of pushes costs one cache write per key and
 * one React commit per frame; frames whose flush ran long are paced (`pacedSchedule`), so the
 * pushes leave an input room. One writer per QueryClient (`cacheWriterFor`).
 */
import { notifyManager } from '@tanstack/query-core';
import type { QueryClient, QueryKey } from '@tanstack/query-core';
import type { Asset, Position } from '@nova/shared-contracts';
import type { ChainKey } from '@nova/shared-contracts';
import type { ChannelData, ChannelName } from '@nova/shared-contracts';
import type { ChannelReducer } from '@nova/shared-contracts';
import { holdsReducer, pipTokenInfoReducer, reduce, tokenInfoChangeReducer, tokenPriceReducer, tokenStatsReducer, walletBalanceReducer } from './reducers';
import { queryKeys } from '@nova/shared-contracts';
import { refreshAfterOrder, refreshOpenOrders } from './refresh';
import { pacedSchedule } from '../realtime/writer';
import type { Schedule } from '../realtime/writer';

export interface CacheWriter {
  /** Queue a step for a key; steps run in order at the next frame. */
  write<S>(key: QueryKey, step: (state: S | undefined) => S | undefined): void;
  /** Apply everything queued now (tests; a page about to hide). */
  flush(): void;
}

export function createCacheWriter(client: QueryClient, schedule: Schedule = pacedSchedule()): CacheWriter {
  const queued = new Map<string, { key: QueryKey; steps: Array<(state: unknown) => unknown> }>();
  // A binding writes the same key array with each push (thousands a second for a hot token): its hash is made once.
  const hashes = new WeakMap<QueryKey, string>();
  const hashOf = (key: QueryKey) => {
    let hash = hashes.get(key);
    if (hash === undefined) {
      hash = JSON.stringify(key);
      hashes.set(key, hash);
    }
    return hash;
  };
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (queued.size === 0) return;
    const batch = [...queued.values()];
    queued.clear();
    notifyManager.batch(() => {
      for (const { key, steps } of batch) {
        const before = client.getQueryData(key);
        let state: unknown = before;
        for (const step of steps) state = step(state);
        if (state !== before && state !== undefined) client.setQueryData(key, state);
      }
    });
  };
  return {
    write(key, step) {
      const id = hashOf(key);
      let entry = queued.get(id);
      if (!entry) {
        entry = { key, steps: [] };
        queued.set(id, entry);
      }
      entry.steps.push(step as (state: unknown) => unknown);
      if (!scheduled) {
        scheduled = true;
        schedule(flush);
      }
    },
    flush,
  };
}

const writers = new WeakMap<QueryClient, CacheWriter>();
/** The one writer of a cache. */
export function cacheWriterFor(client: QueryClient): CacheWriter {
  let writer = writers.get(client);
  if (!writer) {
    writer = createCacheWriter(client);
    writers.set(client, writer);
  }
  return writer;
}

/**
 * The handler of one binding: each push into `key` through `reducer`, with the ordering rule
 * (versions kept per binding; the first push after subscribing is applied as a snapshot).
 */
export function channelWriter<D, S>(writer: CacheWriter, key: QueryKey, reducer: ChannelReducer<S, D>): (push: D) => void {
  let version: number | undefined;
  let first = true;
  return (push) => {
    const kind = first ? 'snapshot' : 'update';
    first = false;
    writer.write<S>(key, (state) => {
      const result = reduce(reducer, state, push, version, kind);
      version = result.version;
      return result.state;
    });
  };
}

/** A handler per channel of one follow: `follow.ts` subscribes the channels at once, this module handles their pushes. */
export type ChannelHandlers<C extends ChannelName> = { [K in C]: (push: ChannelData<K>) => void };

/** The channels of a token's info (`follow.ts` `followTokenInfo`). */
export type TokenInfoChannel = 'tokenPriceChange' | 'tokenInfoChange' | 'tokenStatsChange' | 'spotPipTokenInfo';

/**
 * A token's info kept live: price, info, stats and token-view (spot.pip.tokeninfo) pushes into
 * `queryKeys.tokenInfo(chain, address)`, each channel with its own ordering (`channelWriter`).
 */
export function tokenInfoHandlers(client: QueryClient, chain: ChainKey, address: string): ChannelHandlers<TokenInfoChannel> {
  const writer = cacheWriterFor(client);
  const key = queryKeys.tokenInfo(chain, address);
  return {
    tokenPriceChange: channelWriter(writer, key, tokenPriceReducer),
    tokenInfoChange: channelWriter(writer, key, tokenInfoChangeReducer),
    tokenStatsChange: channelWriter(writer, key, tokenStatsReducer),
    spotPipTokenInfo: channelWriter(writer, key, pipTokenInfoReducer),
  };
}

/** The signed-in user's private channels (`follow.ts` `followUserOrders`). */
export type UserOrderChannel = 'spotMyOrders' | 'orderNotification' | 'holdsChange' | 'walletBalanceChange';

/**
 * The signed-in user's orders and positions kept fresh in the one cache:
 * - `spot.myorders` (an order created, triggered or cancelled) refetches the open-order lists;
 * - `order_notification` of a successful order refetches everything an order changes;
 * - `holds_change` writes the position's new figures into every cached positions list
 *   (`holdsReducer`, through the per-frame writer);
 * - `wallet_balance_change` writes the balance into every cached assets list (`walletBalanceReducer`).
 */
export function userOrderHandlers(client: QueryClient): ChannelHandlers<UserOrderChannel> {
  const writer = cacheWriterFor(client);
  return {
    spotMyOrders: () => refreshOpenOrders(client),
    orderNotification: (push) => {
      if (push.errorCode === 0) refreshAfterOrder(client);
    },
    holdsChange: (push) => {
      for (const query of client.getQueryCache().findAll({ queryKey: queryKeys.endpoint('holdsList') })) {
        writer.write<{ list: Position[] }>(query.queryKey, (state) => holdsReducer.applyUpdate(state, push));
      }
    },
    walletBalanceChange: (push) => {
      for (const query of client.getQueryCache().findAll({ queryKey: queryKeys.endpoint('balanceList') })) {
        writer.write<{ list: Asset[] }>(query.queryKey, (state) => walletBalanceReducer.applyUpdate(state, push));
      }
    },
  };
}

/**
 * The realtime bindings of the cache, from the package's start, all one way (`onFirstPush`): a
 * follow subscribes its channels at once and returns its unfollow; `live.ts` (the throttled writer
 * and the channel reducers, a chunk of its own) loads with the follow's first push. Pushes arrive
 * only once the host's realtime client is up (after the page's first answer), so no page's first
 * render fetches it, and a follow whose channels stay quiet never does.
 */
import type { QueryClient } from '@tanstack/query-core';
import type { QueryKey } from '@tanstack/query-core';
import { queryKeys } from '@nova/shared-contracts';
import type { ChainKey, ChannelData, ChannelName, ChannelParams, ChannelReducer } from '@nova/shared-contracts';
import type { RealtimeClient } from '@nova/shared-contracts';
import { moduleLoader } from '../moduleLoader';
import type { ChannelHandlers } from './live';

/** The live bindings' module (`platform-live`). */
const live = moduleLoader(() => import(/* webpackChunkName: "platform-live" */ './live'));

/** The first retry's delay after a failed load; each next one doubles, up to `RETRY_MAX_MS`. */
export const RETRY_FIRST_MS = 1_000;
export const RETRY_MAX_MS = 30_000;

/**
 * Runs `start` with the loaded module unless stopped first, and returns the stop. A load that fails
 * (a chunk that did not arrive) is reported and retried while the caller still follows, 1 s, 2 s,
 * 4 s… apart (30 s at most): the token info cache entry is kept fresh by these pushes alone.
 */
export function whenLoaded<M>(load: () => Promise<M>, start: (module: M) => void): () => void {
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const attempt = (delay: number) => {
    load().then(
      (module) => {
        if (!stopped) start(module);
      },
      (error: unknown) => {
        if (stopped) return;
        console.warn(`[platform] the realtime cache bindings did not load; retrying in ${delay / 1000} s`, error);
        retry = setTimeout(() => attempt(Math.min(delay * 2, RETRY_MAX_MS)), delay);
      },
    );
  };
  attempt(RETRY_FIRST_MS);
  return () => {
    stopped = true;
    clearTimeout(retry);
  };
}

/** Pushes held while the module loads, per follow, at most this many (the newest kept). */
export const QUEUE_MAX = 1_000;

/** The channels of one follow and the params of each. */
export type FollowedChannels<C extends ChannelName> = { [K in C]: ChannelParams<K> };

/**
 * Subscribes each of `channels` at once and loads the module (`load`) with the first push of any:
 * a page's first render never waits for it. Pushes before the module are held in one queue, in the
 * order they came (several channels of a follow may write one key: a token's price comes by three),
 * and handed to `handlersOf(module)` in that order once it is in; later ones go straight through. A
 * failed load is retried (`whenLoaded`) while subscribed. Returns the unsubscribe of all.
 */
export function onFirstPush<M, C extends ChannelName>(load: () => Promise<M>, realtime: RealtimeClient, channels: FollowedChannels<C>, handlersOf: (module: M) => ChannelHandlers<C>): () => void {
  let handlers: Record<string, (push: unknown) => void> | null = null;
  let queued: Array<[channel: C, push: unknown]> = [];
  let stopLoad: (() => void) | undefined;
  const unsubscribes = (Object.keys(channels) as C[]).map((channel) =>
    realtime.subscribe<C>(channel, channels[channel], (push) => {
      if (handlers) return handlers[channel]!(push);
      queued.push([channel, push]);
      if (queued.length > QUEUE_MAX) queued.shift();
      stopLoad ??= whenLoaded(load, (module) => {
        const loaded = handlersOf(module) as Record<string, (push: unknown) => void>;
        for (const [held, push] of queued) loaded[held]!(push);
        queued = [];
        handlers = loaded;
      });
    }),
  );
  return () => {
    stopLoad?.();
    queued = [];
    for (const unsubscribe of unsubscribes) unsubscribe();
  };
}

/** Keeps a token's info live: price, info, stats and token-view pushes into `queryKeys.tokenInfo(chain, address)` (`live.ts` `tokenInfoHandlers`). Returns the unfollow. */
export function followTokenInfo(realtime: RealtimeClient, client: QueryClient, chain: ChainKey, address: string): () => void {
  const params = { chain, address };
  return onFirstPush(live.load, realtime, { tokenPriceChange: params, tokenInfoChange: params, tokenStatsChange: params, spotPipTokenInfo: params }, (m) => m.tokenInfoHandlers(client, chain, address));
}

const orderFollowers = new WeakMap<QueryClient, { count: number; stop: () => void }>();

/**
 * Keeps the signed-in user's orders and positions fresh in the one cache by realtime while anyone
 * follows: one subscription per channel and cache, however many screens follow (`live.ts`
 * `userOrderHandlers`). The private channels need a session: follow only while signed in. Returns
 * the unfollow.
 */
export function followUserOrders(realtime: RealtimeClient, client: QueryClient): () => void {
  let entry = orderFollowers.get(client);
  if (!entry) {
    const stop = onFirstPush(live.load, realtime, { spotMyOrders: {}, orderNotification: {}, holdsChange: {}, walletBalanceChange: {} }, (m) => m.userOrderHandlers(client));
    entry = { count: 0, stop };
    orderFollowers.set(client, entry);
  }
  const followed = entry;
  followed.count += 1;
  let done = false;
  return () => {
    if (done) return;
    done = true;
    followed.count -= 1;
    if (followed.count === 0) {
      followed.stop();
      orderFollowers.delete(client);
    }
  };
}

/** Writes `channel`'s pushes through `reducer` into `key`, per frame (see `live.ts` `channelWriter`). Returns the unbind. */
export function bindChannel<C extends ChannelName, S>(realtime: RealtimeClient, client: QueryClient, channel: C, params: ChannelParams<C>, key: QueryKey, reducer: ChannelReducer<S, ChannelData<C>>): () => void {
  return onFirstPush(live.load, realtime, { [channel]: params } as FollowedChannels<C>, (m) => ({ [channel]: m.channelWriter(m.cacheWriterFor(client), key, reducer) }) as ChannelHandlers<C>);
}

/** The latest push is the state (`queryKeys.pushed` entries). */
const latest: ChannelReducer<unknown, unknown> = { applyUpdate: (state, push) => (Object.is(state, push) ? state : push) };

/** Keeps `queryKeys.pushed(channel, params)` filled with the channel's latest push. Returns the unfollow. */
export function followPushed<C extends ChannelName>(realtime: RealtimeClient, client: QueryClient, channel: C, params: ChannelParams<C>): () => void {
  return bindChannel(realtime, client, channel, params, queryKeys.pushed(channel, params), latest as ChannelReducer<ChannelData<C>, ChannelData<C>>);
}

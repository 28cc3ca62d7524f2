/**
 * The realtime bindings of the cache, from the package's start: `followTokenInfo` and
 * `followUserOrders` return their unfollow at once and bind the channels once `live.ts` (the
 * throttled writer, the bindings and the channel reducers) has loaded. That module is a chunk of its
 * own, loaded with the first follow (a token page, the signed-in user's orders), so the first
 * screen of /markets does not fetch it.
 */
import type { QueryClient } from '@tanstack/query-core';
import type { QueryKey } from '@tanstack/query-core';
import { queryKeys } from '@nova/shared-contracts';
import type { ChainKey, ChannelData, ChannelName, ChannelParams, ChannelReducer } from '@nova/shared-contracts';
import type { RealtimeClient } from '@nova/shared-contracts';
import type * as LiveModule from './live';

type Live = typeof LiveModule;

let live: Promise<Live> | null = null;

/** The live bindings' module; a failed load is forgotten, so the next attempt imports again. */
function loadLive(): Promise<Live> {
  live ??= import(/* webpackChunkName: "platform-live" */ './live').catch((error: unknown) => {
    live = null;
    throw error;
  });
  return live;
}

/** The first retry's delay after a failed load; each next one doubles, up to `RETRY_MAX_MS`. */
export const RETRY_FIRST_MS = 1_000;
export const RETRY_MAX_MS = 30_000;

/**
 * Runs `start` with the loaded module unless stopped first, and returns the stop. A load that fails
 * (a chunk that did not arrive) is reported and retried while the caller still follows, 1 s, 2 s,
 * 4 s… apart (30 s at most): the token info cache entry is kept fresh by these pushes alone.
 */
export function whenLoaded<M>(load: () => Promise<M>, start: (module: M) => () => void): () => void {
  let stop: (() => void) | null = null;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const attempt = (delay: number) => {
    load().then(
      (module) => {
        if (!stopped) stop = start(module);
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
    stop?.();
    stop = null;
  };
}

/** Keeps a token's info live: price, info and stats pushes into `queryKeys.tokenInfo(chain, address)`. Returns the unfollow. */
export function followTokenInfo(realtime: RealtimeClient, client: QueryClient, chain: ChainKey, address: string): () => void {
  return whenLoaded(loadLive, (m) => m.followTokenInfo(realtime, client, chain, address));
}

/**
 * Keeps the signed-in user's orders and positions fresh in the one cache by realtime while anyone
 * follows (one subscription per cache): see `live.ts`. The private channels need a session: follow
 * only while signed in. Returns the unfollow.
 */
export function followUserOrders(realtime: RealtimeClient, client: QueryClient): () => void {
  return whenLoaded(loadLive, (m) => m.followUserOrders(realtime, client));
}

/** Pushes held while the live module loads, at most this many (the newest kept). */
export const QUEUE_MAX = 1_000;

/**
 * Subscribes at once and loads the live module with the first push: pushes arrive only once the
 * host's realtime client is up (after the page's first answer), so a page's first render never
 * waits for the writer. Pushes before the module are queued and written in order once it is in; a
 * failed load is retried (as `whenLoaded`) while subscribed.
 */
function onFirstPush<C extends ChannelName>(realtime: RealtimeClient, channel: C, params: ChannelParams<C>, handlerOf: (module: Live) => (push: ChannelData<C>) => void): () => void {
  let handler: ((push: ChannelData<C>) => void) | null = null;
  let queued: Array<ChannelData<C>> = [];
  let stopLoad: (() => void) | null = null;
  const unsubscribe = realtime.subscribe(channel, params, (push) => {
    if (handler) return handler(push);
    queued.push(push);
    if (queued.length > QUEUE_MAX) queued.shift();
    stopLoad ??= whenLoaded(loadLive, (module) => {
      handler = handlerOf(module);
      for (const held of queued) handler(held);
      queued = [];
      return () => undefined;
    });
  });
  return () => {
    stopLoad?.();
    queued = [];
    unsubscribe();
  };
}

/** Writes `channel`'s pushes through `reducer` into `key`, per frame (see `live.ts` `channelWriter`). Returns the unbind. */
export function bindChannel<C extends ChannelName, S>(realtime: RealtimeClient, client: QueryClient, channel: C, params: ChannelParams<C>, key: QueryKey, reducer: ChannelReducer<S, ChannelData<C>>): () => void {
  return onFirstPush(realtime, channel, params, (m) => m.channelWriter(m.cacheWriterFor(client), key, reducer));
}

/** The latest push is the state (`queryKeys.pushed` entries). */
const latest: ChannelReducer<unknown, unknown> = { applyUpdate: (state, push) => (Object.is(state, push) ? state : push) };

/** Keeps `queryKeys.pushed(channel, params)` filled with the channel's latest push. Returns the unfollow. */
export function followPushed<C extends ChannelName>(realtime: RealtimeClient, client: QueryClient, channel: C, params: ChannelParams<C>): () => void {
  return bindChannel(realtime, client, channel, params, queryKeys.pushed(channel, params), latest as ChannelReducer<ChannelData<C>, ChannelData<C>>);
}

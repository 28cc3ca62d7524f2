/**
 * The realtime bindings of the cache, from the package's start: `followTokenInfo` and
 * `followUserOrders` return their unfollow at once and bind the channels once `live.ts` (the
 * throttled writer, the bindings and the channel reducers) has loaded. That module is a chunk of its
 * own, loaded with the first follow (a token page, the signed-in user's orders), so the first
 * screen of /markets does not fetch it.
 */
import type { QueryClient } from '@tanstack/query-core';
import type { QueryKey } from '@tanstack/query-core';
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

/** Writes `channel`'s pushes through `reducer` into `key`, per frame (see `live.ts` `bindChannel`). Returns the unbind. */
export function bindChannel<C extends ChannelName, S>(realtime: RealtimeClient, client: QueryClient, channel: C, params: ChannelParams<C>, key: QueryKey, reducer: ChannelReducer<S, ChannelData<C>>): () => void {
  return whenLoaded(loadLive, (m) => m.bindChannel(realtime, m.cacheWriterFor(client), channel, params, key, reducer));
}

/** Keeps `queryKeys.pushed(channel, params)` filled with the channel's latest push. Returns the unfollow. */
export function followPushed<C extends ChannelName>(realtime: RealtimeClient, client: QueryClient, channel: C, params: ChannelParams<C>): () => void {
  return whenLoaded(loadLive, (m) => m.followPushed(realtime, client, channel, params));
}

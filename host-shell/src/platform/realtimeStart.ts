import type { Query, QueryCache } from '@tanstack/query-core';
import type { ChannelName } from '@nova/shared-contracts';
import { whenIdle } from '@nova/shared-ui';

/** A page that asks the API nothing still connects this long after start. */
export const REALTIME_FALLBACK_MS = 2_000;
/** The longest the load waits for an idle moment once the first answer has painted. */
export const REALTIME_IDLE_TIMEOUT_MS = 500;
/** Runs `task` after the next animation frame, at the next idle moment (short timeout); returns a cancel. */
export function afterFrameAndIdle(task: () => void, idleTimeoutMs = REALTIME_IDLE_TIMEOUT_MS): () => void {
  let cancel: () => void;
  // No requestIdleCallback (Safari): the task right after the frame's paint.
  const idle = () => {
    cancel = whenIdle(task, { timeoutMs: idleTimeoutMs, fallbackMs: 0 });
  };
  if (typeof requestAnimationFrame === 'function') {
    const id = requestAnimationFrame(idle);
    cancel = () => cancelAnimationFrame(id);
  } else {
    const id = setTimeout(idle, 16);
    cancel = () => clearTimeout(id);
  }
  return () => cancel();
}

export interface RealtimeStartOptions {
  /** The one query cache (`services.query.getQueryCache()`). */
  cache: Pick<QueryCache, 'subscribe' | 'getAll'>;
  /** Loads the realtime client (idempotent: `LazyRealtime.load`). Called once by this trigger. */
  load: () => void;
  /** Whether a channel's pushes are whole state (`isSnapshotChannel` of platform-core). */
  isSnapshotChannel: (channel: ChannelName) => boolean;
  fallbackMs?: number;
  /** How "after the answer has painted" is waited for (`afterFrameAndIdle` by default). */
  afterPaint?: (task: () => void) => () => void;
}

export interface RealtimeStart {
  /** Something needs the socket now: load at once. */
  need(): void;
  /** A realtime subscription was made before the client loaded. */
  subscribed(channel: ChannelName): void;
  /** Stop waiting (nothing is loaded by this trigger afterwards). */
  cancel(): void;
}

/**
 * When the realtime client (its own chunk, with the socket worker) loads: nothing realtime can
 * update an answer that is not there yet, so not before the first answer, and not in the way of
 * painting it. The first of:
 * - the query cache's first successful answer that something reads (an answer fetched ahead of
 *   its page counts once its reader mounts), then the next animation frame and an idle moment
 *   (its rows are on screen by then; the script request does not count against them);
 * - a subscription to a whole-state channel (`isSnapshotChannel`: token_rank, token_price_change,
 *   native_price, what /markets subscribes) while an answer is cached already (an answer this
 *   trigger did not see): the same frame-and-idle wait, since the subscriber is usually a row
 *   rendering that answer; waiting loses nothing, the next push carries the whole state;
 * - a subscription to an event channel (trades, token info, holders, holdings, orders, an order's
 *   outcome…), or `need()`: at once. Event channels send no snapshot on subscribe, so a push
 *   between the REST answer and a late subscribe would be missing for good; loaded at once, the
 *   subscription reaches the server about when the socket opened at start before;
 * - `fallbackMs` after start, or after the latest answer nothing reads yet (fetched ahead of its
 *   page, whose remote is still loading: loading the client in the middle of that remote's first
 *   render would hold it up), so a page that queries nothing, whose queries fail or whose reader
 *   never comes connects.
 */
export function startRealtimeAfterFirstAnswer(options: RealtimeStartOptions): RealtimeStart {
  const afterPaint = options.afterPaint ?? ((task: () => void) => afterFrameAndIdle(task));
  let done = false;
  let cancelWait: (() => void) | null = null;
  const stop = () => {
    done = true;
    unsubscribe();
    clearTimeout(fallback);
    cancelWait?.();
  };
  const fire = () => {
    if (done) return;
    stop();
    options.load();
  };
  const soon = () => {
    if (!done && !cancelWait) cancelWait = afterPaint(fire);
  };
  // An answer counts once something reads it: one fetched ahead of its page (`preloadRoute`) is
  // not on screen until the remote that reads it has mounted.
  const shown = (query: Query) => query.state.status === 'success' && query.getObserversCount() > 0;
  const answered = () => options.cache.getAll().some(shown);
  const fallbackMs = options.fallbackMs ?? REALTIME_FALLBACK_MS;
  let fallback = setTimeout(fire, fallbackMs);
  const unsubscribe = options.cache.subscribe((event) => {
    const success = event.type === 'updated' && event.action.type === 'success';
    if (!success && event.type !== 'observerAdded') return;
    if (shown(event.query)) soon();
    else if (success) {
      // An answer nothing reads yet: its reader is still loading, so the fallback starts again.
      clearTimeout(fallback);
      fallback = setTimeout(fire, fallbackMs);
    }
  });
  return {
    need: fire,
    subscribed(channel) {
      if (!options.isSnapshotChannel(channel)) fire();
      else if (answered()) soon();
    },
    cancel: stop,
  };
}

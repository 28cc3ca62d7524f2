import type { ChainKey, Resolution } from '@nova/shared-contracts';
import { applyTrades, clampBar, mergeBars } from './bars';
import type { Bar, TradeLike } from './bars';

/**
 * Live bar streams (spec 3 §4 "Chart data retrieval"): one per token and interval, fed by the
 * token's trade_history pushes through the bar builder, one delivery per batch of pushes (`schedule`).
 * A stream outlives its last subscriber by 60 s (switching back is instant) and caches the last
 * 5 bars, which are also the builder's state. After the socket comes back it backfills the bars
 * missed meanwhile over REST, so the chart has no gap and no duplicate.
 */
export interface StreamKey {
  chain: ChainKey;
  address: string;
  resolution: Resolution;
}

export const STREAM_RELEASE_MS = 60_000;
export const STREAM_CACHE_BARS = 5;

export interface BarStreamsDeps {
  subscribeTrades(chain: ChainKey, address: string, onTrade: (trade: TradeLike) => void): () => void;
  /** REST bars from `fromMs` to now (the backfill after a reconnect). */
  fetchSince(key: StreamKey, fromMs: number): Promise<Bar[]>;
  /** Connection states of the socket ('connected' after a drop triggers the backfill). */
  onStatus(listener: (state: string) => void): () => void;
  /** Runs `flush` once the current batch of trades is in (a microtask after the socket's per-frame delivery in the browser). */
  schedule(flush: () => void): void;
  setTimer(callback: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
  releaseMs?: number;
  cacheBars?: number;
}

type Listener = (bars: Bar[]) => void;

interface Stream {
  key: StreamKey;
  bars: Bar[];
  listeners: Set<Listener>;
  pending: TradeLike[];
  scheduled: boolean;
  release: unknown;
  unsubscribeTrades: () => void;
}

export interface BarStreams {
  /** Listen to the bars each batch of trades touched; returns the unsubscribe (released 60 s later). */
  subscribe(key: StreamKey, listener: Listener): () => void;
  /** Seeds the builder with the REST history's last bars; returns cached live bars newer than it. */
  seed(key: StreamKey, history: readonly Bar[]): Bar[];
  /** The cached last bars of a stream (at most 5). */
  cached(key: StreamKey): Bar[];
  /** Streams alive (subscribed or waiting for release). */
  size(): number;
  dispose(): void;
}

export const streamId = (key: StreamKey) => `${key.chain}:${key.address}:${key.resolution}`;

export function createBarStreams(deps: BarStreamsDeps): BarStreams {
  const releaseMs = deps.releaseMs ?? STREAM_RELEASE_MS;
  const cacheBars = deps.cacheBars ?? STREAM_CACHE_BARS;
  const streams = new Map<string, Stream>();
  let lastState: string | null = null;
  let dropped = false;

  const trim = (stream: Stream) => {
    if (stream.bars.length > cacheBars) stream.bars.splice(0, stream.bars.length - cacheBars);
  };
  const deliver = (stream: Stream, bars: Bar[]) => {
    if (bars.length === 0) return;
    for (const listener of [...stream.listeners]) listener(bars);
  };
  const flush = (stream: Stream) => {
    stream.scheduled = false;
    const trades = stream.pending.splice(0);
    if (trades.length === 0 || !streams.has(streamId(stream.key))) return;
    const touched = applyTrades(stream.bars, trades, stream.key.resolution);
    trim(stream);
    deliver(stream, touched);
  };

  const open = (key: StreamKey): Stream => {
    const stream: Stream = { key, bars: [], listeners: new Set(), pending: [], scheduled: false, release: null, unsubscribeTrades: () => undefined };
    stream.unsubscribeTrades = deps.subscribeTrades(key.chain, key.address, (trade) => {
      stream.pending.push(trade);
      if (stream.scheduled) return;
      stream.scheduled = true;
      deps.schedule(() => flush(stream));
    });
    streams.set(streamId(key), stream);
    return stream;
  };

  const backfill = (stream: Stream) => {
    const last = stream.bars[stream.bars.length - 1];
    if (!last) return;
    deps.fetchSince(stream.key, last.time * 1000).then(
      (bars) => {
        if (streams.get(streamId(stream.key)) !== stream || bars.length === 0) return;
        const merged = mergeBars(stream.bars, bars);
        stream.bars.splice(0, stream.bars.length, ...merged);
        trim(stream);
        deliver(stream, bars.filter((bar) => bar.time >= last.time).map((bar) => clampBar(bar, stream.key.resolution)));
      },
      () => undefined, // logged by the API client; the next reconnect tries again
    );
  };

  const stopStatus = deps.onStatus((state) => {
    if (state !== 'connected') {
      if (lastState === 'connected') dropped = true;
    } else if (dropped) {
      dropped = false;
      for (const stream of streams.values()) backfill(stream);
    }
    lastState = state;
  });

  // The release timer is made here, away from `subscribe`'s scope: a closure made there would
  // keep the last subscriber's listener (and its chart) alive for the 60 s of the release.
  const release = (stream: Stream) => {
    stream.release = deps.setTimer(() => {
      stream.release = null;
      if (stream.listeners.size > 0) return;
      stream.unsubscribeTrades();
      streams.delete(streamId(stream.key));
    }, releaseMs);
  };

  return {
    subscribe(key, listener) {
      const stream = streams.get(streamId(key)) ?? open(key);
      if (stream.release !== null) {
        deps.clearTimer(stream.release);
        stream.release = null;
      }
      stream.listeners.add(listener);
      // Held in an object the unsubscriber empties: after it, nothing here points at the listener.
      const held: { listener: Listener | null } = { listener };
      return () => {
        if (!held.listener) return;
        stream.listeners.delete(held.listener);
        held.listener = null;
        if (stream.listeners.size === 0) release(stream);
      };
    },
    seed(key, history) {
      const stream = streams.get(streamId(key));
      if (!stream) return [];
      const lastHistory = history[history.length - 1];
      const newer = lastHistory ? stream.bars.filter((bar) => bar.time > lastHistory.time) : [...stream.bars];
      stream.bars.splice(0, stream.bars.length, ...history.slice(-cacheBars), ...newer);
      trim(stream);
      return newer.map((bar) => clampBar(bar, key.resolution));
    },
    cached(key) {
      return [...(streams.get(streamId(key))?.bars ?? [])];
    },
    size() {
      return streams.size;
    },
    dispose() {
      stopStatus();
      for (const stream of streams.values()) {
        if (stream.release !== null) deps.clearTimer(stream.release);
        stream.unsubscribeTrades();
      }
      streams.clear();
    },
  };
}

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createBarStreams } from './streams';
import type { Bar, TradeLike } from './bars';
import type { BarStreamsDeps, StreamKey } from './streams';

const key: StreamKey = { chain: 'solana', address: 'T', resolution: '1m' };
const bar = (time: number, close: number, volume = 1): Bar => ({ time, open: close, high: close, low: close, close, volume });
const trade = (ms: number, price: number): TradeLike => ({ side: 'buy', price_usd: price, volume_usd: 10, trade_timestamp: ms });

function setup(fetchSince: BarStreamsDeps['fetchSince'] = () => Promise.resolve([])) {
  const feeds = new Map<string, (trade: TradeLike) => void>();
  const unsubscribed: string[] = [];
  let statusListener: (state: string) => void = () => undefined;
  const frames: (() => void)[] = [];
  const streams = createBarStreams({
    subscribeTrades: (chain, address, onTrade) => {
      feeds.set(`${chain}:${address}`, onTrade);
      return () => unsubscribed.push(`${chain}:${address}`);
    },
    fetchSince,
    onStatus: (listener) => {
      statusListener = listener;
      return () => undefined;
    },
    schedule: (flush) => frames.push(flush),
    setTimer: (callback, ms) => setTimeout(callback, ms),
    clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  });
  const push = (t: TradeLike) => feeds.get('solana:T')!(t);
  const frame = () => frames.splice(0).forEach((flush) => flush());
  return { streams, push, frame, unsubscribed, status: (s: string) => statusListener(s) };
}

beforeEach(() => {
  vi.useRealTimers();
});

describe('bar streams', () => {
  it('delivers every bar a frame of trades touched, once per frame', () => {
    const { streams, push, frame } = setup();
    const seen: Bar[][] = [];
    streams.subscribe(key, (bars) => seen.push(bars));
    streams.seed(key, [bar(60, 1)]);
    push(trade(110_000, 2));
    push(trade(125_000, 3));
    expect(seen).toEqual([]);
    frame();
    expect(seen.length).toBe(1);
    expect(seen[0]!.map((b) => [b.time, b.close])).toEqual([
      [60, 2],
      [120, 3],
    ]);
  });

  it('keeps 5 bars per key', () => {
    const { streams, push, frame } = setup();
    streams.subscribe(key, () => undefined);
    streams.seed(key, [bar(0, 1), bar(60, 1), bar(120, 1), bar(180, 1), bar(240, 1), bar(300, 1), bar(360, 1)]);
    expect(streams.cached(key).map((b) => b.time)).toEqual([120, 180, 240, 300, 360]);
    push(trade(500_000, 2));
    frame();
    expect(streams.cached(key).map((b) => b.time)).toEqual([240, 300, 360, 420, 480]);
  });

  it('releases the trade subscription 60 s after the last unsubscribe, and not if resubscribed in time', () => {
    vi.useFakeTimers();
    const { streams, unsubscribed } = setup();
    const stop = streams.subscribe(key, () => undefined);
    stop();
    vi.advanceTimersByTime(59_000);
    const again = streams.subscribe(key, () => undefined);
    vi.advanceTimersByTime(10_000);
    expect(unsubscribed).toEqual([]);
    again();
    vi.advanceTimersByTime(59_999);
    expect(streams.size()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(unsubscribed).toEqual(['solana:T']);
    expect(streams.size()).toBe(0);
  });

  it('returns live bars newer than the history when a chart seeds it', () => {
    const { streams, push, frame } = setup();
    streams.subscribe(key, () => undefined);
    push(trade(60_000, 1));
    push(trade(125_000, 2));
    frame();
    expect(streams.seed(key, [bar(0, 1), bar(60, 1)]).map((b) => b.time)).toEqual([120]);
  });

  it('backfills over REST after a reconnect from the last bar it holds', async () => {
    const fetchSince = vi.fn(() => Promise.resolve([bar(120, 5), bar(180, 6), bar(240, 7)]));
    const { streams, status } = setup(fetchSince);
    const seen: Bar[][] = [];
    streams.subscribe(key, (bars) => seen.push(bars));
    streams.seed(key, [bar(60, 1), bar(120, 2)]);
    status('connected');
    status('reconnecting');
    expect(fetchSince).not.toHaveBeenCalled();
    status('connected');
    expect(fetchSince).toHaveBeenCalledWith(key, 120_000);
    await vi.waitFor(() => expect(seen.length).toBe(1));
    expect(seen[0]!.map((b) => [b.time, b.close])).toEqual([
      [120, 5],
      [180, 6],
      [240, 7],
    ]);
    expect(streams.cached(key).map((b) => b.time)).toEqual([60, 120, 180, 240]);
  });
});

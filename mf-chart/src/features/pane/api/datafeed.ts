import type { ChainKey, PlatformServices, Resolution } from '@nova/shared-contracts';
import { normaliseBars } from '../model/bars';
import type { Bar } from '../model/bars';
import { firstPageKey, pageRequest, untilAborted, withKlineRetry } from '../model/history';
import type { PageRequest } from '../model/history';
import { createBarStreams } from '../model/streams';
import type { BarStreams, StreamKey } from '../model/streams';

/**
 * The chart's datafeed (spec 3 §7 "Chart datafeed operations"): history pages over REST with the
 * kline retries, and the live bar streams. One per platform (a WeakMap), so a stream survives a
 * remount for its 60 s release and the 5 cached bars are shared by every chart of the token.
 */
export interface Datafeed {
  streams: BarStreams;
  /**
   * The newest page of history: one request through the platform's cache, shared by every chart
   * asking for the same symbol and interval while it is in flight (a layout of 8 opening at once).
   */
  firstPage(symbol: SymbolRef, resolution: Resolution, signal?: AbortSignal): Promise<Bar[]>;
  /**
   * Asks for the newest page ahead of a chart (during its start delay, spec 3 §4) and follows the
   * symbol's live bars from then on: the chart's first `firstPage` for it within
   * `PRIMED_FOR_MS` takes that answer, so the chart paints once, with its bars, not empty first.
   */
  prime(symbol: SymbolRef, resolution: Resolution): void;
  /** One page of history; a non-zero code is retried 3 times 3 s apart (spec 3 §4). */
  history(symbol: SymbolRef, resolution: Resolution, request: PageRequest, signal?: AbortSignal): Promise<Bar[]>;
}

export interface SymbolRef {
  chain: ChainKey;
  address: string;
  pairAddress?: string;
}

const feeds = new WeakMap<PlatformServices, Datafeed>();
/** How long a primed page waits for its chart: the longest start delay and some. */
export const PRIMED_FOR_MS = 3_000;
const pairs = new Map<string, string>();

export function getDatafeed(platform: PlatformServices): Datafeed {
  const existing = feeds.get(platform);
  if (existing) return existing;
  const { api, realtime, query } = platform;
  const history: Datafeed['history'] = (symbol, resolution, request, signal) => {
    if (symbol.pairAddress) pairs.set(`${symbol.chain}:${symbol.address}`, symbol.pairAddress);
    return withKlineRetry(
      () =>
        api
          .call('tokenKline', { chain: symbol.chain, token_address: symbol.address, ...(symbol.pairAddress ? { pair_address: symbol.pairAddress } : {}), ...request }, signal ? { signal } : {})
          .then(normaliseBars),
      signal ? { signal } : {},
    );
  };
  const streams = createBarStreams({
    subscribeTrades: (chain, address, onTrade) => realtime.subscribe('tradeHistory', { chain, address }, onTrade),
    fetchSince: (key: StreamKey, fromMs: number) => {
      const now = Date.now();
      const request = pageRequest(key.resolution, now);
      const pairAddress = pairs.get(`${key.chain}:${key.address}`);
      return history({ chain: key.chain, address: key.address, ...(pairAddress ? { pairAddress } : {}) }, key.resolution, { ...request, start_time: Math.min(fromMs, now) });
    },
    onStatus: (listener) => {
      listener(realtime.getStatus().state);
      return realtime.onStatus((status) => listener(status.state));
    },
    // The socket's pushes come in one batch a frame (platform-core's writer): the trades of a batch are built into bars once it is delivered.
    schedule: (flush) => queueMicrotask(flush),
    setTimer: (callback, ms) => setTimeout(callback, ms),
    clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  });
  const fetchFirstPage = (symbol: SymbolRef, resolution: Resolution): Promise<Bar[]> =>
    query.fetchQuery({
      queryKey: firstPageKey(symbol, resolution),
      queryFn: () => history(symbol, resolution, pageRequest(resolution, Date.now())),
      // Never answered from the cache: shared only while in flight (the kline retries are history's).
      staleTime: 0,
      gcTime: 0,
      retry: false,
    });
  // Pages asked for ahead of their chart, by first-page key; each is taken once, or dropped when old.
  const primedKey = (symbol: SymbolRef, resolution: Resolution) => firstPageKey(symbol, resolution).join('|');
  const primed = new Map<string, { page: Promise<Bar[]>; at: number; release: () => void }>();
  const take = (key: string) => {
    const entry = primed.get(key);
    primed.delete(key);
    entry?.release();
    return entry && Date.now() - entry.at < PRIMED_FOR_MS ? entry : undefined;
  };
  const prime: Datafeed['prime'] = (symbol, resolution) => {
    const key = primedKey(symbol, resolution);
    for (const [old, entry] of primed) if (Date.now() - entry.at >= PRIMED_FOR_MS) take(old);
    if (primed.has(key)) return;
    // The live bars are followed before the page is asked for, as the chart's own load does, so no trade falls between them.
    const release = streams.subscribe({ chain: symbol.chain, address: symbol.address, resolution }, () => undefined);
    const page = fetchFirstPage(symbol, resolution);
    page.catch(() => undefined);
    primed.set(key, { page, at: Date.now(), release });
  };
  const firstPage: Datafeed['firstPage'] = (symbol, resolution, signal) => {
    const early = take(primedKey(symbol, resolution));
    if (!early) return untilAborted(fetchFirstPage(symbol, resolution), signal);
    // Its answer is handed over in a task of its own: creating the chart and setting its bars are
    // two shorter tasks, both before its first paint. Its failure is the chart's (the kline retries
    // were made).
    return untilAborted(early.page.then((bars) => new Promise<Bar[]>((resolve) => setTimeout(() => resolve(bars), 0))), signal);
  };
  const feed = { streams, history, firstPage, prime };
  feeds.set(platform, feed);
  return feed;
}

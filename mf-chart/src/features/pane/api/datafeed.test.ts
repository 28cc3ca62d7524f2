import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPlatformDouble } from '@nova/platform-double';
import { TEST_API_URL, TEST_WS_URL } from '@nova/platform-double/testing';
import { getDatafeed } from './datafeed';

/** A platform double whose kline calls wait until the test answers them. */
function setup() {
  const platform = createPlatformDouble({ apiBaseUrl: TEST_API_URL, wsUrl: TEST_WS_URL });
  const answers: ((bars: unknown) => void)[] = [];
  const call = vi.spyOn(platform.api, 'call').mockImplementation(() => new Promise((resolve) => answers.push(resolve)) as never);
  return { platform, call, answers, feed: getDatafeed(platform) };
}

const SOL = { chain: 'solana' as const, address: 'So11111111111111111111111111111111111111112' };
const KLINE = [{ time: 60_000, open: 1, high: 2, low: 0.5, close: 1.5, volume: 10 }];

describe('datafeed first page', () => {
  let close: (() => void) | undefined;
  afterEach(() => close?.());

  it('shares one request between the charts asking for the same symbol and interval at once', async () => {
    const { platform, call, answers, feed } = setup();
    close = () => platform.close();
    const first = feed.firstPage(SOL, '1m');
    const second = feed.firstPage(SOL, '1m');
    const other = feed.firstPage(SOL, '5m');
    await Promise.resolve();
    expect(call).toHaveBeenCalledTimes(2);
    answers[0]!(KLINE);
    answers[1]!([]);
    expect(await first).toEqual([{ time: 60, open: 1, high: 2, low: 0.5, close: 1.5, volume: 10 }]);
    expect(await second).toEqual(await first);
    expect(await other).toEqual([]);
    // Done: the next chart asks again (never an old page from the cache).
    const later = feed.firstPage(SOL, '1m');
    await Promise.resolve();
    expect(call).toHaveBeenCalledTimes(3);
    answers[2]!(KLINE);
    await later;
  });

  it('lets one chart stop waiting (a new symbol) while the others sharing the request get its answer', async () => {
    const { platform, call, answers, feed } = setup();
    close = () => platform.close();
    const abort = new AbortController();
    const leaving = feed.firstPage(SOL, '1m', abort.signal);
    const staying = feed.firstPage(SOL, '1m');
    abort.abort(new Error('replaced'));
    await expect(leaving).rejects.toThrow('replaced');
    await Promise.resolve();
    answers[0]!(KLINE);
    expect(await staying).toHaveLength(1);
    expect(call).toHaveBeenCalledTimes(1);
  });
});

describe('datafeed primed page', () => {
  let close: (() => void) | undefined;
  afterEach(() => {
    close?.();
    vi.useRealTimers();
  });

  it('is asked for during the start delay and taken once by the chart, which then follows the live bars', async () => {
    const { platform, call, answers, feed } = setup();
    close = () => platform.close();
    const subscribe = vi.spyOn(feed.streams, 'subscribe');
    feed.prime(SOL, '1m');
    feed.prime(SOL, '1m');
    await Promise.resolve();
    expect(call).toHaveBeenCalledTimes(1);
    // The live bars are followed before the page is asked for.
    expect(subscribe).toHaveBeenCalledTimes(1);
    answers[0]!(KLINE);
    expect(await feed.firstPage(SOL, '1m')).toEqual([{ time: 60, open: 1, high: 2, low: 0.5, close: 1.5, volume: 10 }]);
    expect(call).toHaveBeenCalledTimes(1);
    // Taken: the next chart asks again.
    const later = feed.firstPage(SOL, '1m');
    await Promise.resolve();
    expect(call).toHaveBeenCalledTimes(2);
    answers[1]!([]);
    expect(await later).toEqual([]);
  });

  it('is not taken once it is old, nor for another interval; a failed one is the chart\'s failure', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { platform, call, answers, feed } = setup();
    close = () => platform.close();
    feed.prime(SOL, '1m');
    await Promise.resolve();
    answers[0]!(KLINE);
    // Answered and done; the chart comes 3 s later.
    await new Promise((resolve) => setTimeout(resolve, 0));
    vi.setSystemTime(Date.now() + 3_000);
    const page = feed.firstPage(SOL, '1m');
    const other = feed.firstPage(SOL, '5m');
    await vi.waitFor(() => expect(call).toHaveBeenCalledTimes(3));
    answers[1]!([]);
    answers[2]!([]);
    expect(await page).toEqual([]);
    expect(await other).toEqual([]);

    // A primed page that failed (after its retries) is the chart's failure, not asked again.
    vi.spyOn(platform.api, 'call').mockImplementationOnce(() => Promise.reject(Object.assign(new Error('down'), { code: 'NETWORK' })) as never);
    feed.prime(SOL, '1h');
    await expect(feed.firstPage(SOL, '1h')).rejects.toThrow();
    expect(answers).toHaveLength(3);
  });
});

describe('datafeed live bars', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("builds a batch of the socket's trades into bars once it is delivered", async () => {
    // The browser's queueMicrotask throws "Illegal invocation" when called as another object's method.
    const realMicrotask = globalThis.queueMicrotask;
    vi.stubGlobal('queueMicrotask', function (this: unknown, callback: VoidFunction) {
      if (this !== undefined && this !== globalThis) throw new TypeError('Illegal invocation');
      realMicrotask(callback);
    });
    const { platform, feed } = setup();
    let onTrade: ((trade: unknown) => void) | undefined;
    vi.spyOn(platform.realtime, 'subscribe').mockImplementation(((_channel: string, _params: unknown, handler: (trade: unknown) => void) => {
      onTrade = handler;
      return () => undefined;
    }) as never);
    const delivered: unknown[][] = [];
    const stop = feed.streams.subscribe({ ...SOL, resolution: '1m' }, (bars) => delivered.push(bars));
    onTrade!({ trade_timestamp: 60_000, price_usd: 1.5, volume_usd: 10, side: 'buy' });
    onTrade!({ trade_timestamp: 61_000, price_usd: 1.7, volume_usd: 5, side: 'sell' });
    expect(delivered).toEqual([]);
    await Promise.resolve();
    expect(delivered).toEqual([[expect.objectContaining({ time: 60, open: 1.5, close: 1.7, high: 1.7 })]]);
    stop();
    platform.close();
  });
});

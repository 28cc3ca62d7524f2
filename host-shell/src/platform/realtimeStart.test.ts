import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/query-core';
import { isSnapshotChannel } from '@nova/platform-core';
import { REALTIME_FALLBACK_MS, REALTIME_IDLE_TIMEOUT_MS, afterFrameAndIdle, startRealtimeAfterFirstAnswer } from './realtimeStart';

/** "After paint" run by hand: the test says when the frame and the idle moment have passed. */
function manualPaint() {
  const waiting: Array<() => void> = [];
  const cancelled = vi.fn();
  return {
    afterPaint: (task: () => void) => {
      waiting.push(task);
      return cancelled;
    },
    waiting,
    cancelled,
    paint: () => waiting.splice(0).forEach((task) => task()),
  };
}

function setup() {
  vi.useFakeTimers();
  const query = new QueryClient();
  const load = vi.fn();
  const paint = manualPaint();
  const start = startRealtimeAfterFirstAnswer({ cache: query.getQueryCache(), load, afterPaint: paint.afterPaint, isSnapshotChannel });
  return { query, load, paint, start };
}

/** An answer something reads: a reader subscribed to its key (a mounted `useQuery`), then its fetch. */
async function read(query: QueryClient, key: string, queryFn: () => Promise<unknown>) {
  new QueryObserver(query, { queryKey: [key], enabled: false }).subscribe(() => undefined);
  await query.fetchQuery({ queryKey: [key], queryFn, retry: false }).catch(() => undefined);
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('when the realtime client loads', () => {
  it('after the first successful answer, once its frame and an idle moment have passed; once', async () => {
    const { query, load, paint, start } = setup();
    await read(query, 'tokenHotList', async () => ({ tokens: [] }));
    expect(load).not.toHaveBeenCalled();
    expect(paint.waiting).toHaveLength(1);
    await read(query, 'tokenNewList', async () => ({ tokens: [] }));
    expect(paint.waiting).toHaveLength(1); // one wait, however many answers
    paint.paint();
    expect(load).toHaveBeenCalledTimes(1);

    // Nothing loads it again: not the fallback, not another answer, not a need.
    await vi.advanceTimersByTimeAsync(REALTIME_FALLBACK_MS);
    await read(query, 'gas', async () => 1);
    start.need();
    start.subscribed('orderNotification');
    expect(load).toHaveBeenCalledTimes(1);
    expect(paint.waiting).toHaveLength(0);
  });

  it('not on a failed answer: a page whose first request fails connects by the fallback', async () => {
    const { query, load, paint } = setup();
    await read(query, 'tokenHotList', () => Promise.reject(new Error('500')));
    expect(paint.waiting).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(REALTIME_FALLBACK_MS - 1);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it(`${REALTIME_FALLBACK_MS} ms after start when the page asks nothing, and the paint wait is then dropped`, async () => {
    const { query, load, paint } = setup();
    await vi.advanceTimersByTimeAsync(REALTIME_FALLBACK_MS - 10);
    await read(query, 'slow', async () => 1);
    await vi.advanceTimersByTimeAsync(10);
    expect(load).toHaveBeenCalledTimes(1);
    expect(paint.cancelled).toHaveBeenCalledTimes(1);
    paint.paint();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a whole-state subscription waits for the first answer; made while one is cached, it waits only for the paint', () => {
    const { load, paint, start } = setup();
    start.subscribed('tokenRank');
    expect(paint.waiting).toHaveLength(0);
    expect(load).not.toHaveBeenCalled();

    // An answer this trigger did not see arrive (cached before it listened).
    const query = new QueryClient();
    query.setQueryData(['seeded'], 1);
    new QueryObserver(query, { queryKey: ['seeded'], enabled: false }).subscribe(() => undefined);
    const late = manualPaint();
    const lateLoad = vi.fn();
    const lateStart = startRealtimeAfterFirstAnswer({ cache: query.getQueryCache(), load: lateLoad, afterPaint: late.afterPaint, isSnapshotChannel });
    expect(late.waiting).toHaveLength(0);
    lateStart.subscribed('nativePrices');
    expect(late.waiting).toHaveLength(1);
    late.paint();
    expect(lateLoad).toHaveBeenCalledTimes(1);
  });

  it('an answer fetched ahead of its page counts once something reads it: as its reader mounts', async () => {
    const { query, load, paint, start } = setup();
    await query.prefetchQuery({ queryKey: ['tokenHotList'], queryFn: async () => ({ tokens: [] }) });
    start.subscribed('nativePrices'); // a whole-state subscription elsewhere on the page: no reader of an answer yet
    expect(paint.waiting).toHaveLength(0);

    // The list mounts over the answer already cached: no fetch, but now it is on screen.
    const observer = new QueryObserver(query, { queryKey: ['tokenHotList'], queryFn: async () => ({ tokens: [] }), staleTime: 5_000 });
    observer.subscribe(() => undefined);
    expect(observer.getCurrentResult().isFetching).toBe(false);
    expect(paint.waiting).toHaveLength(1);
    paint.paint();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it(`an answer nothing reads yet puts the ${REALTIME_FALLBACK_MS} ms fallback back: its reader is still loading`, async () => {
    const { query, load } = setup();
    await vi.advanceTimersByTimeAsync(1_500);
    await query.prefetchQuery({ queryKey: ['tokenHotList'], queryFn: async () => ({ tokens: [] }) });
    await vi.advanceTimersByTimeAsync(REALTIME_FALLBACK_MS - 1);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('at once for an event channel (no snapshot on subscribe: trades, an order’s outcome) or an explicit need', () => {
    for (const channel of ['orderNotification', 'tradeHistory'] as const) {
      const { start, load } = setup();
      start.subscribed(channel);
      expect(load).toHaveBeenCalledTimes(1);
    }
    const needed = setup();
    needed.start.need();
    expect(needed.load).toHaveBeenCalledTimes(1);
  });

  it('never after cancel()', async () => {
    const { query, load, paint, start } = setup();
    start.cancel();
    await read(query, 'a', async () => 1);
    await vi.advanceTimersByTimeAsync(REALTIME_FALLBACK_MS);
    start.need();
    expect(paint.waiting).toHaveLength(0);
    expect(load).not.toHaveBeenCalled();
  });
});

describe('after frame and idle', () => {
  it('waits for the next animation frame, then an idle callback with a short timeout', () => {
    const frames: FrameRequestCallback[] = [];
    const idles: Array<{ task: IdleRequestCallback; timeout: number | undefined }> = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('requestIdleCallback', (task: IdleRequestCallback, options?: IdleRequestOptions) => idles.push({ task, timeout: options?.timeout }));
    const task = vi.fn();
    afterFrameAndIdle(task);
    expect(frames).toHaveLength(1);
    expect(idles).toHaveLength(0);
    frames[0]!(0);
    expect(idles).toEqual([{ task: expect.any(Function), timeout: REALTIME_IDLE_TIMEOUT_MS }]);
    expect(task).not.toHaveBeenCalled();
    idles[0]!.task({ didTimeout: false, timeRemaining: () => 10 });
    expect(task).toHaveBeenCalledTimes(1);

    // Cancelled while waiting for the idle moment: that callback is cancelled.
    const cancelIdle = vi.fn();
    vi.stubGlobal('cancelIdleCallback', cancelIdle);
    const cancel = afterFrameAndIdle(vi.fn());
    frames[1]!(0);
    cancel();
    expect(cancelIdle).toHaveBeenCalledWith(2);
  });

  it('falls back to timers without requestAnimationFrame and requestIdleCallback, and can be cancelled', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', undefined);
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    afterFrameAndIdle(task);
    await vi.advanceTimersByTimeAsync(20); // a 16 ms frame's stand-in, then the task after it
    expect(task).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    const cancel = afterFrameAndIdle(cancelled);
    await vi.advanceTimersByTimeAsync(8);
    cancel();
    await vi.advanceTimersByTimeAsync(100);
    expect(cancelled).not.toHaveBeenCalled();
  });
});

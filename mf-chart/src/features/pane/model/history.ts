import { CHART } from '@nova/shared-contracts';
import type { Resolution } from '@nova/shared-contracts';
import type { Bar } from './bars';
import { periodSeconds } from '../../../shared/model/resolution';

/** One kline request (milliseconds, spec 3 §4: up to 1000 bars). */
export interface PageRequest {
  start_time: number;
  end_time: number;
  period: number;
  limit: number;
}

/** The page of `limit` bars that ends at `endMs` (the newest page ends now). */
export function pageRequest(resolution: Resolution, endMs: number, limit: number = CHART.klinePageLimit): PageRequest {
  const period = periodSeconds(resolution);
  return { start_time: Math.max(0, endMs - period * 1000 * limit), end_time: Math.max(0, endMs), period, limit };
}

/** The page just before the oldest bar we hold: it ends 1 ms before that bar opens. */
export function olderPageRequest(resolution: Resolution, oldest: Bar, limit: number = CHART.klinePageLimit): PageRequest {
  return pageRequest(resolution, oldest.time * 1000 - 1, limit);
}

/** A page shorter than the limit means the token has no older trades. */
export function isLastPage(received: number, limit: number = CHART.klinePageLimit): boolean {
  return received < limit;
}

/** Bars left of the visible range below which the next older page is asked for. */
export const LOAD_OLDER_THRESHOLD = 50;

/** Scrolled near the left edge: the visible range starts within the threshold of the first bar. */
export function wantsOlder(visibleFrom: number | null, threshold: number = LOAD_OLDER_THRESHOLD): boolean {
  return visibleFrom !== null && visibleFrom < threshold;
}

/** The error after the kline retries ran out (spec 3 §8). */
export class MaxRetriesError extends Error {
  readonly last: unknown;
  constructor(last: unknown) {
    super('Max retry attempts reached');
    this.name = 'MaxRetriesError';
    this.last = last;
  }
}

export interface RetryOptions {
  retries?: number;
  delayMs?: number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  signal?: AbortSignal;
}

const sleepFor = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/** Whether an error is a kline business error: an answer with a non-zero code (spec 3 §4). */
export function hasNonZeroCode(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'number' && code !== 0;
}

/**
 * A kline fetch with the spec's retries (§4, §8): a non-zero code is retried 3 times 3 s apart,
 * then the call fails with 'Max retry attempts reached' and no bars. Other failures (aborts,
 * invalid requests without a code) fail at once.
 */
export async function withKlineRetry<T>(fetch: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const retries = options.retries ?? CHART.klineRetries;
  const delayMs = options.delayMs ?? CHART.klineRetryDelayMs;
  const sleep = options.sleep ?? sleepFor;
  for (let attempt = 0; ; attempt++) {
    try {
      return await fetch();
    } catch (error) {
      if (options.signal?.aborted || !hasNonZeroCode(error)) throw error;
      if (attempt >= retries) throw new MaxRetriesError(error);
      await sleep(delayMs, options.signal);
    }
  }
}

/**
 * The cache key of a symbol's newest page in one interval (remote-scoped, as the platform's cache
 * asks of keys outside `queryKeys`): the charts of a layout that show the same symbol and interval
 * ask for it at once, and share the one request in flight.
 */
export function firstPageKey(symbol: { chain: string; address: string; pairAddress?: string }, resolution: string): readonly string[] {
  return ['mf_chart', 'klineFirstPage', symbol.chain, symbol.address, symbol.pairAddress ?? '', resolution];
}

/**
 * A shared request as one caller sees it: its answer, or the caller's abort reason as soon as the
 * caller's signal aborts (the request itself goes on for the others sharing it).
 */
export function untilAborted<T>(promise: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

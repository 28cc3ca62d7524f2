import { describe, expect, it, vi } from 'vitest';
import { MaxRetriesError, isLastPage, olderPageRequest, pageRequest, wantsOlder, withKlineRetry } from './history';

describe('history pages', () => {
  it('asks for the last 1000 bars of the period in milliseconds', () => {
    expect(pageRequest('1m', 10_000_000_000)).toEqual({ start_time: 10_000_000_000 - 60_000_000, end_time: 10_000_000_000, period: 60, limit: 1000 });
  });
  it('asks for the page that ends just before the oldest bar held', () => {
    const oldest = { time: 1_000_000, open: 1, high: 1, low: 1, close: 1, volume: 0 };
    expect(olderPageRequest('1s', oldest)).toEqual({ start_time: 1_000_000_000 - 1 - 1_000_000, end_time: 999_999_999, period: 1, limit: 1000 });
  });
  it('knows a short page is the last one', () => {
    expect(isLastPage(999)).toBe(true);
    expect(isLastPage(1000)).toBe(false);
  });
  it('loads older bars when the visible range starts near the first bar', () => {
    expect(wantsOlder(10)).toBe(true);
    expect(wantsOlder(-5)).toBe(true);
    expect(wantsOlder(400)).toBe(false);
    expect(wantsOlder(null)).toBe(false);
  });
});

describe('kline retries (spec 3 §4, §8)', () => {
  const businessError = Object.assign(new Error('kline store offline'), { code: 500 });

  it('retries a non-zero code 3 times 3 s apart, then fails with Max retry attempts reached', async () => {
    const sleep = vi.fn(() => Promise.resolve());
    const fetch = vi.fn(() => Promise.reject(businessError));
    const failure = withKlineRetry(fetch, { sleep });
    await expect(failure).rejects.toBeInstanceOf(MaxRetriesError);
    await expect(failure).rejects.toThrow('Max retry attempts reached');
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(sleep.mock.calls).toEqual([[3000, undefined], [3000, undefined], [3000, undefined]]);
  });

  it('returns the bars of the first attempt that succeeds', async () => {
    const fetch = vi.fn().mockRejectedValueOnce(businessError).mockResolvedValueOnce(['bar']);
    await expect(withKlineRetry(fetch, { sleep: () => Promise.resolve() })).resolves.toEqual(['bar']);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not retry failures without a code', async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError('bad request')));
    await expect(withKlineRetry(fetch, { sleep: () => Promise.resolve() })).rejects.toThrow('bad request');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

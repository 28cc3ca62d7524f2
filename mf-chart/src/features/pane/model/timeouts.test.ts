import { afterEach, describe, expect, it, vi } from 'vitest';
import { startDelay, withTimeout } from './timeouts';

afterEach(() => vi.useRealTimers());

describe('chart timeouts (spec 3 §4, §8)', () => {
  it('start after 1 s on a narrow screen and after 100 ms otherwise', () => {
    expect(startDelay(true)).toBe(1000);
    expect(startDelay(false)).toBe(100);
  });
  it('fail with the spec message when not ready in time', async () => {
    vi.useFakeTimers();
    const never = withTimeout(new Promise<never>(() => undefined), 30_000, 'Chart ready timeout');
    let failed: unknown = null;
    never.catch((error: unknown) => (failed = error));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(failed).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(failed).toEqual(new Error('Chart ready timeout'));
  });
  it('pass the value through when in time', async () => {
    await expect(withTimeout(Promise.resolve(5), 10, 'late')).resolves.toBe(5);
  });
});

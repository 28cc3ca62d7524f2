import { afterEach, describe, expect, it, vi } from 'vitest';
import { INIT_TIMEOUT_MS, READY_TIMEOUT_MS, startDelay, withTimeout } from './timeouts';

afterEach(() => vi.useRealTimers());

describe('chart timeouts (spec 3 §4, §8)', () => {
  it('start after 1 s below 768 px and after 100 ms otherwise', () => {
    expect(startDelay(390)).toBe(1000);
    expect(startDelay(767)).toBe(1000);
    expect(startDelay(768)).toBe(100);
  });
  it('fail with the spec message when not ready in time', async () => {
    vi.useFakeTimers();
    expect(READY_TIMEOUT_MS).toBe(30_000);
    expect(INIT_TIMEOUT_MS).toBe(60_000);
    const never = withTimeout(new Promise<never>(() => undefined), READY_TIMEOUT_MS, 'Chart ready timeout');
    const check = expect(never).rejects.toThrow('Chart ready timeout');
    vi.advanceTimersByTime(30_000);
    await check;
  });
  it('pass the value through when in time', async () => {
    await expect(withTimeout(Promise.resolve(5), 10, 'late')).resolves.toBe(5);
  });
});

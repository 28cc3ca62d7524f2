import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countdownLeft, startPerpNotification } from './notification';

describe('perp notification', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts down every second and closes itself after 300 s', () => {
    const toast = { show: vi.fn(() => 't1'), update: vi.fn(), dismiss: vi.fn() };
    startPerpNotification(toast, (s) => `left ${s}`);
    expect(toast.show).toHaveBeenCalledWith({ kind: 'loading', message: 'left 300' });
    vi.advanceTimersByTime(1000);
    expect(toast.update).toHaveBeenLastCalledWith('t1', { kind: 'loading', message: 'left 299' });
    vi.advanceTimersByTime(298_000);
    expect(toast.update).toHaveBeenLastCalledWith('t1', { kind: 'loading', message: 'left 1' });
    expect(toast.dismiss).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(toast.dismiss).toHaveBeenCalledWith('t1');
    vi.advanceTimersByTime(5000);
    expect(toast.update).toHaveBeenCalledTimes(299);
  });

  it('counts whole seconds down from 300 and stays at 0', () => {
    expect(countdownLeft(0, 0)).toBe(300);
    expect(countdownLeft(0, 1999)).toBe(299);
    expect(countdownLeft(0, 300_000)).toBe(0);
    expect(countdownLeft(0, 400_000)).toBe(0);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAlertBatcher } from './alerts';

const alert = (txHash: string) => ({ txHash });

describe('createAlertBatcher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the alerts of 100 ms in one batch', () => {
    const show = vi.fn();
    const alerts = createAlertBatcher(show, true);
    alerts.push(alert('a'));
    vi.advanceTimersByTime(50);
    alerts.push(alert('b'));
    vi.advanceTimersByTime(49);
    expect(show).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(show).toHaveBeenCalledWith([alert('a'), alert('b')]);
    alerts.push(alert('c'));
    vi.advanceTimersByTime(100);
    expect(show).toHaveBeenLastCalledWith([alert('c')]);
  });

  it('shows a transaction once', () => {
    const show = vi.fn();
    const alerts = createAlertBatcher(show, true);
    alerts.push(alert('a'));
    alerts.push(alert('a'));
    vi.advanceTimersByTime(100);
    alerts.push(alert('a'));
    vi.advanceTimersByTime(100);
    expect(show).toHaveBeenCalledTimes(1);
    expect(show).toHaveBeenCalledWith([alert('a')]);
  });

  it('forgets hashes beyond the 100 newest', () => {
    const show = vi.fn();
    const alerts = createAlertBatcher(show, true);
    for (let i = 0; i <= 100; i++) alerts.push(alert(`t${i}`));
    alerts.push(alert('t0'));
    alerts.push(alert('t100'));
    vi.advanceTimersByTime(100);
    const batch = show.mock.calls[0]![0] as Array<{ txHash: string }>;
    expect(batch).toHaveLength(102);
    expect(batch.at(-1)).toEqual(alert('t0'));
  });

  it('drops alerts while the page is hidden, and the pending batch when it comes back', () => {
    const show = vi.fn();
    const alerts = createAlertBatcher(show, true);
    alerts.push(alert('a'));
    alerts.setVisible(false);
    alerts.push(alert('b'));
    vi.advanceTimersByTime(500);
    expect(show).not.toHaveBeenCalled();
    alerts.setVisible(true);
    alerts.push(alert('c'));
    vi.advanceTimersByTime(100);
    expect(show).toHaveBeenCalledWith([alert('c')]);
  });
});

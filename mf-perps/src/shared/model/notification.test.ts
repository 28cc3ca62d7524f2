import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAYOUT_RESULT_MS, countdownLeft, startDepositNotification, startPayoutNotification } from './notification';
import type { PayoutState } from './notification';

describe('perp notification', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a deposit already in the perp account says credited at once, with no countdown', async () => {
    const toast = { show: vi.fn(() => 't1'), update: vi.fn(), dismiss: vi.fn() };
    await startDepositNotification(toast, { pending: (s) => `pending ${s}`, credited: 'credited', isCredited: async () => true });
    expect(toast.show).toHaveBeenCalledTimes(1);
    expect(toast.show).toHaveBeenCalledWith({ kind: 'success', message: 'credited', durationMs: PAYOUT_RESULT_MS });
    vi.advanceTimersByTime(10_000);
    expect(toast.update).not.toHaveBeenCalled();
  });

  it('a deposit not yet credited counts down while pending and says credited once the account shows it', async () => {
    const toast = { show: vi.fn(() => 't1'), update: vi.fn(), dismiss: vi.fn() };
    let credited = false;
    await startDepositNotification(toast, { pending: (s) => `pending ${s}`, credited: 'credited', isCredited: async () => credited });
    expect(toast.show).toHaveBeenCalledWith({ kind: 'loading', message: 'pending 300' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(toast.update).toHaveBeenLastCalledWith('t1', { kind: 'loading', message: 'pending 298' });
    credited = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(toast.update).toHaveBeenLastCalledWith('t1', { kind: 'success', message: 'credited', durationMs: PAYOUT_RESULT_MS });
    const calls = toast.update.mock.calls.length;
    await vi.advanceTimersByTimeAsync(5000);
    expect(toast.update).toHaveBeenCalledTimes(calls);
  });

  it('counts whole seconds down from 300 and stays at 0', () => {
    expect(countdownLeft(0, 0)).toBe(300);
    expect(countdownLeft(0, 1999)).toBe(299);
    expect(countdownLeft(0, 300_000)).toBe(0);
    expect(countdownLeft(0, 400_000)).toBe(0);
  });
});

describe('payout notification', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const notice = (status: () => Promise<PayoutState>) => ({ pending: (s: number) => `pending ${s}`, paid: 'paid', failed: 'failed', href: 'http://sim.test/tx/bsc/0xab', status });

  it('stays pending with the countdown until the payout is mined, then links its transaction', async () => {
    const toast = { show: vi.fn(() => 't1'), update: vi.fn(), dismiss: vi.fn() };
    let state: PayoutState = 'pending';
    const status = vi.fn(async () => state);
    startPayoutNotification(toast, notice(status));
    expect(toast.show).toHaveBeenCalledWith({ kind: 'loading', message: 'pending 300' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(toast.update).toHaveBeenLastCalledWith('t1', { kind: 'loading', message: 'pending 298' });
    state = 'success';
    await vi.advanceTimersByTimeAsync(1000);
    expect(toast.update).toHaveBeenLastCalledWith('t1', { kind: 'success', message: 'paid', href: 'http://sim.test/tx/bsc/0xab', durationMs: PAYOUT_RESULT_MS });
    const asked = status.mock.calls.length;
    await vi.advanceTimersByTimeAsync(5000);
    expect(status).toHaveBeenCalledTimes(asked);
    expect(toast.dismiss).not.toHaveBeenCalled();
  });

  it('says so when the payout reverted, and counts a failed read as pending', async () => {
    const toast = { show: vi.fn(() => 't2'), update: vi.fn(), dismiss: vi.fn() };
    const status = vi.fn<() => Promise<PayoutState>>().mockRejectedValueOnce(new Error('rpc down')).mockResolvedValue('failed');
    startPayoutNotification(toast, notice(status));
    await vi.advanceTimersByTimeAsync(0);
    expect(toast.update).toHaveBeenLastCalledWith('t2', { kind: 'loading', message: 'pending 300' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(toast.update).toHaveBeenLastCalledWith('t2', { kind: 'error', message: 'failed', href: 'http://sim.test/tx/bsc/0xab', durationMs: PAYOUT_RESULT_MS });
  });

  it('closes itself after 300 s of a payout still pending', async () => {
    const toast = { show: vi.fn(() => 't3'), update: vi.fn(), dismiss: vi.fn() };
    startPayoutNotification(toast, notice(async () => 'pending'));
    await vi.advanceTimersByTimeAsync(299_000);
    expect(toast.dismiss).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(toast.dismiss).toHaveBeenCalledWith('t3');
  });
});

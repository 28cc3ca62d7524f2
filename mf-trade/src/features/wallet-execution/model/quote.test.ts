import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPoller, shouldPollQuote } from './quote';
import type { QuoteConditions } from './quote';

const base: QuoteConditions = { orderType: 'market', chain: 'solana', side: 'buy', baseToken: 'T', wallet: 'W', amount: '0.1', walletLogin: true };

describe('quote polling conditions (spec 1 §4)', () => {
  it('polls a wallet market order with token, wallet and a valid amount', () => expect(shouldPollQuote(base)).toBe(true));
  it('not for custodial logins, limit orders, no token or no wallet', () => {
    expect(shouldPollQuote({ ...base, walletLogin: false })).toBe(false);
    expect(shouldPollQuote({ ...base, orderType: 'limit' })).toBe(false);
    expect(shouldPollQuote({ ...base, baseToken: '' })).toBe(false);
    expect(shouldPollQuote({ ...base, wallet: '' })).toBe(false);
  });
  it('not for an empty, zero or dot-ended amount', () => {
    for (const amount of ['', '0', '0.00', '1.']) expect(shouldPollQuote({ ...base, amount })).toBe(false);
  });
  it('not for a gatelayer buy below 0.01 GT (a sell is fine)', () => {
    expect(shouldPollQuote({ ...base, chain: 'gatelayer', amount: '0.009' })).toBe(false);
    expect(shouldPollQuote({ ...base, chain: 'gatelayer', amount: '0.01' })).toBe(true);
    expect(shouldPollQuote({ ...base, chain: 'gatelayer', side: 'sell', amount: '0.001' })).toBe(true);
  });
});

describe('poller (fake timers)', () => {
  afterEach(() => vi.useRealTimers());

  it('runs at once, then every second after the answer, and restarts on a change', async () => {
    vi.useFakeTimers();
    const cycles: number[] = [];
    const poller = createPoller(async (cycle) => {
      cycles.push(cycle);
    });
    poller.restart();
    await vi.advanceTimersByTimeAsync(0);
    expect(cycles).toEqual([1]);
    await vi.advanceTimersByTimeAsync(999);
    expect(cycles).toEqual([1]);
    await vi.advanceTimersByTimeAsync(1);
    expect(cycles).toEqual([1, 1]);
    poller.restart();
    await vi.advanceTimersByTimeAsync(0);
    expect(cycles).toEqual([1, 1, 2]);
    await vi.advanceTimersByTimeAsync(3000);
    expect(cycles).toEqual([1, 1, 2, 2, 2, 2]);
    poller.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(cycles).toHaveLength(6);
  });

  it('waits for a slow answer before the next call', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const poller = createPoller(() => {
      calls++;
      return new Promise((resolve) => setTimeout(resolve, 2500));
    });
    poller.restart();
    await vi.advanceTimersByTimeAsync(3000);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(600);
    expect(calls).toBe(2);
    poller.stop();
  });
});

describe('approve', () => {
  it('encodes approve(spender, max) for a quote that needs approval', async () => {
    const { approveTransaction } = await import('./approve');
    expect(approveTransaction({ need_approved: 1, approve_address: '0x000000000000000000000000000000000000A11e', from_token: '0xTOKEN' }, 8453)).toEqual({
      to: '0xTOKEN',
      data: `0x095ea7b3${'0'.repeat(24)}000000000000000000000000000000000000a11e${'f'.repeat(64)}`,
      value: '0',
      chainId: 8453,
    });
    expect(approveTransaction({ need_approved: 0, approve_address: '0x000000000000000000000000000000000000a11e', from_token: '0xTOKEN' }, 8453)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { shouldPollQuote } from './quote';
import type { QuoteConditions } from './quote';

const base: QuoteConditions = { orderType: 'market', baseToken: 'T', wallet: 'W', amount: '0.1', walletLogin: true, formErrors: [] };

describe('quote polling conditions (spec 1 §4)', () => {
  it('polls a wallet market order with token, wallet and a valid amount', () => expect(shouldPollQuote(base)).toBe(true));
  it('not for custodial logins, limit orders, no token or no wallet', () => {
    expect(shouldPollQuote({ ...base, walletLogin: false })).toBe(false);
    expect(shouldPollQuote({ ...base, orderType: 'limit' })).toBe(false);
    expect(shouldPollQuote({ ...base, baseToken: '' })).toBe(false);
    expect(shouldPollQuote({ ...base, wallet: '' })).toBe(false);
  });
  it('not for an empty, zero, dot-ended or malformed amount', () => {
    for (const amount of ['', '0', '0.00', '1.', '1..2']) expect(shouldPollQuote({ ...base, amount })).toBe(false);
  });
  it('not while the form shows an error', () => {
    expect(shouldPollQuote({ ...base, formErrors: [{ key: 'market-exceed', level: 'error' }] })).toBe(false);
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

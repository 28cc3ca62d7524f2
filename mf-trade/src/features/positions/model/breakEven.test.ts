import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { BREAK_EVEN_PRICE_MAX_AGE_MS, breakEvenAmount, breakEvenSell, breakEvenState } from './breakEven';

const position = { balance: '1000', buy_avg_price: '0.01', profile: '0', is_break_even: false };

describe('break-even sell (spec 1 §4)', () => {
  it('sells 1.05 x the tokens that recover the cost at the current price', () => {
    // cost 10 USD at 0.02 -> 500 tokens, x 1.05 = 525
    expect(breakEvenAmount(position, '0.02', 6).toFixed()).toBe('525');
  });
  it('is capped at the balance when the price fell', () => expect(breakEvenAmount(position, '0.005', 6).toFixed()).toBe('1000'));
  it('is zero for a position already at break-even', () => {
    expect(breakEvenAmount(position, '0.02', 6).gt(0)).toBe(true);
    expect(breakEvenAmount({ ...position, is_break_even: true }, '0.02', 6).toFixed()).toBe('0');
  });
  it('is zero without a price', () => expect(breakEvenAmount(position, '0', 6).toFixed()).toBe('0'));
  it('a realised gain already recovered part of the cost', () => expect(breakEvenAmount({ ...position, profile: '4' }, '0.02', 6).toFixed()).toBe('315'));
  it('floors to the token decimals', () => expect(breakEvenAmount(position, '0.03', 2).toFixed()).toBe('350'));
  it('is disabled once done or on an unsupported chain', () => {
    expect(breakEvenState({ is_break_even: true }, true, new Decimal(1))).toEqual({ enabled: false, reason: 'done' });
    expect(breakEvenState({ is_break_even: false }, false, new Decimal(1))).toEqual({ enabled: false, reason: 'unsupported' });
    expect(breakEvenState({ is_break_even: false }, true, new Decimal(0))).toEqual({ enabled: false, reason: 'nothing' });
    expect(breakEvenState({ is_break_even: false }, true, new Decimal(1))).toEqual({ enabled: true });
  });
});

describe('the break-even sell sent now: the live price, fresh', () => {
  // Bought 1000 at $0.01; the holds list still says $0.014, the live entry $0.03 (the price tripled).
  const held = { ...position, current_price: '0.014' };
  const now = 1_000_000;
  it('after the price triples it sells about a third (1.05 x 333), not the share the list price gives', () => {
    const sell = breakEvenSell(held, { priceUsd: '0.03', updatedAt: now - 1_000 }, now, 6);
    expect(sell).toEqual({ ok: true, amount: new Decimal(350) });
    // What sizing at the list's lagging price sold: 75 % of the position.
    expect(breakEvenAmount(held, held.current_price, 6).toFixed()).toBe('750');
  });
  it('refuses without a price written within the freshness window', () => {
    expect(breakEvenSell(held, null, now, 6)).toEqual({ ok: false, reason: 'stale' });
    expect(breakEvenSell(held, { priceUsd: '0.03', updatedAt: now - BREAK_EVEN_PRICE_MAX_AGE_MS - 1 }, now, 6)).toEqual({ ok: false, reason: 'stale' });
    expect(breakEvenSell(held, { priceUsd: '0', updatedAt: now }, now, 6)).toEqual({ ok: false, reason: 'stale' });
    expect(breakEvenSell(held, { priceUsd: '0.03', updatedAt: now - BREAK_EVEN_PRICE_MAX_AGE_MS }, now, 6).ok).toBe(true);
  });
  it('is refused once done', () => expect(breakEvenSell({ ...held, is_break_even: true }, { priceUsd: '0.03', updatedAt: now }, now, 6)).toEqual({ ok: false, reason: 'done' }));
});

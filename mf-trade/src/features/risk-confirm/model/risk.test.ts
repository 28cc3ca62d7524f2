import { describe, expect, it } from 'vitest';
import { needsRiskConfirm, sellCheckOf, tradeRisk } from './risk';

const safe = { is_pixiu: 0, is_open_source: 1 };
const honeypot = { is_pixiu: 1, is_open_source: 1 };
const closed = { is_pixiu: 0, is_open_source: 0 };

describe('sell check', () => {
  it('reads the round trip when there is one, whatever the flags say', () => {
    expect(sellCheckOf({ can_sell: false, reason: 'liquidity', is_open_source: true }, safe)).toEqual({ canSell: false, reason: 'liquidity', openSource: true });
    expect(sellCheckOf({ can_sell: true, is_open_source: false }, honeypot)).toEqual({ canSell: true, reason: null, openSource: false });
  });

  it('falls back to the token flags until the round trip is in, and is unknown without either', () => {
    expect(sellCheckOf(null, honeypot)).toEqual({ canSell: false, reason: 'honeypot', openSource: true });
    expect(sellCheckOf(undefined, safe)).toEqual({ canSell: true, reason: null, openSource: true });
    expect(sellCheckOf(null, undefined)).toBeUndefined();
  });
});

describe('trade risk', () => {
  it('blocks a buy of a token that cannot be sold, with the reason', () => {
    expect(tradeRisk(sellCheckOf(null, honeypot), 'buy')).toEqual({ kind: 'blocked', reason: 'honeypot' });
    expect(tradeRisk(sellCheckOf({ can_sell: false, reason: 'liquidity', is_open_source: true }, safe), 'buy')).toEqual({ kind: 'blocked', reason: 'liquidity' });
  });

  it('confirms a sell of a honeypot, and a buy or sell of a closed-source token (spec 1 §4)', () => {
    expect(tradeRisk(sellCheckOf(null, honeypot), 'sell')).toEqual({ kind: 'confirm' });
    expect(tradeRisk(sellCheckOf(null, closed), 'buy')).toEqual({ kind: 'confirm' });
    expect(tradeRisk(sellCheckOf(null, closed), 'sell')).toEqual({ kind: 'confirm' });
  });

  it('is clear for a sellable open-source token, or while nothing is known', () => {
    expect(tradeRisk(sellCheckOf(null, safe), 'buy')).toEqual({ kind: 'clear' });
    expect(tradeRisk(undefined, 'buy')).toEqual({ kind: 'clear' });
  });

  it('the flags-only confirm: a honeypot or a token that is not open source', () => {
    expect(needsRiskConfirm(honeypot)).toBe(true);
    expect(needsRiskConfirm(closed)).toBe(true);
    expect(needsRiskConfirm(safe)).toBe(false);
    expect(needsRiskConfirm(undefined)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { autoSlippage } from './slippage';

describe('Auto slippage from a price impact', () => {
  it('covers the impact with a quarter more and half a point, rounded up to 0.01 %', () => {
    expect(autoSlippage(1.58)).toEqual({ ok: true, slippage: 0.0248 });
  });
  it('half a point where the order does not move the price', () => {
    expect(autoSlippage(0)).toEqual({ ok: true, slippage: 0.005 });
    expect(autoSlippage(-1)).toEqual({ ok: true, slippage: 0.005 });
  });
  it('refuses above 20 % (an impact over 15.6 %)', () => {
    expect(autoSlippage(15.5)).toEqual({ ok: true, slippage: 0.1988 });
    expect(autoSlippage(16)).toEqual({ ok: false, impactPercent: 16 });
  });
});

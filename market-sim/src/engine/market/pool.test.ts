import { describe, expect, it } from 'vitest';
import { D } from '../money';
import { applySwap, quoteInForBaseOut, quoteSwap, spotPrice } from './pool';
import type { Pool } from './pool';

const pool = (): Pool => ({ base: new D(1_000_000), quote: new D(100), feeRate: new D('0.0025'), virtualQuote: new D(0) });

describe('constant-product pool', () => {
  it('pays out by x*y=k on the input after the fee', () => {
    const result = quoteSwap(pool(), 'buy', new D(1));
    const net = new D(1).mul(0.9975);
    expect(result.amountOut.toFixed(12)).toBe(new D(1_000_000).mul(net).div(new D(100).plus(net)).toFixed(12));
    expect(result.fee.toFixed()).toBe('0.0025');
  });

  it('never lowers k, and a buy raises the price while a sell lowers it', () => {
    const p = pool();
    const k0 = p.base.mul(p.quote);
    applySwap(p, 'buy', quoteSwap(p, 'buy', new D(5)));
    expect(p.base.mul(p.quote).gte(k0)).toBe(true);
    const afterBuy = spotPrice(p);
    expect(afterBuy.gt(new D(100).div(1_000_000))).toBe(true);
    applySwap(p, 'sell', quoteSwap(p, 'sell', new D(20_000)));
    expect(spotPrice(p).lt(afterBuy)).toBe(true);
  });

  it('has a price impact that grows with size', () => {
    const small = quoteSwap(pool(), 'buy', new D('0.1')).priceImpact;
    const large = quoteSwap(pool(), 'buy', new D(50)).priceImpact;
    expect(large.gt(small)).toBe(true);
    expect(large.gt(0.3)).toBe(true);
  });

  it('round-trips a buy into a smaller sell because of fees', () => {
    const p = pool();
    const buy = quoteSwap(p, 'buy', new D(2));
    applySwap(p, 'buy', buy);
    const sell = quoteSwap(p, 'sell', buy.amountOut);
    expect(sell.amountOut.lt(2)).toBe(true);
    expect(sell.amountOut.gt('1.98')).toBe(true);
  });

  it('inverts a buy: the quote needed for an exact output buys that output', () => {
    const needed = quoteInForBaseOut(pool(), new D(10_000));
    expect(quoteSwap(pool(), 'buy', needed).amountOut.toNumber()).toBeCloseTo(10_000, 5);
    expect(quoteInForBaseOut(pool(), new D(1_000_000)).isFinite()).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { applyBuy, applySell, breakEvenSellAmount, emptyHolding, holdingFigures } from './ledger';
import { D } from './money';

describe('average cost and PnL', () => {
  it('averages the cost of two buys', () => {
    const h = emptyHolding();
    applyBuy(h, new D(100), new D(10), 1);
    applyBuy(h, new D(100), new D(30), 2);
    const f = holdingFigures(h, new D('0.3'));
    expect(f.avgPrice.toFixed()).toBe('0.2');
    expect(f.unrealized.toFixed()).toBe('20');
    expect(f.unrealizedPercent).toBe(50);
  });

  it('realises profit against the average cost and keeps the rest at cost', () => {
    const h = emptyHolding();
    applyBuy(h, new D(200), new D(40), 1);
    const realised = applySell(h, new D(50), new D(20), 2);
    expect(realised.toFixed()).toBe('10');
    expect(h.cost.toFixed()).toBe('30');
    const f = holdingFigures(h, new D('0.1'));
    expect(f.unrealized.toFixed()).toBe('-15');
    expect(f.total.toFixed()).toBe('-5');
    expect(f.totalPercent).toBe(-12.5);
  });

  it('sells 1.05 times the tokens that recover the net cost, capped at the balance', () => {
    const h = emptyHolding();
    applyBuy(h, new D(1000), new D(100), 1);
    expect(breakEvenSellAmount(h, new D('0.5')).toFixed()).toBe('210');
    expect(breakEvenSellAmount(h, new D('0.05')).toFixed()).toBe('1000');
  });

  it('is break-even once the sells returned the buys, and then sells nothing more', () => {
    const h = emptyHolding();
    applyBuy(h, new D(1000), new D(100), 1);
    applySell(h, new D(210), new D(105), 2);
    const f = holdingFigures(h, new D('0.5'));
    expect(f.isBreakEven).toBe(true);
    expect(breakEvenSellAmount(h, new D('0.5')).isZero()).toBe(true);
  });
});

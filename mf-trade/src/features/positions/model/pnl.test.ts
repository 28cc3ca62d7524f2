import { describe, expect, it } from 'vitest';
import { positionPnl } from './pnl';

// 1000 tokens at an average cost of 0.01 (10 USD held), 2 USD realised; the server last said a
// total of 7 USD = 35 % of the 20 USD bought.
const position = { balance: '1000', buy_avg_price: '0.01', profile: '2', total_profit: '7', total_profit_percent: 35 };

describe('position PnL at the current price', () => {
  it('the price 5.8 % above the average cost is an unrealised gain of 5.8 %', () => {
    const pnl = positionPnl(position, '0.01058');
    expect(pnl.unrealised.toFixed()).toBe('0.58');
    expect(pnl.unrealisedPercent).toBe(5.8);
  });
  it('below the average cost it is a loss', () => {
    const pnl = positionPnl(position, '0.008');
    expect(pnl.unrealised.toFixed()).toBe('-2');
    expect(pnl.unrealisedPercent).toBe(-20);
  });
  it('moves with the price, not with the server figures', () => {
    expect(positionPnl({ ...position, total_profit: '-1' }, '0.02').unrealised.toFixed()).toBe('10');
    expect(positionPnl(position, '0.03').unrealised.toFixed()).toBe('20');
  });
  it('total is realised + unrealised, over what was bought (the server total over its percent)', () => {
    const pnl = positionPnl(position, '0.015');
    expect(pnl.realised.toFixed()).toBe('2');
    expect(pnl.total.toFixed()).toBe('7');
    expect(pnl.totalPercent).toBe(35);
    expect(positionPnl(position, '0.02').totalPercent).toBe(60);
  });
  it('a server percent too small to divide by: the total over the cost held', () => {
    expect(positionPnl({ ...position, total_profit: '0.01', total_profit_percent: 0.05 }, '0.02').totalPercent).toBe(120);
  });
  it('no percent without a cost', () => {
    const pnl = positionPnl({ ...position, buy_avg_price: '0', total_profit_percent: 0 }, '0.02');
    expect(pnl.unrealisedPercent).toBeNull();
    expect(pnl.totalPercent).toBeNull();
    expect(pnl.unrealised.toFixed()).toBe('20');
  });
});

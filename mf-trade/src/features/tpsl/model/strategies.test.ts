import { describe, expect, it } from 'vitest';
import { canAdd, cleanStrategyInput, readTpsl, showLoss, strategiesReducer, tpslOrders } from './strategies';
import type { Strategy } from './strategies';

const add = (list: Strategy[], kind: Strategy['type'], id: string) => strategiesReducer(list, { type: 'add', kind, id });

describe('TP/SL editor rules (spec 1 §2, §5)', () => {
  it('strips non-digits, empty is 0, leading zeros removed, capped at 100', () => {
    expect(cleanStrategyInput('0a5b0')).toBe(50);
    expect(cleanStrategyInput('')).toBe(0);
    expect(cleanStrategyInput('007')).toBe(7);
    expect(cleanStrategyInput('250')).toBe(100);
  });
  it('a stop-loss loss is stored negative and shown with a minus, 0 stays 0', () => {
    const list = strategiesReducer(add([], 'STOP_LOSS', 'a'), { type: 'field', id: 'a', field: 'loss', text: '30' });
    expect(list[0]?.loss).toBe(-30);
    expect(showLoss(-30)).toBe('-30');
    expect(strategiesReducer(list, { type: 'field', id: 'a', field: 'loss', text: '' })[0]?.loss).toBe(0);
    expect(showLoss(0)).toBe('0');
    expect(strategiesReducer(list, { type: 'field', id: 'a', field: 'loss', text: '150' })[0]?.loss).toBe(-100);
  });
  it('at most 5 rows and one 2X row', () => {
    let list: Strategy[] = [];
    list = add(list, '2XTP', '1');
    expect(canAdd(list, '2XTP')).toBe(false);
    expect(add(list, '2XTP', 'x')).toHaveLength(1);
    for (const id of ['2', '3', '4', '5']) list = add(list, 'TAKE_PROFIT', id);
    expect(list).toHaveLength(5);
    expect(add(list, 'STOP_LOSS', '6')).toHaveLength(5);
    expect(strategiesReducer(list, { type: 'remove', id: '1' })).toHaveLength(4);
  });
});

describe('orders from a fill (spec 1 §4)', () => {
  const strategies: Strategy[] = [
    { id: 'a', type: 'TAKE_PROFIT', gain: 50, loss: 0, amount: 30 },
    { id: 'b', type: 'STOP_LOSS', gain: 0, loss: -20, amount: 100 },
    { id: 'c', type: '2XTP', gain: 100, loss: 0, amount: 50 },
    { id: 'd', type: 'TAKE_PROFIT', gain: 0, loss: 0, amount: 10 },
  ];
  const orders = tpslOrders(strategies, { chain: 'solana', token: 'T', amountOut: '1000', priceUsd: '0.01', txHash: '0xh', decimals: 6, slippage: { slippage: 0.003, slippage_auto: true } });
  it('one order per active row, selling its percent of the received amount', () => {
    expect(orders.map((o) => [o.sub_order_type, o.order_data.quote_investment, o.order_data.target_price_usd, o.order_data.profit_loss_type])).toEqual([
      ['take_profit', '300', '0.015', 'TAKE_PROFIT'],
      ['stop_loss', '1000', '0.008', 'STOP_LOSS'],
      ['take_profit', '500', '0.02', '2XTP'],
    ]);
    expect(orders[0]?.order_data.buy_tx_hash).toBe('0xh');
  });
  it('each leg carries Auto slippage for the engine to size when it fires', () => {
    expect(orders.map((o) => [o.order_data.slippage, o.order_data.slippage_auto])).toEqual([[0.003, true], [0.003, true], [0.003, true]]);
  });
  it('nothing without a fill price', () => expect(tpslOrders(strategies, { chain: 'solana', token: 'T', amountOut: '0', priceUsd: '0.01', txHash: '', decimals: 6, slippage: { slippage: 0.003 } })).toEqual([]));
  it('malformed prefs fall back to the defaults', () => {
    expect(readTpsl('x')).toEqual({ enabled: { BUY: false, SELL: false }, strategies: [] });
    expect(readTpsl({ enabled: { BUY: true }, strategies: [{ id: 'a', type: 'NOPE' }] })).toEqual({ enabled: { BUY: true, SELL: false }, strategies: [] });
  });
});

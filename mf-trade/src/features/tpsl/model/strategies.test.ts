import { describe, expect, it } from 'vitest';
import { canAdd, cleanStrategyInput, isActive, readTpsl, showLoss, strategiesReducer, strategiesValid, tpslOrders, trailError } from './strategies';
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

describe('a trailing stop among the strategies (issue 34)', () => {
  const trailing = (text: string, amount = '100') => {
    let list = add([], 'TRAILING_STOP', 't');
    list = strategiesReducer(list, { type: 'field', id: 't', field: 'trail', text });
    return strategiesReducer(list, { type: 'field', id: 't', field: 'amount', text: amount });
  };
  const fill = { chain: 'solana' as const, token: 'T', amountOut: '1000', priceUsd: '0.01', txHash: '0xh', decimals: 6, slippage: { slippage: 0.003 } };

  it('is a row of its own: a distance kept as typed (digits and one dot), the share sold, no gain or loss', () => {
    const list = trailing('7.5a.2');
    expect(list).toEqual([{ id: 't', type: 'TRAILING_STOP', gain: 0, loss: 0, amount: 100, trail: '7.52' }]);
    expect(strategiesReducer(list, { type: 'field', id: 't', field: 'gain', text: '50' })).toEqual(list);
    expect(strategiesReducer(list, { type: 'field', id: 't', field: 'loss', text: '50' })).toEqual(list);
    // A take-profit has no distance.
    const tp = add([], 'TAKE_PROFIT', 'a');
    expect(strategiesReducer(tp, { type: 'field', id: 'a', field: 'trail', text: '5' })).toEqual(tp);
    expect(canAdd(add(list, 'TRAILING_STOP', 'u'), 'TRAILING_STOP')).toBe(true);
  });

  it('its distance follows the sim\'s rule: 0.1 to 50 %, at most 2 decimals; empty is no stop, not an error', () => {
    expect(trailError(trailing('10')[0]!)).toBeNull();
    expect(trailError(trailing('0.1')[0]!)).toBeNull();
    expect(trailError(trailing('50')[0]!)).toBeNull();
    expect(trailError(trailing('0.09')[0]!)).toBe('range');
    expect(trailError(trailing('50.01')[0]!)).toBe('range');
    expect(trailError(trailing('1.234')[0]!)).toBe('format');
    expect(trailError(trailing('.')[0]!)).toBe('format');
    expect(trailError(trailing('')[0]!)).toBeNull();
    expect(isActive(trailing('')[0]!)).toBe(false);
    expect(isActive(trailing('10', '0')[0]!)).toBe(false);
    expect(isActive(trailing('60')[0]!)).toBe(false);
    expect(isActive(trailing('10')[0]!)).toBe(true);
  });

  it('a wrong distance holds the buy; an empty one or none does not', () => {
    expect(strategiesValid(trailing('60'))).toBe(false);
    expect(strategiesValid(trailing('1.234'))).toBe(false);
    expect(strategiesValid(trailing(''))).toBe(true);
    expect(strategiesValid(trailing('12.5'))).toBe(true);
    expect(strategiesValid(add([], 'TAKE_PROFIT', 'a'))).toBe(true);
  });

  it('after the fill it is a trailing_stop sell of its share, with its distance, beside the take-profit', () => {
    const strategies = [...trailing('12.5', '60'), { id: 'a', type: 'TAKE_PROFIT' as const, gain: 100, loss: 0, amount: 100 }];
    const orders = tpslOrders(strategies, { ...fill, wallet: 'W' });
    expect(orders).toEqual([
      { base_token: 'T', chain: 'solana', sub_order_type: 'trailing_stop', wallet_address: 'W', order_data: { quote_investment: '600', side: 'sell', slippage: 0.003, trail_percent: '12.5', buy_tx_hash: '0xh' } },
      expect.objectContaining({ sub_order_type: 'take_profit', order_data: expect.objectContaining({ quote_investment: '1000', target_price_usd: '0.02' }) }),
    ]);
    expect(tpslOrders(trailing('60'), fill)).toEqual([]);
  });

  it('is kept in prefs, its distance read back as text', () => {
    const saved = { enabled: { BUY: true, SELL: false }, strategies: [{ id: 't', type: 'TRAILING_STOP', gain: 0, loss: 0, amount: 50, trail: '8' }, { id: 'u', type: 'TRAILING_STOP', gain: 0, loss: 0, amount: 50, trail: 8 }] };
    expect(readTpsl(saved).strategies.map((s) => [s.type, s.trail])).toEqual([
      ['TRAILING_STOP', '8'],
      ['TRAILING_STOP', ''],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { isFreshTpslRequest, positionTpslOrders, positionTpslRequests, tpslErrors, trailingStopAt } from './positionTpsl';

describe('position TP/SL', () => {
  it('wants a take-profit above and a stop-loss below the price, at least one, 1..100 %', () => {
    expect(tpslErrors({ tp: '0.004', sl: '0.001', trail: '', percent: '100' }, 0.003)).toEqual({});
    expect(tpslErrors({ tp: '0.002', sl: '0.005', trail: '', percent: '0' }, 0.003)).toEqual({ tp: 'tpBelowPrice', sl: 'slAbovePrice', percent: 'percent' });
    expect(tpslErrors({ tp: '', sl: '', trail: '', percent: '50' }, 0.003)).toEqual({ form: 'noTarget' });
    expect(tpslErrors({ tp: '0', sl: '', trail: '', percent: '50' }, 0.003)).toEqual({ tp: 'price' });
  });

  it('sells the percent of the holding in each order, floored to 6 decimals; nothing when nothing is held', () => {
    expect(positionTpslOrders({ tp: '0.004', sl: '0.001', trail: '', percent: '50' }, 1000.0000015)).toEqual([
      { sub_order_type: 'take_profit', target_price_usd: '0.004', quote_investment: '500' },
      { sub_order_type: 'stop_loss', target_price_usd: '0.001', quote_investment: '500' },
    ]);
    expect(positionTpslOrders({ tp: '', sl: '0.001', trail: '', percent: '100' }, 0)).toEqual([]);
    // Decimal arithmetic: all of 1.005 is 1.005 (floats gave 1.004999), a third of 10 floors to 6 places.
    expect(positionTpslOrders({ tp: '2', sl: '', trail: '', percent: '100' }, 1.005)).toEqual([{ sub_order_type: 'take_profit', target_price_usd: '2', quote_investment: '1.005' }]);
    expect(positionTpslOrders({ tp: '', sl: '0.5', trail: '', percent: '33.33' }, 10)).toEqual([{ sub_order_type: 'stop_loss', target_price_usd: '0.5', quote_investment: '3.333' }]);
    expect(positionTpslOrders({ tp: '2', sl: '', trail: '', percent: '' }, 10)).toEqual([]);
  });

  it('takes a trailing distance by the sim\'s rule: alone it is enough, bad input is named', () => {
    expect(tpslErrors({ tp: '', sl: '', trail: '5', percent: '100' }, 0.003)).toEqual({});
    expect(tpslErrors({ tp: '', sl: '', trail: '1..2', percent: '100' }, 0.003)).toEqual({ trail: 'trailFormat' });
    expect(tpslErrors({ tp: '', sl: '', trail: '0', percent: '100' }, 0.003)).toEqual({ trail: 'trailRange' });
    expect(tpslErrors({ tp: '', sl: '', trail: '51', percent: '100' }, 0.003)).toEqual({ trail: 'trailRange' });
  });

  it('shows where a trailing stop placed now would stop', () => {
    expect(trailingStopAt(2, '10')).toBeCloseTo(1.8);
    expect(trailingStopAt(2, '1..2')).toBeNull();
    expect(trailingStopAt(0, '10')).toBeNull();
  });

  it('opens only for a fresh request of a held position', () => {
    const request = { id: 'a', chain: 'solana' as const, address: 'T', symbol: 'TOK', qty: 10, avgPrice: 1, currentPrice: 1.2, at: 1_000 };
    expect(isFreshTpslRequest(request, 2_000)).toBe(true);
    expect(isFreshTpslRequest(request, 20_000)).toBe(false);
    expect(isFreshTpslRequest({ ...request, qty: 0 }, 2_000)).toBe(false);
  });
});

describe('positionTpslRequests', () => {
  it('one sell order per target, each selling the percent of the holding, from the wallet', () => {
    expect(positionTpslRequests({ tp: '2', sl: '0.5', trail: '', percent: '50' }, { chain: 'solana', address: 'T', qty: 10 }, 'W')).toEqual([
      { base_token: 'T', chain: 'solana', wallet_address: 'W', sub_order_type: 'take_profit', order_data: { side: 'sell', quote_investment: '5', target_price_usd: '2' } },
      { base_token: 'T', chain: 'solana', wallet_address: 'W', sub_order_type: 'stop_loss', order_data: { side: 'sell', quote_investment: '5', target_price_usd: '0.5' } },
    ]);
    expect(positionTpslRequests({ tp: '', sl: '', trail: '2.5', percent: '50' }, { chain: 'solana', address: 'T', qty: 10 }, 'W')).toEqual([
      { base_token: 'T', chain: 'solana', wallet_address: 'W', sub_order_type: 'trailing_stop', order_data: { side: 'sell', quote_investment: '5', trail_percent: '2.5' } },
    ]);
    expect(positionTpslRequests({ tp: '', sl: '0.5', trail: '', percent: '100' }, { chain: 'solana', address: 'T', qty: 10 }, 'W').map((r) => r.sub_order_type)).toEqual(['stop_loss']);
  });
});

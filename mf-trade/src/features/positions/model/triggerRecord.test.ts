import { describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '@nova/shared-contracts';
import type { LimitOrder } from '@nova/shared-contracts';
import { triggerRecord, triggeredOrders } from './triggerRecord';

const order = (over: Partial<LimitOrder> = {}): LimitOrder => ({
  order_id: 'o1', status: ORDER_STATUS.Pending, side: 'buy', chain: 'solana', base_token: 'T', token_name: 'Tok', token_symbol: 'TOK', token_icon: '',
  quote_investment: '0.5', target_price_usd: '0.01', order_type: 0, wallet_address: 'W', created_at: 1_000, ...over,
});

describe('the trigger record', () => {
  it('a pending order: waiting until the engine compared a price, then that price and when', () => {
    expect(triggerRecord(order())).toEqual({ kind: 'waiting' });
    expect(triggerRecord(order({ checked_price_usd: '0.012', checked_at: 2_000 }))).toEqual({ kind: 'checked', priceUsd: '0.012', at: 2_000 });
  });
  it('a fired order: the price that fired it and when, then the fee or the reason', () => {
    expect(triggerRecord(order({ status: ORDER_STATUS.Success, checked_price_usd: 0.0099, checked_at: 3_000, triggered_at: 3_000, fee: '0.000025' }))).toEqual({ kind: 'filled', priceUsd: '0.0099', at: 3_000, fee: '0.000025' });
    expect(triggerRecord(order({ status: ORDER_STATUS.Failed, triggered_at: 4_000, error_code: 1001, error_message: 'insufficient balance' }))).toEqual({ kind: 'failed', priceUsd: null, at: 4_000, code: 1001, reason: 'insufficient balance' });
  });
  it('the triggered list leaves pending orders out, newest trigger first', () => {
    const list = triggeredOrders([order({ order_id: 'p' }), order({ order_id: 'a', status: ORDER_STATUS.Success, triggered_at: 5 }), order({ order_id: 'b', status: ORDER_STATUS.Failed, triggered_at: 9 })]);
    expect(list.map((o) => o.order_id)).toEqual(['b', 'a']);
  });
});

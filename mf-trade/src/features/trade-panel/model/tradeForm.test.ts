import { describe, expect, it } from 'vitest';
import { initialTradeForm, tradeErrors, tradeFormReducer, tradeSummary } from './tradeForm';
import type { TradeInputs } from './tradeForm';

const inputs: TradeInputs = { nativeBalance: '1.5', tokenBalance: '2000', priceUsd: '0.002', nativePriceUsd: '150' };
const check = (side: 'buy' | 'sell', amount: string) => {
  const state = tradeFormReducer(tradeFormReducer(initialTradeForm, { type: 'side', side }), { type: 'amount', amount });
  return { state, summary: tradeSummary(state, inputs), error: tradeErrors(state, inputs, tradeSummary(state, inputs)) };
};

describe('trade form', () => {
  it('keeps digits and the first dot only', () => {
    expect(check('buy', '1a.2.3').state.amount).toBe('1.23');
  });

  it('asks for an amount when empty and rejects zero', () => {
    expect(check('buy', '').error).toBe('amountRequired');
    expect(check('buy', '0.000').error).toBe('amountInvalid');
    expect(check('buy', '.').error).toBe('amountInvalid');
  });

  it('rejects a buy above the native balance, exactly at it is fine', () => {
    expect(check('buy', '1.5000001').error).toBe('insufficient');
    expect(check('buy', '1.5').error).toBeNull();
  });

  it('checks a sell against the token balance and values it at the token price', () => {
    const sell = check('sell', '1000');
    expect(sell.error).toBeNull();
    expect(sell.summary.valueUsd?.toFixed()).toBe('2');
    expect(check('sell', '2000.5').error).toBe('insufficient');
  });

  it('values a buy at the native price without float error', () => {
    expect(check('buy', '0.1').summary.valueUsd?.toFixed()).toBe('15');
  });

  it('clears the amount when the side changes', () => {
    const state = tradeFormReducer({ side: 'buy', amount: '1' }, { type: 'side', side: 'sell' });
    expect(state).toEqual({ side: 'sell', amount: '' });
  });
});

import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { formQuoteRequest } from './formQuote';
import type { FormQuoteContext } from './formQuote';
import { formErrors, initialTradeForm, tradeFindings, tradeSummary } from './tradeForm';
import type { TradeInputs } from './tradeForm';

const gatelayer: TradeInputs = {
  chain: 'gatelayer',
  session: 'wallet',
  walletType: 'metamask',
  amountPrecision: 4,
  tokenDecimals: 6,
  nativeBalance: '1000',
  tokenBalance: '0',
  priceUsd: '1',
  nativePriceUsd: '10',
  marketCapUsd: '1000000',
  lowLiquidity: false,
  networkFee: new Decimal('0.001'),
  priorityFee: '',
  tip: '',
};
const context: Omit<FormQuoteContext, 'amount'> = { chain: 'gatelayer', address: '0xT', walletLogin: true, walletAddress: '0xW', slippage: 0.005, simulatedSell: false };

/** The form's quote request for a typed buy amount, exactly as TradeForm builds it. */
function quoteFor(amount: string, inputs: TradeInputs = gatelayer) {
  const form = { ...initialTradeForm, amount };
  const summary = tradeSummary(form, inputs);
  const errors = formErrors(form, tradeFindings(form, inputs, summary));
  return { errors: errors.map((e) => e.key), request: formQuoteRequest(form, errors, { ...context, amount: summary.amount?.toFixed() ?? amount }) };
}

describe('the form quotes only what it accepts (one rule: formErrors)', () => {
  it('a gatelayer buy below 0.01 GT or above 350 GT, or a malformed amount: an error shown and no quote', () => {
    expect(quoteFor('0.009')).toEqual({ errors: ['market-low'], request: null });
    expect(quoteFor('350.01')).toEqual({ errors: ['market-exceed'], request: null });
    expect(quoteFor('1..2')).toEqual({ errors: ['amount-zero'], request: null });
    // Over the balance as well: still refused, still not quoted.
    expect(quoteFor('350.01', { ...gatelayer, nativeBalance: '10' }).request).toBeNull();
  });

  it('an amount within the bounds is quoted as sent', () => {
    expect(quoteFor('0.01')).toEqual({
      errors: [],
      request: { token_in: '', token_out: '0xT', token_amount: '0.01', slippage: 0.005, wallet_address: '0xW', chain: 'gatelayer', simulation_detection_open: false },
    });
    expect(quoteFor('350').request?.token_amount).toBe('350');
  });

  it('a sell quotes the token for the native coin', () => {
    const form = { ...initialTradeForm, side: 'sell' as const, mode: 'percent' as const, percent: '50' };
    expect(formQuoteRequest(form, [], { ...context, amount: '5' })).toMatchObject({ token_in: '0xT', token_out: '', token_amount: '5' });
  });
});

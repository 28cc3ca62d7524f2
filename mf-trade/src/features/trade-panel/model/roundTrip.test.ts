import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import type { EndpointResponse } from '@nova/shared-contracts';
import { roundTripFigures, roundTripRequest } from './roundTrip';
import { initialTradeForm, tradeButton, tradeFindings, tradeSummary } from './tradeForm';
import type { TradeInputs } from './tradeForm';

const token = { chain: 'solana' as const, address: 'Tok' };

describe('round trip request', () => {
  it('is asked for a market buy with an amount, keyed by chain, token and amount', () => {
    expect(roundTripRequest(initialTradeForm, new Decimal('0.25'), token)).toEqual({ chain: 'solana', token: 'Tok', amount_in: '0.25' });
  });

  it('is not asked for a sell, a limit order, or no or a zero amount', () => {
    expect(roundTripRequest({ ...initialTradeForm, side: 'sell' }, new Decimal(1), token)).toBeNull();
    expect(roundTripRequest({ ...initialTradeForm, orderType: 'limit' }, new Decimal(1), token)).toBeNull();
    expect(roundTripRequest(initialTradeForm, null, token)).toBeNull();
    expect(roundTripRequest(initialTradeForm, new Decimal(0), token)).toBeNull();
  });
});

describe('round trip figures', () => {
  it('the loss and the impacts as answered, fees both ways over the amount', () => {
    const answer = {
      amount_in: '1',
      tokens_out: '1000',
      native_back: '0.993',
      buy_price_impact: 1.6,
      sell_price_impact: 1.7,
      pool_fee_in: '0.0025',
      pool_fee_out: '0.0025',
      network_fee: '0.001',
      loss: '0.009',
      loss_percent: 0.9,
      can_sell: true,
      is_open_source: true,
    } as EndpointResponse<'tradeRoundTrip'>;
    expect(roundTripFigures(answer)).toEqual({ loss: 0.9, impactIn: 1.6, impactOut: 1.7, fees: 0.7 });
  });
});

describe('the sell check in the form', () => {
  const inputs: TradeInputs = {
    chain: 'solana',
    session: 'wallet',
    walletType: 'phantom',
    amountPrecision: 4,
    tokenDecimals: 6,
    nativeBalance: '1.5',
    tokenBalance: '2000',
    priceUsd: '0.002',
    nativePriceUsd: '150',
    marketCapUsd: '1000000',
    lowLiquidity: false,
    networkFee: new Decimal('0.000025'),
    priorityFee: '',
    tip: '',
  };
  const form = { ...initialTradeForm, amount: '0.1' };
  const judge = (over: Partial<TradeInputs>, state = form) => {
    const all = { ...inputs, ...over };
    const summary = tradeSummary(state, all);
    const findings = tradeFindings(state, all, summary);
    return { keys: findings.map((f) => f.key), button: tradeButton(state, all, summary, findings, false) };
  };

  it('blocks a buy of a token that cannot be sold, naming why, for any login', () => {
    for (const session of ['wallet', 'custodial'] as const) {
      expect(judge({ session, sellCheck: { canSell: false, reason: 'honeypot', openSource: true } })).toEqual({ keys: ['unsellable'], button: { action: 'submit', side: 'buy', disabled: true } });
    }
    expect(judge({ sellCheck: { canSell: false, reason: 'liquidity', openSource: true } }).keys).toEqual(['unsellable-liquidity']);
  });

  it('lets a buy of a sellable token through, and never blocks a sell', () => {
    expect(judge({ sellCheck: { canSell: true, reason: null, openSource: false } }).button).toEqual({ action: 'submit', side: 'buy', disabled: false });
    expect(judge({ sellCheck: { canSell: false, reason: 'honeypot', openSource: true } }, { ...initialTradeForm, side: 'sell', mode: 'percent', percent: '50' }).keys).toEqual([]);
  });
});

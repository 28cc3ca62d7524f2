import Decimal from 'decimal.js';
import type { ChainKey, EndpointRequest, EndpointResponse } from '@nova/shared-contracts';
import type { TradeFormState } from './tradeForm';

/** How long the typed amount must stay the same before its round trip is asked (a key per settled amount, not per keystroke). */
export const ROUND_TRIP_DEBOUNCE_MS = 300;

/** The sell check's request for the form (issue 34): a market buy with an amount; null otherwise. */
export function roundTripRequest(form: Pick<TradeFormState, 'side' | 'orderType'>, amount: Decimal | null, c: { chain: ChainKey; address: string }): EndpointRequest<'tradeRoundTrip'> | null {
  if (form.side !== 'buy' || form.orderType !== 'market' || !amount || amount.lte(0)) return null;
  return { chain: c.chain, token: c.address, amount_in: amount.toFixed() };
}

/** The round-trip line's figures, percents (1.6 is 1.6 %). */
export interface RoundTripFigures {
  /** What selling back at once would lose of the amount (positive). */
  loss: number;
  impactIn: number;
  impactOut: number;
  /** The pool's fees both ways and both network fees, as a share of the amount. */
  fees: number;
}

export function roundTripFigures(answer: EndpointResponse<'tradeRoundTrip'>): RoundTripFigures {
  const amount = new Decimal(String(answer.amount_in));
  const fees = new Decimal(String(answer.pool_fee_in)).plus(String(answer.pool_fee_out)).plus(new Decimal(String(answer.network_fee)).mul(2));
  return {
    loss: answer.loss_percent,
    impactIn: answer.buy_price_impact,
    impactOut: answer.sell_price_impact,
    fees: amount.isZero() ? 0 : fees.div(amount).mul(100).toNumber(),
  };
}

import { CHAINS } from '@nova/shared-contracts';
import type { EndpointResponse } from '@nova/shared-contracts';
import type { Handlers } from '../core';
import { ZERO, str } from '../money';
import type { Dec } from '../money';
import { quoteSwap } from '../market/pool';
import type { Pool } from '../market/pool';
import { MIN_LIQUIDITY_USD, cannotSell } from '../trading';
import { findToken } from './market';
import { orderAmount } from './trade';

export interface RoundTripInput {
  pool: Pool;
  /** Native spent on the buy. */
  amountIn: Dec;
  tokenDecimals: number;
  nativeDecimals: number;
  /** The network fee of one transaction, native (paid on the buy and again on the sell). */
  networkFee: Dec;
  /** The token's contract lets holders sell (not a honeypot). */
  sellable: boolean;
  /** USD per native coin (the liquidity a sell needs is in USD). */
  nativeUsd: Dec;
}

export interface RoundTrip {
  tokensOut: Dec;
  nativeBack: Dec;
  /** Fractions (0.016 is 1.6 %). */
  buyImpact: Dec;
  sellImpact: Dec;
  /** The pool's fee each way, native (the sell's, taken in tokens, valued at the sell's price). */
  poolFeeIn: Dec;
  poolFeeOut: Dec;
  /** Amount in and both network fees, less what comes back. */
  loss: Dec;
  /** The loss as a fraction of the amount in. */
  lossRatio: Dec;
  canSell: boolean;
  reason?: 'honeypot' | 'liquidity';
}

/**
 * The sell check before a buy: the buy of `amountIn` as the engine would fill it, then the sell of
 * every token it receives against the pool as the buy leaves it (the order the user would meet
 * selling right after). A honeypot cannot be sold at all; a pool under MIN_LIQUIDITY_USD after the
 * buy refuses every sell (105). The sim's tokens have no transfer taxes, so fees are the pool's
 * and the network's only.
 */
export function roundTrip(input: RoundTripInput): RoundTrip {
  const { pool, amountIn, networkFee } = input;
  const buy = quoteSwap(pool, 'buy', amountIn, input.tokenDecimals);
  const after: Pool = { base: pool.base.minus(buy.amountOut), quote: pool.quote.plus(amountIn), feeRate: pool.feeRate, virtualQuote: pool.virtualQuote };
  const sell = quoteSwap(after, 'sell', buy.amountOut, input.nativeDecimals);
  const liquid = after.quote.mul(input.nativeUsd).mul(2).gte(MIN_LIQUIDITY_USD);
  const reason = !input.sellable ? 'honeypot' : !liquid ? 'liquidity' : undefined;
  const nativeBack = reason ? ZERO : sell.amountOut;
  const loss = amountIn.plus(networkFee.mul(2)).minus(nativeBack);
  return {
    tokensOut: buy.amountOut,
    nativeBack,
    buyImpact: buy.priceImpact,
    sellImpact: sell.priceImpact,
    poolFeeIn: buy.fee,
    poolFeeOut: sell.fee.mul(sell.execPrice),
    loss,
    lossRatio: amountIn.isZero() ? ZERO : loss.div(amountIn),
    canSell: reason === undefined,
    ...(reason ? { reason } : {}),
  };
}

const percent = (ratio: Dec): number => ratio.mul(100).toDecimalPlaces(4).toNumber();

export const roundTripHandlers = {
  tradeRoundTrip: (ctx, input): EndpointResponse<'tradeRoundTrip'> => {
    const token = findToken(ctx, input.chain, input.token);
    const amountIn = orderAmount(input.chain, 'buy', token, input.amount_in);
    const networkFee = ctx.core.market.gas.networkFee(input.chain);
    const trip = roundTrip({
      pool: token.pool,
      amountIn,
      tokenDecimals: token.def.decimals,
      nativeDecimals: CHAINS[input.chain].nativeDecimals,
      networkFee,
      sellable: !cannotSell(token),
      nativeUsd: ctx.core.market.nativeUsd(input.chain),
    });
    return {
      amount_in: str(amountIn),
      tokens_out: str(trip.tokensOut),
      native_back: str(trip.nativeBack),
      buy_price_impact: percent(trip.buyImpact),
      sell_price_impact: percent(trip.sellImpact),
      pool_fee_in: str(trip.poolFeeIn),
      pool_fee_out: str(trip.poolFeeOut),
      network_fee: str(networkFee),
      loss: str(trip.loss),
      loss_percent: percent(trip.lossRatio),
      can_sell: trip.canSell,
      ...(trip.reason ? { reason: trip.reason } : {}),
      is_open_source: token.def.security.is_open_source === 1,
    };
  },
} satisfies Partial<Handlers>;

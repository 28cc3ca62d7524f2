import { CHAINS, ORDER_STATUS, ORDER_TYPES, TRADE, TRAIL_PERCENT_MAX, TRAIL_PERCENT_MIN, isNativeToken, trailPercentError } from '@nova/shared-contracts';
import type { ChainKey, LimitOrder, TradeEvent, TrailPercentError } from '@nova/shared-contracts';
import { randomHex } from '../accounts/crypto';
import type { Handlers, RequestContext } from '../core';
import { requireUser } from '../core';
import { SimError } from '../errors';
import { D, ZERO } from '../money';
import type { Dec } from '../money';
import type { TokenState } from '../market/market';
import { limitOrderView, refuseDust, refuseUnsellable } from '../trading';
import { runOnce } from '../idempotency';
import { orderListOrder } from '../ladder';
import { trailingTarget } from '../trailing';
import type { LimitOrderRecord, UserRecord } from '../state';
import { findToken } from './market';
import { positionView, userHoldings, walletAddressOf } from './wallet';

// The custodial side of trading: market orders the server executes, limit, take-profit, stop-loss
// and trailing-stop orders, and the trade and closed-position history. A wallet's own swaps
// (quote, build, sign, submit) are in walletSwap.ts.

/** Which side an in/out pair is, and the token: exactly one side must be the native coin. */
export function resolvePair(ctx: RequestContext, chain: ChainKey, tokenIn: string, tokenOut: string): { token: TokenState; side: 'buy' | 'sell' } {
  const inNative = isNativeToken(tokenIn);
  const outNative = isNativeToken(tokenOut);
  if (inNative === outNative) throw new SimError(400, 'one of token_in and token_out must be the native coin');
  return inNative ? { token: findToken(ctx, chain, tokenOut), side: 'buy' } : { token: findToken(ctx, chain, tokenIn), side: 'sell' };
}

export const fee = (value: string | undefined): Dec => new D(value ?? '0');

/** Why a trailing stop's distance is refused (shared-contracts' `trailPercentError`, the trade form's rule too). */
const TRAIL_MESSAGES: Record<TrailPercentError, string> = {
  empty: 'trail_percent cannot be empty: the distance below the best price, in percent',
  format: 'trail_percent must be a plain number with at most 2 decimals',
  range: `trail_percent must be from ${TRAIL_PERCENT_MIN} to ${TRAIL_PERCENT_MAX}`,
};

/** The kind of a limit_trade/create request: its sub_order_type, or a take-profit / stop-loss named by profit_loss_type. */
function conditionalKind(subOrderType: string, profitLossType: string | undefined): 'limit' | 'take_profit' | 'stop_loss' | 'trailing_stop' {
  if (subOrderType === 'trailing_stop') return 'trailing_stop';
  if (profitLossType === 'STOP_LOSS' || subOrderType === 'stop_loss') return 'stop_loss';
  return profitLossType || subOrderType === 'take_profit' ? 'take_profit' : 'limit';
}

const CONDITIONAL_TYPES = { limit: ORDER_TYPES.Limit, take_profit: ORDER_TYPES.TakeProfit, stop_loss: ORDER_TYPES.StopLoss, trailing_stop: ORDER_TYPES.TrailingLimit } as const;

/**
 * A sell of at least the holding floored to the token's decimals sells the whole holding, so "sell
 * 100 %" leaves no dust below the smallest unit (the ledger keeps pool outputs unrounded).
 */
function sellAllOrAmount(ctx: RequestContext, user: UserRecord, side: 'buy' | 'sell', token: TokenState, amountIn: Dec): Dec {
  if (side !== 'sell') return amountIn;
  const held = ctx.core.trading.holding(user.user_id, token)?.amount;
  if (!held || held.lte(0)) return amountIn;
  return amountIn.gte(held.toDecimalPlaces(token.def.decimals, D.ROUND_DOWN)) && amountIn.lte(held.toDecimalPlaces(token.def.decimals, D.ROUND_UP)) ? held : amountIn;
}

/**
 * What the trade form refuses, refused here too (spec 1 §5): the amount floored to the smallest
 * unit of what is spent (the native coin's decimals on a buy, the token's on a sell); nothing left
 * is code 1000. Gatelayer buys are 0.01 to 350 GT (400, market-low / market-exceed).
 */
export function orderAmount(chain: ChainKey, side: 'buy' | 'sell', token: TokenState, amount: string): Dec {
  const decimals = side === 'buy' ? CHAINS[chain].nativeDecimals : token.def.decimals;
  const floored = new D(amount).toDecimalPlaces(decimals, D.ROUND_DOWN);
  if (floored.lte(0)) throw new SimError(1000, 'amount must not be zero (below the smallest unit)');
  if (chain === 'gatelayer' && side === 'buy') {
    if (floored.lt(TRADE.gatelayerMinBuy)) throw new SimError(400, `market-low: a gatelayer buy is at least ${TRADE.gatelayerMinBuy} GT`);
    if (floored.gt(TRADE.gatelayerMaxBuy)) throw new SimError(400, `market-exceed: a gatelayer buy is at most ${TRADE.gatelayerMaxBuy} GT`);
  }
  return floored;
}

function tokenIcon(ctx: RequestContext, token: TokenState): string {
  return `${ctx.core.baseUrl}/icons/token/${token.def.chain}/${token.def.address}.svg`;
}

function orderView(ctx: RequestContext, order: LimitOrderRecord): LimitOrder {
  return limitOrderView(order, ctx.core.market.find(order.chain, order.base_token), ctx.core.baseUrl, ctx.core.trading.lastCheck(order.order_id));
}

export const tradeHandlers = {
  tradeOrderCreate: (ctx, input) => {
    const user = requireUser(ctx);
    // A wallet login's funds are in its own wallet: the server cannot spend them (quote, build, sign, submit).
    if (user.auth_method === 'wallet') throw new SimError(405009, 'a wallet login trades through its wallet: quote, build, sign and submit');
    return runOnce(ctx, user, 'tradeOrderCreate', input, () => {
      const order =
        'type' in input
          ? { chain: input.chain, side: input.side, token: findToken(ctx, input.chain, input.baseAddress), amount: input.amount, slippage: input.slippage ?? TRADE.defaultSlippagePercent / 100, priority: undefined, tip: undefined, breakEven: input.is_break_even, simulate: false }
          : { chain: input.chain, ...resolvePair(ctx, input.chain, input.token_in, input.token_out), amount: input.token_amount, slippage: input.slippage, priority: input.priority_fee, tip: input.protection_tip_amount, breakEven: input.is_break_even, simulate: input.simulation_detection_open === true };
      const amountIn = sellAllOrAmount(ctx, user, order.side, order.token, orderAmount(order.chain, order.side, order.token, order.amount));
      return ctx.core.trading.execute(user, {
        token: order.token,
        side: order.side,
        amountIn,
        slippage: order.slippage,
        priorityFee: fee(order.priority),
        tip: fee(order.tip),
        ...('type' in input ? {} : { evmPriorityWei: input.evm_pri_wei_per_gas, evmBaseWei: input.base_wei_fee }),
        isBreakEven: order.breakEven ?? false,
        source: 'market',
        orderType: ORDER_TYPES.Market,
        deviceId: ctx.headers['x-device-id'],
        simulate: order.simulate,
      });
    });
  },

  limitOrderCreate: (ctx, input) => {
    const user = requireUser(ctx);
    if (user.auth_method === 'wallet') throw new SimError(405009, 'limit and take-profit/stop-loss orders need a custodial login: switch wallet');
    return runOnce(ctx, user, 'limitOrderCreate', input, () => {
      const token = findToken(ctx, input.chain, input.base_token);
      const data = input.order_data;
      const kind = conditionalKind(input.sub_order_type, data.profit_loss_type);
      if (kind === 'limit' && input.chain !== 'solana') throw new SimError(400, 'limit orders are offered on Solana only');
      const side = kind === 'limit' ? data.side : 'sell';
      const price = ctx.core.market.priceUsd(token);
      // A trailing stop's peak is the price now; its target follows the peak (trailing.ts).
      const trail = kind === 'trailing_stop' ? trailPercentError(data.trail_percent ?? '') : null;
      if (trail) throw new SimError(400, TRAIL_MESSAGES[trail]);
      const peak = kind === 'trailing_stop' ? price.toSignificantDigits(12, D.ROUND_DOWN) : undefined;
      const trailPercent = data.trail_percent === undefined ? undefined : new D(data.trail_percent.trim()).toFixed();
      const target = peak && trailPercent !== undefined ? trailingTarget(peak, trailPercent) : new D(data.target_price_usd ?? '0');
      const investment = new D(data.quote_investment);
      if (target.lte(0)) throw new SimError(400, 'target price cannot be empty');
      if (investment.lte(0)) throw new SimError(1000, 'amount must not be zero');
      const simulate = input.simulation_detection_open === true;
      refuseUnsellable(token, simulate);
      const nativeUsd = ctx.core.market.nativeUsd(input.chain);
      const nativeValue = side === 'buy' ? investment : investment.mul(price).div(nativeUsd);
      if (input.chain === 'solana' && nativeValue.lt(TRADE.limitOrderMinSol)) throw new SimError(403001, `limit order amount too low (minimum ${TRADE.limitOrderMinSol} SOL)`);
      const available = side === 'buy' ? ctx.core.trading.nativeBalance(user.user_id, input.chain) : (ctx.core.trading.holding(user.user_id, token)?.amount ?? ZERO);
      if (investment.gt(available)) throw new SimError(1001, 'insufficient balance');
      // Dust at creation: what the order is worth at its target against the fees it will pay.
      const fees = ctx.core.market.gas.networkFee(input.chain).plus(fee(data.priority_fee)).plus(fee(data.protection_tip_amount));
      refuseDust(side === 'buy' ? investment : investment.mul(target).div(nativeUsd), fees, CHAINS[input.chain].nativeSymbol);
      const orderId = `o${randomHex(8)}`;
      const record: LimitOrderRecord = {
        order_id: orderId,
        user_id: user.user_id,
        status: ORDER_STATUS.Pending,
        side,
        chain: input.chain,
        base_token: token.def.address,
        quote_investment: investment.toFixed(),
        target_price_usd: target.toFixed(),
        order_type: CONDITIONAL_TYPES[kind],
        ...(data.profit_loss_type ? { profit_loss_type: data.profit_loss_type } : {}),
        wallet_address: walletAddressOf(user, input.chain),
        created_at: ctx.now,
        trigger_above: peak === undefined && target.gt(price),
        slippage: data.slippage,
        ...(data.slippage_auto ? { slippage_auto: true } : {}),
        priority_fee: fee(data.priority_fee).toFixed(),
        tip: fee(data.protection_tip_amount).toFixed(),
        ...(simulate ? { simulate } : {}),
        ...(peak && trailPercent !== undefined ? { trail_percent: trailPercent, peak_price_usd: peak.toFixed() } : {}),
      };
      ctx.core.state.orders.set(orderId, record);
      ctx.core.trading.pushOrder(record, 'created');
      return { order_id: orderId };
    });
  },

  limitOrderList: (ctx, input) => {
    const user = requireUser(ctx);
    const all = [...ctx.core.state.orders.values()]
      .filter((o) => o.user_id === user.user_id && (!input.chain || o.chain === input.chain) && (input.order_type === undefined || o.order_type === input.order_type))
      .filter((o) => (input.status === undefined || o.status === input.status) && (!input.base_token || o.base_token === input.base_token))
      .sort(orderListOrder);
    const start = (input.page - 1) * input.page_size;
    return { order_list: all.slice(start, start + input.page_size).map((o) => orderView(ctx, o)), total: all.length };
  },

  limitOrderCancel: (ctx, input) => {
    const user = requireUser(ctx);
    return runOnce(ctx, user, 'limitOrderCancel', input, () => {
      const order = ctx.core.state.orders.get(input.order_id);
      if (!order || order.user_id !== user.user_id || order.chain !== input.chain) throw new SimError(404, 'no such order', 404);
      if (order.status !== ORDER_STATUS.Pending) throw new SimError(400, 'only pending orders can be cancelled');
      ctx.core.state.orders.delete(order.order_id);
      ctx.core.trading.pushOrder(order, 'cancelled');
      return { order_id: order.order_id, cancelled: true as const };
    });
  },

  userTokenHistory: (ctx, input) => {
    const user = requireUser(ctx);
    const sides = input.action_types ? input.action_types.split(',').map((s) => s.trim()) : ['buy', 'sell'];
    const events = [...ctx.core.state.trades.values()]
      .filter((t) => t.user_id === user.user_id && sides.includes(t.side) && (!input.chain || t.chain === input.chain) && (!input.token || t.token_address === input.token))
      .sort((a, b) => b.trade_timestamp - a.trade_timestamp || a.id.localeCompare(b.id));
    const page = events.slice(input.offset, input.offset + input.limit).map((t): TradeEvent => {
      const token = ctx.core.market.find(t.chain, t.token_address);
      const { user_id: _owner, ...event } = t;
      return { ...event, token_symbol: token?.def.symbol ?? '', token_icon: token ? tokenIcon(ctx, token) : '' };
    });
    return { events: page, total: events.length };
  },

  historyHoldsList: (ctx, input) => {
    const user = requireUser(ctx);
    const closed = userHoldings(ctx.core, user.user_id)
      .filter(({ token, holding }) => holding.amount.isZero() && holding.sellCount > 0 && (!input.chain || token.def.chain === input.chain))
      .sort((a, b) => b.holding.lastTradeTime - a.holding.lastTradeTime);
    return { list: closed.slice(input.offset, input.offset + input.limit).map(({ token, holding }) => positionView(ctx.core, token, holding, ctx.now)), total: closed.length };
  },
} satisfies Partial<Handlers>;

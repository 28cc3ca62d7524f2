import { CHANNELS } from '@nova/shared-contracts/realtime';
import { AUTO_SLIPPAGE_MAX, CHAINS, ORDER_STATUS, ORDER_TYPES, RISK_CODE, TRADE, autoSlippage, channelKey } from '@nova/shared-contracts';
import type { ChainKey, ChannelData, LimitOrder, OrderResult } from '@nova/shared-contracts';
import { SimError } from './errors';
import type { EngineCore } from './core';
import { applyBuy, applySell, emptyHolding } from './ledger';
import type { Holding } from './ledger';
import { tokenKey } from './market/market';
import type { TokenState } from './market/market';
import { quoteSwap } from './market/pool';
import type { SwapResult } from './market/pool';
import { D, ZERO, str, usdStr } from './money';
import type { Dec } from './money';
import { positionView, walletAddressOf } from './routes/wallet';
import type { LimitOrderRecord, UserRecord } from './state';
import { randomHex } from './accounts/crypto';
import { accrueRebates } from './routes/rebate';
import { followPeak } from './trailing';

/** Below this pool liquidity (USD) orders get code 105, pair liquidity low. */
export const MIN_LIQUIDITY_USD = 1000;
/** An order may take at most this share of the pool's output reserve (else 5003). */
const MAX_RESERVE_SHARE = 0.5;
/** Slippage below 0.1% (spec 1 §5) is refused with 5000, gas or slippage too low. */
const MIN_SLIPPAGE = 0.001;

export interface OrderRequest {
  token: TokenState;
  side: 'buy' | 'sell';
  /** Native (buy) or token (sell) amount in. */
  amountIn: Dec;
  slippage: number;
  /** Auto slippage (a limit or TP/SL order's): sized from this fill's price impact by `autoSlippage`, `slippage` unused. */
  autoSlippage?: boolean;
  priorityFee: Dec;
  tip: Dec;
  evmPriorityWei?: number;
  evmBaseWei?: number;
  isBreakEven: boolean;
  /** market, limit, take_profit, stop_loss, trailing_stop, wallet */
  source: string;
  orderType: number;
  orderId?: string;
  deviceId?: string;
  /** Tx hash to record (wallet submissions bring their own). */
  txHash?: string;
  /** The simulated sell is on (`simulation_detection_open`): a token that cannot be sold is refused on a buy too. */
  simulate?: boolean;
}

/** A take-profit, stop-loss or trailing stop: a leg of the position it sells. */
function isExitLeg(orderType: number): boolean {
  return orderType === ORDER_TYPES.TakeProfit || orderType === ORDER_TYPES.StopLoss || orderType === ORDER_TYPES.TrailingLimit;
}

/** The trade record's source of a conditional order's fill. */
const TRIGGER_SOURCES: Partial<Record<number, string>> = { [ORDER_TYPES.TakeProfit]: 'take_profit', [ORDER_TYPES.StopLoss]: 'stop_loss', [ORDER_TYPES.TrailingLimit]: 'trailing_stop' };

/** A token whose contract blocks sells (a honeypot, `is_pixiu` set): what a simulated sell finds. */
export function cannotSell(token: TokenState): boolean {
  return token.def.security.is_pixiu !== 0;
}

/**
 * The simulated sell (`simulation_detection_open`) refuses an order on a token that cannot be
 * sold with 5003, the spec's "insufficient liquidity" (spec 1 §8 has no honeypot code; a sell of
 * such a token fails with it, which is what the simulation finds).
 */
export function refuseUnsellable(token: TokenState, simulate: boolean | undefined): void {
  if (simulate === true && cannotSell(token)) throw new SimError(5003, 'insufficient liquidity: the simulated sell failed, this token cannot be sold (honeypot)');
}

/**
 * An order whose proceeds (native, a buy's tokens at the pool price) would not cover its fees is
 * dust: refused with 1000, "amount not zero" (spec 1 §8 has no "too small" code; after its fee
 * the order is worth nothing), instead of settling with nothing received and the whole fee paid.
 */
export function refuseDust(proceeds: Dec, fees: Dec, nativeSymbol: string): void {
  if (proceeds.lte(fees)) throw new SimError(1000, `amount too small: it would receive ${str(proceeds)} ${nativeSymbol}, not more than its fees of ${str(fees)} ${nativeSymbol}`);
}

export interface Checked {
  swap: SwapResult;
  networkFee: Dec;
  nativeNeeded: Dec;
}

/**
 * Custodial order execution and conditional orders. All of it runs inside the engine's single
 * request queue, so balances are read and written without interleaving.
 */
export class Trading {
  private readonly dirty = new Set<TokenState>();
  /** The last price each pending order was compared with and when (the trigger record; kept in memory, rewritten per check). */
  private readonly checks = new Map<string, { price: string; at: number }>();
  private readonly notifications: Array<{ userId: string; data: ChannelData<'orderNotification'> }> = [];

  constructor(
    private readonly core: EngineCore,
    private readonly isFlagged: (deviceId: string | undefined) => boolean,
  ) {
    core.market.priceListeners.push((token) => this.dirty.add(token));
  }

  nativeBalance(userId: string, chain: ChainKey): Dec {
    return new D(this.core.state.balances.get(`${userId}|${chain}|`) ?? '0');
  }

  holding(userId: string, token: TokenState): Holding | undefined {
    return this.core.state.holdings.get(`${userId}|${tokenKey(token.def.chain, token.def.address)}`);
  }

  /** The token's price in the chain's native coin. */
  nativePrice(token: TokenState): Dec {
    return this.core.market.priceUsd(token).div(this.core.market.nativeUsd(token.def.chain));
  }

  /** Every rule of spec 1 §8 in order; throws the code of the first that fails. */
  check(user: UserRecord, order: OrderRequest): Checked {
    const { token, side, amountIn } = order;
    const chain = token.def.chain;
    if (this.isFlagged(order.deviceId)) throw new SimError(RISK_CODE, 'risk control: this device is flagged', 403);
    if (user.frozen) throw new SimError(5004, 'account frozen');
    if (amountIn.lte(0)) throw new SimError(1000, 'amount must not be zero');
    if (!CHAINS[chain].tradingEnabled) throw new SimError(400, `trading is not enabled on ${chain}`);
    const native = this.nativeBalance(user.user_id, chain);
    const held = this.holding(user.user_id, token)?.amount ?? ZERO;
    if (amountIn.gt(side === 'buy' ? native : held)) throw new SimError(1001, 'insufficient balance');
    if (native.lt(order.priorityFee)) throw new SimError(1002, 'insufficient priority fee');
    if (native.lt(order.tip)) throw new SimError(1003, 'insufficient tip');
    const gas = this.core.market.gas.of(chain);
    const gasTooLow = gas !== undefined && ((order.evmPriorityWei !== undefined && order.evmPriorityWei < gas.low) || (order.evmBaseWei !== undefined && order.evmBaseWei < gas.base * 0.9));
    if ((!order.autoSlippage && order.slippage < MIN_SLIPPAGE) || gasTooLow) throw new SimError(5000, 'gas or slippage too low');
    if (this.core.market.liquidityUsd(token).lt(MIN_LIQUIDITY_USD)) throw new SimError(105, 'pair liquidity low');
    if (side === 'sell' && cannotSell(token)) throw new SimError(5003, 'insufficient liquidity: the token contract blocks sells');
    refuseUnsellable(token, order.simulate);
    const swap = quoteSwap(token.pool, side, amountIn, side === 'buy' ? token.def.decimals : CHAINS[chain].nativeDecimals);
    const reserveOut = side === 'buy' ? token.pool.base : token.pool.quote.minus(token.pool.virtualQuote);
    if (swap.amountOut.gt(reserveOut.mul(MAX_RESERVE_SHARE))) throw new SimError(5003, 'insufficient liquidity');
    // Slippage bounds how far the pool price moves, not the pool fee the quote already includes:
    // the impact of the net amount on a fee-less curve (else 0.3 % auto never fits a 1 % curve fee).
    const moved = quoteSwap({ quote: token.pool.quote, base: token.pool.base, virtualQuote: token.pool.virtualQuote, feeRate: ZERO }, side, amountIn.minus(swap.fee)).priceImpact;
    const allowed = order.autoSlippage ? autoSlippage(moved.mul(100).toNumber()) : { ok: true as const, slippage: order.slippage };
    if (!allowed.ok) throw new SimError(5002, `auto slippage refused: price impact ${moved.mul(100).toFixed(2)}% needs more than ${AUTO_SLIPPAGE_MAX * 100}%`);
    if (moved.gt(allowed.slippage)) throw new SimError(5002, `slippage too low: price impact ${moved.mul(100).toFixed(2)}%`);
    const networkFee = this.core.market.gas.networkFee(chain);
    const fees = networkFee.plus(order.priorityFee).plus(order.tip);
    refuseDust(side === 'sell' ? swap.amountOut : swap.amountOut.mul(this.nativePrice(token)), fees, CHAINS[chain].nativeSymbol);
    const nativeNeeded = side === 'buy' ? amountIn.plus(fees) : fees;
    const nativeAfter = native.minus(nativeNeeded).plus(side === 'sell' ? swap.amountOut : 0);
    if (nativeAfter.lt(0)) throw new SimError(5001, 'insufficient funds for the amount and fees');
    if (chain === 'solana' && side === 'buy' && held.isZero() && nativeAfter.lt(TRADE.solanaRent)) {
      throw new SimError(5070, `new account: raise the amount because of account rent (${TRADE.solanaRent} SOL)`);
    }
    return { swap, networkFee, nativeNeeded };
  }

  /** Check and execute a market order for a user. */
  execute(user: UserRecord, order: OrderRequest): OrderResult {
    const { swap, networkFee } = this.check(user, order);
    const { token, side } = order;
    const chain = token.def.chain;
    const now = this.core.now();
    const wallet = walletAddressOf(user, chain);
    const executed = this.core.market.execute(token, side, swap, { index: -1, address: wallet }, now);
    if (order.txHash) executed.trade.txHash = order.txHash;
    const txHash = executed.trade.txHash ?? '';
    const fees = networkFee.plus(order.priorityFee).plus(order.tip);
    const holdingId = `${user.user_id}|${tokenKey(chain, token.def.address)}`;
    const holding: Holding = { ...(this.core.state.holdings.get(holdingId) ?? emptyHolding()) };
    let native = this.nativeBalance(user.user_id, chain);
    if (side === 'buy') {
      native = native.minus(executed.nativeAmount).minus(fees);
      applyBuy(holding, executed.tokenAmount, executed.usd, now);
    } else {
      const before = holding.amount;
      native = native.plus(executed.nativeAmount).minus(fees);
      applySell(holding, executed.tokenAmount, executed.usd, now);
      if (order.isBreakEven) holding.breakEvenDone = true;
      this.followPosition(user.user_id, token, before, holding.amount, isExitLeg(order.orderType) ? order.orderId : undefined);
    }
    this.core.state.balances.set(`${user.user_id}|${chain}|`, native.toFixed());
    this.core.state.holdings.set(holdingId, holding);
    const orderId = order.orderId ?? `m${randomHex(8)}`;
    const priceUsd = executed.usd.div(executed.tokenAmount);
    this.core.state.trades.set(txHash, {
      id: txHash,
      user_id: user.user_id,
      chain,
      token_address: token.def.address,
      side,
      amount: executed.tokenAmount.toFixed(),
      native_amount: executed.nativeAmount.toFixed(),
      price_usd: priceUsd.toSignificantDigits(12).toFixed(),
      volume_usd: usdStr(executed.usd),
      tx_hash: txHash,
      trade_timestamp: now,
      source: order.source,
      wallet_address: wallet,
      fee: fees.toFixed(),
    });
    this.notify(user.user_id, {
      txHash,
      errorCode: 0,
      chain,
      side,
      tokenIn: side === 'buy' ? '' : token.def.address,
      tokenOut: side === 'buy' ? token.def.address : '',
      amountOut: str(swap.amountOut),
      amountOutUsd: usdStr(executed.usd),
      tokenOutDecimals: side === 'buy' ? token.def.decimals : CHAINS[chain].nativeDecimals,
      ...(order.orderId ? { order_id: order.orderId } : {}),
      order_type: order.orderType,
    });
    this.pushBalances(user, token, holding, native);
    accrueRebates(this.core.state, user, executed.usd, swap.fee.mul(this.core.market.nativeUsd(chain)), txHash, now);
    return {
      tx_hash: txHash,
      order_id: orderId,
      side,
      amount_in: str(order.amountIn),
      amount_out: str(swap.amountOut),
      price_usd: priceUsd.toSignificantDigits(12).toFixed(),
      fee: str(fees),
    };
  }

  private pushBalances(user: UserRecord, token: TokenState, holding: Holding, native: Dec): void {
    const { hub } = this.core;
    const chain = token.def.chain;
    const position = positionView(this.core, token, holding, this.core.now());
    const holds = {
      token_address: token.def.address,
      balance: position.balance,
      chain,
      token_name: token.def.name,
      token_symbol: token.def.symbol,
      token_icon: position.token_icon,
      buy_avg_price: position.buy_avg_price,
      unrealized_profit: position.unrealized_profit,
      current_price: position.current_price,
      balance_usd: position.balance_usd,
    };
    const wallet = walletAddressOf(user, chain);
    for (const params of [{}, { chain }]) {
      hub.publish(CHANNELS.holdsChange.name, channelKey(CHANNELS.holdsChange.name, params), holds, user.user_id);
      hub.publish(CHANNELS.walletBalanceChange.name, channelKey(CHANNELS.walletBalanceChange.name, params), { chain, token: '', balance: str(native), wallet_address: wallet }, user.user_id);
      hub.publish(CHANNELS.walletBalanceChange.name, channelKey(CHANNELS.walletBalanceChange.name, params), { chain, token: token.def.address, balance: str(holding.amount), wallet_address: wallet }, user.user_id);
    }
  }

  /** Order notifications go out on the next tick, after the HTTP answer that carries the hash. */
  private notify(userId: string, data: ChannelData<'orderNotification'>): void {
    this.notifications.push({ userId, data });
  }

  flushNotifications(): void {
    const key = channelKey(CHANNELS.orderNotification.name, {});
    for (const { userId, data } of this.notifications.splice(0)) this.core.hub.publish(CHANNELS.orderNotification.name, key, data, userId);
  }

  // Conditional orders ----------------------------------------------------------------------

  /** spot.myorders push of an order after it changed. */
  pushOrder(order: LimitOrderRecord, event: 'created' | 'triggered' | 'cancelled'): void {
    const token = this.core.market.find(order.chain, order.base_token);
    const data = { ...limitOrderView(order, token, this.core.baseUrl, this.checks.get(order.order_id)), event };
    for (const params of [{}, { chain: order.chain }]) this.core.hub.publish(CHANNELS.spotMyOrders.name, channelKey(CHANNELS.spotMyOrders.name, params), data, order.user_id);
    if (event === 'cancelled') this.checks.delete(order.order_id);
  }

  /**
   * One-cancels-other: a position's take-profit and stop-loss legs are bound to it. A leg that
   * fills (`filledLeg`: it sells its whole amount, or all that is left), a Close or a manual sell
   * of the whole position cancels the other legs of that token for that user; a partial manual
   * sell shrinks them in proportion. So no leg is left to sell tokens it was never attached to,
   * whatever client (or none) placed the sell. A laddered exit's rung (ladder.ts) sells only its
   * share: its plan's other rungs stay as they are and the other legs shrink as after a partial sell.
   */
  private followPosition(userId: string, token: TokenState, before: Dec, after: Dec, filledLeg: string | undefined): void {
    const rungPlan = filledLeg === undefined ? undefined : this.core.state.orders.get(filledLeg)?.plan_id;
    for (const leg of this.pendingOrders(token)) {
      if (leg.user_id !== userId || leg.order_id === filledLeg || !isExitLeg(leg.order_type)) continue;
      if (rungPlan !== undefined && leg.plan_id === rungPlan) continue;
      const shrunk = (filledLeg === undefined || rungPlan !== undefined) && before.gt(0) ? new D(leg.quote_investment).mul(after).div(before).toDecimalPlaces(token.def.decimals, D.ROUND_DOWN) : ZERO;
      if (shrunk.lte(0)) {
        this.core.state.orders.delete(leg.order_id);
        this.pushOrder(leg, 'cancelled');
        continue;
      }
      const updated = { ...leg, quote_investment: shrunk.toFixed() };
      this.core.state.orders.set(leg.order_id, updated);
      // spot.myorders has no update event (contract 6.1): the shrunk leg is announced as created
      // again under its id, which clients take as the order's current state.
      this.pushOrder(updated, 'created');
    }
  }

  /** The last price a pending order was compared with and when, if it was checked since the sim started. */
  lastCheck(orderId: string): { price: string; at: number } | undefined {
    return this.checks.get(orderId);
  }

  pendingOrders(token: TokenState): LimitOrderRecord[] {
    const result: LimitOrderRecord[] = [];
    for (const order of this.core.state.orders.values()) {
      if (order.status === ORDER_STATUS.Pending && order.chain === token.def.chain && order.base_token === token.def.address) result.push(order);
    }
    return result;
  }

  /** Run the orders whose price was crossed since the last call (after trades, steps, admin price). */
  processTriggers(): void {
    for (let round = 0; round < 10 && this.dirty.size > 0; round++) {
      const tokens = [...this.dirty];
      this.dirty.clear();
      for (const token of tokens) {
        const price = this.core.market.priceUsd(token);
        // What each pending order's trigger record says the engine saw: written once per token.
        const seen = { price: price.toSignificantDigits(12).toFixed(), at: this.core.now() };
        for (const { order_id } of this.pendingOrders(token)) {
          // Read again: a leg that fired before it in this pass may have cancelled or shrunk it.
          const pending = this.core.state.orders.get(order_id);
          if (pending?.status !== ORDER_STATUS.Pending) continue;
          // A trailing stop first follows a new best price (its target moves up, never down): saved
          // and announced as created again under its id, so the chart's line and Open orders move.
          const raised = followPeak(pending, price);
          if (raised) {
            this.core.state.orders.set(order_id, raised);
            this.checks.set(order_id, seen);
            this.pushOrder(raised, 'created');
          }
          const order = raised ?? pending;
          const target = new D(order.target_price_usd);
          this.checks.set(order_id, seen);
          if (order.trigger_above ? price.gte(target) : price.lte(target)) this.trigger(order, token);
        }
      }
    }
  }

  private trigger(order: LimitOrderRecord, token: TokenState): void {
    const user = this.core.state.users.get(order.user_id);
    const seen = this.checks.get(order.order_id);
    this.checks.delete(order.order_id);
    const base = { ...order, status: ORDER_STATUS.Processing, triggered_at: this.core.now(), ...(seen ? { checked_price_usd: seen.price } : {}) };
    if (!user) {
      this.core.state.orders.set(order.order_id, { ...base, status: ORDER_STATUS.Failed, error_code: 404 });
      return;
    }
    try {
      this.runTrigger(order, base, user, token);
    } finally {
      const updated = this.core.state.orders.get(order.order_id);
      if (updated) this.pushOrder(updated, 'triggered');
    }
  }

  private runTrigger(order: LimitOrderRecord, base: LimitOrderRecord, user: UserRecord, token: TokenState): void {
    try {
      const holding = this.holding(user.user_id, token);
      const amount = order.side === 'sell' ? D.min(new D(order.quote_investment), holding?.amount ?? ZERO) : new D(order.quote_investment);
      const result = this.execute(user, {
        token,
        side: order.side,
        amountIn: amount,
        slippage: order.slippage,
        ...(order.slippage_auto ? { autoSlippage: true } : {}),
        priorityFee: new D(order.priority_fee),
        tip: new D(order.tip),
        isBreakEven: false,
        source: TRIGGER_SOURCES[order.order_type] ?? 'limit',
        orderType: order.order_type,
        orderId: order.order_id,
        simulate: order.simulate,
      });
      this.core.state.orders.set(order.order_id, { ...base, status: ORDER_STATUS.Success, tx_hash: result.tx_hash, fee: String(result.fee) });
    } catch (error) {
      if (!(error instanceof SimError)) throw error;
      this.core.state.orders.set(order.order_id, { ...base, status: ORDER_STATUS.Failed, error_code: error.code, error_message: error.message });
      this.notify(user.user_id, {
        txHash: '',
        errorCode: error.code,
        message: error.message,
        chain: token.def.chain,
        side: order.side,
        tokenIn: order.side === 'buy' ? '' : token.def.address,
        tokenOut: order.side === 'buy' ? token.def.address : '',
        amountOut: '0',
        amountOutUsd: '0',
        tokenOutDecimals: token.def.decimals,
        order_id: order.order_id,
        order_type: order.order_type,
      });
    }
  }
}

/** A conditional order as the order list and the spot.myorders channel send it. */
export function limitOrderView(order: LimitOrderRecord, token: TokenState | undefined, baseUrl: string, check?: { price: string; at: number }): LimitOrder {
  return {
    order_id: order.order_id,
    status: order.status,
    side: order.side,
    chain: order.chain,
    base_token: order.base_token,
    token_name: token?.def.name ?? '',
    token_symbol: token?.def.symbol ?? '',
    token_icon: token ? `${baseUrl}/icons/token/${order.chain}/${order.base_token}.svg` : '',
    quote_investment: order.quote_investment,
    target_price_usd: order.target_price_usd,
    order_type: order.order_type,
    ...(order.profit_loss_type ? { profit_loss_type: order.profit_loss_type } : {}),
    wallet_address: order.wallet_address,
    created_at: order.created_at,
    ...(order.triggered_at !== undefined ? { triggered_at: order.triggered_at } : {}),
    ...(order.tx_hash ? { tx_hash: order.tx_hash } : {}),
    ...(order.error_code !== undefined ? { error_code: order.error_code } : {}),
    ...(order.error_message ? { error_message: order.error_message } : {}),
    ...(order.checked_price_usd !== undefined && order.triggered_at !== undefined
      ? { checked_price_usd: order.checked_price_usd, checked_at: order.triggered_at }
      : check
        ? { checked_price_usd: check.price, checked_at: check.at }
        : {}),
    ...(order.fee !== undefined ? { fee: order.fee } : {}),
    ...(order.trail_percent !== undefined ? { trail_percent: order.trail_percent } : {}),
    ...(order.peak_price_usd !== undefined ? { peak_price_usd: order.peak_price_usd } : {}),
    ...(order.plan_id !== undefined ? { plan_id: order.plan_id, plan_rung: order.plan_rung, plan_rungs: order.plan_rungs } : {}),
    ...(order.plan_multiple !== undefined ? { plan_multiple: order.plan_multiple } : {}),
  };
}

import { CHAINS, ORDER_STATUS, ORDER_TYPES, TRADE, ladderIssues, rungAmounts } from '@nova/shared-contracts';
import type { ChainKey, LadderIssue } from '@nova/shared-contracts';
import { randomHex } from './accounts/crypto';
import type { EngineCore, EndpointInput } from './core';
import { SimError } from './errors';
import type { TokenState } from './market/market';
import { D, ZERO } from './money';
import { walletAddressOf } from './routes/wallet';
import type { LimitOrderRecord, UserRecord } from './state';
import { refuseDust, refuseUnsellable } from './trading';

/** Which field of the request a rule of the plan names in its 400. */
function issueMessage({ rung, code }: LadderIssue): string {
  const where = rung === null ? 'rungs' : `rungs[${rung}]`;
  switch (code) {
    case 'count':
      return 'invalid rungs: a plan has 2 to 6 rungs';
    case 'target':
      return `invalid ${where}: give exactly one of target_price_usd and multiple (a multiple needs a position with a cost)`;
    case 'share':
      return `invalid ${where}.share_percent: a share is above 0 and at most 100 %, with at most two decimals`;
    case 'shareTotal':
      return 'invalid rungs: the shares sum to more than 100 %';
    case 'notAbovePrice':
      return `invalid ${where}: the target must be above the current price`;
    case 'notIncreasing':
      return `invalid ${where}: each target must be above the rung before`;
  }
}

/** A plan's rungs of a user, pending ones or all, in rung order. */
export function planRungs(core: EngineCore, userId: string, chain: ChainKey, planId: string, pendingOnly: boolean): LimitOrderRecord[] {
  return [...core.state.orders.values()]
    .filter((o) => o.plan_id === planId && o.user_id === userId && o.chain === chain && (!pendingOnly || o.status === ORDER_STATUS.Pending))
    .sort((a, b) => (a.plan_rung ?? 0) - (b.plan_rung ?? 0));
}

/**
 * The order list's order (`limitOrderList`, the one place it is sorted): newest first; orders
 * placed at one time are grouped by plan (a plan's pending rungs share their `created_at`), a
 * plan's rungs in rung order, the rest by id, so each page is the same on every ask.
 */
export function orderListOrder(a: Pick<LimitOrderRecord, 'created_at' | 'order_id' | 'plan_id' | 'plan_rung'>, b: Pick<LimitOrderRecord, 'created_at' | 'order_id' | 'plan_id' | 'plan_rung'>): number {
  return b.created_at - a.created_at || (a.plan_id ?? a.order_id).localeCompare(b.plan_id ?? b.order_id) || (a.plan_rung ?? 0) - (b.plan_rung ?? 0) || a.order_id.localeCompare(b.order_id);
}

function cancelRungs(core: EngineCore, rungs: readonly LimitOrderRecord[]): void {
  for (const rung of rungs) {
    core.state.orders.delete(rung.order_id);
    core.trading.pushOrder(rung, 'cancelled');
  }
}

/**
 * Places a laddered exit, or replaces a plan's pending rungs (`plan_id`): the rules of
 * `ladderIssues` against the token's price and the position's average buy price, then each rung
 * a take-profit sell of its share of the position now (`rungAmounts`), refused like one take-profit
 * order would be (honeypot with the simulated sell, dust against its fees at its target). All or
 * nothing: a refused rung places none and keeps the plan as it was. A replaced plan keeps its
 * filled rungs; the new ones are numbered after them.
 */
export function placeLadder(core: EngineCore, user: UserRecord, token: TokenState, input: EndpointInput<'limitOrderLadder'>, now: number): { plan_id: string; order_ids: string[] } {
  const chain = input.chain;
  const earlier = input.plan_id === undefined ? [] : planRungs(core, user.user_id, chain, input.plan_id, false).filter((o) => o.base_token === token.def.address);
  if (input.plan_id !== undefined && !earlier.some((o) => o.status === ORDER_STATUS.Pending)) throw new SimError(404, 'no such plan with pending rungs', 404);
  const holding = core.trading.holding(user.user_id, token);
  const balance = holding?.amount ?? ZERO;
  if (balance.lte(0)) throw new SimError(1001, 'insufficient balance: no position to sell');
  const price = core.market.priceUsd(token);
  const avg = holding && holding.amount.gt(0) ? holding.cost.div(holding.amount) : ZERO;
  const issue = ladderIssues(input.rungs, { priceUsd: price.toNumber(), avgPriceUsd: avg.toNumber() })[0];
  if (issue) throw new SimError(400, issueMessage(issue));
  refuseUnsellable(token, input.simulation_detection_open);
  const amounts = rungAmounts(balance.toFixed(), input.rungs.map((r) => r.share_percent), token.def.decimals);
  const nativeUsd = core.market.nativeUsd(chain);
  const fees = core.market.gas.networkFee(chain).plus(input.priority_fee ?? '0').plus(input.protection_tip_amount ?? '0');
  const filled = earlier.filter((o) => o.status !== ORDER_STATUS.Pending).length;
  const planId = input.plan_id ?? `p${randomHex(8)}`;
  const records = input.rungs.map((rung, index): LimitOrderRecord => {
    const amount = new D(amounts[index] ?? '0');
    if (amount.lte(0)) throw new SimError(1000, `amount must not be zero: rungs[${index}] is below the token's smallest unit`);
    const target = rung.multiple !== undefined ? avg.mul(rung.multiple).toSignificantDigits(12) : new D(rung.target_price_usd ?? '0');
    if (chain === 'solana' && amount.mul(price).div(nativeUsd).lt(TRADE.limitOrderMinSol)) throw new SimError(403001, `limit order amount too low: rungs[${index}] (minimum ${TRADE.limitOrderMinSol} SOL)`);
    refuseDust(amount.mul(target).div(nativeUsd), fees, CHAINS[chain].nativeSymbol);
    return {
      order_id: `o${randomHex(8)}`,
      user_id: user.user_id,
      status: ORDER_STATUS.Pending,
      side: 'sell',
      chain,
      base_token: token.def.address,
      quote_investment: amount.toFixed(),
      target_price_usd: target.toFixed(),
      order_type: ORDER_TYPES.TakeProfit,
      profit_loss_type: 'TAKE_PROFIT',
      wallet_address: walletAddressOf(user, chain),
      created_at: now,
      trigger_above: true,
      slippage: input.slippage,
      ...(input.slippage_auto ? { slippage_auto: true } : {}),
      priority_fee: new D(input.priority_fee ?? '0').toFixed(),
      tip: new D(input.protection_tip_amount ?? '0').toFixed(),
      ...(input.simulation_detection_open ? { simulate: true } : {}),
      plan_id: planId,
      plan_rung: filled + index + 1,
      plan_rungs: filled + input.rungs.length,
      ...(rung.multiple !== undefined ? { plan_multiple: rung.multiple } : {}),
    };
  });
  cancelRungs(core, earlier.filter((o) => o.status === ORDER_STATUS.Pending));
  for (const record of records) {
    core.state.orders.set(record.order_id, record);
    core.trading.pushOrder(record, 'created');
  }
  return { plan_id: planId, order_ids: records.map((r) => r.order_id) };
}

/** Cancels a plan's pending rungs (404 when it has none). */
export function cancelLadder(core: EngineCore, user: UserRecord, chain: ChainKey, planId: string): { plan_id: string; cancelled: number } {
  const pending = planRungs(core, user.user_id, chain, planId, true);
  if (pending.length === 0) throw new SimError(404, 'no such plan with pending rungs', 404);
  cancelRungs(core, pending);
  return { plan_id: planId, cancelled: pending.length };
}

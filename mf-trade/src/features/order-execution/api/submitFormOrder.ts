import type { PlatformServices } from '@nova/shared-contracts';
import { formatTrade } from '../../../i18n/messages';
import { tpslOrders } from '../../tpsl';
import type { Strategy } from '../../tpsl';
import { fillOf, planFormOrder } from '../model/formOrder';
import type { FormOrder } from '../model/formOrder';
import { slippageFields } from '../model/orderPayload';
import { autoSlippageTooHigh, custodialImpact } from './autoSlippage';
import { tradeErrorToast } from './marketTrade';
import { orderExecutorFor } from './orderExecutor';

/**
 * How a submit of the trade form ended: `placed` (the form clears what was sent), `confirmRisk`
 * (show the risk dialog, then submit again confirmed), `none` (nothing sent: a login or deposit
 * was asked for, the form is blocked, the executor refused a second order, or the order failed —
 * its toast is the executor's).
 */
export type FormSubmitResult = 'placed' | 'confirmRisk' | 'none';

/**
 * One submit of the trade form (spec 1 §2, §4): a custodial market order with Auto slippage is
 * quoted for its price impact, then plan (`planFormOrder`), then the one executor runs
 * it in `slot` (a slot with an order in flight refuses another: a double click places one order);
 * a filled custodial buy with TP/SL on creates one order per active strategy. What an order
 * changes is refetched by the platform (`refreshAfterOrder`).
 */
export async function submitFormOrder(platform: PlatformServices, slot: string, order: FormOrder, strategies: readonly Strategy[]): Promise<FormSubmitResult> {
  let priceImpactPercent: number | null = null;
  // A custodial market order with Auto slippage is quoted first: Auto is sized from its price impact.
  if (order.gate === 'ready' && order.orderType === 'market' && !order.walletLogin && order.amount !== '') {
    try {
      priceImpactPercent = await custodialImpact(platform, order);
    } catch (error) {
      tradeErrorToast(platform, error);
      return 'none';
    }
  }
  const plan = planFormOrder({ ...order, priceImpactPercent });
  const executor = orderExecutorFor(platform);
  const t = (key: string) => formatTrade(platform, key);
  switch (plan.step) {
    case 'login':
      await platform.session.requestLogin();
      return 'none';
    case 'deposit':
      platform.bus.emit('deposit.open', { chain: order.chain });
      return 'none';
    case 'none':
    case 'confirmRisk':
      return plan.step;
    case 'slippageTooHigh':
      autoSlippageTooHigh(platform, plan.impactPercent);
      return 'none';
    case 'limit': {
      const created = await executor.createLimitOrder(slot, plan.request);
      if (created.status !== 'success') return 'none';
      platform.queries.refreshAfterOrder();
      return 'placed';
    }
    case 'wallet': {
      const outcome = await executor.placeWalletOrder(slot, plan.ticket, platform.wallet);
      return outcome.status === 'success' ? 'placed' : 'none';
    }
    case 'market': {
      const outcome = await executor.placeMarketOrder(slot, plan.ticket);
      if (outcome.status !== 'success') return 'none';
      if (plan.tpsl) {
        const requests = tpslOrders(strategies, { chain: order.chain, token: order.address, ...fillOf(outcome), decimals: order.tokenDecimals, slippage: slippageFields(order.settings), ...(order.walletAddress ? { wallet: order.walletAddress } : {}) });
        // Through the executor, in the form's slot: each with its idempotency key, a repeat submit refused meanwhile.
        if (requests.length > 0) {
          await executor.createLimitOrders(slot, requests, t('trade.toast.created'), t('trade.toast.orderFail'));
          platform.queries.refreshAfterOrder();
        }
      }
      return 'placed';
    }
  }
}

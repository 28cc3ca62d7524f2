import { TOASTS, readChainPresets, tradePresetsPref } from '@nova/shared-contracts';
import type { OrderActionRequest, PlatformServices } from '@nova/shared-contracts';
import { formatTrade } from '../../../i18n/messages';
import { feeFields, fetchFeeMarket, invitationCode, orderExecutorFor, orderFees, slippageFields } from '../../order-execution';
import { isRunnable } from '../../../shared/busRequest';
import { reversedOrder } from '../model/reverse';

const handled = new Set<string>();

/**
 * Executes one `trade.order` request (the chart's order-line buttons) with mf-trade's one order
 * executor; each id at most once, and only while fresh. Cancel: the order goes. Reverse: the
 * opposite order at the same target (size from the native coin price, the active preset's
 * slippage, priority fee and tip) is created first; only then the old one is cancelled, so a
 * failed create leaves the user's order as it was. The order lists refresh either way.
 */
export async function runOrderAction(platform: PlatformServices, request: OrderActionRequest, now = Date.now()): Promise<void> {
  if (!isRunnable(request, handled, now)) return;
  handled.add(request.id);
  const executor = orderExecutorFor(platform);
  const t = (key: string) => formatTrade(platform, key);
  const { order } = request;
  try {
    if (request.action === 'cancel') {
      await executor.cancelLimitOrder(order);
      return;
    }
    let nativePrice = 0;
    try {
      const [gas] = await platform.api.call('unityGasPrice', { chains: [order.chain] });
      nativePrice = Number(gas?.native_coin_price ?? 0);
    } catch {
      nativePrice = 0;
    }
    const next = reversedOrder(order, nativePrice);
    if (!next) {
      platform.toast.show({ kind: 'error', message: t('trade.toast.noNativePrice'), durationMs: TOASTS.tradeDurationMs });
      return;
    }
    const presets = readChainPresets(order.chain, platform.prefs.get<unknown>(tradePresetsPref(order.chain), null));
    const settings = presets.presetMap[presets.activePresetId][next.side === 'buy' ? 'BUY' : 'SELL'];
    const fees = orderFees(order.chain, settings, await fetchFeeMarket(platform, order.chain, settings.isMev));
    const code = invitationCode();
    const created = await executor.createLimitOrder(`reverse:${order.order_id}`, {
      base_token: order.base_token,
      chain: order.chain,
      sub_order_type: 'limit',
      wallet_address: order.wallet_address,
      ...(code ? { invitation_code: code } : {}),
      simulation_detection_open: settings.simulatedSell,
      order_data: { ...next, ...slippageFields(settings), ...feeFields(fees) },
    });
    if (created.status === 'success') await executor.cancelLimitOrder(order, { successMessage: t('trade.toast.reversed') });
  } finally {
    platform.queries.refreshOpenOrders();
  }
}

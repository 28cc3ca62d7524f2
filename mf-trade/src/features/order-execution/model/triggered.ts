import { ORDER_TYPES } from '@nova/shared-contracts';
import type { OrderNotification } from './executorTypes';

export type TriggeredText = { key: 'trade.toast.triggered' | 'trade.toast.triggerFailed'; kindKey: 'trade.orderType.limit' | 'trade.orders.takeProfit' | 'trade.orders.stopLoss' | 'trade.orders.trailingStop'; code: number };

const KIND_KEYS: Partial<Record<number, TriggeredText['kindKey']>> = { [ORDER_TYPES.TakeProfit]: 'trade.orders.takeProfit', [ORDER_TYPES.StopLoss]: 'trade.orders.stopLoss', [ORDER_TYPES.TrailingLimit]: 'trade.orders.trailingStop' };

/** What a triggered limit / take-profit / stop-loss / trailing stop order's notification says (ORDER_TYPES 0, 5, 6, 3). */
export function triggeredText(notification: Pick<OrderNotification, 'order_type' | 'errorCode'>): TriggeredText {
  const kindKey = (notification.order_type === undefined ? undefined : KIND_KEYS[notification.order_type]) ?? 'trade.orderType.limit';
  return { key: notification.errorCode === 0 ? 'trade.toast.triggered' : 'trade.toast.triggerFailed', kindKey, code: notification.errorCode };
}

/** The fill sound (spec 1 §9: alert volume 1): a short tone; silently nothing where Web Audio is missing. */
export function playFillSound(): void {
  const Context = (globalThis as { AudioContext?: typeof AudioContext }).AudioContext;
  if (!Context) return;
  try {
    const context = new Context();
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    gain.gain.value = 1;
    oscillator.frequency.value = 880;
    oscillator.connect(gain).connect(context.destination);
    oscillator.start();
    oscillator.stop(context.currentTime + 0.12);
    oscillator.onended = () => void context.close();
  } catch (error) {
    console.warn('[mf-trade] fill sound', error);
  }
}

import type { ChainKey } from '@nova/shared-contracts';
import type { ExecutorDeps, OrderNotification } from './executorTypes';

const EARLY_KEEP = 50;
const DEFAULT_NOTIFICATION_TIMEOUT_MS = 30_000;

interface Waiter {
  ticket: { chain: ChainKey; address: string };
  toastId: string;
  timer: unknown;
  resolve: (notification: OrderNotification | null) => void;
}

/**
 * Matches `order_notification` pushes to the orders waiting for them, by tx hash: each hash is
 * handled once; a push that arrives before its order's answer (the sim pushes on the next tick) is
 * kept briefly; a push of an order this page did not place (a limit or TP/SL order that triggered)
 * goes to `onTriggered`; a wait ends with null after the timeout.
 */
export class NotificationMatcher {
  private readonly waiting = new Map<string, Waiter>();
  private readonly early = new Map<string, OrderNotification>();
  private readonly handled = new Set<string>();

  constructor(private readonly deps: Pick<ExecutorDeps, 'notificationTimeoutMs' | 'setTimer' | 'clearTimer' | 'onTriggered'>) {}

  /** The notification of `txHash`, or null when none came within the timeout. */
  await(txHash: string, ticket: Waiter['ticket'], toastId: string): Promise<OrderNotification | null> {
    const early = this.early.get(txHash);
    if (early && !this.handled.has(txHash)) {
      this.early.delete(txHash);
      this.handled.add(txHash);
      return Promise.resolve(early);
    }
    const setTimer = this.deps.setTimer ?? ((callback: () => void, ms: number) => setTimeout(callback, ms));
    return new Promise((resolve) => {
      const timer = setTimer(() => {
        this.waiting.delete(txHash);
        resolve(null);
      }, this.deps.notificationTimeoutMs ?? DEFAULT_NOTIFICATION_TIMEOUT_MS);
      this.waiting.set(txHash, { ticket, toastId, timer, resolve });
    });
  }

  /** Each hash is handled once; a notification for an unknown hash is kept briefly in case its answer is still on the way. */
  receive(data: OrderNotification): void {
    if (this.handled.has(data.txHash)) return;
    const waiter = this.waiting.get(data.txHash);
    if (!waiter && data.order_id !== undefined && data.order_type !== 1) {
      this.handled.add(data.txHash);
      this.deps.onTriggered?.(data);
      return;
    }
    if (!waiter) {
      this.early.set(data.txHash, data);
      if (this.early.size > EARLY_KEEP) this.early.delete(this.early.keys().next().value as string);
      return;
    }
    this.handled.add(data.txHash);
    this.waiting.delete(data.txHash);
    (this.deps.clearTimer ?? ((timer: unknown) => clearTimeout(timer as ReturnType<typeof setTimeout>)))(waiter.timer);
    waiter.resolve(data);
  }
}

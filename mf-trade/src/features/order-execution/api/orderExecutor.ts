import { useSyncExternalStore } from 'react';
import { PREFS, TOASTS, readPref } from '@nova/shared-contracts';
import type { PlatformServices } from '@nova/shared-contracts';
import { formatTrade } from '../../../i18n/messages';
import { OrderExecutor } from '../model/executor';
import { playFillSound, triggeredText } from '../model/triggered';
import type { ExecutionState } from '../model/executorTypes';
import { newIdempotencyKey, usePlatform } from '@nova/shared-ui';

const executors = new WeakMap<PlatformServices, OrderExecutor>();

/** The one executor of a platform: the trade panel, quick trades and positions share it (one subscription, each hash once; created on first use and kept for the page's life). */
export function orderExecutorFor(platform: PlatformServices): OrderExecutor {
  let executor = executors.get(platform);
  if (!executor) {
    const created = new OrderExecutor({
      api: platform.api,
      realtime: platform.realtime,
      toast: platform.toast,
      bus: platform.bus,
      t: (key, values) => formatTrade(platform, key, values),
      newKey: newIdempotencyKey,
      fillToast: () => readPref(platform.prefs, PREFS.alertToast),
      // A limit or TP/SL order that triggered: its toast per the alertToast pref, the sound unless muted.
      onTriggered: (notification) => {
        platform.queries.refreshAfterOrder();
        if (readPref(platform.prefs, PREFS.alertToast)) {
          const text = triggeredText(notification);
          const kind = formatTrade(platform, text.kindKey);
          const reason = text.code === 0 ? '' : created.errorMessage(text.code, notification.message ?? '') || String(text.code);
          platform.toast.show({ kind: text.code === 0 ? 'success' : 'error', message: formatTrade(platform, text.key, { kind, reason }), durationMs: TOASTS.tradeDurationMs });
        }
        if (!readPref(platform.prefs, PREFS.audioMuted)) playFillSound();
      },
    });
    executors.set(platform, created);
    // order_notification needs a session: listen while signed in, from before the first order, so
    // a fill pushed right after the answer is never missed.
    const follow = (signedIn: boolean) => (signedIn ? created.listen() : created.dispose());
    follow(platform.session.get().user !== null);
    platform.session.subscribe((state) => follow(state.user !== null));
    // A settled order refreshes balances, positions, history and open orders everywhere (one cache).
    platform.bus.on('trade.executed', (event) => {
      if (event.status === 'pending') return;
      platform.queries.refreshAfterOrder();
    });
    executor = created;
  }
  return executor;
}

/** The platform's executor and the state of one of its slots, re-rendering on change. */
export function useOrderExecutor(slot: string): { executor: OrderExecutor; state: ExecutionState } {
  const executor = orderExecutorFor(usePlatform());
  const state = useSyncExternalStore(executor.subscribe, () => executor.state(slot));
  return { executor, state };
}

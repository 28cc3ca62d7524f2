import type { BusEventMap, EventBus, Handler, Locale } from '@nova/shared-contracts';

/**
 * The custom events, read off the typed bus the remotes already talk on (no remote sends telemetry
 * itself). Each carries enum-like fields only: no address, amount or id (host-shell/README.md
 * lists them and why). `remote_failed` is reported by the host's remote loader (`index.ts`).
 */
export type Track = (name: string, props: Record<string, string | boolean>) => void;

/** Subscribes `handler` to the events after now: a replayed last value (page start) is not an action. */
function onNew<K extends keyof BusEventMap>(bus: EventBus<BusEventMap>, event: K, handler: Handler<BusEventMap[K]>): () => void {
  let live = false;
  const off = bus.on(event, (payload) => {
    if (live) handler(payload);
  });
  live = true;
  return off;
}

export function trackBusEvents(bus: EventBus<BusEventMap>, track: Track): () => void {
  let signedIn = bus.last('session.changed')?.user != null;
  let locale: Locale | undefined = bus.last('locale.changed')?.locale;
  const quickTrades = new Set<string>();
  const offs = [
    onNew(bus, 'session.changed', ({ user, kind }) => {
      const was = signedIn;
      signedIn = user !== null;
      if (was || !user) return;
      // A wallet sign-in is the "wallet connected" a product team counts; others are sign-ins by method.
      if (kind === 'wallet') track('wallet_connected', { wallet_type: user.wallet_type || 'unknown' });
      else track('signed_in', { method: user.authMethod });
    }),
    onNew(bus, 'locale.changed', (next) => {
      if (next.locale !== locale) track('locale_changed', { locale: next.locale });
      locale = next.locale;
    }),
    // mf-trade's order executor emits `pending` once per market order it placed, then its outcome.
    onNew(bus, 'trade.executed', ({ side, chain, status }) => {
      if (status === 'pending') track('order_placed', { side, chain, kind: 'market' });
      else if (status === 'failed') track('order_failed', { side, chain, kind: 'market' });
    }),
    // Limit, take-profit and stop-loss orders, placed to wait on the server for their price.
    onNew(bus, 'order.created', ({ side, chain, kind }) => track('order_placed', { side, chain, kind })),
    // Replayed to late subscribers: each request once, by its id.
    onNew(bus, 'trade.quick', ({ id, side, chain, source }) => {
      if (quickTrades.has(id)) return;
      quickTrades.add(id);
      track('quick_trade_requested', { side, chain, source });
    }),
    onNew(bus, 'search.open', () => track('search_opened', {})),
    onNew(bus, 'deposit.open', ({ chain }) => track('deposit_opened', chain ? { chain } : {})),
    onNew(bus, 'watchlist.changed', ({ chain, watched }) => track('watchlist_changed', { chain, watched })),
  ];
  return () => offs.forEach((off) => off());
}

import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { BusEventMap } from '@nova/shared-contracts';
import { OverlaySlot } from '../remotes/RemoteSlot';
import { usePlatform } from '@nova/shared-ui';

/**
 * The last request of a bus event while its overlay is open: a new request replaces the open one
 * (a fresh mount), and a route change closes it.
 */
function useBusRequest<E extends 'pnl.share' | 'token.share'>(event: E) {
  const { bus } = usePlatform();
  const { pathname } = useLocation();
  const [request, setRequest] = useState<{ id: number; value: BusEventMap[E] } | null>(null);
  useEffect(() => bus.on(event, (value) => setRequest((previous) => ({ id: (previous?.id ?? 0) + 1, value }))), [bus, event]);
  useEffect(() => setRequest(null), [pathname]);
  return { request, close: () => setRequest(null) };
}

/** Opens mf_wallets' Share-PnL card on bus `pnl.share` (positions, the wallet profile); the remote renders the 744 modal with its own labels. */
export function PnlShareHost() {
  const { request, close } = useBusRequest('pnl.share');
  if (!request) return null;
  return <OverlaySlot key={request.id} remote="mf_wallets" expose="./PnlShareCard" props={{ ...request.value, onClose: close }} onClose={close} />;
}

/** Opens mf_discover's token share modal on bus `token.share` (the token page header's Share). */
export function TokenShareHost() {
  const { request, close } = useBusRequest('token.share');
  if (!request) return null;
  return <OverlaySlot key={request.id} remote="mf_discover" expose="./TokenShareDialog" props={{ ...request.value, onClose: close }} onClose={close} />;
}

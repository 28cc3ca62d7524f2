import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { usePlatform } from '@nova/shared-contracts';
import type { PnlShareRequest } from '@nova/shared-contracts';
import { OverlaySlot } from '../remotes/RemoteSlot';

/**
 * Opens mf_wallets' Share-PnL card on bus `pnl.share` (positions, the wallet profile): the remote
 * renders the 744 modal with its own labels; a new request replaces the open one, and a route
 * change closes it.
 */
export function PnlShareHost() {
  const { bus } = usePlatform();
  const { pathname } = useLocation();
  const [request, setRequest] = useState<{ id: number; value: PnlShareRequest } | null>(null);
  useEffect(() => bus.on('pnl.share', (value) => setRequest((previous) => ({ id: (previous?.id ?? 0) + 1, value }))), [bus]);
  useEffect(() => setRequest(null), [pathname]);
  if (!request) return null;
  const close = () => setRequest(null);
  return <OverlaySlot key={request.id} remote="mf_wallets" expose="./PnlShareCard" props={{ ...request.value, onClose: close }} onClose={close} />;
}

import { useEffect, useState } from 'react';
import { OverlaySlot } from '../remotes/RemoteSlot';
import { usePlatform } from '@nova/shared-ui';

/**
 * Mounts mf_discover's search dialog on the first `search.open` (header box, the / key, the mobile
 * search) and keeps it mounted after, so its history and input survive closing.
 */
export function SearchHost() {
  const { bus } = usePlatform();
  const [state, setState] = useState<{ open: boolean; query?: string } | null>(null);
  useEffect(() => bus.on('search.open', ({ query }) => setState({ open: true, ...(query ? { query } : {}) })), [bus]);
  if (!state) return null;
  const close = () => setState((current) => (current ? { ...current, open: false } : current));
  return <OverlaySlot remote="mf_discover" expose="./SearchDialog" props={{ ...state, onClose: close }} onClose={() => setState(null)} />;
}

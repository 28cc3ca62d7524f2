import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { CHAINS } from '@nova/shared-contracts';
import type { ChainKey } from '@nova/shared-contracts';
import { OverlaySlot } from '../remotes/RemoteSlot';
import { usePlatform } from '@nova/shared-ui';

/** Where a `wallet.profile.open` goes: the in-app profile (Solana) or that chain's explorer (spec 2 §2). */
export function walletProfileTarget(address: string, chain?: ChainKey): { kind: 'profile'; address: string } | { kind: 'explorer'; url: string } {
  const resolved: ChainKey = chain ?? (address.startsWith('0x') ? 'eth' : 'solana');
  if (resolved === 'solana') return { kind: 'profile', address };
  return { kind: 'explorer', url: `${CHAINS[resolved].explorerUrl}/address/${encodeURIComponent(address)}` };
}

/**
 * Opens mf_wallets' profile on bus `wallet.profile.open` (wallet tracker, token holders, search):
 * the remote renders the 960 modal (a full-height bottom drawer below 768 px) with its own labels;
 * a non-Solana address opens the chain's explorer in a new tab. A route change closes it.
 */
export function WalletProfileHost() {
  const { bus } = usePlatform();
  const { pathname } = useLocation();
  const [address, setAddress] = useState<string | null>(null);
  useEffect(
    () =>
      bus.on('wallet.profile.open', ({ address: wallet, chain }) => {
        const target = walletProfileTarget(wallet, chain);
        if (target.kind === 'explorer') window.open(target.url, '_blank', 'noopener,noreferrer');
        else setAddress(target.address);
      }),
    [bus],
  );
  useEffect(() => setAddress(null), [pathname]);
  if (!address) return null;
  const close = () => setAddress(null);
  return <OverlaySlot remote="mf_wallets" expose="./WalletProfile" props={{ chain: 'solana', address, onClose: close }} onClose={close} />;
}

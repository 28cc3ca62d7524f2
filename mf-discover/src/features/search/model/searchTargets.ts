import { CHAINS } from '@nova/shared-contracts';
import type { ChainKey } from '@nova/shared-contracts';

/** Where picking a wallet goes: the in-app wallet page (Solana, spec 3 §2 routes) or the chain's explorer in a new tab. */
export type WalletTarget = { kind: 'page'; path: string } | { kind: 'explorer'; url: string };

export function walletTarget(wallet: { chain: ChainKey; address: string }): WalletTarget {
  if (wallet.chain === 'solana') return { kind: 'page', path: `/wallets/solana/${wallet.address}` };
  return { kind: 'explorer', url: `${CHAINS[wallet.chain].explorerUrl}/address/${wallet.address}` };
}

/** The next active index when moving through `count` results with the arrow keys (wrapping; -1 is none). */
export function moveActive(active: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return active < 0 ? 0 : (active + 1) % count;
  return active <= 0 ? count - 1 : active - 1;
}

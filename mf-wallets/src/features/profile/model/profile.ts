import { CHAINS, LAYOUT } from '@nova/shared-contracts';
import type { ChainKey, SessionUser } from '@nova/shared-contracts';

export type ProfilePeriod = '1D' | '7D' | '30D';
export const PROFILE_PERIODS: readonly ProfilePeriod[] = ['1D', '7D', '30D'];
/** Spec 2 §4: the stats period starts at 7D. */
export const DEFAULT_PERIOD: ProfilePeriod = '7D';
/** Spec 2 §9: the token profit list covers 30 days whatever the stats period. */
export const PROFIT_LIST_PERIOD: ProfilePeriod = '30D';

/** The user's own Solana address: custodial users and Phantom users own one (EVM wallet users do not). */
export function ownSolanaAddress(user: SessionUser | null): string | null {
  if (!user?.sol_address) return null;
  return user.authMethod !== 'wallet' || user.wallet_type === 'phantom' ? user.sol_address : null;
}

/** Own-wallet layout for the user's own Solana address; anyone else's wallet gets the other layout. */
export function profileLayout(address: string, chain: ChainKey, user: SessionUser | null): 'own' | 'other' {
  return chain === 'solana' && ownSolanaAddress(user) === address ? 'own' : 'other';
}

/** Spec 2 §4: the own wallet's Perp tab is chosen when the path is a perpetual route. */
export function balanceTabOf(pathname: string): 'wallet' | 'perp' {
  return /(^|\/)perps(\/|$)/.test(pathname) ? 'perp' : 'wallet';
}

/** The chain's explorer page of an address (non-Solana profiles open there, spec 2 §2). */
export function explorerAddressUrl(chain: ChainKey, address: string): string {
  return `${CHAINS[chain].explorerUrl}/address/${encodeURIComponent(address)}`;
}

/** Narrow screens get switchable sections and a bottom drawer (spec 2 §2, §6). */
export const NARROW_QUERY = `(max-width: ${LAYOUT.mobileBreakpoint - 1}px)`;

import { decimalSign } from '@nova/shared-ui';
import type { PerpChainType } from '../../../shared/model/chainTypes';

/** The active perpetual chain: evm by default, kept in local storage (spec 2 §4). */
export type ActivePerpChain = 'evm' | 'solana';
export const ACTIVE_PERP_CHAIN_KEY = 'perpsActiveChain';
export const DEFAULT_ACTIVE_PERP_CHAIN: ActivePerpChain = 'evm';

/** A stored value as the active perp chain: anything but 'solana' or 'evm' is the default. */
export function parseActivePerpChain(value: unknown): ActivePerpChain {
  return value === 'solana' || value === 'evm' ? value : DEFAULT_ACTIVE_PERP_CHAIN;
}

export const chainTypeOf = (active: ActivePerpChain): PerpChainType => (active === 'solana' ? 'SOL' : 'EVM');

/**
 * The chain type cards shown (spec 2 §6): by the enabled chain types and the presence of that
 * family's perp token. SOL first, then EVM.
 */
export function visibleChainTypes(enabled: readonly PerpChainType[], tokens: { sol: boolean; evm: boolean }): PerpChainType[] {
  return (['SOL', 'EVM'] as const).filter((type) => enabled.includes(type) && (type === 'SOL' ? tokens.sol : tokens.evm));
}

/**
 * Spec 2 §2: a card's Withdraw is disabled when that chain's balance is zero. A sign test, exact
 * on the decimal's digits (shared-ui's, so the page's first render carries no decimal library).
 */
export function chainWithdrawEnabled(available: string | number): boolean {
  return decimalSign(available) === 1;
}

import type { PerpChain } from '@nova/shared-contracts';

/** A perp account's chain type: one Solana account, one account for the EVM networks (spec 2 §3). */
export type PerpChainType = 'SOL' | 'EVM';

/** The networks of a chain type: Solana for SOL; BSC and Ethereum for EVM (the perp deposit tokens, spec 2 §3). */
export function networksOf(type: PerpChainType): PerpChain[] {
  return type === 'SOL' ? ['solana'] : ['bsc', 'eth'];
}

/** The active perpetual chain: evm by default, kept in local storage (spec 2 §4). */
export type ActivePerpChain = 'evm' | 'solana';
export const ACTIVE_PERP_CHAIN_KEY = 'perpsActiveChain';
export const DEFAULT_ACTIVE_PERP_CHAIN: ActivePerpChain = 'evm';

/** A stored value as the active perp chain: anything but 'solana' or 'evm' is the default. */
export function parseActivePerpChain(value: unknown): ActivePerpChain {
  return value === 'solana' || value === 'evm' ? value : DEFAULT_ACTIVE_PERP_CHAIN;
}

/** The chain type of the active perp chain. */
export const chainTypeOf = (active: ActivePerpChain): PerpChainType => (active === 'solana' ? 'SOL' : 'EVM');

import type { PerpChain, SessionUser } from '@nova/shared-contracts';

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

/** The active perp chain of a chain type. */
export const activeChainOf = (type: PerpChainType): ActivePerpChain => (type === 'SOL' ? 'solana' : 'evm');

/**
 * The chain types a login can act on: custodial logins hold both accounts (the server signs); a
 * wallet login signs on its own family only, so a Solana wallet (Phantom) has the SOL account and
 * an EVM wallet the EVM account, and the other card's buttons would all fail. A wallet session
 * without its family (stored before the field) is known by its address.
 */
export function loginChainTypes(user: Pick<SessionUser, 'authMethod' | 'wallet_family' | 'evm_address'>): PerpChainType[] {
  if (user.authMethod !== 'wallet') return ['SOL', 'EVM'];
  const family = user.wallet_family ?? (user.evm_address ? 'evm' : 'solana');
  return family === 'solana' ? ['SOL'] : ['EVM'];
}

/** The active chain a login can use: the chosen one when the login can act on it, else its first chain type's. */
export function usableActiveChain(chosen: ActivePerpChain, types: readonly PerpChainType[]): ActivePerpChain {
  const first = types[0];
  return types.includes(chainTypeOf(chosen)) || first === undefined ? chosen : activeChainOf(first);
}

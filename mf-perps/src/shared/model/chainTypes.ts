import type { PerpChain } from '@nova/shared-contracts';

/** A perp account's chain type: one Solana account, one account for the EVM networks (spec 2 §3). */
export type PerpChainType = 'SOL' | 'EVM';

/** The networks of a chain type: Solana for SOL; BSC and Ethereum for EVM (the perp deposit tokens, spec 2 §3). */
export function networksOf(type: PerpChainType): PerpChain[] {
  return type === 'SOL' ? ['solana'] : ['bsc', 'eth'];
}

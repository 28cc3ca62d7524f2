import type { PerpChainType } from '../../../shared/model/chainTypes';

/**
 * The chain type cards shown (spec 2 §6): by the enabled chain types and the presence of that
 * family's perp token. SOL first, then EVM.
 */
export function visibleChainTypes(enabled: readonly PerpChainType[], tokens: { sol: boolean; evm: boolean }): PerpChainType[] {
  return (['SOL', 'EVM'] as const).filter((type) => enabled.includes(type) && (type === 'SOL' ? tokens.sol : tokens.evm));
}

/**
 * Spec 2 §2: a card's Withdraw is disabled when that chain's balance is zero. A sign test, not
 * arithmetic: Number() keeps the sign of every decimal an amount can be (it rounds magnitudes
 * only, and none turns to zero above 1e-323), so the page's first render carries no decimal
 * library (decimal.js loads with the dialogs that compute amounts).
 */
export function chainWithdrawEnabled(available: string | number): boolean {
  return Number(available) > 0;
}

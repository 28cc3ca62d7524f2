import { CHAINS, EVM_TRADING_CHAINS, TRADING_CHAINS } from '@nova/shared-contracts';
import type { ChainKey, OwnAddress, TradingChain } from '@nova/shared-contracts';

/** The chains of the custodial wallet one can deposit to: the trading chains (spec 1 §1), in their order. */
export const DEPOSIT_CHAINS: readonly TradingChain[] = TRADING_CHAINS;

/**
 * The chains a wallet login funds its own address on (our decision, spec: not shown): Solana for a
 * Solana address, the EVM trading chains for an EVM one (one address on all of them).
 */
export function walletDepositChains(family: OwnAddress['family']): readonly TradingChain[] {
  return family === 'solana' ? ['solana'] : EVM_TRADING_CHAINS;
}

/** The chain the picker starts on: the active chain when deposits are possible there, else the first one. */
export function initialDepositChain(active: ChainKey, chains: readonly TradingChain[] = DEPOSIT_CHAINS): TradingChain {
  return chains.find((chain) => chain === active) ?? chains[0]!;
}

export const chainName = (chain: ChainKey): string => CHAINS[chain].name;

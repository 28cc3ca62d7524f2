import { CHAINS, TRADING_CHAINS } from '@nova/shared-contracts';
import type { ChainKey, TradingChain } from '@nova/shared-contracts';

/** The chains of the custodial wallet one can deposit to: the trading chains (spec 1 §1), in their order. */
export const DEPOSIT_CHAINS: readonly TradingChain[] = TRADING_CHAINS;

/** The chain the picker starts on: the active chain when deposits are possible there, else the first one. */
export function initialDepositChain(active: ChainKey): TradingChain {
  return DEPOSIT_CHAINS.find((chain) => chain === active) ?? DEPOSIT_CHAINS[0]!;
}

export const chainName = (chain: ChainKey): string => CHAINS[chain].name;

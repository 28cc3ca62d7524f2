import type { ChainKey } from '@nova/shared-contracts';

/** What the gas endpoints say for an EVM chain (wei per gas and the swap's gas). */
export interface EvmGas {
  /** `fast_pri_wei_per_gas` of GET /trade/gasprice/evm/{chain}. */
  priorityWei: string;
  /** `base_wei_fee` of the same call. */
  baseWei: string;
  /** `gas_used` of GET /trade/gaslimit/evm/{chain}. */
  gasLimit: number;
}

/** Whether the chain's fee estimate and orders need the gas endpoints (polled every 10 s, cached 9 s). */
export function needsEvmGas(chain: ChainKey): boolean {
  return chain !== 'solana' && chain !== 'eth' && chain !== 'bsc';
}

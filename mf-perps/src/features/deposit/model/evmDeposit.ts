import { hexToNumber, isHex, maxUint256, parseUnits } from 'viem';
import { PERP_TOKENS } from '@nova/shared-contracts';
import type { PerpChain } from '@nova/shared-contracts';
import { floorDecimals } from '../../../shared/model/amount';

/** The approval an EVM deposit gives the vault (spec 2 §9): the largest uint256, 2^256 - 1. */
export const MAX_APPROVAL = maxUint256;

/** The wallet-side steps of an EVM deposit (spec 2 §4): switch the network when it differs, approve when the allowance is lower than the amount. */
export interface EvmDepositPlan {
  switchTo: number | null;
  approve: boolean;
  /** Amount in the token's smallest units. */
  units: bigint;
}

/** "Deposit amount is scaled by the token decimals" (spec 2 §5): the wallet edge, never rounding up. */
export function toTokenUnits(amount: string, decimals: number): bigint {
  return parseUnits(floorDecimals(amount, decimals), decimals);
}

export function planEvmDeposit(input: { chain: PerpChain; chainId: number; walletChainId: number; allowance: bigint; amount: string }): EvmDepositPlan {
  const units = toTokenUnits(input.amount, PERP_TOKENS[input.chain].decimals);
  return { switchTo: input.walletChainId === input.chainId ? null : input.chainId, approve: input.allowance < units, units };
}

/** `eth_chainId` answers hex; tolerate decimal strings and numbers. */
export function parseChainId(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return isHex(value) ? hexToNumber(value) : Number(value);
  return Number.NaN;
}

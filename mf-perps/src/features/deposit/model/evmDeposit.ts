import { PERP_TOKENS } from '@nova/shared-contracts';
import type { PerpChain } from '@nova/shared-contracts';
import { toTokenUnits } from '../../amount/model/amount';

/** The maximum-approval constant for EVM tokens (spec 2 §9): 2^256 - 1. */
export const MAX_APPROVAL = 2n ** 256n - 1n;

/** A perp notification counts down 300 s and closes itself (spec 2 §4, §9). */
export const PERP_NOTIFICATION_SECONDS = 300;

/** Seconds left of the deposit notification; 0 once it should close. */
export function countdownLeft(startedAtMs: number, nowMs: number): number {
  return Math.max(0, PERP_NOTIFICATION_SECONDS - Math.floor((nowMs - startedAtMs) / 1000));
}

/** The wallet-side steps of an EVM deposit (spec 2 §4): switch the network when it differs, approve when the allowance is lower than the amount. */
export interface EvmDepositPlan {
  switchTo: number | null;
  approve: boolean;
  /** Amount in the token's smallest units. */
  units: bigint;
}

export function planEvmDeposit(input: { chain: PerpChain; chainId: number; walletChainId: number; allowance: bigint; amount: string }): EvmDepositPlan {
  const units = toTokenUnits(input.amount, PERP_TOKENS[input.chain].decimals);
  return { switchTo: input.walletChainId === input.chainId ? null : input.chainId, approve: input.allowance < units, units };
}

/** `eth_chainId` answers hex; tolerate decimal strings and numbers. */
export function parseChainId(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return value.startsWith('0x') ? parseInt(value, 16) : Number(value);
  return Number.NaN;
}

export const toHexChainId = (chainId: number): string => `0x${chainId.toString(16)}`;

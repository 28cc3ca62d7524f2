/** A withdraw's typed data checked against what the user chose in the dialog, before any wallet sees it (spec 2 §5, §7). */
import { formatUnits, parseUnits } from 'viem';
import { CHAINS, PERP_TOKENS, PERP_VAULTS } from '@nova/shared-contracts';
import { INVALID_TYPED_DATA } from '../../../shared/errors/perpErrors';

export type EvmPerpChain = keyof typeof PERP_VAULTS;

/** The field of the typed data that differs from the dialog. */
export type WithdrawField = 'chainId' | 'verifyingContract' | 'token' | 'receiver' | 'amount';

/** A difference between the typed data and the dialog: what the typed data says and what the user chose (amounts in token units). */
export interface WithdrawMismatch {
  field: WithdrawField;
  chain: EvmPerpChain;
  found: string;
  expected: string;
}

/** What the user confirmed in the dialog: the network, the receiving address and the amount (token units). */
export interface ConfirmedWithdraw {
  chain: EvmPerpChain;
  to_address: string;
  token_amount: string;
}

/** Refused typed data, carrying the field for the dialog to name (nothing was sent to the wallet). */
export class WithdrawMismatchError extends Error {
  constructor(readonly mismatch: WithdrawMismatch) {
    super(`The withdraw to sign names ${mismatch.field} ${mismatch.found}, not ${mismatch.expected}`);
    this.name = 'WithdrawMismatchError';
  }
}

/** What a missing or unreadable value is shown as. */
const NONE = '—';

type Loose = Record<string, unknown>;
const isRecord = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value);
const textOf = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'bigint' ? value.toString() : NONE);
const sameAddress = (value: unknown, expected: string): boolean => typeof value === 'string' && value.toLowerCase() === expected.toLowerCase();

/** A chain id as EIP-712 domains carry it: a number, a bigint, a decimal or a 0x hex string; null when it is none of these. */
function chainIdOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string' && /^(0x[0-9a-fA-F]+|\d+)$/.test(value)) return Number(value);
  return null;
}

/**
 * The amount in the token's smallest units: a `uint` field carries them already; otherwise a
 * decimal in token units, with no more decimals than the token has (so nothing is rounded away).
 */
function unitsOf(value: unknown, fieldType: string, decimals: number): bigint | null {
  const text = textOf(value);
  if (fieldType.startsWith('uint')) return /^\d+$/.test(text) ? BigInt(text) : null;
  const match = /^\d+(?:\.(\d+))?$/.exec(text);
  if (!match || (match[1]?.length ?? 0) > decimals) return null;
  return parseUnits(text, decimals);
}

/**
 * Checks the typed data of /perp/withdraw/sign_data against the dialog: it must be a `Withdraw`
 * (else `Invalid EIP712 types structure`), for the chain id of the network chosen, verified by
 * that chain's perpetual vault, of that chain's USDT, to the address typed, for the amount typed
 * (compared in the token's smallest units). Returns the first field that differs, or null.
 */
export function withdrawMismatch(typed: Loose, confirmed: ConfirmedWithdraw): WithdrawMismatch | null {
  const { domain, types, message } = typed;
  const fields = isRecord(types) ? types.Withdraw : undefined;
  if (!isRecord(domain) || !isRecord(message) || !Array.isArray(fields) || fields.length === 0 || (typed.primaryType !== undefined && typed.primaryType !== 'Withdraw')) throw new Error(INVALID_TYPED_DATA);
  const { chain } = confirmed;
  const token = PERP_TOKENS[chain];
  const differs = (field: WithdrawField, found: string, expected: string): WithdrawMismatch => ({ field, chain, found, expected });

  const chainId = CHAINS[chain].chainId;
  if (chainIdOf(domain.chainId) !== chainId) return differs('chainId', textOf(domain.chainId), String(chainId));
  if (!sameAddress(domain.verifyingContract, PERP_VAULTS[chain])) return differs('verifyingContract', textOf(domain.verifyingContract), PERP_VAULTS[chain]);
  if (!sameAddress(message.token, token.address)) return differs('token', textOf(message.token), token.address);
  if (!sameAddress(message.receiver, confirmed.to_address)) return differs('receiver', textOf(message.receiver), confirmed.to_address);
  const amountField = fields.find((field): field is { type: string } => isRecord(field) && field.name === 'amount' && typeof field.type === 'string');
  const units = unitsOf(message.amount, amountField?.type ?? 'string', token.decimals);
  if (units !== parseUnits(confirmed.token_amount, token.decimals)) return differs('amount', units === null ? textOf(message.amount) : formatUnits(units, token.decimals), confirmed.token_amount);
  return null;
}

import { decodeErrorResult, isHex } from 'viem';
import { perpErrorGroup } from '@nova/shared-contracts';
import type { PerpErrorGroup } from '@nova/shared-contracts';
import { VAULT_ERRORS_ABI } from './vaultAbi';

/** Withdraw sign data that is not typed data with a Withdraw type (spec 2 §5). */
export const INVALID_TYPED_DATA = 'Invalid EIP712 types structure';
/** The host's refusal of typed data that differs from what the user confirmed. */
export const TYPED_DATA_MISMATCH = 'Typed data does not match the confirmed request';
/** No server-built Solana transaction (spec 2 §5). */
export const TRANSACTION_MISSING = 'Transaction data is missing';
/** A server-built Solana transaction that is not a v0 versioned transaction (spec 2 §5). */
export const EXPECTED_V0 = 'Expected Versioned Transaction (V0)';
/** No transaction hash resulted: the message key shown (spec 2 §5). */
export const TRANSFER_FAILED = 'fomox-perp-transfailed';
/** A sent transaction whose receipt says it reverted. */
export const TRANSACTION_REVERTED = 'Transaction reverted';
/** A sent transaction with no receipt in the time waited. */
export const TRANSACTION_NOT_MINED = 'Transaction not mined';

/** The server's code for a withdraw whose payout transaction could not be sent (the ledger unmoved). */
export const PAYOUT_NOT_SENT = 407033;
/** SPL Token's InsufficientFunds (custom error 1): the wallet's token account holds less than the deposit. */
const TOKEN_INSUFFICIENT_FUNDS = 1;

/** Solana vault program errors (spec 2 §8), by custom error code. */
export const SOLANA_VAULT_ERRORS = {
  6000: 'insufficientFunds',
  6001: 'userInfoOtherUser',
  6002: 'brokerNotAllowed',
  6003: 'tokenNotAllowed',
  6004: 'invalidAccountId',
  6005: 'invalidVaultOwner',
} as const;
export type SolanaVaultError = (typeof SOLANA_VAULT_ERRORS)[keyof typeof SOLANA_VAULT_ERRORS];

/** A contract revert, by kind (spec 2 §8): empty data, a message, a panic code, a custom error. */
export type Revert = { kind: 'empty' } | { kind: 'message'; message: string } | { kind: 'panic'; code: number } | { kind: 'custom'; name: string; args: readonly unknown[] };

/** What went wrong in a perp deposit, convert or withdraw, for the UI to word. */
export type PerpFailure =
  | { kind: 'rejected' }
  | { kind: 'chainNotAdded' }
  | { kind: 'timeout' }
  | { kind: 'transferFailed' }
  /** The wallet cannot pay the gas (the RPC's "insufficient funds" for the transaction's upfront cost). */
  | { kind: 'noGas' }
  /** The wallet's token account holds less than the amount (SPL Token's InsufficientFunds). */
  | { kind: 'noTokens' }
  | { kind: 'reverted' }
  | { kind: 'notMined' }
  | { kind: 'accountRent' }
  /** A refused signing request (typed data or transaction checks), worded with its own message. */
  | { kind: 'refusedToSign'; message: string }
  | { kind: 'perp'; code: number; group: PerpErrorGroup; message: string }
  | { kind: 'solanaProgram'; code: number; error: SolanaVaultError }
  | { kind: 'revert'; revert: Revert }
  | { kind: 'unknown'; message: string };

/** Decodes revert data of the vault contract into its kind; null when it is not revert data. */
export function decodeRevert(data: string): Revert | null {
  if (!isHex(data, { even: true })) return null;
  if (data === '0x') return { kind: 'empty' };
  try {
    // viem decodes Solidity's Error(string) and Panic(uint256) besides the ABI's own errors.
    const decoded = decodeErrorResult({ abi: VAULT_ERRORS_ABI, data }) as { errorName: string; args?: readonly unknown[] };
    const args = decoded.args ?? [];
    if (decoded.errorName === 'Error') return { kind: 'message', message: String(args[0] ?? '') };
    if (decoded.errorName === 'Panic') return { kind: 'panic', code: Number(args[0] ?? 0) };
    return { kind: 'custom', name: decoded.errorName, args };
  } catch {
    return { kind: 'custom', name: data.slice(0, 10), args: [] };
  }
}

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null;

/** Revert data carried by a wallet / RPC / viem error: `data`, `data.data`, or deeper in `cause`. */
function revertDataOf(error: unknown, depth = 0): string | null {
  if (!isObject(error) || depth > 5) return null;
  const data = error.data;
  if (isHex(data, { strict: false })) return data;
  if (isObject(data) && isHex(data.data, { strict: false })) return data.data;
  if (isHex(error.raw, { strict: false })) return error.raw;
  return revertDataOf(error.cause, depth + 1);
}

function customProgramCode(error: unknown): number | null {
  if (isObject(error)) {
    const instruction = (error as { InstructionError?: unknown }).InstructionError;
    if (Array.isArray(instruction) && isObject(instruction[1]) && typeof instruction[1].Custom === 'number') return instruction[1].Custom;
  }
  const text = error instanceof Error ? error.message : typeof error === 'string' ? error : isObject(error) && typeof error.message === 'string' ? error.message : '';
  const hex = /custom program error: 0x([0-9a-fA-F]+)/.exec(text);
  if (hex) return parseInt(hex[1] ?? '', 16);
  const dec = /"Custom":\s*(\d+)/.exec(text);
  return dec ? Number(dec[1]) : null;
}

const REFUSALS = new Set([INVALID_TYPED_DATA, TYPED_DATA_MISMATCH, EXPECTED_V0, TRANSACTION_MISSING]);

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : isObject(error) && typeof error.message === 'string' ? error.message : typeof error === 'string' ? error : '');

/**
 * Maps any failure of a perp flow to what the UI says (spec 2 §8): 4001 user rejected, 4902 chain
 * not added, USER_TIMEOUT (blockhash not found), no hash (fomox-perp-transfailed), a reverted or
 * unmined transaction, no native coin for the gas, the 4070xx server codes by group, 5070 account
 * rent, too few tokens in the Solana token account (SPL Token error 1), the Solana vault program errors 6000-6005, vault and token contract reverts, else unknown
 * with the message.
 */
export function decodePerpError(error: unknown): PerpFailure {
  const code = isObject(error) ? error.code : undefined;
  const message = messageOf(error);
  // The host's wallet service reports a cancel as a silent 'wallet.rejected' WalletError.
  const hostRejected = isObject(error) && error.key === 'wallet.rejected' && error.silent === true;
  if (code === 4001 || code === 'ACTION_REJECTED' || hostRejected || /user rejected|user denied/i.test(message)) return { kind: 'rejected' };
  if (code === 4902) return { kind: 'chainNotAdded' };
  if (code === 'USER_TIMEOUT' || message === 'USER_TIMEOUT' || /blockhash not found/i.test(message)) return { kind: 'timeout' };
  if (message === TRANSFER_FAILED) return { kind: 'transferFailed' };
  if (message === TRANSACTION_REVERTED) return { kind: 'reverted' };
  if (message === TRANSACTION_NOT_MINED) return { kind: 'notMined' };
  // MetaMask and geth say "insufficient funds for gas * price + value", ganache "doesn't have enough funds to send tx".
  if (/insufficient funds for gas|enough funds to send tx/i.test(message)) return { kind: 'noGas' };
  if (REFUSALS.has(message)) return { kind: 'refusedToSign', message };
  if (typeof code === 'number' && code === 5070) return { kind: 'accountRent' };
  if (typeof code === 'number' && code >= 400000) return { kind: 'perp', code, group: perpErrorGroup(code), message };
  const program = customProgramCode(error);
  if (program === TOKEN_INSUFFICIENT_FUNDS) return { kind: 'noTokens' };
  if (program !== null && program in SOLANA_VAULT_ERRORS) return { kind: 'solanaProgram', code: program, error: SOLANA_VAULT_ERRORS[program as keyof typeof SOLANA_VAULT_ERRORS] };
  const data = revertDataOf(error);
  const revert = data ? decodeRevert(data) : null;
  if (revert) return { kind: 'revert', revert };
  return { kind: 'unknown', message };
}

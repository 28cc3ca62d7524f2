// The Solana programs the sim's chain knows, as a wallet or an explorer sees them: their ids (the
// perp vault's, SPL Token, Associated Token Account, System, Compute Budget), the associated token
// address of an owner, what the RPC answers for a token amount and for a refused call, and the
// reading of the instructions the sim runs (a System transfer, a token transaction). The vault
// (solanaVault.ts) keeps the ledgers and runs the transactions.
import { ed25519 } from '@noble/curves/ed25519.js';
import { createHash } from 'node:crypto';
import { PERP_TOKENS, base58Decode, base58Encode } from '@nova/shared-contracts';
import { MessageFormatError, readCompact } from './solanaMessage';
import type { ParsedMessage } from './solanaMessage';

/** sha256 of a label: the sim's seeds for its program ids and its transaction ids. */
export const seed = (label: string): Uint8Array => new Uint8Array(createHash('sha256').update(label).digest());

/** The vault program, its vault account (the owner of the vault's token account) and the USDT mint, the listed one. */
export const SOL_VAULT = { program: base58Encode(seed('nova:perp-vault-program')), vault: base58Encode(seed('nova:perp-vault')), mint: PERP_TOKENS.solana.address } as const;
/** The SPL Token program (owner of every token account) and the Associated Token Account program. */
export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
export const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL';
/** A token account's size and its rent-exempt lamports (what getTokenAccountsByOwner reports). */
export const TOKEN_ACCOUNT_SPACE = 165;
export const TOKEN_ACCOUNT_RENT = 2_039_280;
/** The SPL Token program's InsufficientFunds error (custom error 1). */
export const TOKEN_INSUFFICIENT_FUNDS = 'Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1';

/** Whether 32 bytes are a point of the ed25519 curve (a program-derived address must not be). */
function onCurve(bytes: Uint8Array): boolean {
  try {
    ed25519.Point.fromBytes(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * The associated token account of `owner` for `mint`: the address wallets and explorers derive,
 * Solana's program-derived address of seeds [owner, token program, mint] under the ATA program
 * (sha256 of the seeds, a bump from 255 down, the program id and "ProgramDerivedAddress"; the
 * first off the curve). Written on @noble's sha256 and ed25519 rather than web3.js' PublicKey,
 * whose byte checks refuse the typed arrays of a browser-like test realm (see payout.ts).
 */
export function associatedTokenAddress(owner: string, mint: string = SOL_VAULT.mint): string {
  const seeds = [owner, TOKEN_PROGRAM, mint].map((key) => base58Decode(key) ?? new Uint8Array(32));
  const program = base58Decode(ASSOCIATED_TOKEN_PROGRAM) ?? new Uint8Array(32);
  for (let bump = 255; bump >= 0; bump -= 1) {
    const hash = new Uint8Array(createHash('sha256').update(Buffer.concat([...seeds, Uint8Array.of(bump), program, Buffer.from('ProgramDerivedAddress')])).digest());
    if (!onCurve(hash)) return base58Encode(hash);
  }
  throw new SolanaRpcError(-32602, 'Invalid param: no associated token address');
}

export class SolanaRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** A compact-u16 read from a transaction: a malformed one is refused as the RPC refuses it. */
export function readLength(bytes: Uint8Array, offset: number): { value: number; size: number } {
  try {
    return readCompact(bytes, offset);
  } catch (error) {
    if (error instanceof MessageFormatError) throw new SolanaRpcError(-32602, error.message);
    throw error;
  }
}

/** Where the message's recent blockhash sits (after prefix, header and the static keys). */
export function blockhashOffset(message: Uint8Array): number {
  const keys = readLength(message, 4);
  return 4 + keys.size + keys.value * 32;
}


/** The System program and its Transfer instruction. */
export const SYSTEM_PROGRAM = '11111111111111111111111111111111';
export const SYSTEM_TRANSFER = 2;

/**
 * The sender, recipient and lamports of a message (legacy or v0) whose one instruction is a
 * System transfer; null for anything else.
 */
export function systemTransfer(message: ParsedMessage | null): { from: string; to: string; lamports: bigint; blockhash: string } | null {
  const [instruction, ...others] = message?.instructions ?? [];
  if (!message || !instruction || others.length > 0) return null;
  const { program, accounts, data } = instruction;
  if (program !== SYSTEM_PROGRAM || accounts.length !== 2 || data.length !== 12) return null;
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  if (view.getUint32(0, true) !== SYSTEM_TRANSFER) return null;
  const [from, to] = accounts;
  return from && to ? { from, to, lamports: view.getBigUint64(4, true), blockhash: message.blockhash } : null;
}



/** A token amount as the RPC words it (6 decimals: the listed USDT's). */
export function tokenAmount(units: bigint): { amount: string; decimals: number; uiAmount: number; uiAmountString: string } {
  const { decimals } = PERP_TOKENS.solana;
  const whole = units / 10n ** BigInt(decimals);
  const fraction = (units % 10n ** BigInt(decimals)).toString().padStart(decimals, '0').replace(/0+$/, '');
  const text = fraction ? `${whole}.${fraction}` : whole.toString();
  return { amount: units.toString(), decimals, uiAmount: Number(text), uiAmountString: text };
}


/** The Compute Budget program (wallets prepend its price and limit instructions; the sim charges the base fee only). */
export const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111';
/** SPL Token instruction tags: Transfer and TransferChecked. */
export const TOKEN_TRANSFER = 3;
export const TOKEN_TRANSFER_CHECKED = 12;

/** Whether a message is an SPL token transaction the sim runs: token and ATA instructions (compute budget allowed), at least one token instruction. */
export function isTokenTransaction(message: ParsedMessage): boolean {
  const programs = new Set(message.instructions.map((i) => i.program));
  return programs.has(TOKEN_PROGRAM) && [...programs].every((p) => p === TOKEN_PROGRAM || p === ASSOCIATED_TOKEN_PROGRAM || p === COMPUTE_BUDGET_PROGRAM);
}

// The sim's Solana side of perp deposits: it builds the v0 deposit transaction of the vault
// program, hands out blockhashes, and accepts a signed transaction only after checking its
// signature, its blockhash age and that its instructions are the ones it built. Served as
// JSON-RPC at /rpc/solana (getLatestBlockhash, sendTransaction, getSignatureStatuses). It also keeps
// a lamport ledger of its own (requestAirdrop, getBalance) and accepts a signed System-program
// transfer against it: what a custodial SOL deposit is (chain/deposits.ts credits it). And SPL-like
// token accounts of the listed USDT mint (PERP_TOKENS.solana), one per owner at its associated
// token address (getTokenAccountsByOwner, getTokenAccountBalance): the faucet mints into them, a
// vault deposit moves the amount into the vault's, the hot wallet's payouts move it to the payee's.
import { ed25519 } from '@noble/curves/ed25519.js';
import { createHash } from 'node:crypto';
import { PERP_TOKENS, base58Decode, base58Encode } from '@nova/shared-contracts';

/** How long a handed-out blockhash stays valid (Solana: 150 slots, about a minute). */
export const BLOCKHASH_TTL_MS = 60_000;
const sha256 = (label: string): Uint8Array => new Uint8Array(createHash('sha256').update(label).digest());
const seed = sha256;
/** The vault program, its vault account (the owner of the vault's token account) and the USDT mint, the listed one. */
export const SOL_VAULT = { program: base58Encode(seed('nova:perp-vault-program')), vault: base58Encode(seed('nova:perp-vault')), mint: PERP_TOKENS.solana.address } as const;
/** The SPL Token program (owner of every token account) and the Associated Token Account program. */
export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL';
/** A token account's size and its rent-exempt lamports (what getTokenAccountsByOwner reports). */
const TOKEN_ACCOUNT_SPACE = 165;
const TOKEN_ACCOUNT_RENT = 2_039_280;
/** The SPL Token program's InsufficientFunds error (custom error 1). */
const TOKEN_INSUFFICIENT_FUNDS = 'Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1';

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
/** The deposit instruction's discriminator (first 8 bytes of sha256("global:deposit"), as Anchor names it). */
const DEPOSIT_TAG = sha256('global:deposit').slice(0, 8);

export class SolanaRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

function compact(n: number): number[] {
  const out: number[] = [];
  let rest = n;
  for (;;) {
    const byte = rest & 0x7f;
    rest >>= 7;
    if (rest === 0) return [...out, byte];
    out.push(byte | 0x80);
  }
}

function readCompact(bytes: Uint8Array, offset: number): { value: number; size: number } {
  let value = 0;
  for (let size = 0; size < 3; size += 1) {
    const byte = bytes[offset + size] ?? 0;
    value |= (byte & 0x7f) << (7 * size);
    if ((byte & 0x80) === 0) return { value, size: size + 1 };
  }
  throw new SolanaRpcError(-32602, 'invalid transaction: bad length');
}

/** Where the message's recent blockhash sits (after prefix, header and the static keys). */
export function blockhashOffset(message: Uint8Array): number {
  const keys = readCompact(message, 4);
  return 4 + keys.size + keys.value * 32;
}

interface Intent {
  user: string;
  amountUnits: bigint;
  /** The built message with a zeroed blockhash: what a signed transaction must carry. */
  template: Uint8Array;
}

export interface SentDeposit {
  user: string;
  amountUnits: bigint;
  credited: boolean;
}

export interface SolTransfer {
  /** The transaction id (the sender's signature, base58). */
  signature: string;
  from: string;
  to: string;
  lamports: bigint;
  /** The slot it was accepted in (the RPC's slot: now / 400 ms). */
  slot: number;
}

/** A move of USDT between token accounts (by their owners): a vault deposit or a hot-wallet payout. */
export interface TokenTransfer {
  signature: string;
  /** The owners of the source and destination token accounts. */
  from: string;
  to: string;
  units: bigint;
  slot: number;
}

/** The System program, and what the sim charges a transfer (Solana's base fee: one signature). */
export const SYSTEM_PROGRAM = '11111111111111111111111111111111';
export const TRANSFER_FEE_LAMPORTS = 5000n;
const SYSTEM_TRANSFER = 2;

/**
 * The sender, recipient and lamports of a message (legacy or v0) whose one instruction is a
 * System transfer; null for anything else.
 */
function systemTransfer(message: Uint8Array): { from: string; to: string; lamports: bigint; blockhash: string } | null {
  const start = message[0] === 0x80 ? 1 : 0;
  const keys = readCompact(message, start + 3);
  let at = start + 3 + keys.size;
  const key = (i: number): string => base58Encode(message.slice(at + i * 32, at + i * 32 + 32));
  const list = Array.from({ length: keys.value }, (_, i) => key(i));
  at += keys.value * 32;
  const blockhash = base58Encode(message.slice(at, at + 32));
  at += 32;
  const count = readCompact(message, at);
  at += count.size;
  if (count.value !== 1) return null;
  const program = list[message[at] ?? -1];
  const accounts = readCompact(message, at + 1);
  const indexes = Array.from(message.slice(at + 1 + accounts.size, at + 1 + accounts.size + accounts.value));
  at += 1 + accounts.size + accounts.value;
  const length = readCompact(message, at);
  const data = message.slice(at + length.size, at + length.size + length.value);
  if (program !== SYSTEM_PROGRAM || indexes.length !== 2 || data.length !== 12) return null;
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  if (view.getUint32(0, true) !== SYSTEM_TRANSFER) return null;
  const [from, to] = indexes.map((i) => list[i]);
  return from && to ? { from, to, lamports: view.getBigUint64(4, true), blockhash } : null;
}

/** A token amount as the RPC words it (6 decimals: the listed USDT's). */
function tokenAmount(units: bigint): { amount: string; decimals: number; uiAmount: number; uiAmountString: string } {
  const { decimals } = PERP_TOKENS.solana;
  const whole = units / 10n ** BigInt(decimals);
  const fraction = (units % 10n ** BigInt(decimals)).toString().padStart(decimals, '0').replace(/0+$/, '');
  const text = fraction ? `${whole}.${fraction}` : whole.toString();
  return { amount: units.toString(), decimals, uiAmount: Number(text), uiAmountString: text };
}

const u64le = (value: bigint): number[] => Array.from({ length: 8 }, (_, i) => Number((value >> BigInt(8 * i)) & 0xffn));

export class SolanaVault {
  private readonly blockhashes = new Map<string, number>();
  private readonly intents = new Map<string, Intent>();
  readonly sent = new Map<string, SentDeposit>();
  /** The sim's lamport ledger: what airdrops gave and transfers moved, by address. */
  readonly lamports = new Map<string, bigint>();
  /** The System transfers accepted, in order. */
  readonly transfers: SolTransfer[] = [];
  /** Other transactions the sim itself sent (its hot wallet's memo payouts): their signatures resolve. */
  readonly recorded = new Set<string>();
  /** The USDT token accounts, smallest units by owner (an owner without one holds none). */
  readonly usdt = new Map<string, bigint>();
  /** The USDT moves between token accounts, in order (chain/deposits.ts credits those to custodial owners). */
  readonly tokenTransfers: TokenTransfer[] = [];

  /** The USDT of `owner`'s token account, smallest units. */
  tokenBalance(owner: string): bigint {
    return this.usdt.get(owner) ?? 0n;
  }

  /** The faucet (the mint authority): `units` more USDT on `owner`'s token account, created when missing (not a transfer, so never a deposit). */
  mintTokens(owner: string, units: bigint): void {
    if (base58Decode(owner)?.length !== 32) throw new SolanaRpcError(-32602, 'Invalid param: not a public key');
    this.usdt.set(owner, this.tokenBalance(owner) + units);
  }

  /** Moves `units` USDT between the owners' token accounts as transaction `signature` (InsufficientFunds when the source holds less). */
  transferTokens(signature: string, from: string, to: string, units: bigint, now: number): void {
    const have = this.tokenBalance(from);
    if (have < units) throw new SolanaRpcError(-32002, TOKEN_INSUFFICIENT_FUNDS);
    this.usdt.set(from, have - units);
    this.usdt.set(to, this.tokenBalance(to) + units);
    this.tokenTransfers.push({ signature, from, to, units, slot: Math.floor(now / 400) });
  }

  /** The token accounts of `owner` for `mint` (its associated one, when it has one), as jsonParsed getTokenAccountsByOwner answers them. */
  tokenAccountsOf(owner: string, mint: string = SOL_VAULT.mint): { pubkey: string; account: unknown }[] {
    if (base58Decode(owner)?.length !== 32) throw new SolanaRpcError(-32602, 'Invalid param: not a public key');
    if (mint !== SOL_VAULT.mint || !this.usdt.has(owner)) return [];
    const info = { isNative: false, mint, owner, state: 'initialized', tokenAmount: tokenAmount(this.tokenBalance(owner)) };
    return [{ pubkey: associatedTokenAddress(owner, mint), account: { data: { program: 'spl-token', parsed: { info, type: 'account' }, space: TOKEN_ACCOUNT_SPACE }, executable: false, lamports: TOKEN_ACCOUNT_RENT, owner: TOKEN_PROGRAM, rentEpoch: Number.MAX_SAFE_INTEGER, space: TOKEN_ACCOUNT_SPACE } }];
  }

  /** The owner of the USDT token account at `address` (an associated token address), if it exists. */
  tokenAccountOwner(address: string): string | undefined {
    return [...this.usdt.keys()].find((owner) => associatedTokenAddress(owner) === address);
  }

  balance(address: string): bigint {
    return this.lamports.get(address) ?? 0n;
  }

  /** The faucet: `lamports` more on `to` (not a transfer, so never a deposit). */
  airdrop(to: string, lamports: bigint): string {
    if (base58Decode(to)?.length !== 32) throw new SolanaRpcError(-32602, 'Invalid param: not a public key');
    this.lamports.set(to, this.balance(to) + lamports);
    return base58Encode(seed(`airdrop:${to}:${lamports}:${this.transfers.length}:${Math.random()}`));
  }

  /** A fresh blockhash, valid for BLOCKHASH_TTL_MS from `now`. */
  latestBlockhash(now: number): string {
    const hash = base58Encode(seed(`blockhash:${now}:${this.blockhashes.size}:${Math.random()}`));
    this.blockhashes.set(hash, now);
    return hash;
  }

  /**
   * The unsigned v0 deposit transaction of `user` (base58 key) for `amountUnits` (6 decimals) to
   * the vault account `accountId` (32 bytes hex): one signature slot, static keys [user, vault,
   * program, mint], one deposit instruction, no lookup tables.
   */
  buildDeposit(user: string, amountUnits: bigint, accountIdHex: string, now: number): Uint8Array {
    const keys = [user, SOL_VAULT.vault, SOL_VAULT.program, SOL_VAULT.mint].map((k) => base58Decode(k));
    if (keys.some((k) => k?.length !== 32)) throw new SolanaRpcError(-32602, 'invalid key');
    const accountId = Uint8Array.from((accountIdHex.replace(/^0x/, '').match(/../g) ?? []).map((b) => parseInt(b, 16)));
    const data = [...DEPOSIT_TAG, ...u64le(amountUnits), ...accountId];
    const blockhash = base58Decode(this.latestBlockhash(now)) ?? new Uint8Array(32);
    const message = Uint8Array.from([0x80, 1, 0, 2, ...compact(keys.length), ...keys.flatMap((k) => Array.from(k ?? [])), ...blockhash, ...compact(1), 2, ...compact(3), 0, 1, 3, ...compact(data.length), ...data, ...compact(0)]);
    const template = message.slice();
    template.fill(0, blockhashOffset(template), blockhashOffset(template) + 32);
    this.intents.set(user, { user, amountUnits, template });
    return Uint8Array.from([...compact(1), ...new Array<number>(64).fill(0), ...message]);
  }

  /**
   * Accepts a signed transaction (base64): version 0, signed by the user of a built deposit, with
   * a blockhash handed out less than BLOCKHASH_TTL_MS ago and exactly the built instructions.
   * Returns its signature (base58), the transaction id.
   */
  send(base64: string, now: number): string {
    const bytes = Uint8Array.from(Buffer.from(base64, 'base64'));
    const sigs = readCompact(bytes, 0);
    if (sigs.value !== 1) throw new SolanaRpcError(-32602, 'invalid transaction: one signature expected');
    const signature = bytes.slice(sigs.size, sigs.size + 64);
    const message = bytes.slice(sigs.size + 64);
    const transfer = systemTransfer(message);
    if (transfer) return this.transfer(transfer, signature, message, now);
    if (message[0] !== 0x80) throw new SolanaRpcError(-32602, 'Transaction version (legacy) is not supported: Expected Versioned Transaction (V0)');
    const offset = blockhashOffset(message);
    const user = base58Encode(message.slice(5, 37));
    const intent = this.intents.get(user);
    if (!intent) throw new SolanaRpcError(-32002, 'Transaction simulation failed: no deposit was built for this signer');
    const key = base58Decode(user);
    let valid = false;
    try {
      valid = key !== null && ed25519.verify(signature, message, key);
    } catch {
      valid = false;
    }
    if (!valid) throw new SolanaRpcError(-32003, 'Transaction signature verification failure');
    const issued = this.blockhashes.get(base58Encode(message.slice(offset, offset + 32)));
    if (issued === undefined || now - issued > BLOCKHASH_TTL_MS) throw new SolanaRpcError(-32002, 'Transaction simulation failed: Blockhash not found');
    const unsigned = message.slice();
    unsigned.fill(0, offset, offset + 32);
    if (unsigned.length !== intent.template.length || unsigned.some((b, i) => b !== intent.template[i])) throw new SolanaRpcError(-32002, 'Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1774');
    const id = base58Encode(signature);
    // The deposit instruction moves the USDT from the user's token account into the vault's.
    if (!this.sent.has(id)) {
      this.transferTokens(id, user, SOL_VAULT.vault, intent.amountUnits, now);
      this.sent.set(id, { user, amountUnits: intent.amountUnits, credited: false });
    }
    this.intents.delete(user);
    return id;
  }

  /** A System transfer signed by its sender, with a fresh blockhash, funded (amount and fee): moves the lamports. */
  private transfer(transfer: { from: string; to: string; lamports: bigint; blockhash: string }, signature: Uint8Array, message: Uint8Array, now: number): string {
    let valid = false;
    try {
      valid = ed25519.verify(signature, message, base58Decode(transfer.from) ?? new Uint8Array(32));
    } catch {
      valid = false;
    }
    if (!valid) throw new SolanaRpcError(-32003, 'Transaction signature verification failure');
    const issued = this.blockhashes.get(transfer.blockhash);
    if (issued === undefined || now - issued > BLOCKHASH_TTL_MS) throw new SolanaRpcError(-32002, 'Transaction simulation failed: Blockhash not found');
    const id = base58Encode(signature);
    if (this.transfers.some((t) => t.signature === id)) return id;
    const have = this.balance(transfer.from);
    if (have < transfer.lamports + TRANSFER_FEE_LAMPORTS) throw new SolanaRpcError(-32002, 'Transaction simulation failed: Attempt to debit an account but found no record of a prior credit.');
    this.lamports.set(transfer.from, have - transfer.lamports - TRANSFER_FEE_LAMPORTS);
    this.lamports.set(transfer.to, this.balance(transfer.to) + transfer.lamports);
    this.transfers.push({ signature: id, from: transfer.from, to: transfer.to, lamports: transfer.lamports, slot: Math.floor(now / 400) });
    return id;
  }
}

const vaults = new WeakMap<object, SolanaVault>();
export function solanaVaultOf(core: object): SolanaVault {
  let vault = vaults.get(core);
  if (!vault) {
    vault = new SolanaVault();
    vaults.set(core, vault);
  }
  return vault;
}

/**
 * POST /rpc/solana: JSON-RPC 2.0 getLatestBlockhash, sendTransaction (base64), getSignatureStatuses,
 * getBalance, requestAirdrop, getTokenAccountsByOwner (filter `mint` or `programId`; jsonParsed
 * accounts) and getTokenAccountBalance.
 */
export function solanaRpcBody(core: object, body: unknown, now: number): unknown {
  let call = body;
  if (body instanceof Uint8Array) call = new TextDecoder().decode(body);
  if (typeof call === 'string') {
    try {
      call = JSON.parse(call);
    } catch {
      return { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'parse error' } };
    }
  }
  const { id = null, method, params = [] } = (call ?? {}) as { id?: unknown; method?: unknown; params?: unknown[] };
  const vault = solanaVaultOf(core);
  try {
    if (method === 'getLatestBlockhash') return { jsonrpc: '2.0', id, result: { context: { slot: Math.floor(now / 400) }, value: { blockhash: vault.latestBlockhash(now), lastValidBlockHeight: Math.floor(now / 400) + 150 } } };
    if (method === 'sendTransaction') return { jsonrpc: '2.0', id, result: vault.send(String(params[0] ?? ''), now) };
    if (method === 'getBalance') return { jsonrpc: '2.0', id, result: { context: { slot: Math.floor(now / 400) }, value: Number(vault.balance(String(params[0] ?? ''))) } };
    if (method === 'getTokenAccountsByOwner') {
      const filter = (params[1] ?? {}) as { mint?: unknown; programId?: unknown };
      if (typeof filter.mint !== 'string' && filter.programId !== TOKEN_PROGRAM) throw new SolanaRpcError(-32602, 'Invalid params: filter must be a mint or the token program id');
      const accounts = vault.tokenAccountsOf(String(params[0] ?? ''), typeof filter.mint === 'string' ? filter.mint : SOL_VAULT.mint);
      return { jsonrpc: '2.0', id, result: { context: { slot: Math.floor(now / 400) }, value: accounts } };
    }
    if (method === 'getTokenAccountBalance') {
      const owner = vault.tokenAccountOwner(String(params[0] ?? ''));
      if (owner === undefined) throw new SolanaRpcError(-32602, 'Invalid param: could not find account');
      return { jsonrpc: '2.0', id, result: { context: { slot: Math.floor(now / 400) }, value: tokenAmount(vault.tokenBalance(owner)) } };
    }
    if (method === 'requestAirdrop') return { jsonrpc: '2.0', id, result: vault.airdrop(String(params[0] ?? ''), BigInt(Number(params[1] ?? 0))) };
    if (method === 'getSignatureStatuses') {
      const ids = (params[0] ?? []) as string[];
      return { jsonrpc: '2.0', id, result: { context: { slot: Math.floor(now / 400) }, value: ids.map((sig) => (vault.sent.has(sig) || vault.recorded.has(sig) || vault.transfers.some((t) => t.signature === sig) || vault.tokenTransfers.some((t) => t.signature === sig) ? { slot: Math.floor(now / 400), confirmations: null, err: null, confirmationStatus: 'finalized' } : null)) } };
    }
    return { jsonrpc: '2.0', id, error: { code: -32601, message: `method not found: ${String(method)}` } };
  } catch (error) {
    const e = error instanceof SolanaRpcError ? error : new SolanaRpcError(-32603, error instanceof Error ? error.message : 'internal error');
    return { jsonrpc: '2.0', id, error: { code: e.code, message: e.message } };
  }
}

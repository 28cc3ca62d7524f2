// The sim's Solana side of perp deposits: it builds the v0 deposit transaction of the vault
// program, hands out blockhashes, and accepts a signed transaction only after checking its
// signature, its blockhash age and that its instructions are the ones it built. Served as
// JSON-RPC at /rpc/solana (getLatestBlockhash, sendTransaction, getSignatureStatuses). It also keeps
// a lamport ledger of its own (requestAirdrop, getBalance) and accepts a signed System-program
// transfer against it: what a custodial SOL deposit is (chain/deposits.ts credits it). And SPL-like
// token accounts of the listed USDT mint (PERP_TOKENS.solana), one per owner at its associated
// token address (getTokenAccountsByOwner, getTokenAccountBalance): the faucet mints into them, a
// vault deposit moves the amount into the vault's, the hot wallet's payouts move it to the payee's,
// and a wallet's own signed SPL Token Transfer / TransferChecked moves it to another owner's (the
// Associated Token Account program's Create / CreateIdempotent creating that one): what an
// outside wallet's USDT deposit to a custodial address is. The ledgers, the accepted transfers
// and the faucet's record are kept in the engine's Persistence, so they survive a restart.
import { ed25519 } from '@noble/curves/ed25519.js';
import { PERP_TOKENS, base58Decode, base58Encode } from '@nova/shared-contracts';
import type { Persistence, RecordChange } from '../engine/store';
import { SOLANA_KINDS, StoredLedger, StoredSet } from './solanaStore';
import type { Sink } from './solanaStore';
import { MessageFormatError, compact, isWritable, parseMessage } from './solanaMessage';
import type { ParsedMessage } from './solanaMessage';
import {
  ASSOCIATED_TOKEN_PROGRAM,
  COMPUTE_BUDGET_PROGRAM,
  SOL_VAULT,
  SYSTEM_PROGRAM,
  SolanaRpcError,
  TOKEN_ACCOUNT_RENT,
  TOKEN_ACCOUNT_SPACE,
  TOKEN_INSUFFICIENT_FUNDS,
  TOKEN_PROGRAM,
  TOKEN_TRANSFER,
  TOKEN_TRANSFER_CHECKED,
  associatedTokenAddress,
  blockhashOffset,
  isTokenTransaction,
  readLength,
  seed,
  systemTransfer,
  tokenAmount,
} from './solanaPrograms';

/** How long a handed-out blockhash stays valid (Solana: 150 slots, about a minute). */
export const BLOCKHASH_TTL_MS = 60_000;
/** What the sim charges a transfer (Solana's base fee: one signature). */
export const TRANSFER_FEE_LAMPORTS = 5000n;
/** The deposit instruction's discriminator (first 8 bytes of sha256("global:deposit"), as Anchor names it). */
const DEPOSIT_TAG = seed('global:deposit').slice(0, 8);

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
  /** The transaction's instruction that moved it, when it is not the first (a deposit id names it). */
  instruction?: number;
}

const u64le = (value: bigint): number[] => Array.from({ length: 8 }, (_, i) => Number((value >> BigInt(8 * i)) & 0xffn));

export class SolanaVault {
  private readonly blockhashes = new Map<string, number>();
  private readonly intents = new Map<string, Intent>();
  readonly sent = new Map<string, SentDeposit>();
  /** The sim's lamport ledger: what airdrops gave and transfers moved, by address. */
  readonly lamports: Map<string, bigint> = new StoredLedger(SOLANA_KINDS.lamports);
  /** The System transfers accepted, in order. */
  readonly transfers: SolTransfer[] = [];
  /** Other transactions the sim itself sent (its hot wallet's memo payouts): their signatures resolve. */
  readonly recorded: Set<string> = new StoredSet(SOLANA_KINDS.recorded);
  /** The USDT token accounts, smallest units by owner (an owner without one holds none). */
  readonly usdt: Map<string, bigint> = new StoredLedger(SOLANA_KINDS.tokens);
  /** The USDT moves between token accounts, in order (chain/deposits.ts credits those to custodial owners). */
  readonly tokenTransfers: TokenTransfer[] = [];
  /** The wallets the faucet funded (faucetOnce). */
  private readonly funded = new StoredSet(SOLANA_KINDS.faucet);
  /** Associated token addresses by owner (deriving one walks bumps and curve checks). */
  private readonly atas = new Map<string, string>();
  private readonly sink?: Sink;

  /**
   * A vault whose ledgers, accepted transfers and faucet record are kept in `persistence` (the
   * engine's) and read back from it: a restarted sim's chain holds what it held. Blockhashes and
   * built-but-unsent deposits are not kept (a blockhash is valid for a minute; a build is asked again).
   */
  constructor(persistence?: Persistence) {
    if (!persistence) return;
    const stored = persistence.load();
    // The changes of one operation (a transaction's fee, rent, token moves and record) are written
    // as one commit, after it: the server's SQLite file is rewritten once per commit.
    let pending: RecordChange[] = [];
    const sink: Sink = (changes) => {
      if (pending.length === 0)
        queueMicrotask(() => {
          const batch = pending;
          pending = [];
          persistence.commit(batch);
        });
      pending.push(...changes);
    };
    this.sink = sink;
    for (const ledger of [this.lamports, this.usdt] as StoredLedger[]) {
      ledger.restore(stored.get(ledger === this.lamports ? SOLANA_KINDS.lamports : SOLANA_KINDS.tokens));
      ledger.sink = sink;
    }
    for (const [set, kind] of [
      [this.recorded, SOLANA_KINDS.recorded],
      [this.funded, SOLANA_KINDS.faucet],
    ] as Array<[StoredSet, string]>) {
      set.restore(stored.get(kind));
      set.sink = sink;
    }
    const ordered = <T>(kind: string, decode: (raw: Record<string, unknown>) => T): T[] =>
      [...(stored.get(kind)?.values() ?? [])]
        .map((json) => JSON.parse(json) as Record<string, unknown>)
        .sort((a, b) => Number(a.seq) - Number(b.seq))
        .map(decode);
    this.transfers.push(...ordered(SOLANA_KINDS.transfers, (r) => ({ signature: String(r.signature), from: String(r.from), to: String(r.to), lamports: BigInt(String(r.lamports)), slot: Number(r.slot) })));
    this.tokenTransfers.push(...ordered(SOLANA_KINDS.tokenTransfers, (r) => ({ signature: String(r.signature), from: String(r.from), to: String(r.to), units: BigInt(String(r.units)), slot: Number(r.slot), ...(r.instruction === undefined ? {} : { instruction: Number(r.instruction) }) })));
    for (const [id, json] of stored.get(SOLANA_KINDS.sent) ?? []) {
      const r = JSON.parse(json) as { user: string; amountUnits: string; credited: boolean };
      this.sent.set(id, this.storedDeposit(id, { user: r.user, amountUnits: BigInt(r.amountUnits), credited: r.credited }, false));
    }
  }

  /** A vault deposit whose `credited` flag (set by /perp/deposit/post_process) is stored as it changes. */
  private storedDeposit(id: string, deposit: SentDeposit, fresh = true): SentDeposit {
    const save = (value: SentDeposit) => this.sink?.([{ kind: SOLANA_KINDS.sent, id, json: JSON.stringify({ user: value.user, amountUnits: value.amountUnits.toString(), credited: value.credited }) }]);
    let credited = deposit.credited;
    const stored = { user: deposit.user, amountUnits: deposit.amountUnits } as SentDeposit;
    Object.defineProperty(stored, 'credited', {
      enumerable: true,
      get: () => credited,
      set: (value: boolean) => {
        credited = value;
        save(stored);
      },
    });
    if (fresh) save(stored);
    return stored;
  }

  private recordTransfer(transfer: SolTransfer): void {
    this.transfers.push(transfer);
    this.sink?.([{ kind: SOLANA_KINDS.transfers, id: transfer.signature, json: JSON.stringify({ ...transfer, lamports: transfer.lamports.toString(), seq: this.transfers.length }) }]);
  }

  private recordTokenTransfer(transfer: TokenTransfer): void {
    this.tokenTransfers.push(transfer);
    this.sink?.([{ kind: SOLANA_KINDS.tokenTransfers, id: `${transfer.signature}|${transfer.instruction ?? 0}`, json: JSON.stringify({ ...transfer, units: transfer.units.toString(), seq: this.tokenTransfers.length }) }]);
  }

  /** The faucet's first funds: `lamports` airdropped and `units` USDT minted to `address`, once per address (kept over a restart). */
  faucetOnce(address: string, lamports: bigint, units: bigint): boolean {
    if (this.funded.has(address)) return false;
    this.airdrop(address, lamports);
    this.mintTokens(address, units);
    this.funded.add(address);
    return true;
  }

  /** The associated token address of `owner` for the listed mint (cached). */
  private ata(owner: string): string {
    let address = this.atas.get(owner);
    if (!address) {
      address = associatedTokenAddress(owner);
      this.atas.set(owner, address);
    }
    return address;
  }

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
    this.recordTokenTransfer({ signature, from, to, units, slot: Math.floor(now / 400) });
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
    return [...this.usdt.keys()].find((owner) => this.ata(owner) === address);
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
    const sigs = readLength(bytes, 0);
    let parsed: ParsedMessage | null = null;
    try {
      parsed = parseMessage(bytes.slice(sigs.size + 64 * sigs.value));
    } catch (error) {
      if (!(error instanceof MessageFormatError)) throw error;
    }
    if (parsed && isTokenTransaction(parsed)) return this.tokenTransaction(bytes, sigs.value, sigs.size, parsed, now);
    if (sigs.value !== 1) throw new SolanaRpcError(-32602, 'invalid transaction: one signature expected');
    const signature = bytes.slice(sigs.size, sigs.size + 64);
    const message = bytes.slice(sigs.size + 64);
    const transfer = systemTransfer(parsed);
    if (transfer) return this.transfer(transfer, signature, message, now);
    if (message[0] !== 0x80) throw new SolanaRpcError(-32602, 'Transaction version (legacy) is not supported: Expected Versioned Transaction (V0)');
    const offset = blockhashOffset(message);
    const user = base58Encode(message.slice(5, 37));
    const intent = this.intents.get(user);
    if (!intent) throw new SolanaRpcError(-32002, 'Transaction simulation failed: no deposit was built for this signer');
    this.verifySignatures([signature], message, [user]);
    this.checkBlockhash(base58Encode(message.slice(offset, offset + 32)), now);
    const unsigned = message.slice();
    unsigned.fill(0, offset, offset + 32);
    if (unsigned.length !== intent.template.length || unsigned.some((b, i) => b !== intent.template[i])) throw new SolanaRpcError(-32002, 'Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1774');
    const id = base58Encode(signature);
    // The deposit instruction moves the USDT from the user's token account into the vault's.
    if (!this.sent.has(id)) {
      this.transferTokens(id, user, SOL_VAULT.vault, intent.amountUnits, now);
      this.sent.set(id, this.storedDeposit(id, { user, amountUnits: intent.amountUnits, credited: false }));
    }
    this.intents.delete(user);
    return id;
  }

  /** Every signature verified against the key it signs for, over the signed message; else the runtime's refusal. */
  private verifySignatures(signatures: readonly Uint8Array[], signed: Uint8Array, keys: readonly (string | undefined)[]): void {
    const verified = signatures.every((signature, i) => {
      try {
        const key = base58Decode(keys[i] ?? '');
        return key !== null && ed25519.verify(signature, signed, key);
      } catch {
        return false;
      }
    });
    if (!verified) throw new SolanaRpcError(-32003, 'Transaction signature verification failure');
  }

  /** A blockhash the sim handed out less than BLOCKHASH_TTL_MS ago; else the runtime's refusal. */
  private checkBlockhash(blockhash: string, now: number): void {
    const issued = this.blockhashes.get(blockhash);
    if (issued === undefined || now - issued > BLOCKHASH_TTL_MS) throw new SolanaRpcError(-32002, 'Transaction simulation failed: Blockhash not found');
  }

  /**
   * An SPL token transaction (Transfer / TransferChecked of the listed USDT, with the Associated
   * Token Account program's Create / CreateIdempotent before it, compute budget instructions
   * allowed), run as the runtime would: every required signature verified, the blockhash fresh,
   * the fee (5,000 lamports a signature) and a created account's rent paid by the fee payer, each
   * instruction checked as the programs check it, all or nothing. Refusals carry the runtime's
   * words and the programs' error codes (SPL Token: 0x1 InsufficientFunds, 0x3 MintMismatch,
   * 0x4 OwnerMismatch, 0x12 MintDecimalsMismatch). Returns the signature (the transaction id).
   */
  private tokenTransaction(bytes: Uint8Array, count: number, prefix: number, message: ParsedMessage, now: number): string {
    if (count !== message.requiredSignatures) throw new SolanaRpcError(-32602, 'invalid transaction: Transaction failed to sanitize accounts offsets correctly');
    if (message.lookups > 0) throw new SolanaRpcError(-32002, "Transaction simulation failed: Transaction loads an address table account that doesn't exist");
    const signed = bytes.slice(prefix + 64 * count);
    const signatures = Array.from({ length: count }, (_, i) => bytes.slice(prefix + 64 * i, prefix + 64 * (i + 1)));
    this.verifySignatures(signatures, signed, message.keys);
    this.checkBlockhash(message.blockhash, now);
    const id = base58Encode(signatures[0] ?? new Uint8Array(64));
    if (this.tokenTransfers.some((t) => t.signature === id)) return id;
    const payer = message.keys[0] ?? '';
    const fee = TRANSFER_FEE_LAMPORTS * BigInt(count);
    const payerLamports = this.balance(payer);
    if (payerLamports === 0n) throw new SolanaRpcError(-32002, 'Transaction simulation failed: Attempt to debit an account but found no record of a prior credit.');
    if (payerLamports < fee) throw new SolanaRpcError(-32002, 'Transaction simulation failed: Insufficient funds for fee');
    // Worked on copies: nothing moves unless every instruction succeeds.
    const lamports = new Map<string, bigint>([[payer, payerLamports - fee]]);
    const tokens = new Map<string, bigint>(this.usdt);
    const moves: TokenTransfer[] = [];
    const signers = new Set(message.keys.slice(0, message.requiredSignatures));
    const writable = (address: string) => isWritable(message, message.keys.indexOf(address));
    const ownerOf = (address: string) => [...tokens.keys()].find((owner) => this.ata(owner) === address);
    message.instructions.forEach((instruction, index) => {
      const fail = (what: string) => new SolanaRpcError(-32002, `Transaction simulation failed: Error processing Instruction ${index}: ${what}`);
      const { program, accounts, data } = instruction;
      if (program === COMPUTE_BUDGET_PROGRAM) return;
      if (program === ASSOCIATED_TOKEN_PROGRAM) {
        const kind = data.length === 0 ? 0 : data[0];
        if (data.length > 1 || (kind !== 0 && kind !== 1)) throw fail('invalid instruction data');
        const [funder = '', account = '', owner = '', mint = '', system = '', tokenProgram = ''] = accounts;
        if (accounts.length < 6) throw fail('insufficient account keys for instruction');
        if (!signers.has(funder)) throw fail('missing required signature for instruction');
        if (system !== SYSTEM_PROGRAM || tokenProgram !== TOKEN_PROGRAM || mint !== SOL_VAULT.mint) throw fail('incorrect program id for instruction');
        if (base58Decode(owner)?.length !== 32 || account !== this.ata(owner)) throw fail('Provided seeds do not result in a valid address');
        if (tokens.has(owner)) {
          // Create on an existing account fails in the System program (AccountAlreadyInUse); CreateIdempotent is a no-op.
          if (kind === 0) throw fail('custom program error: 0x0');
          return;
        }
        const have = lamports.get(funder) ?? this.balance(funder);
        if (have < BigInt(TOKEN_ACCOUNT_RENT)) throw fail('custom program error: 0x1');
        lamports.set(funder, have - BigInt(TOKEN_ACCOUNT_RENT));
        lamports.set(account, (lamports.get(account) ?? this.balance(account)) + BigInt(TOKEN_ACCOUNT_RENT));
        tokens.set(owner, 0n);
        return;
      }
      const tag = data[0];
      if (tag !== TOKEN_TRANSFER && tag !== TOKEN_TRANSFER_CHECKED) throw fail("the sim's token program runs Transfer and TransferChecked only");
      const checked = tag === TOKEN_TRANSFER_CHECKED;
      if (data.length !== (checked ? 10 : 9)) throw fail('invalid instruction data');
      if (accounts.length < (checked ? 4 : 3)) throw fail('insufficient account keys for instruction');
      const [source = '', mint, destination = '', authority = ''] = checked ? accounts : [accounts[0], undefined, accounts[1], accounts[2]];
      const units = new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(1, true);
      const from = ownerOf(source);
      const to = ownerOf(destination);
      if (from === undefined || to === undefined) throw fail('invalid account data for instruction');
      if (checked && mint !== SOL_VAULT.mint) throw fail('custom program error: 0x3');
      if (checked && data[9] !== PERP_TOKENS.solana.decimals) throw fail('custom program error: 0x12');
      if (authority !== from) throw fail('custom program error: 0x4');
      if (!signers.has(authority)) throw fail('missing required signature for instruction');
      if (!writable(source) || !writable(destination)) throw fail('instruction modified data of a read-only account');
      const have = tokens.get(from) ?? 0n;
      if (have < units) throw fail('custom program error: 0x1');
      tokens.set(from, have - units);
      tokens.set(to, (tokens.get(to) ?? 0n) + units);
      moves.push({ signature: id, from, to, units, slot: Math.floor(now / 400), ...(moves.length === 0 ? {} : { instruction: index }) });
    });
    for (const [address, value] of lamports) this.lamports.set(address, value);
    for (const [owner, value] of tokens) if (this.usdt.get(owner) !== value) this.usdt.set(owner, value);
    for (const move of moves) this.recordTokenTransfer(move);
    return id;
  }

  /** A System transfer signed by its sender, with a fresh blockhash, funded (amount and fee): moves the lamports. */
  private transfer(transfer: { from: string; to: string; lamports: bigint; blockhash: string }, signature: Uint8Array, message: Uint8Array, now: number): string {
    this.verifySignatures([signature], message, [transfer.from]);
    this.checkBlockhash(transfer.blockhash, now);
    const id = base58Encode(signature);
    if (this.transfers.some((t) => t.signature === id)) return id;
    const have = this.balance(transfer.from);
    if (have < transfer.lamports + TRANSFER_FEE_LAMPORTS) throw new SolanaRpcError(-32002, 'Transaction simulation failed: Attempt to debit an account but found no record of a prior credit.');
    this.lamports.set(transfer.from, have - transfer.lamports - TRANSFER_FEE_LAMPORTS);
    this.lamports.set(transfer.to, this.balance(transfer.to) + transfer.lamports);
    this.recordTransfer({ signature: id, from: transfer.from, to: transfer.to, lamports: transfer.lamports, slot: Math.floor(now / 400) });
    return id;
  }
}

const vaults = new WeakMap<object, SolanaVault>();
export function solanaVaultOf(core: object): SolanaVault {
  let vault = vaults.get(core);
  if (!vault) {
    vault = new SolanaVault((core as { state?: { persistence?: Persistence } }).state?.persistence);
    vaults.set(core, vault);
  }
  return vault;
}

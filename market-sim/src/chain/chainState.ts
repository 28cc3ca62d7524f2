// The local EVM chains over a restart (README "The sim's chains over a restart"). ganache runs in
// process and keeps its state in memory, and the engine's Persistence stores JSON records, not a
// chain database; so what a restart must keep is kept as accounts: on each engine tick, every
// local chain that mined a block since the last tick has the accounts its transactions touched
// (senders, recipients, created contracts, both sides of the listed USDT's Transfer events, and
// accounts the sim set directly: evm_setAccountBalance / evm_setAccountNonce) read again: native
// balance, nonce, USDT balance. A restarted sim's
// fresh chain is given them back before anything else uses it: the balance and nonce set
// (evm_setAccountBalance / evm_setAccountNonce), the USDT minted by the faucet (the token's owner;
// a mint, so never a deposit). The faucet's "funded once" record is kept beside them (tradeChain.ts).
// Not kept: blocks, transaction hashes and receipts (the fresh chain starts at block 0), ERC-20
// allowances, and the perp vault's own records (deposit nonces, paid withdraw ids); the sim's
// ledger (deposits, withdrawals, idempotency keys) is what guards a payment from being made twice.
import { encodeFunctionData, parseTransaction, recoverTransactionAddress } from 'viem';
import type { TransactionSerialized } from 'viem';
import type { Address, Hex } from 'viem';
import type { Persistence } from '../engine/store';
import { ARTIFACTS } from './artifacts';

export const EVM_KINDS = { accounts: 'evm_accounts', faucet: 'evm_faucet' } as const;

/** What is kept of one account of one chain. */
export interface KeptAccount {
  /** Native coin, wei (decimal string). */
  native: string;
  /** Transactions sent (0 for a contract). */
  nonce: number;
  /** The chain's USDT, smallest units (decimal string). */
  usdt: string;
}

type Request = (method: string, params?: unknown[]) => Promise<unknown>;

/** Everything a chain's keeper needs. */
export interface KeptChain {
  /** The chain's key (eth, bsc, base, gatelayer). */
  key: string;
  request: Request;
  usdt: Address;
  /** Mints `units` of the chain's USDT to `to` from the faucet. */
  mint(to: Address, units: bigint): Promise<void>;
}

interface Keeper extends KeptChain {
  persistence: Persistence;
  faucet: string;
  /** The next block to read. */
  next: number;
}

const TRANSFER_TOPIC: Hex = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
const ZERO = '0x0000000000000000000000000000000000000000';
const keepers = new WeakMap<object, Map<string, Keeper>>();
/** Accounts the sim set directly (no transaction shows them), per engine and chain, until the next keep. */
const setDirectly = new WeakMap<object, Map<string, Set<string>>>();

/** Notes an account whose balance or nonce was set without a transaction, so the next keep reads it. */
export function touchAccount(core: object, key: string, address: string): void {
  const byKey = setDirectly.get(core) ?? new Map<string, Set<string>>();
  setDirectly.set(core, byKey);
  const touched = byKey.get(key) ?? new Set<string>();
  byKey.set(key, touched);
  touched.add(address.toLowerCase());
}

/** The engine's Persistence (none for a bare core object, as some unit tests pass). */
export function persistenceOf(core: object): Persistence | undefined {
  return (core as { state?: { persistence?: Persistence } }).state?.persistence;
}

/** The stored records of `kind` for chain `key`, by the id's second part. */
export function keptRecords(persistence: Persistence, kind: string, key: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const [id, json] of persistence.load().get(kind) ?? []) {
    const at = id.indexOf('|');
    if (id.slice(0, at) === key) out.set(id.slice(at + 1), json);
  }
  return out;
}

const hex = (value: bigint | number): Hex => `0x${value.toString(16)}`;

async function usdtBalance(chain: KeptChain, address: string): Promise<bigint> {
  const data = encodeFunctionData({ abi: ARTIFACTS.TestUSDT.abi, functionName: 'balanceOf', args: [address as Address] });
  const answer = (await chain.request('eth_call', [{ to: chain.usdt, data }, 'latest'])) as Hex;
  return answer === '0x' ? 0n : BigInt(answer);
}

/**
 * Gives a fresh chain the accounts kept of it (a no-op for a first start) and keeps it from now
 * on: call once per started chain, before the chain is handed out.
 */
export async function restoreChain(core: object, chain: KeptChain): Promise<void> {
  const persistence = persistenceOf(core);
  if (!persistence) return;
  const [faucet = ''] = ((await chain.request('eth_accounts')) as string[]).map((a) => a.toLowerCase());
  const kept = keptRecords(persistence, EVM_KINDS.accounts, chain.key);
  for (const [address, json] of kept) {
    if (address === faucet) continue;
    const account = JSON.parse(json) as KeptAccount;
    await chain.request('evm_setAccountBalance', [address, hex(BigInt(account.native))]);
    if (account.nonce > 0) await chain.request('evm_setAccountNonce', [address, hex(account.nonce)]);
    const short = BigInt(account.usdt) - (await usdtBalance(chain, address));
    if (short > 0n) await chain.mint(address as Address, short);
  }
  const byKey = keepers.get(core) ?? new Map<string, Keeper>();
  keepers.set(core, byKey);
  byKey.set(chain.key, { ...chain, persistence, faucet, next: 0 });
}

/** Reads what the blocks since the last call changed on one chain and stores the accounts. */
async function keep(core: object, keeper: Keeper): Promise<void> {
  const head = Number(BigInt((await keeper.request('eth_blockNumber')) as string));
  const direct = setDirectly.get(core)?.get(keeper.key) ?? new Set<string>();
  if (head < keeper.next && direct.size === 0) return;
  const touched = new Set(direct);
  const add = (address: string | null | undefined) => {
    const lower = address?.toLowerCase();
    if (lower && lower !== ZERO && lower !== keeper.faucet) touched.add(lower);
  };
  for (let block = keeper.next; block <= head; block++) {
    const { transactions } = (await keeper.request('eth_getBlockByNumber', [hex(block), true])) as { transactions: Array<{ hash: Hex; from: string; to: string | null }> };
    for (const tx of transactions) {
      add(tx.from);
      add(tx.to);
      if (!tx.to) add(((await keeper.request('eth_getTransactionReceipt', [tx.hash])) as { contractAddress: string | null } | null)?.contractAddress);
    }
  }
  const logs = (await keeper.request('eth_getLogs', [{ fromBlock: hex(keeper.next), toBlock: hex(head), address: keeper.usdt, topics: [TRANSFER_TOPIC] }])) as Array<{ topics: Hex[] }>;
  for (const log of logs) for (const topic of log.topics.slice(1, 3)) add(`0x${topic.slice(-40)}`);
  const changes = [];
  for (const address of touched) {
    const [native, nonce, code, usdt] = await Promise.all([keeper.request('eth_getBalance', [address, 'latest']), keeper.request('eth_getTransactionCount', [address, 'latest']), keeper.request('eth_getCode', [address, 'latest']), usdtBalance(keeper, address)]);
    const account: KeptAccount = { native: BigInt(native as string).toString(), nonce: code === '0x' ? Number(BigInt(nonce as string)) : 0, usdt: usdt.toString() };
    changes.push({ kind: EVM_KINDS.accounts, id: `${keeper.key}|${address}`, json: JSON.stringify(account) });
  }
  if (changes.length > 0) keeper.persistence.commit(changes);
  for (const address of touched) direct.delete(address);
  keeper.next = Math.max(keeper.next, head + 1);
}

/** Keeps the accounts of every started local chain of this engine (on each tick); a chain that fails to answer is read again next time. */
export async function keepChains(core: object): Promise<void> {
  for (const keeper of keepers.get(core)?.values() ?? []) {
    try {
      await keep(core, keeper);
    } catch {
      // Read again from the same block on the next tick.
    }
  }
}

/** Whether the faucet funded `address` on chain `key` before (kept over a restart). */
export function faucetRecord(core: object, key: string): { has(address: string): boolean; add(address: string): void } {
  const persistence = persistenceOf(core);
  const done = new Set(persistence ? keptRecords(persistence, EVM_KINDS.faucet, key).keys() : []);
  return {
    has: (address) => done.has(address.toLowerCase()),
    add(address) {
      const lower = address.toLowerCase();
      if (done.has(lower)) return;
      done.add(lower);
      persistence?.commit([{ kind: EVM_KINDS.faucet, id: `${key}|${lower}`, json: 'true' }]);
    },
  };
}

/**
 * The chain's JSON-RPC (notes accounts the sim sets directly for the keeper, `onSetDirectly`) with the nonce check a node makes on eth_sendRawTransaction: a signed
 * transaction whose nonce is below the sender's count is refused as geth words it (-32000 "nonce
 * too low"). ganache's pool checks against its own record of what it mined, which a restored
 * account's nonce (evm_setAccountNonce) does not reach: without this, a transaction signed before
 * a restart could be mined again on the restored chain.
 */
export function nonceChecked(request: Request, onSetDirectly?: (address: string) => void): Request {
  return async (method, params = []) => {
    if ((method === 'evm_setAccountBalance' || method === 'evm_setAccountNonce') && typeof params[0] === 'string') onSetDirectly?.(params[0]);
    if (method === 'eth_sendRawTransaction' && typeof params[0] === 'string') {
      const serialized = params[0] as TransactionSerialized;
      let sender: string | null = null;
      let nonce: number | undefined;
      try {
        nonce = parseTransaction(serialized).nonce;
        sender = await recoverTransactionAddress({ serializedTransaction: serialized });
      } catch {
        // Not readable here: the node answers it.
      }
      if (sender && nonce !== undefined) {
        const next = Number(BigInt((await request('eth_getTransactionCount', [sender, 'latest'])) as string));
        if (nonce < next) throw Object.assign(new Error(`nonce too low: next nonce ${next}, tx nonce ${nonce}`), { code: -32000 });
      }
    }
    return request(method, params);
  };
}

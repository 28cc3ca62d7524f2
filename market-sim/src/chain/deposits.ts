// Custodial deposits on the local EVM trade chains (see README "Custodial deposits"). On each engine
// tick, every started trade chain is read from the block after the last one read up to its head:
// a successful native transfer to a custodial user's address, and a Transfer event of the chain's
// listed USDT to one, is credited to the user's ledger balance (the balances balanceList reads),
// recorded in the `deposits` collection and pushed on wallet_balance_change. A deposit is
// identified by (chain, tx hash, log index), persisted, so a replayed block or a restarted sim
// never credits it twice. The sim's own faucet's funding and USDT mints are not deposits; its
// custodial payouts are (a withdrawal to another user's custodial address arrives there, as on
// Solana, where the payout is a transfer like any other). On Solana, the System transfers the sim's /rpc/solana accepted (solanaVault.ts'
// lamport ledger) to a custodial user's Solana address are credited the same way, and so are the
// USDT moves into a custodial owner's token account (an outside wallet's SPL Transfer /
// TransferChecked to its associated token account, the hot wallet's payouts).
import { PERP_TOKENS, channelKey } from '@nova/shared-contracts';
import { CHANNELS } from '@nova/shared-contracts/realtime';
import { decodeEventLog, formatUnits, toEventSelector } from 'viem';
import type { Hex } from 'viem';
import type { EngineCore } from '../engine/core';
import { D, str } from '../engine/money';
import type { DepositRecord, UserRecord } from '../engine/state';
import { keepChains } from './chainState';
import { payoutOf } from './payout';
import { solanaVaultOf } from './solanaVault';
import type { SolanaVault } from './solanaVault';
import { TEST_USDT_ABI, readyTradeChains } from './tradeChain';
import type { TradeChain } from './tradeChain';

/**
 * Confirmations a deposit needs: the block that includes it. The local chains instamine (one
 * block per transaction, none in between), so counting later blocks would leave a deposit
 * waiting until someone else transacts; a mined, successful receipt is final there.
 */
export const DEPOSIT_CONFIRMATIONS = 1;

const TRANSFER_TOPIC = toEventSelector('Transfer(address,address,uint256)');
const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';
/** Native transfers carry no log: their log index in the deposit id. */
const NATIVE_LOG = 'native';

/** The next block to read, per chain (in memory: a restarted sim starts new chains at block 0). */
const nextBlock = new WeakMap<TradeChain, number>();
/**
 * The next accepted Solana transfer and token transfer to read. The vault keeps its accepted
 * transfers over a restart (solanaVault.ts): a restarted sim reads them again from the first, and
 * the persisted deposit ids (`solana|signature|...`) credit each one once.
 */
const nextTransfer = new WeakMap<SolanaVault, number>();
const nextTokenTransfer = new WeakMap<SolanaVault, number>();

interface RpcTx {
  hash: Hex;
  from: string;
  to: string | null;
  value: string;
}
interface RpcLog {
  transactionHash: Hex;
  logIndex: string;
  blockNumber: string;
  data: Hex;
  topics: [Hex, ...Hex[]];
}

interface Found {
  id: string;
  chain: DepositRecord['chain'];
  user: UserRecord;
  token: string;
  amount: string;
  txHash: string;
  from: string;
  block: number;
}

/** The custodial (email, Google, Apple, Telegram) users by their EVM address (lower case) and by their Solana address. */
function custodialByAddress(core: EngineCore): { evm: Map<string, UserRecord>; solana: Map<string, UserRecord> } {
  const evm = new Map<string, UserRecord>();
  const solana = new Map<string, UserRecord>();
  for (const user of core.state.users.values()) {
    if (user.auth_method === 'wallet') continue;
    if (user.evm_address) evm.set(user.evm_address.toLowerCase(), user);
    if (user.sol_address) solana.set(user.sol_address, user);
  }
  return { evm, solana };
}

/** The deposits of blocks `from`..`to` of a chain (not yet checked against what was credited). */
async function depositsIn(core: object, chain: TradeChain, from: number, to: number, users: Map<string, UserRecord>): Promise<Found[]> {
  const faucet = chain.faucet.toLowerCase();
  /** The faucet's funding: a transaction from it that is not a custodial payout. */
  const funding = (from: string, hash: string) => from.toLowerCase() === faucet && !payoutOf(core, chain.key, hash);
  const found: Found[] = [];
  for (let block = from; block <= to; block++) {
    const { transactions } = (await chain.request('eth_getBlockByNumber', [`0x${block.toString(16)}`, true])) as { transactions: RpcTx[] };
    for (const tx of transactions) {
      const user = tx.to ? users.get(tx.to.toLowerCase()) : undefined;
      if (!user || BigInt(tx.value) === 0n || funding(tx.from, tx.hash)) continue;
      const receipt = (await chain.request('eth_getTransactionReceipt', [tx.hash])) as { status: string };
      if (receipt.status !== '0x1') continue;
      found.push({ id: `${chain.key}|${tx.hash}|${NATIVE_LOG}`, chain: chain.key, user, token: '', amount: formatUnits(BigInt(tx.value), 18), txHash: tx.hash, from: tx.from.toLowerCase(), block });
    }
  }
  if (!chain.usdt.listed) return found;
  // eth_getLogs answers the logs of successful transactions only.
  const logs = (await chain.request('eth_getLogs', [{ fromBlock: `0x${from.toString(16)}`, toBlock: `0x${to.toString(16)}`, address: chain.usdt.address, topics: [TRANSFER_TOPIC] }])) as RpcLog[];
  for (const log of logs) {
    const { args } = decodeEventLog({ abi: TEST_USDT_ABI, eventName: 'Transfer', data: log.data, topics: log.topics });
    const sender = args.from.toLowerCase();
    const user = users.get(args.to.toLowerCase());
    if (!user || args.value === 0n || funding(sender, log.transactionHash) || sender === ZERO_ADDRESS) continue;
    found.push({ id: `${chain.key}|${log.transactionHash}|${BigInt(log.logIndex)}`, chain: chain.key, user, token: chain.usdt.address, amount: formatUnits(args.value, chain.usdt.decimals), txHash: log.transactionHash, from: sender, block: Number(BigInt(log.blockNumber)) });
  }
  return found;
}

function credit(core: EngineCore, deposit: Found): void {
  const { user, chain } = deposit;
  if (core.state.deposits.has(deposit.id)) return;
  const balanceId = `${user.user_id}|${chain}|${deposit.token}`;
  const balance = new D(core.state.balances.get(balanceId) ?? '0').plus(deposit.amount);
  core.state.balances.set(balanceId, balance.toFixed());
  const record: DepositRecord = { id: deposit.id, user_id: user.user_id, chain, token: deposit.token, amount: deposit.amount, tx_hash: deposit.txHash, from: deposit.from, block_number: deposit.block, credited_at: core.now() };
  core.state.deposits.set(deposit.id, record);
  const name = CHANNELS.walletBalanceChange.name;
  const data = { chain, token: deposit.token, balance: str(balance), wallet_address: (chain === 'solana' ? user.sol_address : user.evm_address) ?? '' };
  for (const params of [{}, { chain }]) core.hub.publish(name, channelKey(name, params), data, user.user_id);
}

/**
 * Credits the deposits mined since the last call on every started trade chain; the caller commits.
 * A chain that fails to answer is read again from the same block on the next call.
 */
export async function creditDeposits(core: EngineCore): Promise<void> {
  const users = custodialByAddress(core);
  const vault = solanaVaultOf(core);
  const transfers = vault.transfers.slice(nextTransfer.get(vault) ?? 0);
  nextTransfer.set(vault, vault.transfers.length);
  for (const transfer of transfers) {
    const user = users.solana.get(transfer.to);
    if (user) credit(core, { id: `solana|${transfer.signature}|${NATIVE_LOG}`, chain: 'solana', user, token: '', amount: formatUnits(transfer.lamports, 9), txHash: transfer.signature, from: transfer.from, block: transfer.slot });
  }
  const usdt = PERP_TOKENS.solana;
  const tokenTransfers = vault.tokenTransfers.slice(nextTokenTransfer.get(vault) ?? 0);
  nextTokenTransfer.set(vault, vault.tokenTransfers.length);
  for (const transfer of tokenTransfers) {
    const user = users.solana.get(transfer.to);
    // The first token move of a transaction is `solana|signature|mint`; a later one names its instruction.
    const id = `solana|${transfer.signature}|${usdt.address}${transfer.instruction === undefined ? '' : `|${transfer.instruction}`}`;
    if (user) credit(core, { id, chain: 'solana', user, token: usdt.address, amount: formatUnits(transfer.units, usdt.decimals), txHash: transfer.signature, from: transfer.from, block: transfer.slot });
  }
  // Then the local chains' accounts are kept for a restart (chainState.ts).
  if (users.evm.size > 0) await creditEvmDeposits(core, users.evm);
  await keepChains(core);
}

async function creditEvmDeposits(core: EngineCore, users: Map<string, UserRecord>): Promise<void> {
  for (const chain of readyTradeChains(core)) {
    try {
      const head = Number(BigInt((await chain.request('eth_blockNumber')) as string)) - (DEPOSIT_CONFIRMATIONS - 1);
      const from = nextBlock.get(chain) ?? 0;
      if (head < from) continue;
      for (const deposit of await depositsIn(core, chain, from, head, users)) credit(core, deposit);
      nextBlock.set(chain, head + 1);
    } catch {
      // The chain is read again from `from` on the next tick; what was credited is not again.
    }
  }
}


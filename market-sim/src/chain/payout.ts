// The payouts of custodial withdrawals: real transactions on the sim's chains, sent from the sim's
// hot wallet, so the hash a withdraw answers can be looked up (see README "Custodial withdrawals").
// EVM: the faucet account of the chain's local ganache (tradeChain.ts) sends the native coin as a
// value transfer and USDT as an ERC-20 transfer of the chain's TestUSDT (minted to itself first
// when it holds too little). A market token's balance lives in the sim's ledger (SimToken keeps
// allowances only), so its payout is a zero-value transaction to the recipient whose input is a
// UTF-8 memo naming the token and the amount. Solana: the payout is a real legacy transaction
// signed (ed25519) by the hot wallet's key: a System transfer of the lamports (moved on the sim's
// lamport ledger), an SPL Token TransferChecked of USDT between the associated token accounts
// (moved on its token accounts), or a memo for market tokens; the sim keeps it for its transaction page.
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { ed25519 } from '@noble/curves/ed25519.js';
import { Keypair } from '@solana/web3.js';
import { decodeFunctionResult, encodeFunctionData, parseUnits, stringToHex } from 'viem';
import type { Address, Hex } from 'viem';
import { CHAINS, base58Decode, base58Encode } from '@nova/shared-contracts';
import type { TradingChain } from '@nova/shared-contracts';
import { MEMO_PROGRAM_ID } from '../engine/solanaTx';
import { ARTIFACTS } from './artifacts';
import { compact } from './solanaMessage';
import { solanaVaultOf, TRANSFER_FEE_LAMPORTS } from './solanaVault';
import { SOL_VAULT, TOKEN_PROGRAM, associatedTokenAddress } from './solanaPrograms';
import { isTradeEvmChain, tradeChainOf } from './tradeChain';

/** What is paid out: the chain's native coin, its USDT, or a market token of the sim's ledger. */
export type PayoutAsset = { kind: 'native' } | { kind: 'usdt'; address: string; decimals: number } | { kind: 'token'; address: string; symbol: string; decimals: number };

export interface PayoutRequest {
  chain: TradingChain;
  to: string;
  asset: PayoutAsset;
  /** The amount the recipient gets, in whole units (a decimal string). */
  amount: string;
}

/** A payout as the sim recorded it (what its transaction page shows next to the chain's data). */
export interface Payout extends PayoutRequest {
  hash: string;
  from: string;
  time: number;
  /** Solana: the signed transaction (base64) as the hot wallet signed it. */
  signed?: string;
}

const USDT_ABI = ARTIFACTS.TestUSDT.abi;

/** The hot wallet's Solana key: fixed per sim, from a seed, so its address is the same after a restart. */
export const SOL_HOT_WALLET = Keypair.fromSeed(sha256(utf8ToBytes('nova:sim-hot-wallet')));

const payouts = new WeakMap<object, Map<string, Payout>>();
const recordsOf = (core: object): Map<string, Payout> => {
  let records = payouts.get(core);
  if (!records) {
    records = new Map();
    payouts.set(core, records);
  }
  return records;
};
const recordKey = (chain: string, hash: string): string => `${chain}:${CHAINS[chain as TradingChain]?.family === 'solana' ? hash : hash.toLowerCase()}`;

/** The payout the sim sent on `chain` with `hash`, if any. */
export function payoutOf(core: object, chain: string, hash: string): Payout | undefined {
  return recordsOf(core).get(recordKey(chain, hash));
}

/** Floors a decimal string to `decimals` places (what the chain's smallest unit can carry). */
function units(amount: string, decimals: number): bigint {
  const [whole = '0', fraction = ''] = amount.split('.');
  return parseUnits(fraction === '' ? whole : `${whole}.${fraction.slice(0, decimals)}`, decimals);
}

async function payOnEvm(core: object, request: PayoutRequest): Promise<{ hash: string; from: string }> {
  if (!isTradeEvmChain(request.chain)) throw new Error(`${request.chain} has no local EVM chain`);
  const chain = await tradeChainOf(core, request.chain);
  const [hot] = (await chain.request('eth_accounts')) as Address[];
  if (!hot) throw new Error(`${request.chain}: the local chain has no hot wallet`);
  const to = request.to.toLowerCase() as Address;
  const send = async (tx: { to: Address; value?: bigint; data?: Hex }, what: string): Promise<Hex> => {
    const hash = (await chain.request('eth_sendTransaction', [{ from: hot, to: tx.to, ...(tx.value !== undefined ? { value: `0x${tx.value.toString(16)}` } : {}), ...(tx.data ? { data: tx.data } : {}) }])) as Hex;
    const receipt = (await chain.request('eth_getTransactionReceipt', [hash])) as { status: string } | null;
    if (receipt?.status !== '0x1') throw new Error(`${request.chain}: the ${what} was not mined`);
    return hash;
  };
  const { asset } = request;
  if (asset.kind === 'native') return { hash: await send({ to, value: units(request.amount, CHAINS[request.chain].nativeDecimals) }, 'native transfer'), from: hot };
  if (asset.kind === 'token') {
    return { hash: await send({ to, value: 0n, data: stringToHex(`nova withdraw ${request.amount} ${asset.symbol} ${asset.address}`) }, 'token record'), from: hot };
  }
  const token = asset.address.toLowerCase() as Address;
  if (((await chain.request('eth_getCode', [token, 'latest'])) as string) === '0x') throw new Error(`${request.chain}: no USDT contract on the local chain`);
  const value = units(request.amount, asset.decimals);
  const held = decodeFunctionResult({ abi: USDT_ABI, functionName: 'balanceOf', data: (await chain.request('eth_call', [{ to: token, data: encodeFunctionData({ abi: USDT_ABI, functionName: 'balanceOf', args: [hot] }) }, 'latest'])) as Hex });
  // The hot wallet is the token's owner: what the users withdraw is minted to it as it is needed.
  if (held < value) await send({ to: token, data: encodeFunctionData({ abi: USDT_ABI, functionName: 'mint', args: [hot, value - held] }) }, 'USDT mint');
  return { hash: await send({ to: token, data: encodeFunctionData({ abi: USDT_ABI, functionName: 'transfer', args: [to, value] }) }, 'USDT transfer'), from: hot };
}

const u64le = (value: bigint): number[] => Array.from({ length: 8 }, (_, i) => Number((value >> BigInt(8 * i)) & 0xffn));
const SYSTEM_PROGRAM = new Uint8Array(32);

/** SPL Token's TransferChecked instruction (12): amount (u64) and decimals, accounts source, mint, destination, owner. */
const TRANSFER_CHECKED = 12;

/** A legacy message: one signer (the hot wallet, fee payer, writable), then `writable` more writable keys, then the read-only ones; one instruction. */
function legacyMessage(keys: Uint8Array[], writable: number, blockhash: Uint8Array, program: number, accounts: number[], data: number[]): Uint8Array {
  const readonly = keys.length - 1 - writable;
  return Uint8Array.from([1, 0, readonly, ...compact(keys.length), ...keys.flatMap((key) => Array.from(key)), ...blockhash, ...compact(1), program, ...compact(accounts.length), ...accounts, ...compact(data.length), ...data]);
}

/**
 * The payout as a legacy Solana transaction, written byte by byte (plain Uint8Arrays: web3.js'
 * instruction layouts refuse the typed arrays of a browser-like test realm) and signed with
 * ed25519: one signer (the hot wallet, fee payer), one instruction. SOL: a System transfer;
 * USDT: TransferChecked from the hot wallet's token account to the payee's associated one;
 * a market token: a memo.
 */
function payOnSolana(core: object, request: PayoutRequest, now: number): { hash: string; from: string; signed: string } {
  const from = SOL_HOT_WALLET.publicKey.toBytes();
  const to = base58Decode(request.to);
  if (to?.length !== 32) throw new Error('solana: the recipient is not a 32-byte key');
  const { asset } = request;
  const vault = solanaVaultOf(core);
  const hot = SOL_HOT_WALLET.publicKey.toBase58();
  const blockhash = base58Decode(vault.latestBlockhash(now)) ?? new Uint8Array(32);
  const key = (address: string): Uint8Array => base58Decode(address) ?? new Uint8Array(32);
  let message: Uint8Array;
  if (asset.kind === 'native') {
    // System transfer: instruction 2, then the lamports (u64 little-endian).
    message = legacyMessage([from, to, SYSTEM_PROGRAM], 1, blockhash, 2, [0, 1], [2, 0, 0, 0, ...u64le(units(request.amount, CHAINS.solana.nativeDecimals))]);
  } else if (asset.kind === 'usdt') {
    const tokenUnits = units(request.amount, asset.decimals);
    message = legacyMessage([from, key(associatedTokenAddress(hot)), key(associatedTokenAddress(request.to)), key(SOL_VAULT.mint), key(TOKEN_PROGRAM)], 2, blockhash, 4, [1, 3, 2, 0], [TRANSFER_CHECKED, ...u64le(tokenUnits), asset.decimals]);
  } else {
    message = legacyMessage([from, MEMO_PROGRAM_ID.toBytes()], 0, blockhash, 1, [0], Array.from(utf8ToBytes(`nova withdraw ${request.amount} ${asset.symbol} ${asset.address} to ${request.to}`)));
  }
  const signature = ed25519.sign(message, SOL_HOT_WALLET.secretKey.slice(0, 32));
  const signed = Buffer.from(Uint8Array.from([...compact(1), ...signature, ...message])).toString('base64');
  const hash = base58Encode(signature);
  if (asset.kind === 'native') {
    // Sent through the sim's Solana RPC as any wallet's transfer would be: the lamports move on its
    // ledger (the recipient's getBalance rises; one to a custodial address is that user's deposit),
    // the hot wallet refilled by the faucet first when it lacks the amount and the fee.
    const lamports = units(request.amount, CHAINS.solana.nativeDecimals);
    const short = lamports + TRANSFER_FEE_LAMPORTS - vault.balance(hot);
    if (short > 0n) vault.airdrop(hot, short);
    vault.send(signed, now);
  } else if (asset.kind === 'usdt') {
    // The hot wallet's token account is minted what it lacks (the sim is the mint authority), then
    // the USDT moves to the payee's token account (one to a custodial address is that user's deposit).
    const tokenUnits = units(request.amount, asset.decimals);
    const short = tokenUnits - vault.tokenBalance(hot);
    if (short > 0n) vault.mintTokens(hot, short);
    vault.transferTokens(hash, hot, request.to, tokenUnits, now);
  } else vault.recorded.add(hash);
  return { hash, from: hot, signed };
}

/** Pays `request` out on the sim's chain and records it; returns the transaction hash (Solana: the signature). */
export async function payOut(core: object, request: PayoutRequest, now: number): Promise<Payout> {
  const sent = CHAINS[request.chain].family === 'solana' ? payOnSolana(core, request, now) : await payOnEvm(core, request);
  const payout: Payout = { ...request, ...sent, time: now };
  recordsOf(core).set(recordKey(request.chain, sent.hash), payout);
  return payout;
}

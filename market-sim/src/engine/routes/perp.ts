import { ed25519 } from '@noble/curves/ed25519.js';
import { CHAINS, PERP_TOKENS, PERP_VAULTS, PRODUCT_NAME, RISK_CODE, base58Decode, isChainAddress } from '@nova/shared-contracts';
import type { ChainKey, PerpChain } from '@nova/shared-contracts';
import { ContractFunctionRevertedError, BaseError, keccak256, parseUnits, stringToHex, verifyTypedData } from 'viem';
import type { Address, Hex } from 'viem';
import { PERP_DEPOSIT_FEE_WEI, fundPerpWallet, isPerpEvmChain, perpChainOf } from '../../chain/perpChain';
import { payOut } from '../../chain/payout';
import { tradeChainOf } from '../../chain/tradeChain';
import { solanaVaultOf } from '../../chain/solanaVault';
import { SOL_VAULT } from '../../chain/solanaPrograms';
import { randomHex } from '../accounts/crypto';
import { runOnce } from '../idempotency';
import type { Handlers, RequestContext } from '../core';
import { requireUser } from '../core';
import { SimError } from '../errors';
import { D, str } from '../money';
import type { Dec } from '../money';
import { Rng, hashString, pseudoHash } from '../rng';
import type { UserRecord } from '../state';
import { txUrl } from './custody';
import { walletAddressOf } from './wallet';
import { airdropOnce } from './walletChain';

/** Perp money rules (spec 2 §5, §9): our choices where the values are "not shown". */
export const PERP_RULES = { once: '1000', day: '2000', minBase: '2', fees: { solana: '1', bsc: '0.5', eth: '5' } as Record<PerpChain, string> } as const;
/** Deposit fee estimate in native smallest units per chain. */
const DEPOSIT_FEE = { solana: '5000', bsc: PERP_DEPOSIT_FEE_WEI.bsc.toString(), eth: PERP_DEPOSIT_FEE_WEI.eth.toString() } as const;


/** Is `address` the user's own wallet on `chain` (EVM addresses compare case-insensitively, base58 exactly). */
export function isOwnAddress(user: UserRecord, chain: ChainKey, address: string): boolean {
  const own = walletAddressOf(user, chain);
  return own !== '' && (CHAINS[chain].family === 'evm' ? own.toLowerCase() === address.toLowerCase() : own === address);
}

const chainType = (chain: ChainKey): 'SOL' | 'EVM' => (CHAINS[chain].family === 'solana' ? 'SOL' : 'EVM');
const perpKey = (user: UserRecord, chain: ChainKey): string => `${user.user_id}|perp|${chainType(chain)}`;
const usdtKey = (user: UserRecord, chain: PerpChain): string => `${user.user_id}|${chain}|${PERP_TOKENS[chain].address}`;
const dayOf = (now: number): number => Math.floor(now / 86_400_000);
const withdrawnKey = (user: UserRecord, chain: PerpChain, now: number): string => `${user.user_id}|perp_withdrawn|${dayOf(now)}|${chain}`;

function balance(ctx: RequestContext, id: string): Dec {
  return new D(ctx.core.state.balances.get(id) ?? '0');
}

interface TransferInput {
  address: string;
  chain: PerpChain;
  token_address: string;
  token_amount: string;
  token_symbol: string;
}

/** The checks every perp transfer shares, in the order of the 4070xx codes. */
function checkTransfer(ctx: RequestContext, input: TransferInput): { user: UserRecord; amount: Dec } {
  const user = requireUser(ctx);
  if (ctx.core.deviceFlagged(ctx.headers['x-device-id'])) throw new SimError(RISK_CODE, 'device', 403);
  const amount = new D(input.token_amount);
  if (amount.lte(0)) throw new SimError(407003, 'amount must be above zero');
  if (input.token_symbol !== PERP_TOKENS[input.chain].symbol) throw new SimError(407005, 'symbol: only USDT');
  if ((ctx.perpFamily === 'sol') !== (input.chain === 'solana')) throw new SimError(407007, 'chain: the perp token is for the other chain family');
  if (!isOwnAddress(user, input.chain, input.address)) throw new SimError(407008, 'address: not your wallet');
  if (input.token_address.toLowerCase() !== PERP_TOKENS[input.chain].address.toLowerCase()) throw new SimError(407012, 'token address');
  return { user, amount };
}

function moveIntoPerp(ctx: RequestContext, input: TransferInput) {
  const { user, amount } = checkTransfer(ctx, input);
  const wallet = balance(ctx, usdtKey(user, input.chain));
  if (amount.gt(wallet)) throw new SimError(407046, 'insufficient balance');
  const available = balance(ctx, perpKey(user, input.chain)).plus(amount);
  ctx.core.state.balances.set(usdtKey(user, input.chain), wallet.minus(amount).toFixed());
  ctx.core.state.balances.set(perpKey(user, input.chain), available.toFixed());
  return { user, available };
}

/** Wallet logins deposit and withdraw on the EVM perp networks' local chains with real transactions. */
const onLocalChain = (user: UserRecord, chain: PerpChain): chain is 'eth' | 'bsc' => user.auth_method === 'wallet' && isPerpEvmChain(chain);
const creditedKey = (user: UserRecord, hash: string): string => `${user.user_id}|perp_deposit_tx|${hash.toLowerCase()}`;

/**
 * Credits a wallet deposit only from the chain: the transaction must be mined, successful, to the
 * vault, with an AccountDeposit of this user's account id and exactly the amount registered; each
 * transaction is credited once.
 */
async function creditChainDeposit(ctx: RequestContext, user: UserRecord, amount: Dec, chainKey: 'eth' | 'bsc', input: TransferInput & { txn_hash: string }) {
  if (!/^0x[0-9a-fA-F]{64}$/.test(input.txn_hash)) throw new SimError(407018, 'deposit request: txn_hash is not a transaction hash');
  if (ctx.core.state.balances.has(creditedKey(user, input.txn_hash))) throw new SimError(407018, 'deposit request: this transaction was already credited');
  const chain = await perpChainOf(ctx.core, chainKey);
  const deposit = await chain.readDeposit(input.txn_hash as Hex);
  if (!deposit) throw new SimError(407018, 'deposit request: no vault deposit in this transaction (not mined, reverted or not to the vault)');
  if (deposit.user.toLowerCase() !== input.address.toLowerCase() || deposit.accountId !== chain.accountIdOf(input.address as Address)) throw new SimError(407008, 'address: the deposit is not from your wallet');
  if (deposit.amount !== parseUnits(amount.toFixed(), PERP_TOKENS[input.chain].decimals)) throw new SimError(407003, 'amount: the deposit event carries another amount');
  const available = balance(ctx, perpKey(user, input.chain)).plus(amount);
  ctx.core.state.balances.set(perpKey(user, input.chain), available.toFixed());
  ctx.core.state.balances.set(creditedKey(user, input.txn_hash), '1');
  return { deposit_id: `d${deposit.nonce.toString()}`, tx_hash: input.txn_hash, available: str(available) };
}

/** The vault a withdraw's typed data names (the contract's PERP_VAULTS); a Solana withdraw signs a message, its typed data unused. */
const vaultOf = (chain: PerpChain): `0x${string}` => (chain === 'solana' ? PERP_VAULTS.bsc : PERP_VAULTS[chain]);
const WITHDRAW_TYPES = {
  Withdraw: [
    { name: 'receiver', type: 'string' },
    { name: 'token', type: 'string' },
    { name: 'amount', type: 'string' },
    { name: 'timestamp', type: 'uint64' },
  ],
} as const;
const SIGN_TTL_MS = 5 * 60_000;

interface PendingWithdraw {
  key: string;
  chain: PerpChain;
  to: string;
  amount: string;
  timestamp: number;
  message: string;
}
const pendingByEngine = new WeakMap<object, Map<string, PendingWithdraw>>();
function pendingOf(ctx: RequestContext): Map<string, PendingWithdraw> {
  let map = pendingByEngine.get(ctx.core);
  if (!map) {
    map = new Map();
    pendingByEngine.set(ctx.core, map);
  }
  return map;
}

const toHex = (text: string): string => `0x${Array.from(new TextEncoder().encode(text), (b) => b.toString(16).padStart(2, '0')).join('')}`;
const hash32 = (label: string): string => `0x${new Rng(hashString(label)).hex(64)}`;

function typedData(chain: PerpChain, to: string, token: string, amount: string, timestamp: number) {
  return {
    domain: { name: `${PRODUCT_NAME} Perp Vault`, version: '1', chainId: CHAINS[chain].chainId, verifyingContract: vaultOf(chain) },
    types: WITHDRAW_TYPES,
    primaryType: 'Withdraw' as const,
    message: { receiver: to, token, amount, timestamp: BigInt(timestamp) },
  };
}

/** A wallet login's withdraw must carry the signature of the data it fetched from sign_data. */
async function verifyWalletWithdraw(ctx: RequestContext, user: UserRecord, input: { chain: PerpChain; to_address: string; token_amount: string; timestamp?: number; r?: string; s?: string; v?: number; signature?: string }): Promise<void> {
  const pending = pendingOf(ctx);
  const entry = pending.get(`${user.user_id}|${input.timestamp ?? ''}`);
  const fail = (): never => {
    throw new SimError(407009, 'user: sign the withdraw data of /perp/withdraw/sign_data with your wallet');
  };
  if (!entry || entry.chain !== input.chain || entry.to !== input.to_address || entry.amount !== input.token_amount || ctx.now - entry.timestamp > SIGN_TTL_MS) return fail();
  const wallet = walletAddressOf(user, input.chain);
  if (CHAINS[input.chain].family === 'evm') {
    if (!input.r || !input.s || input.v === undefined) return fail();
    const signature = `${input.r}${input.s.slice(2)}${input.v.toString(16).padStart(2, '0')}` as `0x${string}`;
    const ok = await verifyTypedData({ address: wallet as `0x${string}`, signature, ...typedData(input.chain, entry.to, PERP_TOKENS[input.chain].address, entry.amount, entry.timestamp) }).catch(() => false);
    if (!ok) return fail();
  } else {
    const sign = input.signature ?? '';
    const bytes = /^(0x)?[0-9a-fA-F]{128}$/.test(sign) ? Uint8Array.from((sign.replace(/^0x/, '').match(/../g) ?? []).map((b) => parseInt(b, 16))) : base58Decode(sign);
    const key = base58Decode(wallet);
    let ok = false;
    try {
      ok = bytes?.length === 64 && key?.length === 32 && ed25519.verify(bytes, new TextEncoder().encode(entry.message), key);
    } catch {
      ok = false;
    }
    if (!ok) return fail();
  }
  pending.delete(entry.key);
}

/** The withdraw rules after the transfer checks (and the signature of wallet logins): address, minimum, balance, limits. */
function checkWithdraw(ctx: RequestContext, user: UserRecord, amount: Dec, input: TransferInput & { to_address: string }) {
  if (!isChainAddress(input.chain, input.to_address)) throw new SimError(407008, `address: not a valid ${CHAINS[input.chain].name} address`);
  const fee = new D(PERP_RULES.fees[input.chain]);
  if (amount.lt(fee.plus(PERP_RULES.minBase))) throw new SimError(407003, `amount: minimum ${fee.plus(PERP_RULES.minBase).toFixed()} USDT`);
  const available = balance(ctx, perpKey(user, input.chain));
  if (amount.gt(available)) throw new SimError(407046, 'insufficient balance');
  const today = balance(ctx, withdrawnKey(user, input.chain, ctx.now));
  const own = isOwnAddress(user, input.chain, input.to_address);
  if ((amount.gte(PERP_RULES.once) || today.plus(amount).gte(PERP_RULES.day)) && !own) throw new SimError(407008, 'address: above the risk limit only your own address is allowed');
  return { fee, left: available.minus(amount), today };
}

/** The vault's revert of a payout, named (407010 vault), or the RPC's failure (407033 sending). */
function payoutError(error: unknown): SimError {
  const revert = error instanceof BaseError ? error.walk((e) => e instanceof ContractFunctionRevertedError) : null;
  if (revert instanceof ContractFunctionRevertedError) return new SimError(407010, `vault: the payout reverted (${revert.data?.errorName ?? revert.reason ?? 'no reason'})`);
  return new SimError(407033, `transaction sending: the payout failed (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
}

/**
 * Pays a withdraw with a real transaction, before the ledger moves (a failed payout moves
 * nothing): on Ethereum and BNB Smart Chain the vault's `withdraw` (sent by its operator, the
 * chain's faucet) to the receiver, once per withdraw id on the chain too; on Solana the sim's hot
 * wallet moves the USDT between token accounts through its RPC (payout.ts). What arrives is the
 * amount less the fee. The EVM chain is started as a trade chain too, so the deposit watcher reads
 * it: a payout to a custodial address is credited as that user's deposit (chain/deposits.ts).
 */
async function payWithdraw(ctx: RequestContext, withdrawId: string, chain: PerpChain, to: string, arrives: Dec): Promise<string> {
  try {
    if (isPerpEvmChain(chain)) {
      await tradeChainOf(ctx.core, chain);
      const vault = await perpChainOf(ctx.core, chain);
      return await vault.payout(keccak256(stringToHex(withdrawId)), to as Address, parseUnits(arrives.toFixed(), PERP_TOKENS[chain].decimals));
    }
    const paid = await payOut(ctx.core, { chain, to, asset: { kind: 'usdt', address: PERP_TOKENS.solana.address, decimals: PERP_TOKENS.solana.decimals }, amount: arrives.toFixed() }, ctx.now);
    return paid.hash;
  } catch (error) {
    throw payoutError(error);
  }
}

/**
 * Settles a withdraw that passed its checks, for every login: the payout is a real transaction
 * (the answer's tx_hash is the payout's, tx_url the sim's page of it). A wallet login's USDT is its
 * chain's (EVM token or Solana token account); a custodial login's USDT is the ledger's, credited
 * when the deposit watcher sees the payout arrive at its custodial address, as any deposit.
 */
async function settleWithdraw(ctx: RequestContext, user: UserRecord, amount: Dec, input: TransferInput & { to_address: string }) {
  const { fee, left, today } = checkWithdraw(ctx, user, amount, input);
  const withdrawId = `w${randomHex(8)}`;
  const hash = await payWithdraw(ctx, withdrawId, input.chain, input.to_address, amount.minus(fee));
  ctx.core.state.balances.set(perpKey(user, input.chain), left.toFixed());
  ctx.core.state.balances.set(withdrawnKey(user, input.chain, ctx.now), today.plus(amount).toFixed());
  return { withdraw_id: withdrawId, tx_hash: hash, fee: fee.toFixed(), available: str(left), tx_url: txUrl(ctx.core, input.chain, hash) };
}

export const perpHandlers = {
  perpDepositSignData: async (ctx, input) => {
    const { user, amount } = checkTransfer(ctx, input);
    if (user.auth_method === 'wallet' && input.chain === 'solana') {
      // A Solana wallet deposit: the unsigned v0 transaction of the vault program, built here. A
      // wallet new to /rpc/solana gets the faucet's SOL and USDT first, as on EVM (fundPerpWallet).
      airdropOnce(ctx.core, input.address);
      const accountId = hash32(`account:${user.user_id}:SOL`);
      const tx = solanaVaultOf(ctx.core).buildDeposit(input.address, parseUnits(amount.toFixed(), PERP_TOKENS.solana.decimals), accountId, ctx.now);
      return { contract_address: SOL_VAULT.program, account_id: accountId, broker_hash: hash32(`broker:${PRODUCT_NAME}`), token_hash: hash32('token:USDT'), data: `0x${Buffer.from(tx).toString('hex')}` };
    }
    if (onLocalChain(user, input.chain)) {
      // A wallet deposit on the local chain: the real vault, its hashes and the user's account id.
      const chain = await perpChainOf(ctx.core, input.chain);
      await fundPerpWallet(ctx.core, input.chain, input.address as Address);
      return { contract_address: chain.vault, account_id: chain.accountIdOf(input.address as Address), broker_hash: chain.brokerHash, token_hash: chain.tokenHash };
    }
    const accountId = hash32(`account:${user.user_id}:${chainType(input.chain)}`);
    const info = { contract_address: input.chain === 'solana' ? 'NovaVau1t1111111111111111111111111111111111' : vaultOf(input.chain), account_id: accountId, broker_hash: hash32(`broker:${PRODUCT_NAME}`), token_hash: hash32('token:USDT') };
    return input.chain === 'solana' ? { ...info, data: toHex(`deposit ${input.token_amount} USDT to ${accountId}`) } : info;
  },
  perpWithdrawSignData: (ctx, input) => {
    const { user } = checkTransfer(ctx, input);
    const timestamp = ctx.now;
    const message = `Withdraw ${input.token_amount} USDT to ${input.to_address} at ${timestamp}`;
    const key = `${user.user_id}|${timestamp}`;
    pendingOf(ctx).set(key, { key, chain: input.chain, to: input.to_address, amount: input.token_amount, timestamp, message });
    const typed = typedData(input.chain, input.to_address, PERP_TOKENS[input.chain].address, input.token_amount, timestamp);
    const json = JSON.stringify({ ...typed, message: { ...typed.message, timestamp } });
    return { data: CHAINS[input.chain].family === 'evm' ? toHex(json) : toHex(message), timestamp };
  },
  perpDepositFee: (ctx, input) => {
    checkTransfer(ctx, input);
    return { deposit_fee: DEPOSIT_FEE[input.chain] };
  },
  perpConvert: (ctx, input) =>
    runOnce(ctx, requireUser(ctx), 'perpConvert', input, () => {
      // Convert spends the custodial wallet's USDT; a wallet login's USDT is on its chain, so it deposits from the wallet.
      if (requireUser(ctx).auth_method === 'wallet') throw new SimError(407009, 'user: wallet logins deposit from their wallet (/perp/deposit/sign_data, then /perp/deposit/post_process); convert moves a custodial wallet');
      const { available } = moveIntoPerp(ctx, input);
      return { deposit_id: `d${randomHex(8)}`, tx_hash: pseudoHash(`deposit:${randomHex(8)}`, CHAINS[input.chain].family), available: str(available) };
    }),
  perpDepositPostProcess: (ctx, input) =>
    runOnce(ctx, requireUser(ctx), 'perpDepositPostProcess', input, async () => {
      const { user, amount } = checkTransfer(ctx, input);
      if (onLocalChain(user, input.chain)) return creditChainDeposit(ctx, user, amount, input.chain, input);
      if (user.auth_method === 'wallet' && input.chain === 'solana') {
        // Credited only for a transaction the sim's Solana RPC accepted (signature, blockhash, instructions).
        const sent = solanaVaultOf(ctx.core).sent.get(input.txn_hash);
        if (!sent || sent.user !== input.address) throw new SimError(407018, 'deposit request: no accepted vault transaction with this signature');
        if (sent.credited) throw new SimError(407018, 'deposit request: this transaction was already credited');
        if (sent.amountUnits !== parseUnits(amount.toFixed(), PERP_TOKENS.solana.decimals)) throw new SimError(407003, 'amount: the transaction carries another amount');
        // The accepted transaction moved the USDT from the wallet's token account into the vault's: the perp account is credited.
        const available = balance(ctx, perpKey(user, input.chain)).plus(amount);
        ctx.core.state.balances.set(perpKey(user, input.chain), available.toFixed());
        sent.credited = true;
        return { deposit_id: `d${randomHex(8)}`, tx_hash: input.txn_hash, available: str(available) };
      }
      const { available } = moveIntoPerp(ctx, input);
      return { deposit_id: `d${randomHex(8)}`, tx_hash: input.txn_hash, available: str(available) };
    }),
  perpWithdrawFee: () => ({ list: (Object.keys(PERP_TOKENS) as PerpChain[]).map((chain) => ({ chain, withdraw_fee: PERP_RULES.fees[chain] })) }),
  perpWithdrawLimit: () => ({ once: PERP_RULES.once, day: PERP_RULES.day, min_base: PERP_RULES.minBase }),
  perpAddressCheck: (ctx, input) => {
    const user = requireUser(ctx);
    const valid = isChainAddress(input.chain, input.address);
    return { chain: input.chain, address: input.address, valid, own: valid && isOwnAddress(user, input.chain, input.address) };
  },
  perpWithdrawnToday: (ctx) => {
    const user = requireUser(ctx);
    return { list: (Object.keys(PERP_TOKENS) as PerpChain[]).map((chain) => ({ chain, withdraw: str(balance(ctx, withdrawnKey(user, chain, ctx.now))) })) };
  },
  perpWithdraw: (ctx, input) => {
    // A retry of the same withdraw signs fresh sign data: the key binds the withdraw (chain,
    // addresses, token, amount), not its timestamp and signature, so the retry answers the first result.
    const { timestamp: _timestamp, r: _r, s: _s, v: _v, signature: _signature, ...withdraw } = input;
    return runOnce(ctx, requireUser(ctx), 'perpWithdraw', withdraw, async () => {
      const { user, amount } = checkTransfer(ctx, input);
      if (user.auth_method === 'wallet') await verifyWalletWithdraw(ctx, user, input);
      return settleWithdraw(ctx, user, amount, input);
    });
  },
  perpWithdrawAsset: (ctx, input) =>
    runOnce(ctx, requireUser(ctx), 'perpWithdrawAsset', input, () => {
      const { user, amount } = checkTransfer(ctx, input);
      if (user.auth_method === 'wallet') throw new SimError(407009, 'user: wallet logins sign /perp/withdraw/sign_data and submit to /perp/withdraw/submit');
      return settleWithdraw(ctx, user, amount, input);
    }),
  depositAddress: (ctx, input) => {
    const user = requireUser(ctx);
    if (user.auth_method === 'wallet') throw new SimError(400, 'deposit addresses are for custodial logins');
    return { chain: input.chain, address: walletAddressOf(user, input.chain), native_symbol: CHAINS[input.chain].nativeSymbol };
  },
} satisfies Partial<Handlers>;

// A wallet login's native coin and USDT are what its wallet holds on the sim's chains, read as the
// backend's chain indexer would (README "Wallet balances"): eth_getBalance and USDT balanceOf on
// each local EVM trade chain (tradeChain.ts), getBalance and the USDT token account on /rpc/solana
// (solanaVault.ts). The faucet funds a wallet the first time the sim serves it on a chain; the
// ledger keeps no coin of a wallet login, only its token holdings (the sim's settlement of its
// mined swaps) and, while an order settles, the chain's figure the order's checks read.
import { CHANNELS } from '@nova/shared-contracts/realtime';
import { CHAINS, EVM_TRADING_CHAINS, PERP_TOKENS, channelKey } from '@nova/shared-contracts';
import type { ChainKey, TradingChain } from '@nova/shared-contracts';
import type { Address } from 'viem';
import { isTradeEvmChain, tradeChainOf } from '../../chain/tradeChain';
import { solanaVaultOf } from '../../chain/solanaVault';
import type { EngineCore } from '../core';
import { D, str } from '../money';
import type { Dec } from '../money';
import type { UserRecord } from '../state';

/** What the faucet gives a Solana wallet the first time the sim serves it: SOL airdropped, USDT minted into its token account. */
export const SOL_FAUCET = '10';
export const SOL_FAUCET_USDT = '1000';
const LAMPORTS_PER_SOL = 10n ** 9n;

/** Whether the user's coin is its own wallet's on the sim's chains (a wallet login), not the custodial ledger's. */
export const holdsOnChain = (user: UserRecord): boolean => user.auth_method === 'wallet';

/** The chains a wallet login's own wallet is on: Phantom Solana, an EVM wallet every EVM trading chain. */
export function walletChains(user: UserRecord): TradingChain[] {
  return user.wallet_family === 'solana' ? ['solana'] : [...EVM_TRADING_CHAINS];
}

/** The address the wallet login signed in with. */
export function ownWalletAddress(user: UserRecord): string {
  return (user.wallet_family === 'solana' ? user.sol_address : user.evm_address) ?? '';
}

const fromUnits = (units: bigint, decimals: number): Dec => new D(units.toString()).div(new D(10).pow(decimals));
export const toUnits = (amount: Dec, decimals: number): bigint => BigInt(amount.mul(new D(10).pow(decimals)).toDecimalPlaces(0, D.ROUND_DOWN).toFixed(0));

/** The Solana faucet: SOL_FAUCET airdropped and SOL_FAUCET_USDT minted once per wallet on this engine's /rpc/solana (the record kept over a restart). */
export function airdropOnce(core: object, address: string): void {
  solanaVaultOf(core).faucetOnce(address, toUnits(new D(SOL_FAUCET), 9), toUnits(new D(SOL_FAUCET_USDT), PERP_TOKENS.solana.decimals));
}

export interface ChainBalances {
  native: Dec;
  /** The chain's USDT, where the product lists it (PERP_TOKENS): on Solana the wallet's token account of the listed mint. */
  usdt: Dec | null;
}

/** What the wallet login's wallet holds on `chain` (funded by the faucet on first sight); null for a custodial user or a chain its wallet is not on. */
export async function chainBalances(core: EngineCore, user: UserRecord, chain: ChainKey): Promise<ChainBalances | null> {
  if (!holdsOnChain(user) || !(walletChains(user) as ChainKey[]).includes(chain)) return null;
  const address = ownWalletAddress(user);
  if (chain === 'solana') {
    airdropOnce(core, address);
    const vault = solanaVaultOf(core);
    return { native: fromUnits(vault.balance(address), 9), usdt: fromUnits(vault.tokenBalance(address), PERP_TOKENS.solana.decimals) };
  }
  if (!isTradeEvmChain(chain)) return null;
  const local = await tradeChainOf(core, chain);
  await local.fundNew(address as Address);
  const [native, usdt] = await Promise.all([local.nativeBalance(address as Address), chain in PERP_TOKENS ? local.usdtBalance(address as Address) : Promise.resolve(null)]);
  return { native: fromUnits(native, CHAINS[chain].nativeDecimals), usdt: usdt === null ? null : fromUnits(usdt, local.usdt.decimals) };
}

/** Moves a Solana wallet's lamports by a settled order's change of its SOL (`delta`, negative for what it paid). */
export function settleSol(core: object, address: string, delta: Dec): void {
  const vault = solanaVaultOf(core);
  const after = vault.balance(address) + BigInt(delta.mul(LAMPORTS_PER_SOL.toString()).toDecimalPlaces(0, D.ROUND_FLOOR).toFixed(0));
  vault.lamports.set(address, after > 0n ? after : 0n);
}

/** How a settled order's change of the wallet's coin reaches its chain. */
export interface WalletSettlement {
  /** What the chain held before the order's transaction (the figure its checks read). */
  before: Dec;
  /** EVM: what the mined buy paid the router, paid back when the order is then refused. */
  refundWei?: bigint;
  /** EVM: the wallet only signed (an exchange wallet): the sim sends for it, so the chain is moved by the order's whole change. */
  signedOnly?: boolean;
}

/** Reads the wallet's coin on `chain` into the ledger's entry (what the order's checks and the next settlement read) and pushes it. */
async function mirror(core: EngineCore, user: UserRecord, chain: ChainKey): Promise<void> {
  const native = (await chainBalances(core, user, chain))?.native;
  if (!native) return;
  core.state.balances.set(`${user.user_id}|${chain}|`, native.toFixed());
  const data = { chain, token: '', balance: str(native), wallet_address: ownWalletAddress(user) };
  for (const params of [{}, { chain }]) core.hub.publish(CHANNELS.walletBalanceChange.name, channelKey(CHANNELS.walletBalanceChange.name, params), data, user.user_id);
}

/**
 * Settles a wallet login's order (`run`, the sim's execution) against its wallet's coin: the
 * ledger's entry is set to what the chain held before, the order runs, and what it changed is
 * moved on the chain: a sell's proceeds (net of the order's fees) are paid to the wallet by a
 * real transaction; a buy's value is what the router took (an exchange wallet's is taken by the
 * sim, which sends for it); Solana's lamports move by the order's change. The ledger's entry and
 * the pushed balance are then the chain's.
 */
export async function settleWalletOrder<T>(core: EngineCore, user: UserRecord, chain: ChainKey, settlement: WalletSettlement, run: () => T): Promise<T> {
  // A custodial user's coin is the ledger's: its order settles there alone.
  if (!holdsOnChain(user)) return run();
  const key = `${user.user_id}|${chain}|`;
  const address = ownWalletAddress(user);
  core.state.balances.set(key, settlement.before.toFixed());
  let result: T;
  try {
    result = run();
  } catch (error) {
    if (settlement.refundWei && isTradeEvmChain(chain)) await (await tradeChainOf(core, chain)).pay(address as Address, settlement.refundWei);
    await mirror(core, user, chain);
    throw error;
  }
  const change = new D(core.state.balances.get(key) ?? '0').minus(settlement.before);
  if (chain === 'solana') settleSol(core, address, change);
  else if (isTradeEvmChain(chain)) {
    const local = await tradeChainOf(core, chain);
    const wei = toUnits(change.abs(), CHAINS[chain].nativeDecimals);
    if (change.gt(0)) await local.pay(address as Address, wei);
    else if (settlement.signedOnly && wei > 0n) {
      const held = await local.nativeBalance(address as Address);
      await local.request('evm_setAccountBalance', [address, `0x${(held > wei ? held - wei : 0n).toString(16)}`]);
    }
  }
  await mirror(core, user, chain);
  return result;
}

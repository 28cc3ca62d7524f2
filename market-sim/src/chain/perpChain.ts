// The perp vault on each EVM perp network's local chain (README "Perps on the local chains"):
// Ethereum's is the sim's first local chain (simChain.ts, also the eth trade chain); BNB Smart
// Chain's vault is installed on the bsc trade chain (tradeChain.ts), so a wallet's network for
// the perps dialogs is the same chain its orders and balances use (/rpc/evm/bsc).
import { parseEther, parseUnits } from 'viem';
import type { Address } from 'viem';
import { PERP_TOKENS } from '@nova/shared-contracts';
import { installVault } from './localChain';
import type { PerpEvmChain, PerpVaultChain } from './localChain';
import { LOCAL_DEPOSIT_FEE_WEI, chainOf } from './simChain';
import { tradeChainOf } from './tradeChain';

export type { PerpEvmChain, PerpVaultChain };

/** The vault's native deposit fee per network, wei (what /perp/deposit_fee answers). */
export const PERP_DEPOSIT_FEE_WEI: Record<PerpEvmChain, bigint> = { eth: LOCAL_DEPOSIT_FEE_WEI, bsc: 60_000_000_000_000n };

/** What the faucet gives a wallet new to a perp network: 1 coin for gas and 1000 USDT (in the chain's decimals). */
export const PERP_FAUCET = { native: '1', usdt: '1000' } as const;

export const isPerpEvmChain = (chain: string): chain is PerpEvmChain => chain === 'eth' || chain === 'bsc';

const vaults = new WeakMap<object, Map<PerpEvmChain, Promise<PerpVaultChain>>>();

/** The perp vault chain of `key` for this engine, started (and its vault installed) on first use. */
export function perpChainOf(core: object, key: PerpEvmChain): Promise<PerpVaultChain> {
  const byKey = vaults.get(core) ?? new Map<PerpEvmChain, Promise<PerpVaultChain>>();
  vaults.set(core, byKey);
  let chain = byKey.get(key);
  if (!chain) {
    chain = key === 'eth' ? chainOf(core) : tradeChainOf(core, key).then((trade) => installVault(trade.request, { chain: key, depositFeeWei: PERP_DEPOSIT_FEE_WEI[key] }));
    chain.catch(() => byKey.delete(key));
    byKey.set(key, chain);
  }
  return chain;
}

/** A wallet that holds no native coin on the network gets gas money and USDT once (the sim's faucet). */
export async function fundPerpWallet(chain: PerpVaultChain, key: PerpEvmChain, address: Address): Promise<void> {
  const balance = BigInt((await chain.request('eth_getBalance', [address, 'latest'])) as string);
  if (balance === 0n) await chain.fund(address, parseUnits(PERP_FAUCET.usdt, PERP_TOKENS[key].decimals), parseEther(PERP_FAUCET.native));
}

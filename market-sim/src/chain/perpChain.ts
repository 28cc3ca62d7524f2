// The perp vault on each EVM perp network's local chain (README "Perps on the local chains"):
// Ethereum's is the sim's first local chain (simChain.ts, also the eth trade chain); BNB Smart
// Chain's vault is installed on the bsc trade chain (tradeChain.ts), so a wallet's network for
// the perps dialogs is the same chain its orders and balances use (/rpc/evm/bsc).
import type { Address } from 'viem';
import { installVault } from './localChain';
import type { PerpEvmChain, PerpVaultChain } from './localChain';
import { LOCAL_DEPOSIT_FEE_WEI, chainOf } from './simChain';
import { tradeChainOf } from './tradeChain';

export type { PerpEvmChain, PerpVaultChain };

/** The vault's native deposit fee per network, wei (what /perp/deposit_fee answers). */
export const PERP_DEPOSIT_FEE_WEI: Record<PerpEvmChain, bigint> = { eth: LOCAL_DEPOSIT_FEE_WEI, bsc: 60_000_000_000_000n };

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

/**
 * The sim's faucet for a wallet on a perp network: the trade chain's (one faucet per chain, the
 * same whichever route sees the wallet first): gas money and 1000 USDT in the chain's decimals,
 * once (Ethereum 1 ETH, BNB Smart Chain WALLET_FAUCET's BNB).
 */
export async function fundPerpWallet(core: object, key: PerpEvmChain, address: Address): Promise<void> {
  await (await tradeChainOf(core, key)).fundNew(address);
}

import { PERP_TOKENS } from '@nova/shared-contracts';
import type { Asset, PerpChain } from '@nova/shared-contracts';

/** The wallet's USDT (perp token) and native balances on a perp network, from /balance/list. */
export function walletBalancesOf(assets: readonly Asset[] | undefined, chain: PerpChain): { stable: string; native: string } | undefined {
  if (!assets) return undefined;
  const token = PERP_TOKENS[chain].address.toLowerCase();
  const stable = assets.find((a) => a.chain === chain && a.token.toLowerCase() === token)?.balance;
  const native = assets.find((a) => a.chain === chain && a.token === '')?.balance;
  return { stable: stable === undefined ? '0' : String(stable), native: native === undefined ? '0' : String(native) };
}

import Decimal from 'decimal.js';
import { TRADE } from '@nova/shared-contracts';
import type { ChainKey } from '@nova/shared-contracts';
import type { EvmGas } from '../../order-execution';

const WEI = new Decimal('1e18');
const L2_FACTOR = new Decimal(6).mul('1.4');
const EVM_FACTOR = new Decimal('2.8');

/**
 * The instant network-fee estimate of spec 1 §9, in the native coin:
 * - solana: gas 0.000025, plus the account rent 0.00089088 on a first buy of the token;
 * - eth, bsc: fixed 0;
 * - base: 6 x 1.4 x (gas + base fee) x limit + 3e12 wei;
 * - arbitrum: 6 x 1.4 x (gas + base fee) x limit + 1e13 wei;
 * - gatelayer: 2.8 x gas x limit, plus its EVM part (ours: base fee x limit);
 * - other EVM: 2.8 x (gas + base fee) x limit.
 * EVM chains without gas data yet give null (the estimate is not shown, Max keeps nothing back).
 */
export function estimateNetworkFee(chain: ChainKey, gas: EvmGas | null, options: { firstBuy?: boolean } = {}): Decimal | null {
  if (chain === 'solana') return new Decimal(TRADE.solanaGas).plus(options.firstBuy ? TRADE.solanaRent : 0);
  if (chain === 'eth' || chain === 'bsc') return new Decimal(0);
  if (!gas) return null;
  const priority = new Decimal(gas.priorityWei);
  const base = new Decimal(gas.baseWei);
  const limit = new Decimal(gas.gasLimit);
  let wei: Decimal;
  if (chain === 'base') wei = priority.plus(base).mul(limit).mul(L2_FACTOR).plus('3e12');
  else if (chain === 'arbitrum') wei = priority.plus(base).mul(limit).mul(L2_FACTOR).plus('1e13');
  else if (chain === 'gatelayer') wei = priority.mul(limit).mul(EVM_FACTOR).plus(base.mul(limit));
  else wei = priority.plus(base).mul(limit).mul(EVM_FACTOR);
  return wei.div(WEI);
}

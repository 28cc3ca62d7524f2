import Decimal from 'decimal.js';
import type { ChainKey } from '@nova/shared-contracts';

/**
 * The minimum MEV tip per chain, in its native coin (spec 1 §5 leaves it open). Solana: 0.0001 SOL,
 * a tip the block engines accept in practice; gatelayer: 0.001 GT; the other EVM chains: 0.00001 of
 * their coin. A custom fee or tip below it with MEV on is only a warning (prio-min); an EVM order
 * with MEV on and no tip typed sends it (GET /trade/mev_price prices only Solana's tip).
 */
export function mevMinTip(chain: ChainKey): Decimal {
  if (chain === 'solana') return new Decimal('0.0001');
  if (chain === 'gatelayer') return new Decimal('0.001');
  return new Decimal('0.00001');
}

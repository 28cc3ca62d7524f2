import { CHAINS } from '@nova/shared-contracts';
import type { LimitOrder } from '@nova/shared-contracts';

/**
 * The unit of an open order's `quote_investment` (shared-contracts' `limitOrderCreate`): the
 * chain's native coin a buy spends, or the tokens a sell sells (`tokenSymbol`).
 */
export function orderAmountUnit(order: Pick<LimitOrder, 'side' | 'chain'>, tokenSymbol: string): string {
  return order.side === 'buy' ? CHAINS[order.chain].nativeSymbol : tokenSymbol;
}

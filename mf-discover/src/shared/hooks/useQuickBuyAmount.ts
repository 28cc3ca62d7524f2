import { useCallback } from 'react';
import { TRADE } from '@nova/shared-contracts';
import type { ChainKey } from '@nova/shared-contracts';
import { useBusValue } from '@nova/shared-ui';

/**
 * The status bar's quick-buy amount of a chain, in its native coin (bus `quickBuy.amount`,
 * replayed; one amount from a contract-6.0 host); the spec default until the host says otherwise.
 */
export function useQuickBuyAmount(): (chain: ChainKey) => string {
  const announced = useBusValue('quickBuy.amount');
  return useCallback((chain) => announced?.byChain?.[chain] ?? announced?.amount ?? TRADE.defaultQuickBuyAmount, [announced]);
}

import { TRADE } from '@nova/shared-contracts';
import { useBusValue } from '@nova/shared-ui';

/** The status bar's quick-buy amount (bus `quickBuy.amount`, replayed); the spec default until the host says otherwise. */
export function useQuickBuyAmount(): string {
  return useBusValue('quickBuy.amount')?.amount ?? TRADE.defaultQuickBuyAmount;
}

import { useEffect, useState } from 'react';
import { TRADE, usePlatform } from '@nova/shared-contracts';

/** The status bar's quick-buy amount (bus `quickBuy.amount`, replayed); the spec default until the host says otherwise. */
export function useQuickBuyAmount(): string {
  const { bus } = usePlatform();
  const [amount, setAmount] = useState(() => bus.last('quickBuy.amount')?.amount ?? TRADE.defaultQuickBuyAmount);
  useEffect(() => bus.on('quickBuy.amount', ({ amount: next }) => setAmount(next)), [bus]);
  return amount;
}

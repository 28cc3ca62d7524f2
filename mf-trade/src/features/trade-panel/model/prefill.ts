import { TRADE } from '@nova/shared-contracts';
import { cleanAmountInput, toDecimal } from './amountInput';

/**
 * The amount of a `?buy=` link (launch cards' quick-buy chips), or null. Only filled into the form:
 * a link never places an order by itself. Digits and one dot, positive, at most the quick-buy cap.
 */
export function prefillAmount(search: string): string | null {
  const raw = new URLSearchParams(search).get('buy');
  if (raw === null) return null;
  const cleaned = cleanAmountInput(raw, 18);
  const value = toDecimal(cleaned);
  if (!value || value.lte(0) || value.gt(TRADE.quickBuyCap)) return null;
  return cleaned;
}

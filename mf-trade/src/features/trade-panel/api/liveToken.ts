import { createContext, useContext } from 'react';
import type { TokenInfo } from '@nova/shared-contracts';

export interface LiveToken {
  /** Token info as the cache has it now (kept live by pushes). */
  token: TokenInfo;
  /** The latest token_price_change push, else token info's price. */
  priceUsd: string;
}

/**
 * The trade panel's token with its live figures, for the leaves of the form that show them (the
 * price, the 24h change, a sell's USD value): a price push renders them, not the whole form
 * (`useFormData`). null outside a loaded trade panel.
 */
export const LiveTokenContext = createContext<LiveToken | null>(null);

export function useLiveToken(): LiveToken | null {
  return useContext(LiveTokenContext);
}

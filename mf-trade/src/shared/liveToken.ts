import type { ChainKey, TokenInfo } from '@nova/shared-contracts';
import { useLiveToken } from '@nova/shared-ui';

export { useLiveToken };

const priceOf = (token: TokenInfo): string => String(token.current_price);

/** The token's current price (USD, as the API gives it), the one value mf-trade shows and computes with; null until loaded. */
export function useTokenPrice(chain: ChainKey, address: string): string | null {
  return useLiveToken(chain, address, priceOf).data ?? null;
}

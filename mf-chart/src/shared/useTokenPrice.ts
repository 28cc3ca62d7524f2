import type { ChainKey, TokenInfo } from '@nova/shared-contracts';
import { useLiveToken } from '@nova/shared-ui';

/**
 * A part of a token's info from the one cache's token-info entry, which pushes keep live (followed
 * while mounted): the same value the header and the trade form show. Re-renders its reader only
 * when the selected part changes (pass a stable `select`). Undefined while unknown.
 */
export function useTokenInfoPart<R>(chain: ChainKey, address: string, select: (token: TokenInfo) => R): R | undefined {
  return useLiveToken(chain, address, select).data;
}

const priceOf = (token: TokenInfo): number | null => {
  const price = Number(token.current_price);
  return price > 0 ? price : null;
};

/** A token's price now in USD (the page's one price, see `useTokenInfoPart`), null while unknown. */
export function useTokenPrice(chain: ChainKey, address: string): number | null {
  return useTokenInfoPart(chain, address, priceOf) ?? null;
}

import type { ChainKey, TokenInfo } from '@nova/shared-contracts';
import { useFollow, usePlatform, usePlatformQuery } from '@nova/shared-ui';

/**
 * A part of a token's info from its one cache entry (`queries.tokenInfo`), kept live by pushes
 * while mounted (`queries.followTokenInfo`): the header, the chart and every place of mf-trade
 * read the same entry, so they show one price. `select` (stable, or the leaf re-renders on every
 * push) picks what the caller reads; a caller re-renders only when that part changes.
 */
export function useLiveToken<R>(chain: ChainKey, address: string, select: (token: TokenInfo) => R, enabled = true) {
  const { queries } = usePlatform();
  useFollow(enabled ? () => queries.followTokenInfo(chain, address) : null, [queries, chain, address]);
  return usePlatformQuery(queries.tokenInfo(chain, address), enabled, select);
}

const priceOf = (token: TokenInfo): string => String(token.current_price);

/** The token's current price (USD, as the API gives it), the one value mf-trade shows and computes with; null until loaded. */
export function useTokenPrice(chain: ChainKey, address: string): string | null {
  return useLiveToken(chain, address, priceOf).data ?? null;
}

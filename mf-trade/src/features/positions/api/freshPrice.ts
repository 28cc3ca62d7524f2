import type { ChainKey, PlatformServices, TokenInfo } from '@nova/shared-contracts';
import { BREAK_EVEN_PRICE_MAX_AGE_MS } from '../model/breakEven';
import type { DatedPrice } from '../model/breakEven';

/**
 * The token's price from its one cache entry (kept live by pushes while followed) with when it
 * was written; an entry older than the break-even window is asked again first, so a quiet token
 * still gets a current price. Null when there is none (the entry never loaded).
 */
export async function freshPrice(platform: Pick<PlatformServices, 'query' | 'queries'>, chain: ChainKey, address: string): Promise<DatedPrice | null> {
  const options = { ...platform.queries.tokenInfo(chain, address), staleTime: BREAK_EVEN_PRICE_MAX_AGE_MS };
  // A failed refresh keeps the old entry, which the caller then finds stale.
  await platform.query.fetchQuery(options).catch((error: unknown) => console.warn('[mf-trade] break-even price', error));
  const entry = platform.query.getQueryState<TokenInfo>(options.queryKey);
  return entry?.data ? { priceUsd: entry.data.current_price, updatedAt: entry.dataUpdatedAt } : null;
}

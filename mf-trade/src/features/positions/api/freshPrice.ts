import type { ChainKey, PlatformServices } from '@nova/shared-contracts';
import type { DatedPrice } from '../model/breakEven';

/**
 * The token's price the order will meet: asked of the API at the click, dated when it was asked.
 * The cache entry is not enough, however recently written: a price push still on its way leaves
 * it at the old price (a tripled price sized at the old one sells the whole position, not a
 * third), so it is never read here. Null when the API does not answer: break-even is then refused.
 */
export async function freshPrice(platform: Pick<PlatformServices, 'api'>, chain: ChainKey, address: string, now: () => number = Date.now): Promise<DatedPrice | null> {
  const asked = now();
  try {
    const info = await platform.api.call('tokenInfo', { chain, token: address });
    return { priceUsd: info.current_price, updatedAt: asked };
  } catch (error) {
    console.warn('[mf-trade] break-even price', error);
    return null;
  }
}

import { useEffect, useMemo } from 'react';
import { CHAINS, POLLING } from '@nova/shared-contracts';
import type { ChainKey, PlatformServices } from '@nova/shared-contracts';
import { usePlatform, usePlatformQuery } from '@nova/shared-ui';
import type { FeeMarket } from '../model/orderFees';

type Queries = PlatformServices['queries'];

/**
 * The fee endpoints' cache entries: the gas tiers of every trading chain (GET /trade/gasprice, the
 * platform's `gas` factory) and the MEV price (GET /trade/mev_price, polled with the gas, Solana
 * only), so the form's fee line and the order it sends read one answer.
 */
const mevQuery = (queries: Queries) => ({ ...queries.endpoint('mevPrice', {}, POLLING.gasMs), staleTime: POLLING.gasCacheMs });
const asksMev = (chain: ChainKey, isMev: boolean) => isMev && CHAINS[chain].family === 'solana';

/** The chain's fee market for an order, from the cache when its answers are fresh; an endpoint that fails gives null (the order sends no speed fee or tip). */
export async function fetchFeeMarket(platform: Pick<PlatformServices, 'query' | 'queries'>, chain: ChainKey, isMev: boolean): Promise<FeeMarket> {
  const [gas, mev] = await Promise.all([
    platform.query.fetchQuery(platform.queries.gas()).catch(() => null),
    asksMev(chain, isMev) ? platform.query.fetchQuery(mevQuery(platform.queries)).catch(() => null) : null,
  ]);
  return { gas: gas?.find((entry) => entry.chain === chain) ?? null, mevTipSol: mev ? String(mev.sol) : null };
}

/** The chain's fee market, polled while shown (failures are only logged). */
export function useFeeMarket(chain: ChainKey, isMev: boolean): FeeMarket {
  const { queries } = usePlatform();
  const gas = usePlatformQuery(queries.gas());
  const mev = usePlatformQuery(mevQuery(queries), asksMev(chain, isMev));
  const failure = gas.error ?? mev.error;
  useEffect(() => {
    if (failure) console.warn('[mf-trade] fees', failure);
  }, [failure]);
  const entry = gas.data?.find((item) => item.chain === chain) ?? null;
  const mevTipSol = asksMev(chain, isMev) && mev.data ? String(mev.data.sol) : null;
  return useMemo(() => ({ gas: entry, mevTipSol }), [entry, mevTipSol]);
}

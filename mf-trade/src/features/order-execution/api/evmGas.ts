import { useEffect, useMemo } from 'react';
import { POLLING } from '@nova/shared-contracts';
import type { ChainKey, EndpointResponse, PlatformServices } from '@nova/shared-contracts';
import { usePlatform, usePlatformQuery } from '@nova/shared-ui';
import type { EvmGas } from '../model/gas';
import { needsEvmGas } from '../model/gas';

type Queries = PlatformServices['queries'];

/**
 * The cache entries of an EVM chain's gas, GET /trade/gasprice/evm/{chain} and
 * /trade/gaslimit/evm/{chain}: polled every 10 s while the panel shows them, an answer younger
 * than 9 s reused (spec 1 §9), so the panel's poll and an order share one answer.
 */
const gasQueries = (queries: Queries, chain: ChainKey) => ({
  price: { ...queries.endpoint('evmGasPrice', { chain }, POLLING.gasMs), staleTime: POLLING.gasCacheMs },
  limit: { ...queries.endpoint('evmGasLimit', { chain }, POLLING.gasMs), staleTime: POLLING.gasCacheMs },
});

const gasOf = (price: EndpointResponse<'evmGasPrice'>, limit: EndpointResponse<'evmGasLimit'>): EvmGas => ({
  priorityWei: String(price.fast_pri_wei_per_gas),
  baseWei: String(price.base_wei_fee),
  gasLimit: limit.gas_used,
});

/** The chain's gas for an order, from the cache when its answer is younger than 9 s. */
export async function fetchEvmGas(platform: Pick<PlatformServices, 'query' | 'queries'>, chain: ChainKey): Promise<EvmGas> {
  const { price, limit } = gasQueries(platform.queries, chain);
  const [priceAnswer, limitAnswer] = await Promise.all([platform.query.fetchQuery(price), platform.query.fetchQuery(limit)]);
  return gasOf(priceAnswer, limitAnswer);
}

/** The chain's EVM gas, polled every 10 s (null on Solana, eth and bsc, and until both answered; failures are only logged). */
export function useEvmGas(chain: ChainKey): EvmGas | null {
  const { queries } = usePlatform();
  const on = needsEvmGas(chain);
  const { price, limit } = gasQueries(queries, chain);
  const priceAnswer = usePlatformQuery(price, on);
  const limitAnswer = usePlatformQuery(limit, on);
  const failure = priceAnswer.error ?? limitAnswer.error;
  useEffect(() => {
    if (failure) console.warn('[mf-trade] gas', failure);
  }, [failure]);
  const priceData = on ? priceAnswer.data : undefined;
  const limitData = on ? limitAnswer.data : undefined;
  return useMemo(() => (priceData && limitData ? gasOf(priceData, limitData) : null), [priceData, limitData]);
}

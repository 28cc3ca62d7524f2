import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ChainKey, TokenInfo } from '@nova/shared-contracts';
import { useFollow } from './useSubscription';
import { usePlatformQuery } from './query';
import type { EndpointName, EndpointRequest, EndpointResponse, Loadable } from '@nova/shared-contracts';
import { toLoadableError } from './loadable';
import { usePlatform } from './context';

export interface UseApiOptions {
  /**
   * Polling period for endpoints without a factory of their own. Endpoints with one (token info,
   * assets, positions, gas, perp summary, favourites) poll as their factory says, whatever this is.
   */
  pollMs?: number;
}

/** A Loadable plus a way to load it again (the Retry of an ErrorState). */
export type ApiLoadable<T> = Loadable<T> & { reload: () => void };

/** A query result as one Loadable; a failed refresh keeps the last data. */
export function toLoadable<T>(result: Pick<UseQueryResult<T>, 'status' | 'data' | 'error' | 'fetchStatus'>, enabled: boolean): Loadable<T> {
  if (!enabled) return { status: 'idle' };
  if (result.status === 'error') return result.data === undefined ? { status: 'error', error: toLoadableError(result.error) } : { status: 'error', error: toLoadableError(result.error), data: result.data };
  if (result.status === 'success') return { status: 'success', data: result.data as T };
  return { status: 'pending' };
}

/**
 * One endpoint's answer from the platform's query cache (`platform.query`) as a Loadable: a thin
 * adapter over TanStack Query with the key and options of the platform's `queries.endpoint`, so
 * every component asking for the same fact shares one request and one value. `request` null means
 * "not yet" (idle); requests are compared by value.
 */
export function useApi<K extends EndpointName>(name: K, request: EndpointRequest<K> | null, options: UseApiOptions = {}): ApiLoadable<EndpointResponse<K>> {
  const { queries, query } = usePlatform();
  const enabled = request !== null;
  const result = useQuery({ ...queries.endpoint(name, (request ?? {}) as EndpointRequest<K>, options.pollMs), enabled }, query);
  // Token info is kept live by pushes, not by polling: whoever shows it follows its channels.
  const live = name === 'tokenInfo' && request ? (request as EndpointRequest<'tokenInfo'>) : null;
  useLiveTokenInfo(live ? live.chain : null, live ? live.token : null);
  return { ...toLoadable(result, enabled), reload: () => void result.refetch() };
}

/** Follows a token's price, info and stats channels into its token info cache entry while mounted. */
export function useLiveTokenInfo(chain: ChainKey | null, address: string | null): void {
  const { queries } = usePlatform();
  useEffect(() => (chain && address ? queries.followTokenInfo(chain, address) : undefined), [queries, chain, address]);
}

/** A token's info from the one cache, fetched once and kept live by pushes (the same value in every remote). */
export function useTokenInfo(chain: ChainKey, address: string): ApiLoadable<EndpointResponse<'tokenInfo'>> {
  return useApi('tokenInfo', { chain, token: address });
}

/**
 * A part of a token's info from its one cache entry (`queries.tokenInfo`), kept live by pushes
 * while mounted (`queries.followTokenInfo`): header, chart and trade panel read the same entry, so
 * they show one price. `select` (stable, or the leaf re-renders on every push) picks what the
 * caller reads; a caller re-renders only when that part changes.
 */
export function useLiveToken<R>(chain: ChainKey, address: string, select: (token: TokenInfo) => R, enabled = true) {
  const { queries } = usePlatform();
  useFollow(enabled ? () => queries.followTokenInfo(chain, address) : null, [queries, chain, address]);
  return usePlatformQuery(queries.tokenInfo(chain, address), enabled, select);
}

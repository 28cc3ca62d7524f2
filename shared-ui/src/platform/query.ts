import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import type { InfiniteData, UseInfiniteQueryResult, UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { ApiError, EndpointMutationOptions, EndpointQueryOptions, PagedQueryOptions, PushedQueryOptions } from '@nova/shared-contracts';
import { usePlatform } from './context';

/**
 * TanStack Query hooks bound to the platform's one cache (`platform.query`, passed explicitly, so
 * no provider is needed and a remote can never read a second cache). Remotes use these, never
 * `@tanstack/react-query` directly; options come from the platform's factories (`platform.queries`).
 */
export function usePlatformQuery<T, R = T>(options: EndpointQueryOptions<T> | PushedQueryOptions<T>, enabled = true, select?: (data: T) => R): UseQueryResult<R, ApiError> {
  const { query } = usePlatform();
  return useQuery<T, ApiError, R, readonly unknown[]>({ ...(options as EndpointQueryOptions<T>), enabled, ...(select ? { select } : {}) }, query);
}

/** A paged list (`*Query` factories returning PagedQueryOptions): `fetchNextPage` until `hasNextPage` is false. */
export function usePlatformInfiniteQuery<T>(options: PagedQueryOptions<T>, enabled = true): UseInfiniteQueryResult<InfiniteData<T, number>, ApiError> {
  const { query } = usePlatform();
  return useInfiniteQuery<T, ApiError, InfiniteData<T, number>, readonly unknown[], number>({ ...options, enabled }, query);
}

/** A mutation (never retried) with its optimistic update and rollback from the factory. */
export function usePlatformMutation<V, T, C>(options: EndpointMutationOptions<V, T, C>): UseMutationResult<T, ApiError, V, C> {
  const { query } = usePlatform();
  return useMutation<T, ApiError, V, C>(options as never, query);
}

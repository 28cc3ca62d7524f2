import type { EndpointMutationOptions, EndpointResponse, PlatformServices } from '@nova/shared-contracts';

/**
 * Claim commission (spec 2 §7, `setPerpDexClaim`) as mutation options, sent once; what a claim
 * makes stale (the platform's `perpRebateClaim` list: the broker statistics and records) is
 * refetched before it resolves.
 */
export function claimMutation(platform: Pick<PlatformServices, 'api' | 'queries'>): EndpointMutationOptions<void, EndpointResponse<'setPerpDexClaim'>> {
  return {
    mutationKey: ['setPerpDexClaim'],
    retry: false,
    mutationFn: () => platform.api.call('setPerpDexClaim', {}),
    onSettled: () => platform.queries.invalidateAfter('perpRebateClaim'),
  };
}

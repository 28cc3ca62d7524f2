import type { EndpointMutationOptions, EndpointResponse, PlatformServices } from '@nova/shared-contracts';

/**
 * Claim commission (spec 2 §7, `setPerpDexClaim`) as mutation options, sent once with the claim's
 * idempotency key (one per click: a repeat whose answer was lost is paid once, the sim's claim runs
 * once per key); what a claim makes stale (the platform's `perpRebateClaim` list: the broker
 * statistics and records, the perp account it paid into) is refetched before it resolves.
 */
export function claimMutation(platform: Pick<PlatformServices, 'api' | 'queries'>): EndpointMutationOptions<string, EndpointResponse<'setPerpDexClaim'>> {
  return {
    mutationKey: ['setPerpDexClaim'],
    retry: false,
    mutationFn: (idempotencyKey) => platform.api.call('setPerpDexClaim', {}, { idempotencyKey }),
    onSettled: () => platform.queries.invalidateAfter('perpRebateClaim'),
  };
}

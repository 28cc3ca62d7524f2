import type { EndpointMutationOptions, EndpointRequest, EndpointResponse, PlatformServices } from '@nova/shared-contracts';

/**
 * Convert (spec 2 §4, §7) as mutation options: one `perpConvert` call, sent once; what moving funds
 * makes stale (the platform's `perpFunds` list: the perp account and the wallet balances) is
 * refetched before it resolves.
 */
export function convertMutation(platform: Pick<PlatformServices, 'api' | 'queries'>): EndpointMutationOptions<EndpointRequest<'perpConvert'>, EndpointResponse<'perpConvert'>> {
  return {
    mutationKey: ['perpConvert'],
    retry: false,
    mutationFn: (request) => platform.api.call('perpConvert', request),
    onSettled: () => platform.queries.invalidateAfter('perpFunds'),
  };
}

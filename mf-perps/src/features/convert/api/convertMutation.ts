import type { EndpointMutationOptions, EndpointRequest, EndpointResponse, PlatformServices } from '@nova/shared-contracts';
import type { IntentKeys } from '../../../shared/model/intentKeys';

/**
 * Convert (spec 2 §4, §7) as mutation options: one `perpConvert` call, sent once, with the
 * idempotency key of its intent (the same again when the same confirm is sent again); what moving
 * funds makes stale (the platform's `perpFunds` list: the perp account and the wallet balances) is
 * refetched before it resolves.
 */
export function convertMutation(platform: Pick<PlatformServices, 'api' | 'queries'>, keys: IntentKeys): EndpointMutationOptions<EndpointRequest<'perpConvert'>, EndpointResponse<'perpConvert'>> {
  return {
    mutationKey: ['perpConvert'],
    retry: false,
    mutationFn: async (request) => {
      const result = await platform.api.call('perpConvert', request, { idempotencyKey: keys.keyFor(request) });
      keys.end();
      return result;
    },
    onSettled: () => platform.queries.invalidateAfter('perpFunds'),
  };
}

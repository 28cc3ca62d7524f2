import type { EndpointMutationOptions, EndpointRequest, EndpointResponse, PlatformServices } from '@nova/shared-contracts';

/**
 * The custodial withdrawal (spec 2 §8), sent once (never retried). Once it went through, what a
 * withdrawal makes stale (the platform's `walletWithdraw` list: balances, positions) is refetched
 * in the background: the dialog does not wait for it to close.
 */
export function withdrawMutation(platform: PlatformServices): EndpointMutationOptions<EndpointRequest<'custodialWithdraw'>, EndpointResponse<'custodialWithdraw'>> {
  return {
    mutationKey: ['walletWithdraw'],
    retry: false,
    mutationFn: (request) => platform.api.call('custodialWithdraw', request),
    onSettled: () => {
      void platform.queries.invalidateAfter('walletWithdraw');
    },
  };
}

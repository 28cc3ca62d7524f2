import type { EndpointMutationOptions, EndpointResponse, PlatformServices } from '@nova/shared-contracts';

/**
 * Claim the referral rebate (spec 2 §7), never retried; then what a claim makes stale (the
 * platform's `walletRebateClaim` list: the summary and the rebate and claim ledgers) is refetched.
 */
export function rebateClaimMutation(platform: PlatformServices): EndpointMutationOptions<void, EndpointResponse<'rebateClaim'>> {
  return {
    mutationKey: ['referral', 'claim'],
    retry: false,
    mutationFn: () => platform.api.call('rebateClaim', {}),
    onSettled: () => platform.queries.invalidateAfter('walletRebateClaim'),
  };
}

/** Bind the inviter's code (spec 2 §2), never retried; then the referral summary is refetched (`walletRebateBind`). */
export function rebateBindMutation(platform: PlatformServices): EndpointMutationOptions<string, EndpointResponse<'rebateBind'>> {
  return {
    mutationKey: ['referral', 'bind'],
    retry: false,
    mutationFn: (code) => platform.api.call('rebateBind', { ref_code: code }),
    onSettled: () => platform.queries.invalidateAfter('walletRebateBind'),
  };
}

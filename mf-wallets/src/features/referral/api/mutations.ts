import type { EndpointMutationOptions, EndpointResponse, PlatformServices } from '@nova/shared-contracts';

/**
 * Claim the referral rebate and cash back (spec 2 §7) with the claim's idempotency key, never
 * retried: a resend of the same claim (its answer lost) is answered, not paid twice. Then what a
 * claim makes stale (the platform's `walletRebateClaim` list: the summary with the payout
 * balance, and the rebate and claim ledgers) is refetched.
 */
export function rebateClaimMutation(platform: PlatformServices): EndpointMutationOptions<string, EndpointResponse<'rebateClaim'>> {
  return {
    mutationKey: ['referral', 'claim'],
    retry: false,
    mutationFn: (idempotencyKey) => platform.api.call('rebateClaim', {}, { idempotencyKey }),
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

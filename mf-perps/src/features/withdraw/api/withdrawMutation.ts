import type { EndpointMutationOptions, PlatformServices } from '@nova/shared-contracts';
import { submitWithdraw } from './submitWithdraw';
import type { WithdrawRequest, WithdrawResult } from './submitWithdraw';

/**
 * Withdraw (spec 2 §4, §7) as mutation options: the plain call, or the wallet-signed one for wallet
 * logins (`submitWithdraw`), sent once; what moving funds makes stale (the platform's `perpFunds`
 * list: the perp account, today's withdrawn total, the wallet balances) is refetched before it resolves.
 */
export function withdrawMutation(platform: Pick<PlatformServices, 'api' | 'wallet' | 'queries'>, walletAuth: boolean): EndpointMutationOptions<WithdrawRequest, WithdrawResult> {
  return {
    mutationKey: ['perpWithdraw'],
    retry: false,
    mutationFn: (request) => submitWithdraw(platform, walletAuth, request),
    onSettled: () => platform.queries.invalidateAfter('perpFunds'),
  };
}

import type { EndpointMutationOptions, PlatformServices } from '@nova/shared-contracts';
import type { IntentKeys } from '../../../shared/model/intentKeys';
import { submitWithdraw } from './submitWithdraw';
import type { WithdrawRequest, WithdrawResult } from './submitWithdraw';

/**
 * Withdraw (spec 2 §4, §7) as mutation options: the plain call, or the wallet-signed one for wallet
 * logins (`submitWithdraw`), sent once with the idempotency key of its intent (the same again when
 * the same confirm is sent again after a lost answer, so the server pays once); what moving funds
 * makes stale (the platform's `perpFunds` list: the perp account, today's withdrawn total, the
 * wallet balances) is refetched before it resolves.
 */
export function withdrawMutation(platform: Pick<PlatformServices, 'api' | 'wallet' | 'queries'>, walletAuth: boolean, keys: IntentKeys): EndpointMutationOptions<WithdrawRequest, WithdrawResult> {
  return {
    mutationKey: ['perpWithdraw'],
    retry: false,
    mutationFn: async (request) => {
      const result = await submitWithdraw(platform, walletAuth, request, keys.keyFor(request));
      keys.end();
      return result;
    },
    onSettled: () => platform.queries.invalidateAfter('perpFunds'),
  };
}

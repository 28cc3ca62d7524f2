import { useCallback } from 'react';
import type { ApiClient, EndpointRequest, EndpointResponse } from '@nova/shared-contracts';
import { usePlatform } from '@nova/shared-ui';
import { useSecurityCheck } from '../../../shared/security/useSecurityCheck';
import type { SecurityProof } from '../../../shared/security/useSecurityCheck';

/** What the withdraw answered once the security check passed: its result, or why it failed (shown in the dialog). */
export type WithdrawOutcome = { ok: true; result: EndpointResponse<'custodialWithdraw'> } | { ok: false; error: unknown };

/** The spec 2 §2 check through the verify endpoint of the proof's kind (a wrong password is 405007). */
async function verify(api: ApiClient, proof: SecurityProof): Promise<void> {
  if (proof.auth_type === 'email') await api.call('verifyPassword', { email: proof.email, password: proof.password });
  else if (proof.auth_type === 'google') await api.call('verifyGoogleOauth', { code: proof.code });
  else await api.call('verifyExchangeOauth', { code: proof.code });
}

/**
 * The custodial withdrawal (spec 2 §8) behind the security check: the check first (its failure
 * stays on the check), then the withdraw, sent once (no retry) with the confirm step's
 * idempotency key, so a repeat after a lost answer pays once. Whatever the withdraw answered,
 * what it makes stale (the platform's `walletWithdraw` list: balances, positions) is refetched
 * in the background.
 */
export function useSecureWithdraw(request: EndpointRequest<'custodialWithdraw'>, idempotencyKey: string) {
  const { api, queries } = usePlatform();
  const submit = useCallback(
    async (proof: SecurityProof): Promise<WithdrawOutcome> => {
      await verify(api, proof);
      try {
        return { ok: true, result: await api.call('custodialWithdraw', request, { idempotencyKey }) };
      } catch (error) {
        return { ok: false, error };
      } finally {
        void queries.invalidateAfter('walletWithdraw');
      }
    },
    [api, queries, request, idempotencyKey],
  );
  return useSecurityCheck(submit);
}

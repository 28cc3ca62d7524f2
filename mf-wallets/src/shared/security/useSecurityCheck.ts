import { useCallback, useRef, useState } from 'react';
import { encryptPassword } from '@nova/shared-contracts';
import type { Loadable } from '@nova/shared-contracts';
import { toLoadableError, usePlatform } from '@nova/shared-ui';

/** What proves the session's owner (spec 2 §2): an email user's password, encrypted with the server's public key, or a fresh consent code. */
export type SecurityProof = { auth_type: 'email'; email: string; password: string } | { auth_type: 'google' | 'exchange'; code: string };

/**
 * The security check in front of a sensitive call (the recovery-phrase export, a withdraw): email
 * users with their password, Google and exchange users with a fresh consent code from the host's
 * popup (session.reauthenticate); `submit` sends the proof with the call it guards. One attempt at
 * a time, no retry; the state carries the call's answer on success and the failure otherwise.
 */
export function useSecurityCheck<T>(submit: (proof: SecurityProof) => Promise<T>) {
  const { api, session } = usePlatform();
  const [state, setState] = useState<Loadable<T>>({ status: 'idle' });
  const busy = useRef(false);

  const run = useCallback(
    async (proof: () => Promise<SecurityProof>) => {
      if (busy.current) return;
      busy.current = true;
      setState({ status: 'pending' });
      try {
        setState({ status: 'success', data: await submit(await proof()) });
      } catch (error) {
        setState({ status: 'error', error: toLoadableError(error) });
      } finally {
        busy.current = false;
      }
    },
    [submit],
  );

  const withPassword = useCallback(
    (email: string, password: string) =>
      run(async () => {
        const { public_key } = await api.call('accountPublicKey', {});
        return { auth_type: 'email', email, password: await encryptPassword(public_key, password) };
      }),
    [api, run],
  );

  const withConsent = useCallback(() => run(() => session.reauthenticate()), [run, session]);

  return { state, withPassword, withConsent };
}

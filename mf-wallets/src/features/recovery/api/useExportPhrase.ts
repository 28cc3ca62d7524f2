import { useCallback, useRef, useState } from 'react';
import { encryptPassword } from '@nova/shared-contracts';
import type { EndpointRequest, Loadable } from '@nova/shared-contracts';
import { toLoadableError, usePlatform } from '@nova/shared-ui';

type ExportRequest = EndpointRequest<'exportWalletAuth'>;

/**
 * The security check that releases the recovery phrase (POST /export_wallet_auth, no retry):
 * email users with their password, encrypted with the server's public key; Google and exchange
 * users with a fresh consent code from the host's popup (session.reauthenticate). One attempt
 * at a time; the state carries the phrase on success and the server's message on failure.
 */
export function useExportPhrase() {
  const { api, session } = usePlatform();
  const [state, setState] = useState<Loadable<string>>({ status: 'idle' });
  const busy = useRef(false);

  const run = useCallback(
    async (request: () => Promise<ExportRequest>) => {
      if (busy.current) return;
      busy.current = true;
      setState({ status: 'pending' });
      try {
        const { mnemonic } = await api.call('exportWalletAuth', await request());
        setState({ status: 'success', data: mnemonic });
      } catch (error) {
        setState({ status: 'error', error: toLoadableError(error) });
      } finally {
        busy.current = false;
      }
    },
    [api],
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

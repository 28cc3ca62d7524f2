import { useCallback } from 'react';
import { usePlatform } from '@nova/shared-ui';
import { useSecurityCheck } from '../../../shared/security/useSecurityCheck';
import type { SecurityProof } from '../../../shared/security/useSecurityCheck';

/**
 * The security check that releases the recovery phrase (POST /export_wallet_auth, no retry): the
 * proof goes with the export itself; the state carries the phrase on success and the server's
 * message on failure.
 */
export function useExportPhrase() {
  const { api } = usePlatform();
  const exportPhrase = useCallback(async (proof: SecurityProof) => (await api.call('exportWalletAuth', proof)).mnemonic, [api]);
  return useSecurityCheck(exportPhrase);
}

import { POLLING } from '@nova/shared-contracts';
import { useApi, useSession } from '@nova/shared-ui';

/** The perp fund stats of the signed-in user (one row per chain type); nothing while signed out. */
export function usePerpAccount() {
  const session = useSession();
  const signedIn = session.user !== null;
  const stats = useApi('perpFundStats', signedIn ? {} : null, { pollMs: POLLING.genericMs });
  return { signedIn, stats };
}

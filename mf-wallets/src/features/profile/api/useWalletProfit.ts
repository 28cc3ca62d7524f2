import { POLLING } from '@nova/shared-contracts';
import { useApi, useSession } from '@nova/shared-ui';
import type { ProfitPeriod } from '../model/profit';

/** The wallet's profit summary and token rows for a period; null request while signed out (the endpoint needs a bearer). */
export function useWalletProfit(address: string, period: ProfitPeriod) {
  const session = useSession();
  const signedIn = session.user !== null;
  const profit = useApi('walletProfitPeriod', signedIn ? { wallet_address: address, statistic_period: period } : null, { pollMs: POLLING.genericMs });
  return { signedIn, profit };
}

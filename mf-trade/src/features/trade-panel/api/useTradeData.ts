import { POLLING } from '@nova/shared-contracts';
import type { Asset, ChainKey, Loadable, TokenInfo } from '@nova/shared-contracts';
import { useApi, useChannel, useSession } from '@nova/shared-ui';

export interface TradeData {
  token: TokenInfo;
  /** Live price: the latest token_price_change push, else token info's price. */
  priceUsd: string;
  /** null when signed out. */
  assets: readonly Asset[] | null;
}

/**
 * What the trade panel reads: token info (with live price pushes) and, when signed in, the
 * user's assets on the chain, polled every 5 s (spec 1 §9 assets). Nothing is loaded when `enabled` is false.
 */
export function useTradeData(chain: ChainKey, address: string, enabled = true): Loadable<TradeData> & { reload: () => void } {
  const session = useSession();
  const signedIn = session.user !== null;
  const info = useApi('tokenInfo', enabled ? { chain, token: address } : null);
  const balances = useApi('balanceList', signedIn && enabled ? { chain } : null, { pollMs: POLLING.assetsMs });
  const live = useChannel('tokenPriceChange', enabled ? { chain, address } : null);
  const reload = () => {
    info.reload();
    balances.reload();
  };

  if (info.status === 'error' && !info.data) return { status: 'error', error: info.error, reload };
  if (signedIn && balances.status === 'error' && !balances.data) return { status: 'error', error: balances.error, reload };
  const token = info.status === 'idle' ? undefined : info.data;
  const assets = signedIn ? (balances.status === 'idle' ? undefined : balances.data?.list) : null;
  if (!token || assets === undefined) return { status: 'pending', reload };
  return { status: 'success', data: { token, priceUsd: String(live?.current_price ?? token.current_price), assets }, reload };
}

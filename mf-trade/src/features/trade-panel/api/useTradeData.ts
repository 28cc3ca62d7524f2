import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { Asset, ChainKey, EndpointResponse, Loadable, TokenInfo } from '@nova/shared-contracts';
import { stripBidiControls, toLoadable, usePlatform, usePlatformQuery, useSession } from '@nova/shared-ui';
import { useLiveToken } from '../../../shared/liveToken';
import { isLowLiquidity } from '../model/tradeForm';

/**
 * What the trade form reads of the token: not its price, market cap or 24h change (a push changes
 * those several times a second; the leaves that show them read the cache themselves), so a price
 * push renders neither the panel nor the form.
 */
export interface FormToken {
  chain: ChainKey;
  address: string;
  symbol: string;
  decimals: number;
  security_info: TokenInfo['security_info'];
  /** Pool liquidity under the warning line (`isLowLiquidity`). */
  lowLiquidity: boolean;
}

export interface TradeData {
  token: FormToken;
  /** null when signed out. */
  assets: readonly Asset[] | null;
}

// Stable selects: the cache's structural sharing keeps the same object while what they pick is unchanged.
const formTokenOf = (token: TokenInfo): FormToken => ({
  chain: token.chain,
  address: token.address,
  // Third-party text: cleaned of bidi controls once here, for the panel's heading, labels and toasts ('\u202ETDSU' must not read 'USDT').
  symbol: stripBidiControls(token.symbol),
  decimals: token.decimals,
  security_info: token.security_info,
  lowLiquidity: isLowLiquidity(String(token.liquidity)),
});
const listOf = (answer: EndpointResponse<'balanceList'>): readonly Asset[] => answer.list;

/**
 * What the trade panel reads from the one cache: the token's entry (kept live by pushes) and,
 * when signed in, the user's assets on the chain (the platform's `assets` factory: every 5 s, spec
 * 1 §9). Nothing is loaded when `enabled` is false. `reload` is the same function from render to render.
 */
export function useTradeData(chain: ChainKey, address: string, enabled = true): Loadable<TradeData> & { reload: () => void } {
  const { queries } = usePlatform();
  const signedIn = useSession().user !== null;
  const info = useLiveToken(chain, address, formTokenOf, enabled);
  const balances = usePlatformQuery(queries.assets(chain), signedIn && enabled, listOf);
  const reloads = useRef([info.refetch, balances.refetch]);
  useEffect(() => {
    reloads.current = [info.refetch, balances.refetch];
  });
  const reload = useCallback(() => reloads.current.forEach((load) => void load()), []);

  const token = toLoadable(info, enabled);
  const assets = toLoadable(balances, signedIn && enabled);
  const tokenData = token.status === 'idle' ? undefined : token.data;
  const list = signedIn ? (assets.status === 'idle' ? undefined : assets.data) : null;
  const data = useMemo(() => (tokenData && list !== undefined ? { token: tokenData, assets: list } : undefined), [tokenData, list]);
  if (token.status === 'error' && !token.data) return { status: 'error', error: token.error, reload };
  if (assets.status === 'error' && !assets.data) return { status: 'error', error: assets.error, reload };
  return data ? { status: 'success', data, reload } : { status: 'pending', reload };
}

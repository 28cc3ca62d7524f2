import { useCallback, useEffect, useMemo, useRef } from 'react';
import { POLLING } from '@nova/shared-contracts';
import type { Asset, ChainKey, Loadable, TokenInfo } from '@nova/shared-contracts';
import { useApi, useChannel, useSession } from '@nova/shared-ui';
import { isLowLiquidity } from '../model/tradeForm';

export interface TradeData {
  token: TokenInfo;
  /**
   * Live price: the latest token_price_change push, else token info's price. In `useFormData`'s
   * data: null when the form does not follow the price (market orders).
   */
  priceUsd: string | null;
  /** null when signed out. */
  assets: readonly Asset[] | null;
}

/**
 * What the trade panel reads: token info (with live price pushes) and, when signed in, the
 * user's assets on the chain, polled every 5 s (spec 1 §9 assets). Nothing is loaded when `enabled` is false.
 * The data changes with every price push; `reload` is the same function from render to render.
 */
export function useTradeData(chain: ChainKey, address: string, enabled = true): Loadable<TradeData> & { reload: () => void } {
  const session = useSession();
  const signedIn = session.user !== null;
  const info = useApi('tokenInfo', enabled ? { chain, token: address } : null);
  const balances = useApi('balanceList', signedIn && enabled ? { chain } : null, { pollMs: POLLING.assetsMs });
  const live = useChannel('tokenPriceChange', enabled ? { chain, address } : null);
  const reloads = useRef([info.reload, balances.reload]);
  useEffect(() => {
    reloads.current = [info.reload, balances.reload];
  });
  const reload = useCallback(() => reloads.current.forEach((load) => load()), []);

  if (info.status === 'error' && !info.data) return { status: 'error', error: info.error, reload };
  if (signedIn && balances.status === 'error' && !balances.data) return { status: 'error', error: balances.error, reload };
  const token = info.status === 'idle' ? undefined : info.data;
  const assets = signedIn ? (balances.status === 'idle' ? undefined : balances.data?.list) : null;
  if (!token || assets === undefined) return { status: 'pending', reload };
  return { status: 'success', data: { token, priceUsd: String(live?.current_price ?? token.current_price), assets }, reload };
}

/**
 * The data the trade form renders with, from the live data. A market order's form shows no live
 * figure itself (the price, the 24h change and a sell's USD value are leaves reading
 * `LiveTokenContext`), so it gets the token as it was when something it reads last changed
 * (symbol, decimals, security, the low-liquidity rule) and no price: a price push (several a
 * second) does not render the form again. A limit order's target is relative to the live price
 * and market cap, so with `live` (limit mode) it gets them live, as before.
 */
export function useFormData(data: TradeData | undefined, live: boolean): TradeData | undefined {
  const token = data?.token;
  const assets = data?.assets;
  const identity = token === undefined ? '' : JSON.stringify([token.chain, token.address, token.symbol, token.decimals, isLowLiquidity(String(token.liquidity))]);
  const security = token?.security_info;
  const kept = useMemo(() => token, [identity, security]); // eslint-disable-line react-hooks/exhaustive-deps
  const formToken = live ? token : kept;
  const priceUsd = live && data ? data.priceUsd : null;
  return useMemo(() => (formToken === undefined || assets === undefined ? undefined : { token: formToken, priceUsd, assets }), [formToken, priceUsd, assets]);
}

import type { ChainKey, EndpointKey, EndpointQueryOptions, TokenProfit, WalletProfit } from '@nova/shared-contracts';
import type { ApiClient } from '@nova/shared-contracts';
import { usePlatform, usePlatformQuery } from '@nova/shared-ui';
import { PERIOD_PARAM, TOKEN_SEARCH_PAGES, TOKEN_SEARCH_PAGE_SIZE, findTokenRow } from '../model/card';
import type { CardPeriod } from '../model/card';

export type PnlSource = { kind: 'token'; row: TokenProfit } | { kind: 'wallet'; profit: WalletProfit };

/**
 * The card's data through the platform's one cache: a token's row of the wallet profit list
 * (token profit; read page by page, newest trades first, until found), or the wallet profit summary
 * of the period. A token with no row in the period is an error the modal names.
 */
export function pnlSourceQuery(api: ApiClient, wallet: string, period: CardPeriod, token?: string): EndpointQueryOptions<PnlSource> {
  const statistic_period = PERIOD_PARAM[period];
  return {
    queryKey: ['walletProfitPeriod', 'pnl-card', wallet, statistic_period, token ?? ''] as unknown as EndpointKey<PnlSource>,
    queryFn: async ({ signal }) => {
      if (token === undefined) {
        const answer = await api.call('walletProfitPeriod', { wallet_address: wallet, statistic_period, limit: 1, offset: 0, order_by: 'latest_trade_time', order_direction: 'desc' }, { signal });
        return { kind: 'wallet', profit: answer.wallet_profit };
      }
      for (let page = 0; page < TOKEN_SEARCH_PAGES; page++) {
        const answer = await api.call('walletProfitPeriod', { wallet_address: wallet, statistic_period, limit: TOKEN_SEARCH_PAGE_SIZE, offset: page * TOKEN_SEARCH_PAGE_SIZE, order_by: 'latest_trade_time', order_direction: 'desc' }, { signal });
        const row = findTokenRow(answer.token_profit, token);
        if (row) return { kind: 'token', row };
        if (answer.token_profit.length < TOKEN_SEARCH_PAGE_SIZE) break;
      }
      throw new Error('no-token-row');
    },
    staleTime: 30_000,
    refetchInterval: false,
    refetchOnWindowFocus: false,
    retry: false,
    meta: { endpoint: 'walletProfitPeriod' },
  };
}

export function usePnlSource(wallet: string, period: CardPeriod, token?: string) {
  const { api } = usePlatform();
  return usePlatformQuery(pnlSourceQuery(api, wallet, period, token));
}

/** The USD price of the chain's native coin (for the native-currency toggle), null until known. */
export function useNativePrice(chain: ChainKey): number | null {
  const { queries } = usePlatform();
  const answer = usePlatformQuery(queries.endpoint('unityGasPrice', { chains: [chain] }));
  const price = Number(answer.data?.[0]?.native_coin_price ?? NaN);
  return Number.isFinite(price) && price > 0 ? price : null;
}

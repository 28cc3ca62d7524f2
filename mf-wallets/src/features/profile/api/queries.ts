import { useEffect, useRef } from 'react';
import { ACCOUNT, POLLING } from '@nova/shared-contracts';
import type { ApiError } from '@nova/shared-contracts';
import { useApi, usePlatform, usePlatformInfiniteQuery, usePlatformQuery } from '@nova/shared-ui';
import type { ProfilePeriod } from '../model/profile';
import { PROFIT_LIST_PERIOD } from '../model/profile';
import { TRANSFERS_PAGE_SIZE } from '../model/transfers';

/** The period's summary (stats fetch limit 30, spec 2 §9), polled as generic data. */
export function useWalletStats(address: string, period: ProfilePeriod, enabled: boolean) {
  return useApi('walletProfitPeriod', enabled ? { wallet_address: address, statistic_period: period, limit: ACCOUNT.profitPageSize, offset: 0 } : null, { pollMs: POLLING.genericMs });
}

export function useHeatmap(address: string, enabled: boolean) {
  return useApi('walletHeatMap', enabled ? { wallet_address: address } : null);
}

export function useWalletInfo(address: string, enabled: boolean) {
  return useApi('walletInfoDetail', enabled ? { wallet_address: address } : null);
}

/** Token profit rows of the last 30 days, 30 a page, newest trade first; ends on a short page. */
export function useProfitPages(address: string, enabled: boolean) {
  const { queries } = usePlatform();
  return usePlatformInfiniteQuery(queries.walletProfit({ wallet_address: address, statistic_period: PROFIT_LIST_PERIOD, order_by: 'latest_trade_time', order_direction: 'desc' }), enabled);
}

/** The wallet's trades, 30 a page, newest first; ends on a short page. */
export function useActivityPages(address: string, enabled: boolean) {
  const { queries } = usePlatform();
  return usePlatformInfiniteQuery(queries.walletActivity({ wallet_address: address }), enabled);
}

/** The user's own favourites (own wallet's Watch list). */
export function useWatchList(enabled: boolean) {
  const { queries } = usePlatform();
  return usePlatformQuery(queries.watchList(), enabled);
}

/** The user's own Solana assets (own wallet's total balance). */
export function useSolanaAssets(enabled: boolean) {
  const { queries } = usePlatform();
  return usePlatformQuery(queries.assets('solana'), enabled);
}

export function usePerpSummary(enabled: boolean) {
  const { queries } = usePlatform();
  return usePlatformQuery(queries.perpSummary(), enabled);
}

export type { ApiError };

/**
 * A page of the custodial wallet's deposits and withdrawals (newest first, 20 a page), fetched
 * again when a balance change is pushed (a deposit was credited) and every 20 s.
 */
export function useTransferPage(page: number, enabled: boolean) {
  const { queries, realtime } = usePlatform();
  const result = usePlatformQuery(queries.endpoint('custodialTransfers', { limit: TRANSFERS_PAGE_SIZE, offset: page * TRANSFERS_PAGE_SIZE }, POLLING.genericMs), enabled);
  const refetch = useRef(result.refetch);
  refetch.current = result.refetch;
  useEffect(() => (enabled ? realtime.subscribe('walletBalanceChange', {}, () => void refetch.current()) : undefined), [realtime, enabled]);
  return result;
}

import { ACCOUNT, POLLING, queryKeys } from '@nova/shared-contracts';
import type { ApiError, EndpointMutationOptions } from '@nova/shared-contracts';
import { useApi, usePlatform, usePlatformInfiniteQuery, usePlatformMutation, usePlatformQuery } from '@nova/shared-ui';
import type { ProfilePeriod } from '../model/profile';
import { PROFIT_LIST_PERIOD } from '../model/profile';
import type { GroupChange } from '../model/track';

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

/**
 * Add the wallet to a group or remove it (track toggle and group checklist, spec 2 §4), then
 * refresh the wallet's info, the group list and the followed wallets (the wallet tracker reads
 * those), never retried.
 */
export function useGroupChange(address: string) {
  const { api, query } = usePlatform();
  const options: EndpointMutationOptions<GroupChange, unknown> = {
    mutationKey: ['walletProfile', 'group', address],
    retry: false,
    mutationFn: (change) =>
      change.kind === 'add'
        ? api.call('smartCreate', { wallet_address: address, chain: 'solana', remark: '', ...(change.groupId ? { wallet_group_id: change.groupId } : {}) })
        : api.call('smartDelete', { wallet_address: address, wallet_group_id: change.groupId }),
    onSettled: () =>
      Promise.all(
        (['walletInfoDetail', 'groupList', 'smartWalletList', 'smartList', 'followWalletTradeList'] as const).map((name) => query.invalidateQueries({ queryKey: queryKeys.endpoint(name) })),
      ),
  };
  return usePlatformMutation<GroupChange, unknown, unknown>(options);
}

/** Save the remark (trimmed, at most 30; empty removes it), then refresh the info and remark lists. */
export function useRemarkSave(address: string) {
  const { api, query } = usePlatform();
  const options: EndpointMutationOptions<string, unknown> = {
    mutationKey: ['walletProfile', 'remark', address],
    retry: false,
    mutationFn: (remark) => api.call('addRemark', { wallet_address: address, remark }),
    onSettled: () =>
      Promise.all((['walletInfoDetail', 'sortedRemarkList', 'smartRemarkList', 'smartWalletList'] as const).map((name) => query.invalidateQueries({ queryKey: queryKeys.endpoint(name) }))),
  };
  return usePlatformMutation<string, unknown, unknown>(options);
}

export type { ApiError };

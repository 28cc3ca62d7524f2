import { useCallback, useMemo } from 'react';
import { queryKeys } from '@nova/shared-contracts';
import type { EndpointName, EndpointRequest, EndpointResponse, FileField } from '@nova/shared-contracts';
import { useApi, usePlatform } from '@nova/shared-ui';
import { MONITOR_PAGE_SIZE } from '../model/walletName';

/** A followed wallet's 7-day figures for its row (the profit summary only: one row asked, cached a minute). */
export function useWalletWeek(address: string) {
  return useApi('walletProfitPeriod', { wallet_address: address, statistic_period: '7D', limit: 1, offset: 0, order_by: 'latest_trade_time', order_direction: 'desc' });
}

/** What a monitor change makes stale: the groups and their counts, the lists, the tracker feed. */
const AFFECTED: readonly EndpointName[] = ['groupList', 'smartList', 'smartWalletList', 'followWalletTradeList', 'walletInfoDetail'];

/** The user's groups (the default one is created by the server on first use). */
export function useGroups(signedIn: boolean) {
  return useApi('groupList', signedIn ? {} : null);
}

/** One page of a group's smart wallets, optionally searched (address, name or remark). */
export function useGroupWallets(groupId: string | null, page: number, search: string) {
  const trimmed = search.trim();
  return useApi('smartList', groupId === null ? null : { group_id: groupId, page, page_size: MONITOR_PAGE_SIZE, ...(trimmed !== '' ? { search: trimmed } : {}) });
}

/**
 * The monitor's calls: each one refreshes every list it changes (spec 2 §4 "operations refresh the
 * group list on success"), so the tracker window, the board and the feed agree at once.
 */
export function useMonitorActions() {
  const { api, query } = usePlatform();
  const refresh = useCallback(() => Promise.all(AFFECTED.map((name) => query.invalidateQueries({ queryKey: queryKeys.endpoint(name) }))), [query]);
  return useMemo(() => {
    const run =
      <K extends EndpointName>(name: K) =>
      async (request: EndpointRequest<K>): Promise<EndpointResponse<K>> => {
        const result = await api.call(name, request);
        await refresh();
        return result;
      };
    return {
      createGroup: run('groupCreate'),
      editGroup: run('groupEdit'),
      deleteGroup: run('groupDelete'),
      clearGroup: run('groupClear'),
      editWallet: run('smartEdit'),
      removeWallet: run('smartDelete'),
      importWallets: run('smartImport'),
      /** Uploads an avatar (multipart) and resolves with its served path; nothing else changes. */
      uploadAvatar: async (file: FileField) => (await api.call('groupUpload', { file })).path,
    };
  }, [api, refresh]);
}

/** A browser File as the FileField the upload endpoint takes. */
export function readFileField(file: File): Promise<FileField> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error ?? new Error('could not read the file'));
    reader.onload = () => {
      const result = String(reader.result);
      resolve({ name: file.name, type: file.type, size: file.size, base64: result.slice(result.indexOf(',') + 1) });
    };
    reader.readAsDataURL(file);
  });
}

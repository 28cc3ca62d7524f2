import type { EndpointMutationOptions, EndpointRequest, EndpointResponse, FileField, PlatformServices } from '@nova/shared-contracts';
import { useApi, usePlatform, usePlatformMutation } from '@nova/shared-ui';
import { walletPageRequest } from '../model/paging';
import type { WalletSearch } from '../model/paging';

/** A followed wallet's 7-day figures for its row (the profit summary only: one row asked, cached a minute). */
export function useWalletWeek(address: string) {
  return useApi('walletProfitPeriod', { wallet_address: address, statistic_period: '7D', limit: 1, offset: 0, order_by: 'latest_trade_time', order_direction: 'desc' });
}

/** The user's groups (the default one is created by the server on first use). */
export function useGroups(signedIn: boolean) {
  return useApi('groupList', signedIn ? {} : null);
}

/** One page of a group's smart wallets, with the settled search (address, name or remark). */
export function useGroupWallets(groupId: string, search: Pick<WalletSearch, 'settled' | 'page'>) {
  return useApi('smartList', walletPageRequest(groupId, search));
}

/** The monitor's calls that change what the user follows. */
export type MonitorChange = 'groupCreate' | 'groupEdit' | 'groupDelete' | 'groupClear' | 'smartEdit' | 'smartDelete' | 'smartImport';

/**
 * A monitor call as mutation options: sent once, never retried, and what a monitor change makes
 * stale (the platform's `walletMonitor` list: groups, lists, the feed, wallet info) refetched
 * before it resolves (spec 2 §4 "operations refresh the group list on success"), so the tracker
 * window, the board, the feed and an open profile agree at once.
 */
export function monitorMutation<K extends MonitorChange>(platform: PlatformServices, name: K): EndpointMutationOptions<EndpointRequest<K>, EndpointResponse<K>> {
  return {
    mutationKey: ['walletMonitor', name],
    retry: false,
    mutationFn: (request) => platform.api.call(name, request),
    onSettled: () => platform.queries.invalidateAfter('walletMonitor'),
  };
}

/** `monitorMutation(name)` bound to the platform's cache. */
export function useMonitorMutation<K extends MonitorChange>(name: K) {
  return usePlatformMutation(monitorMutation(usePlatform(), name));
}

/** Uploads a group avatar (multipart) and resolves with its served path; nothing else changes. */
export async function uploadAvatar(platform: PlatformServices, file: File): Promise<string> {
  return (await platform.api.call('groupUpload', { file: await readFileField(file) })).path;
}

/** A browser File as the FileField the upload endpoint takes. */
function readFileField(file: File): Promise<FileField> {
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

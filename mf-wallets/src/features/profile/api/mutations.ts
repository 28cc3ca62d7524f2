import type { EndpointMutationOptions, PlatformServices } from '@nova/shared-contracts';
import { usePlatform, usePlatformMutation } from '@nova/shared-ui';
import type { GroupChange } from '../model/track';

/**
 * Add the wallet to a group or remove it (track toggle and group checklist, spec 2 §4), never
 * retried; then what a wallet-monitor change makes stale (the platform's `walletMonitor` list:
 * the wallet's info, the groups, the followed wallets and their trades) is refetched.
 */
export function groupChangeMutation(platform: PlatformServices, address: string): EndpointMutationOptions<GroupChange, unknown> {
  return {
    mutationKey: ['walletProfile', 'group', address],
    retry: false,
    mutationFn: (change) =>
      change.kind === 'add'
        ? platform.api.call('smartCreate', { wallet_address: address, chain: 'solana', remark: '', ...(change.groupId ? { wallet_group_id: change.groupId } : {}) })
        : platform.api.call('smartDelete', { wallet_address: address, wallet_group_id: change.groupId }),
    onSettled: () => platform.queries.invalidateAfter('walletMonitor'),
  };
}

/** Save the remark (trimmed, at most 30; empty removes it); then the info and remark lists are refetched (`walletRemark`). */
export function remarkMutation(platform: PlatformServices, address: string): EndpointMutationOptions<string, unknown> {
  return {
    mutationKey: ['walletProfile', 'remark', address],
    retry: false,
    mutationFn: (remark) => platform.api.call('addRemark', { wallet_address: address, remark }),
    onSettled: () => platform.queries.invalidateAfter('walletRemark'),
  };
}

export function useGroupChange(address: string) {
  return usePlatformMutation(groupChangeMutation(usePlatform(), address));
}

export function useRemarkSave(address: string) {
  return usePlatformMutation(remarkMutation(usePlatform(), address));
}

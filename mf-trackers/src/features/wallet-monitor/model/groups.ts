import type { WalletGroup } from '@nova/shared-contracts';

/** The group id that never shows in lists (spec 2 §3). */
export const SYSTEM_GROUP_ID = 'system';

/** The groups a user may see and pick: the 'system' group is dropped, the default first. */
export function visibleGroups<T extends { wallet_group_id: string; is_default: boolean }>(groups: readonly T[]): T[] {
  return groups.filter((group) => group.wallet_group_id !== SYSTEM_GROUP_ID).sort((a, b) => Number(b.is_default) - Number(a.is_default));
}

/** The group picked by the user, else the first (the default) one; undefined when there is none. */
export function chosenGroup<T extends { wallet_group_id: string }>(groups: readonly T[], chosenId: string | null): T | undefined {
  return groups.find((group) => group.wallet_group_id === chosenId) ?? groups[0];
}

export type GroupAction = 'edit' | 'import' | 'clear' | 'delete';

/** The dialog the monitor shows: create a group, or act on one. */
export type MonitorDialog = { kind: 'create' } | { kind: GroupAction; group: WalletGroup } | null;

/** A group's menu (spec 2 §4): clearing needs a wallet in it, and the default group cannot be deleted. */
export function groupActions(group: Pick<WalletGroup, 'wallet_count' | 'is_default'>): Array<{ action: GroupAction; disabled: boolean }> {
  return [
    { action: 'edit', disabled: false },
    { action: 'import', disabled: false },
    { action: 'clear', disabled: group.wallet_count === 0 },
    { action: 'delete', disabled: group.is_default },
  ];
}

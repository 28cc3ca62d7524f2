import { ACCOUNT, isUnnamedDefaultGroup } from '@nova/shared-contracts';
import { stripBidiControls } from '@nova/shared-ui';

/** A wallet's name (remark) in the monitor (spec 2 §5): trimmed, at most 30 characters; empty clears it. */
export function walletNameError(value: string): 'nameTooLong' | null {
  return [...value.trim()].length > ACCOUNT.nameMaxLength ? 'nameTooLong' : null;
}

/** The group id that never shows in lists (spec 2 §3). */
export const SYSTEM_GROUP_ID = 'system';

/** The groups a user may see and pick: the 'system' group is dropped, the default first. */
export function visibleGroups<T extends { wallet_group_id: string; is_default: boolean }>(groups: readonly T[]): T[] {
  return groups.filter((group) => group.wallet_group_id !== SYSTEM_GROUP_ID).sort((a, b) => Number(b.is_default) - Number(a.is_default));
}

/**
 * A group's name as shown: the default group keeps the user's own name once renamed, and until
 * then (no name, or the server's English 'Default') shows `defaultLabel` in the user's language.
 */
export function groupDisplayName(group: { name: string; is_default: boolean }, defaultLabel: string): string {
  const name = stripBidiControls(group.name).trim();
  return isUnnamedDefaultGroup(group, name) ? defaultLabel : name;
}

/** Smart wallets per page in the monitor (ours; the spec pages group/smart/list without a size). */
export const MONITOR_PAGE_SIZE = 10;

/** The number of pages of a list of `total` rows (at least 1). */
export function pageCount(total: number, pageSize = MONITOR_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

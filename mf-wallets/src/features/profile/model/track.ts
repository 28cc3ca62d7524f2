/**
 * Track toggle and group checklist of someone else's wallet (spec 2 §4): if the wallet already
 * exists in a default group that is not the system group, the button removes it from there;
 * otherwise it adds it to the default group. The system group never shows.
 */

export const SYSTEM_GROUP_ID = 'system';

export interface GroupMembership {
  wallet_group_id: string;
  wallet_group_name: string;
  is_default: boolean;
  exists: boolean;
}

export type GroupChange = { kind: 'add'; groupId: string | undefined } | { kind: 'remove'; groupId: string };

/** The groups the user sees (never the system group), default group first. */
export function visibleGroups<G extends GroupMembership>(groups: readonly G[]): G[] {
  return groups.filter((g) => g.wallet_group_id !== SYSTEM_GROUP_ID).sort((a, b) => Number(b.is_default) - Number(a.is_default));
}

/** What the Track address / Remove from smart money button does. `groupId` undefined = the server's default group. */
export function trackChange(groups: readonly GroupMembership[]): GroupChange {
  const shown = visibleGroups(groups);
  const member = shown.find((g) => g.is_default && g.exists);
  if (member) return { kind: 'remove', groupId: member.wallet_group_id };
  return { kind: 'add', groupId: shown.find((g) => g.is_default)?.wallet_group_id };
}

/** A checklist row flips the wallet's membership of that group. */
export function checklistChange(group: GroupMembership): GroupChange {
  if (group.wallet_group_id === SYSTEM_GROUP_ID) throw new Error('the system group is not the user\'s to change');
  return group.exists ? { kind: 'remove', groupId: group.wallet_group_id } : { kind: 'add', groupId: group.wallet_group_id };
}

/** The memberships after a change (what the UI shows until the refreshed info arrives). */
export function applyChange<G extends GroupMembership>(groups: readonly G[], change: GroupChange): G[] {
  const target = change.groupId ?? groups.find((g) => g.is_default && g.wallet_group_id !== SYSTEM_GROUP_ID)?.wallet_group_id;
  return groups.map((g) => (g.wallet_group_id === target ? { ...g, exists: change.kind === 'add' } : g));
}

import { describe, expect, it } from 'vitest';
import { chosenGroup, groupActions, visibleGroups } from './groups';

const group = (wallet_group_id: string, is_default = false) => ({ wallet_group_id, is_default });

describe('wallet groups (spec 2 §3, §4)', () => {
  it('drops the system group and lists the default first', () => {
    expect(visibleGroups([group('a'), group('system'), group('d', true)]).map((g) => g.wallet_group_id)).toEqual(['d', 'a']);
  });

  it('shows the chosen group, and the first one when the chosen one is gone or none was chosen', () => {
    const groups = [group('d', true), group('a')];
    expect(chosenGroup(groups, 'a')?.wallet_group_id).toBe('a');
    expect(chosenGroup(groups, 'deleted')?.wallet_group_id).toBe('d');
    expect(chosenGroup(groups, null)?.wallet_group_id).toBe('d');
    expect(chosenGroup([], null)).toBeUndefined();
  });

  it('lets a group be cleared only when it holds wallets, and deleted only when it is not the default', () => {
    const disabled = (g: { wallet_count: number; is_default: boolean }) => groupActions(g).filter((a) => a.disabled).map((a) => a.action);
    expect(disabled({ wallet_count: 3, is_default: false })).toEqual([]);
    expect(disabled({ wallet_count: 0, is_default: false })).toEqual(['clear']);
    expect(disabled({ wallet_count: 3, is_default: true })).toEqual(['delete']);
    expect(groupActions({ wallet_count: 0, is_default: true }).map((a) => a.action)).toEqual(['edit', 'import', 'clear', 'delete']);
  });
});

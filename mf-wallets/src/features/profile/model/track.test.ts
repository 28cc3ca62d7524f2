import { describe, expect, it } from 'vitest';
import { applyChange, checklistChange, trackChange, visibleGroups } from './track';

const group = (id: string, fields: { is_default?: boolean; exists?: boolean } = {}) => ({ wallet_group_id: id, wallet_group_name: id, is_default: false, exists: false, ...fields });

describe('trackChange (spec 2 §4 default-group rule)', () => {
  it('adds to the default group when the wallet is in no group', () => {
    expect(trackChange([group('a'), group('d', { is_default: true })])).toEqual({ kind: 'add', groupId: 'd' });
  });

  it('removes from the default group when the wallet is in it', () => {
    expect(trackChange([group('d', { is_default: true, exists: true }), group('a', { exists: true })])).toEqual({ kind: 'remove', groupId: 'd' });
  });

  it('still adds to the default group when the wallet is only in other groups', () => {
    expect(trackChange([group('d', { is_default: true }), group('a', { exists: true })])).toEqual({ kind: 'add', groupId: 'd' });
  });

  it('ignores membership of a default-flagged system group', () => {
    expect(trackChange([group('system', { is_default: true, exists: true }), group('d', { is_default: true })])).toEqual({ kind: 'add', groupId: 'd' });
  });

  it('leaves the group to the server when the user has no group yet', () => {
    expect(trackChange([])).toEqual({ kind: 'add', groupId: undefined });
  });
});

describe('group checklist', () => {
  it('never shows the system group and lists the default group first', () => {
    expect(visibleGroups([group('a'), group('system'), group('d', { is_default: true })]).map((g) => g.wallet_group_id)).toEqual(['d', 'a']);
  });

  it('flips one group and refuses the system group', () => {
    expect(checklistChange(group('a'))).toEqual({ kind: 'add', groupId: 'a' });
    expect(checklistChange(group('a', { exists: true }))).toEqual({ kind: 'remove', groupId: 'a' });
    expect(() => checklistChange(group('system'))).toThrow();
  });

  it('applies a change to the memberships (undefined group = the default one)', () => {
    const groups = [group('d', { is_default: true }), group('a')];
    expect(applyChange(groups, { kind: 'add', groupId: undefined }).map((g) => g.exists)).toEqual([true, false]);
    expect(applyChange(groups, { kind: 'add', groupId: 'a' }).map((g) => g.exists)).toEqual([false, true]);
  });
});

import { describe, expect, it } from 'vitest';
import { groupDisplayName, visibleGroups } from './walletName';

describe('group names (spec 2 §3)', () => {
  it('shows the default group in the user language until the user renames it', () => {
    expect(groupDisplayName({ name: 'Default', is_default: true }, '默认')).toBe('默认');
    expect(groupDisplayName({ name: ' ', is_default: true }, '默认')).toBe('默认');
    expect(groupDisplayName({ name: 'Snipers', is_default: true }, '默认')).toBe('Snipers');
    expect(groupDisplayName({ name: 'Default', is_default: false }, '默认')).toBe('Default');
  });

  it('strips bidi controls from a name', () => {
    expect(groupDisplayName({ name: '\u202eTDSU', is_default: false }, 'x')).toBe('TDSU');
  });

  it('drops the system group and lists the default first', () => {
    const groups = [
      { wallet_group_id: 'a', is_default: false },
      { wallet_group_id: 'system', is_default: false },
      { wallet_group_id: 'd', is_default: true },
    ];
    expect(visibleGroups(groups).map((g) => g.wallet_group_id)).toEqual(['d', 'a']);
  });
});

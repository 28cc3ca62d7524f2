import { describe, expect, it } from 'vitest';
import { groupDisplayName, walletLabel } from './walletNames';

describe('walletLabel', () => {
  it('prefers the name, then the remark, then the short address', () => {
    expect(walletLabel({ wallet_name: 'Whale', remark: 'r', wallet_address: 'addr' })).toBe('Whale');
    expect(walletLabel({ wallet_name: ' ', remark: 'Sniper', wallet_address: 'addr' })).toBe('Sniper');
    expect(walletLabel({ wallet_name: '', remark: '', wallet_address: '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU' })).toBe('7xKXtg…gAsU');
  });
});

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
});

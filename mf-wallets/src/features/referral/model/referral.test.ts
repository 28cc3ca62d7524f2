import { describe, expect, it } from 'vitest';
import { REFERRER_STORAGE_KEY, hasClaimable, initialInviteCode, inviteLink, pageCount } from './referral';

const storage = (value: string | null) => ({ getItem: (key: string) => (key === REFERRER_STORAGE_KEY ? value : null) });

describe('invite link', () => {
  it('has no locale prefix in English', () => {
    expect(inviteLink('https://nova.app', 'en', 'AB12CD')).toBe('https://nova.app/r/AB12CD');
  });

  it('keeps the locale prefix of other languages', () => {
    expect(inviteLink('https://nova.app/', 'pt-BR', 'AB12CD')).toBe('https://nova.app/pt-BR/r/AB12CD');
  });
});

describe('initial invite code', () => {
  it('prefers the ref_code URL parameter over the stored code', () => {
    expect(initialInviteCode('?ref_code=URL123', storage('{"ref":"STORED"}'))).toBe('URL123');
  });

  it('accepts ref and the carried invite parameter i', () => {
    expect(initialInviteCode('?ref=R1', null)).toBe('R1');
    expect(initialInviteCode('?i=I1', null)).toBe('I1');
  });

  it('falls back to the code the host stored for the session', () => {
    expect(initialInviteCode('', storage('{"ref":"STORED","utm_cmp":"x"}'))).toBe('STORED');
  });

  it('ignores malformed storage and implausible codes', () => {
    expect(initialInviteCode('', storage('not json'))).toBe('');
    expect(initialInviteCode('?ref_code=<script>', storage('{"ref":42}'))).toBe('');
    expect(initialInviteCode('', null)).toBe('');
  });
});

describe('rebate figures', () => {
  it('has something to claim only above zero', () => {
    expect(hasClaimable('0')).toBe(false);
    expect(hasClaimable('-0.000')).toBe(false);
    expect(hasClaimable('-5')).toBe(false);
    expect(hasClaimable('not a number')).toBe(false);
    expect(hasClaimable('0.000001')).toBe(true);
    expect(hasClaimable('0.000000000000000000000000000001')).toBe(true);
    expect(hasClaimable(12)).toBe(true);
  });

  it('counts at least one page', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
  });
});

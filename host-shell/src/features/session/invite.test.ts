import { describe, expect, it } from 'vitest';
import { inviteCodeIn, inviteStep } from './invite';

describe('invite-modal rule', () => {
  it('reads the code from ref_code, ref or the carried invite parameter', () => {
    expect(inviteCodeIn('?ref_code=AB12')).toBe('AB12');
    expect(inviteCodeIn('?ref=XY')).toBe('XY');
    expect(inviteCodeIn('?i=INV9')).toBe('INV9');
    expect(inviteCodeIn('?ref_code=A&ref=B')).toBe('A');
  });
  it('ignores a campaign link, a missing code and a malformed one', () => {
    expect(inviteCodeIn('?ref=XY&utm_cmp=spring')).toBeNull();
    expect(inviteCodeIn('?chain=solana')).toBeNull();
    expect(inviteCodeIn('?ref=<script>')).toBeNull();
    expect(inviteCodeIn(`?ref=${'a'.repeat(33)}`)).toBeNull();
  });
  it('asks a visitor to log in, checks a signed-in user, and stays quiet once a marker exists', () => {
    expect(inviteStep('?ref=XY', false, 'XY')).toEqual({ kind: 'login', code: 'XY' });
    expect(inviteStep('?ref=XY', true, null)).toEqual({ kind: 'check', code: 'XY' });
    expect(inviteStep('?ref=XY', true, 'XY')).toEqual({ kind: 'none' });
    expect(inviteStep('', true, null)).toEqual({ kind: 'none' });
  });
});

import { describe, expect, it } from 'vitest';
import { checkMethodOf, securityCheckFailure } from './securityCheck';

describe('security check', () => {
  it('checks email users by password, social users by their provider, and wallet logins not at all', () => {
    expect(checkMethodOf('email')).toBe('password');
    expect(checkMethodOf('google')).toBe('google');
    expect(checkMethodOf('exchange')).toBe('exchange');
    expect(checkMethodOf('wallet')).toBe('none');
    expect(checkMethodOf(undefined)).toBe('none');
  });

  it('answers a wrong password with fomox-pwd-inc and every other failure with fomox-v-failed', () => {
    expect(securityCheckFailure(405007)).toBe('fomox-pwd-inc');
    expect(securityCheckFailure(405008)).toBe('fomox-pwd-inc');
    expect(securityCheckFailure(400)).toBe('fomox-v-failed');
    expect(securityCheckFailure(-5)).toBe('fomox-v-failed');
  });
});

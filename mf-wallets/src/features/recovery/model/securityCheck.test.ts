import { describe, expect, it } from 'vitest';
import { checkMethodOf, phraseWords, validatePassword } from './securityCheck';

describe('security check', () => {
  it('requires a password', () => {
    expect(validatePassword('')).toBe('fomox-please-pwd');
  });

  it('rejects a password under 8 characters and accepts 8', () => {
    expect(validatePassword('1234567')).toBe('fomox-pwd-8');
    expect(validatePassword('12345678')).toBeNull();
  });

  it('checks email users by password, social users by their provider, and wallet logins not at all', () => {
    expect(checkMethodOf('email')).toBe('password');
    expect(checkMethodOf('google')).toBe('google');
    expect(checkMethodOf('exchange')).toBe('exchange');
    expect(checkMethodOf('wallet')).toBe('none');
    expect(checkMethodOf(undefined)).toBe('none');
  });

  it('splits a phrase into its words in order, ignoring extra spaces', () => {
    expect(phraseWords('  apple  banana\ncherry ')).toEqual(['apple', 'banana', 'cherry']);
  });
});

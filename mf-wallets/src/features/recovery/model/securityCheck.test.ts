import { describe, expect, it } from 'vitest';
import { checkMethodOf, phraseWords } from './securityCheck';

describe('security check', () => {
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

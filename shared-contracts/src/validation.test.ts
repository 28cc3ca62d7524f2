import { describe, expect, it } from 'vitest';
import { validatePassword } from './validation';

describe('password rule (spec 2 §5)', () => {
  it('requires a password', () => {
    expect(validatePassword('')).toBe('fomox-please-pwd');
  });
  it('rejects a password under 8 characters and accepts 8', () => {
    expect(validatePassword('1234567')).toBe('fomox-pwd-8');
    expect(validatePassword('12345678')).toBeNull();
  });
});

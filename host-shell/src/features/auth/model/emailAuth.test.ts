import { describe, expect, it } from 'vitest';
import { authErrorKey, registeredCheck, resendSecondsLeft, sanitizeCode, validateCode, validateConfirm, validateEmail, validatePassword } from './emailAuth';

describe('email auth rules (spec 2 §5)', () => {
  it('requires an email and a valid pattern', () => {
    expect(validateEmail('')).toBe('fomox-please-email');
    expect(validateEmail('   ')).toBe('fomox-please-email');
    expect(validateEmail('trader@')).toBe('fomox-invalid-email');
    expect(validateEmail('trader@nova.app')).toBeNull();
  });
  it('requires a password of at least 8 characters', () => {
    expect(validatePassword('')).toBe('fomox-please-pwd');
    expect(validatePassword('1234567')).toBe('fomox-pwd-8');
    expect(validatePassword('12345678')).toBeNull();
  });
  it('requires the confirmation to match', () => {
    expect(validateConfirm('abcdefgh', 'abcdefgH')).toBe('fomox-pwd-not-match');
    expect(validateConfirm('abcdefgh', 'abcdefgh')).toBeNull();
  });
  it('keeps 6 digits only in the code', () => {
    expect(sanitizeCode('12a3 45-678')).toBe('123456');
    expect(validateCode('12345')).toBe('fomox-code-6');
    expect(validateCode('123456')).toBeNull();
  });
});

describe('server codes (spec 2 §8)', () => {
  it('maps every 4050xx code to its message', () => {
    expect(authErrorKey(405001, 'login')).toBe('fomox-not-registered');
    expect(authErrorKey(405002, 'signUp')).toBe('fomox-email-reged');
    expect(authErrorKey(405003, 'login')).toBe('fomox-google-account');
    expect(authErrorKey(405004, 'signUp')).toBe('fomox-too-frequent');
    expect(authErrorKey(405005, 'login')).toBe('fomox-long-expired');
    expect(authErrorKey(405005, 'signUp')).toBe('fomox-code-expired');
    expect(authErrorKey(405006, 'forgotPwd')).toBe('fomox-code-invalid');
    expect(authErrorKey(405007, 'login')).toBe('fomox-pwd-inc');
    expect(authErrorKey(405008, 'login')).toBe('fomox-pwd-inc');
    expect(authErrorKey(500, 'login')).toBe('fomox-v-failed');
  });
  it('lets sign-up proceed only for an unregistered email, reset and login only for a registered one', () => {
    expect(registeredCheck('signUp', 405001)).toBeNull();
    expect(registeredCheck('signUp', 405002)).toBe('fomox-email-reged');
    expect(registeredCheck('forgotPwd', 405002)).toBeNull();
    expect(registeredCheck('forgotPwd', 405001)).toBe('fomox-not-registered');
    expect(registeredCheck('login', 405003)).toBe('fomox-google-account');
  });
  it('counts the 60 s resend countdown down to zero', () => {
    expect(resendSecondsLeft(null, 5_000)).toBe(0);
    expect(resendSecondsLeft(1_000, 1_000)).toBe(60);
    expect(resendSecondsLeft(1_000, 31_500)).toBe(30);
    expect(resendSecondsLeft(1_000, 61_000)).toBe(0);
  });
});

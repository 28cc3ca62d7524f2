import { ACCOUNT } from './constants';

/** Message ids of spec 2 §5 for a password (sign-in and the security re-check share the rule). */
export type PasswordError = 'fomox-please-pwd' | 'fomox-pwd-8';

/** Required, at least 8 characters (spec 2 §5). */
export function validatePassword(password: string): PasswordError | null {
  if (!password) return 'fomox-please-pwd';
  if (password.length < ACCOUNT.passwordMinLength) return 'fomox-pwd-8';
  return null;
}

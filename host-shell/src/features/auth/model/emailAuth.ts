import { ACCOUNT } from '@nova/shared-contracts';

/**
 * The email auth modal as pure functions (spec 2 §2, §4, §5, §8): three modes, each in three
 * steps (email, 6-digit code, password), the field rules and the message of every 4050xx code.
 */
export type AuthMode = 'login' | 'signUp' | 'forgotPwd';
export type AuthStep = 'email' | 'code' | 'password';

/** Message keys of spec 2 (English texts in ../messages.ts). */
export type AuthMessageKey =
  | 'fomox-please-email'
  | 'fomox-invalid-email'
  | 'fomox-please-pwd'
  | 'fomox-pwd-8'
  | 'fomox-pwd-not-match'
  | 'fomox-code-6'
  | 'fomox-not-registered'
  | 'fomox-email-reged'
  | 'fomox-google-account'
  | 'fomox-too-frequent'
  | 'fomox-long-expired'
  | 'fomox-code-expired'
  | 'fomox-code-invalid'
  | 'fomox-pwd-inc'
  | 'fomox-v-failed';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function validateEmail(email: string): AuthMessageKey | null {
  const value = email.trim();
  if (!value) return 'fomox-please-email';
  if (!EMAIL_PATTERN.test(value) || value.length > 254) return 'fomox-invalid-email';
  return null;
}

/** The password rule is shared with mf-wallets' security check. */
export { validatePassword } from '@nova/shared-contracts';

export function validateConfirm(password: string, confirm: string): AuthMessageKey | null {
  return password === confirm ? null : 'fomox-pwd-not-match';
}

/** The code input keeps digits only, at most 6. */
export function sanitizeCode(input: string): string {
  return input.replace(/\D/g, '').slice(0, ACCOUNT.otpLength);
}

export function validateCode(code: string): AuthMessageKey | null {
  return new RegExp(`^\\d{${ACCOUNT.otpLength}}$`).test(code) ? null : 'fomox-code-6';
}

/** Whether a mode asks for a confirmation of the new password. */
export const needsConfirm = (mode: AuthMode) => mode !== 'login';

/**
 * The message of a server code in a mode. 405005 on login shows fomox-long-expired; unknown
 * codes fall back to fomox-v-failed (spec 2 §8).
 */
export function authErrorKey(code: number, mode: AuthMode): AuthMessageKey {
  switch (code) {
    case 405001:
      return 'fomox-not-registered';
    case 405002:
      return 'fomox-email-reged';
    case 405003:
      return 'fomox-google-account';
    case 405004:
      return 'fomox-too-frequent';
    case 405005:
      return mode === 'login' ? 'fomox-long-expired' : 'fomox-code-expired';
    case 405006:
      return 'fomox-code-invalid';
    case 405007:
    case 405008:
      return 'fomox-pwd-inc';
    default:
      return 'fomox-v-failed';
  }
}

/** Codes that belong to the code step: a wrong code clears the input and refocuses it. */
export const isCodeError = (code: number) => code === 405005 || code === 405006;

/**
 * The registered check of the email step (spec 2 §4). Sign-up proceeds on 405001 (not
 * registered); reset and login proceed on 405002 (registered). Returns null to proceed, or the
 * message to show.
 */
export function registeredCheck(mode: AuthMode, code: number): AuthMessageKey | null {
  if (mode === 'signUp') return code === 405001 ? null : authErrorKey(code, mode);
  return code === 405002 ? null : authErrorKey(code, mode);
}

/** Seconds left before a new code may be sent (the 60 s resend countdown). */
export function resendSecondsLeft(sentAtMs: number | null, nowMs: number): number {
  if (sentAtMs === null) return 0;
  return Math.max(0, Math.ceil((sentAtMs + ACCOUNT.resendCountdownSeconds * 1000 - nowMs) / 1000));
}

/** The send-code purpose the sim takes for a mode. */
export const codePurpose = (mode: AuthMode) => (mode === 'signUp' ? 'register' : mode === 'forgotPwd' ? 'reset' : 'login') as 'register' | 'reset' | 'login';

import { ACCOUNT } from '@nova/shared-contracts';
import { SimError } from '../errors';
import { randomCode } from './crypto';

/**
 * Wrong tries a verification code survives (the spec gives no number): the fifth wrong one burns
 * it, and even the right code is then refused until a new one is sent. Six digits over at most
 * five tries a minute leave a guesser one chance in 200,000 per code.
 */
export const CODE_MAX_WRONG_ATTEMPTS = 5;

export type CodePurpose = 'register' | 'reset' | 'login';

export interface IssuedCode {
  code: string;
  purpose: CodePurpose;
  sentAt: number;
  expiresAt: number;
  /** Wrong tries so far; at {@link CODE_MAX_WRONG_ATTEMPTS} the code is burnt. */
  wrong: number;
}

/**
 * Checks a try against the pending code of an email, counting a wrong one on the code: 405006
 * wrong, 405005 expired or burnt by too many wrong tries (the closest code of spec 2 §8: the code
 * is gone and a new one must be sent; the login form shows its expired message).
 */
function tryCode(issued: IssuedCode | undefined, code: string, now: number): void {
  if (!issued) throw new SimError(405006, 'invalid code');
  if (issued.wrong >= CODE_MAX_WRONG_ATTEMPTS) throw new SimError(405005, 'too many wrong codes');
  if (now > issued.expiresAt) throw new SimError(405005, 'code expired');
  if (issued.code === code) return;
  issued.wrong++;
  if (issued.wrong >= CODE_MAX_WRONG_ATTEMPTS) throw new SimError(405005, 'too many wrong codes');
  throw new SimError(405006, 'invalid code');
}

/** 405004 while the pending code of an email is younger than the spec's resend countdown (60 s). */
function checkResend(previous: IssuedCode | undefined, now: number): void {
  if (previous && now - previous.sentAt < ACCOUNT.resendCountdownSeconds * 1000) throw new SimError(405004, 'verification too frequent', 429);
}

/**
 * The pending verification codes of one kind (the forms' emailed codes, the consent page's), by
 * email: one rule for both. A send is refused while the pending code is younger than the resend
 * countdown and replaces it otherwise; a check counts wrong tries on the code and spends a right one.
 */
export class CodeBox {
  private readonly pending = new Map<string, IssuedCode>();

  constructor(
    private readonly now: () => number,
    private readonly ttlMs: number,
    /** Where a code is "mailed" (the log, and the last code kept for GET /__dev/codes). */
    private readonly mail: (email: string, issued: IssuedCode) => void,
  ) {}

  /** Issues a new code for `email` (405004 while the pending one is younger than the countdown). */
  send(email: string, purpose: CodePurpose): IssuedCode {
    const key = email.toLowerCase();
    const now = this.now();
    checkResend(this.pending.get(key), now);
    const issued: IssuedCode = { code: randomCode(), purpose, sentAt: now, expiresAt: now + this.ttlMs, wrong: 0 };
    this.pending.set(key, issued);
    this.mail(key, issued);
    return issued;
  }

  /** Checks a try (see {@link tryCode}); `consume` spends a right one. */
  check(email: string, code: string, consume: boolean): void {
    const key = email.toLowerCase();
    tryCode(this.pending.get(key), code, this.now());
    if (consume) this.pending.delete(key);
  }
}

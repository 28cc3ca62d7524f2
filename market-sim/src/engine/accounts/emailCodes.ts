/**
 * The codes the sim "mails" (written to the log and kept for GET /__dev/codes): the sign-in
 * forms' verification codes and the consent page's proof of an email, each a CodeBox (codes.ts).
 */
import { ACCOUNT } from '@nova/shared-contracts';
import { SimError } from '../errors';
import { CodeBox } from './codes';
import type { CodePurpose, IssuedCode } from './codes';

export class EmailCodes {
  private readonly codes: CodeBox;
  /** Last code sent per email, kept after use for GET /__dev/codes. */
  private readonly lastSent = new Map<string, IssuedCode>();
  /** Codes the consent page mailed to prove an email before it authorizes a sign-in for it. */
  private readonly consentCodes: CodeBox;

  constructor(now: () => number, codeTtlMs: number, log: (line: string) => void) {
    const mail = (line: (email: string, issued: IssuedCode) => string) => (email: string, issued: IssuedCode) => {
      this.lastSent.set(email, issued);
      log(line(email, issued));
    };
    this.codes = new CodeBox(now, codeTtlMs, mail((email, issued) => `[market-sim] verification code for ${email} (${issued.purpose}): ${issued.code}`));
    this.consentCodes = new CodeBox(now, codeTtlMs, mail((email, issued) => `[market-sim] consent page code for ${email}: ${issued.code}`));
  }

  send(email: string, purpose: CodePurpose): { expires_at: number; resend_after: number } {
    const issued = this.codes.send(email, purpose);
    return { expires_at: issued.expiresAt, resend_after: issued.sentAt + ACCOUNT.resendCountdownSeconds * 1000 };
  }

  latest(email: string): { email: string; code: string; purpose: CodePurpose; expires_at: number } {
    const issued = this.lastSent.get(email.toLowerCase());
    if (!issued) throw new SimError(404, 'no code was sent to this email', 404);
    return { email: email.toLowerCase(), code: issued.code, purpose: issued.purpose, expires_at: issued.expiresAt };
  }

  /** Checks the emailed code of an email (codes.ts' rule); `consume` spends a right one. */
  check(email: string, code: string, consume: boolean): void {
    this.codes.check(email, code, consume);
  }

  /**
   * The consent page's proof of an email (the provider's own sign-in): a code "mailed" like the
   * other verification codes, under the same rule: one per email per 60 s while it is pending
   * (405004), so opening the page over and over mails no flood. Replaces the previous consent
   * code of that email.
   */
  sendConsent(email: string): void {
    this.consentCodes.send(email, 'login');
  }

  /** Checks the consent page's code of an email (codes.ts' rule) and spends it when right. */
  checkConsent(email: string, code: string): void {
    this.consentCodes.check(email, code, true);
  }
}

/**
 * OAuth grants of the consent page (Google and exchange sign-in): the single-use code its
 * approval hands the callback (5 minutes), spent by a sign-in or by a security check.
 */
import { SimError } from '../errors';
import type { UserRecord } from '../state';
import { randomHex } from './crypto';

export type OauthProvider = 'google' | 'exchange';
const OAUTH_CODE_TTL_MS = 5 * 60_000;

export class OauthGrants {
  private readonly codes = new Map<string, { email: string; provider: OauthProvider; expiresAt: number }>();

  constructor(private readonly now: () => number) {}

  /** The consent page approved: a single-use code for the callback (5 minutes). */
  issue(email: string, provider: OauthProvider): string {
    const code = randomHex(16);
    this.codes.set(code, { email: email.toLowerCase(), provider, expiresAt: this.now() + OAUTH_CODE_TTL_MS });
    return code;
  }

  /** Spends a sign-in's code: the email it was approved for (405006 unknown, 405005 expired). */
  take(code: string, provider: OauthProvider): string {
    const grant = this.codes.get(code);
    if (!grant || grant.provider !== provider) throw new SimError(405006, 'invalid authorization code');
    this.codes.delete(code);
    if (this.now() > grant.expiresAt) throw new SimError(405005, 'authorization code expired');
    return grant.email;
  }

  /** Security check of a Google or exchange user: a fresh consent code for their own email. */
  checkFor(user: UserRecord, code: string, provider: OauthProvider): void {
    const grant = this.codes.get(code);
    if (!grant || grant.provider !== provider || grant.email !== user.email || this.now() > grant.expiresAt) throw new SimError(405006, 'invalid authorization code');
    this.codes.delete(code);
  }
}

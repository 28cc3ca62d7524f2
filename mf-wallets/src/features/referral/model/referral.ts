import { DEFAULT_LOCALE } from '@nova/shared-contracts';
import type { Locale, ReferralView } from '@nova/shared-contracts';

/** The host routes of the three referral views (spec 2 §2). */
export const REFERRAL_PATHS: Readonly<Record<ReferralView, string>> = {
  bind: '/bind-code',
  plan: '/referral',
  affiliate: '/affiliate-plan',
};

export const REFERRAL_VIEWS = ['bind', 'plan', 'affiliate'] as const satisfies readonly ReferralView[];

/**
 * The invite link `{origin}/{locale}/r/{code}` (spec 2 §2). As the host builds locale links,
 * English has no prefix and every other locale is explicit, so the invitee lands in the
 * inviter's language.
 */
export function inviteLink(origin: string, locale: Locale, code: string): string {
  const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`;
  return `${origin.replace(/\/+$/, '')}${prefix}/r/${encodeURIComponent(code)}`;
}

/**
 * Where the host keeps the referral parameters of the landing URL for the browser session
 * (sessionStorage, JSON `{ref?, utm_cmp?}`; cleared on logout). Read only, never written here.
 */
export const REFERRER_STORAGE_KEY = 'nova.referrer.v1';

const CODE = /^[\w-]{1,32}$/;

/**
 * The code the bind form starts with (spec 2 §5): the URL's `ref_code` (or `ref`, or the invite
 * parameter `i` the host carries across pages), else the code stored for the session, else ''.
 * Anything that is not a plausible code is ignored.
 */
export function initialInviteCode(search: string, storage: Pick<Storage, 'getItem'> | null): string {
  const params = new URLSearchParams(search);
  for (const name of ['ref_code', 'ref', 'i']) {
    const value = params.get(name)?.trim();
    if (value && CODE.test(value)) return value;
  }
  try {
    const stored = JSON.parse(storage?.getItem(REFERRER_STORAGE_KEY) ?? 'null') as { ref?: unknown } | null;
    return typeof stored?.ref === 'string' && CODE.test(stored.ref) ? stored.ref : '';
  } catch {
    return '';
  }
}

/**
 * Whether there is anything to claim: a sign test, not arithmetic. Number() keeps the sign of
 * every decimal an amount can be (it rounds magnitudes only, and none turns to zero above 1e-323),
 * so the referral page needs no decimal library for it.
 */
export function hasClaimable(claimableUsd: string | number): boolean {
  return Number(claimableUsd) > 0;
}

/** Pages of a list of `total` rows (at least one, so an empty list is "page 1 of 1"). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

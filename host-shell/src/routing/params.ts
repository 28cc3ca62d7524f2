import { REFERRER_STORAGE_KEY } from '../services/session/hostSession';

/** The invite parameter, carried across in-app navigation (spec 3 §2). */
export const INVITE_PARAM = 'i';
/** Referral parameters kept for the browser session. */
export const REFERRAL_PARAMS = ['ref', 'utm_cmp'] as const;

/** Add the current invite code to an in-app link that does not carry one. */
export function carryInvite(to: string, currentSearch: string): string {
  const invite = new URLSearchParams(currentSearch).get(INVITE_PARAM);
  if (!invite || !to.startsWith('/')) return to;
  const hashAt = to.indexOf('#');
  const base = hashAt >= 0 ? to.slice(0, hashAt) : to;
  const hash = hashAt >= 0 ? to.slice(hashAt) : '';
  const [path, query = ''] = base.split('?') as [string, string?];
  const params = new URLSearchParams(query);
  if (params.has(INVITE_PARAM)) return to;
  params.set(INVITE_PARAM, invite);
  return `${path}?${params.toString()}${hash}`;
}

/** Keep ref / utm_cmp of the landing URL for the session (the first one seen wins until logout). */
export function rememberReferral(search: string, storage: Pick<Storage, 'getItem' | 'setItem'>): void {
  const params = new URLSearchParams(search);
  const found: Record<string, string> = {};
  for (const name of REFERRAL_PARAMS) {
    const value = params.get(name);
    if (value && /^[\w-]{1,64}$/.test(value)) found[name] = value;
  }
  if (Object.keys(found).length === 0) return;
  const merged = storedReferral(storage) ?? {};
  storage.setItem(REFERRER_STORAGE_KEY, JSON.stringify({ ...found, ...merged }));
}

/** The referral codes kept for this session, if any. */
export function storedReferral(storage: Pick<Storage, 'getItem'>): { ref?: string; utm_cmp?: string } | null {
  const text = storage.getItem(REFERRER_STORAGE_KEY);
  if (!text) return null;
  try {
    return JSON.parse(text) as { ref?: string; utm_cmp?: string };
  } catch {
    return null;
  }
}

import { INVITE_PARAM } from '../../routing/params';

/** localStorage key of the invite marker: the code a user answered "Not now" to (or saw as already bound). */
export const INVITE_MARKER_KEY = 'nova.invite.marker.v1';
/** The campaign parameter whose presence suppresses the invite modal (spec 2 §4). */
export const CAMPAIGN_PARAM = 'utm_cmp';

const CODE = /^[\w-]{1,32}$/;

/** The invite code in a URL's query: ref_code, ref or the carried invite parameter i, if well formed. */
export function inviteCodeIn(search: string): string | null {
  const params = new URLSearchParams(search);
  if (params.has(CAMPAIGN_PARAM)) return null;
  const code = params.get('ref_code') ?? params.get('ref') ?? params.get(INVITE_PARAM);
  return code && CODE.test(code) ? code : null;
}

export type InviteStep =
  /** Nothing to do. */
  | { kind: 'none' }
  /** A visitor came with a code: markers clear and login opens. */
  | { kind: 'login'; code: string }
  /** A signed-in user without a marker: check the account, then offer the code. */
  | { kind: 'check'; code: string };

/**
 * The invite-modal rule of spec 2 §4: a ref code in the URL and no campaign parameter; signed in
 * and no local marker, the account is checked (no bound referral) before the modal opens; signed
 * out, the marker clears and login opens.
 */
export function inviteStep(search: string, signedIn: boolean, marker: string | null): InviteStep {
  const code = inviteCodeIn(search);
  if (!code) return { kind: 'none' };
  if (!signedIn) return { kind: 'login', code };
  return marker ? { kind: 'none' } : { kind: 'check', code };
}

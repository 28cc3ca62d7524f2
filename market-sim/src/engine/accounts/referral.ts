import { hashString } from '../rng';

/** A user's referral code: stable, derived from the user id. */
export function refCodeOf(userId: string): string {
  return hashString(`ref:${userId}`).toString(36).toUpperCase().padStart(6, '0').slice(0, 6) + userId.slice(-2).toUpperCase();
}

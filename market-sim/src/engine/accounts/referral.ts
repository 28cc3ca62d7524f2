import { hashString } from '../rng';
import type { UserRecord } from '../state';

/** A user's referral code: stable, derived from the user id. */
export function refCodeOf(userId: string): string {
  return hashString(`ref:${userId}`).toString(36).toUpperCase().padStart(6, '0').slice(0, 6) + userId.slice(-2).toUpperCase();
}

/** A perp account by chain type: where claimed rebates and cash back are paid (in USD, as brokers pay theirs). */
export type PayoutAccount = 'SOL' | 'EVM';

/**
 * The perp account a user's claims pay into: a Solana wallet login has only the SOL account it
 * can use; every other login (EVM wallets, custodial accounts) gets the EVM account, the perps
 * page's default active chain, so the money shows where the user looks first.
 */
export function payoutAccountOf(user: Pick<UserRecord, 'auth_method' | 'wallet_family'>): PayoutAccount {
  return user.auth_method === 'wallet' && user.wallet_family === 'solana' ? 'SOL' : 'EVM';
}

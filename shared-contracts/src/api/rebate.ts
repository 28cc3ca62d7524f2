// The `rebate` group's request and response schemas: a chunk of its own, loaded with the group's first
// call (load.ts), with each endpoint's method, path and retry; its auth is in meta.ts.
import * as v from 'valibot';
import { coerceNumber, int } from '../schema';
import { defineEndpoint, numeric } from './endpoint';

/**
 * Referral and rebate (spec 2 §7, all bearer; responses "not shown", ours below). Every user has a
 * referral code; binding someone's code makes them the referrer, who then earns `self_ratio` of
 * the pool fees of the invitee's custodial trades as claimable USD rebates, and the invitee gets
 * the same share back as cash back. A claim pays both kinds into the user's payout perp account.
 */

/** The perp account (by chain type) claims pay into: SOL for Solana wallet logins, else EVM. */
export const rebatePayoutAccount = v.picklist(['SOL', 'EVM']);

/** Paging of the rebate lists (and of the exchange-side broker lists). */
export const rebatePage = v.object({ page: v.optional(v.pipe(coerceNumber(), v.safeInteger(), v.gtValue(0)), 1), page_size: v.optional(v.pipe(coerceNumber(), v.safeInteger(), v.gtValue(0), v.maxValue(100)), 20) });

/** GET /v1/rebate/rebate_info */
export const rebateInfo = defineEndpoint('rebateInfo', {
  method: 'GET', path: '/v1/rebate/rebate_info', retry: true,
  request: v.object({}),
  response: v.object({
    ref_code: v.string(),
    /** The bound referrer's code, '' when none. */
    referrer_code: v.string(),
    self_ratio: v.number(),
    invitee_count: int(),
    total_rebate_usd: numeric,
    claimable_usd: numeric,
    claimed_usd: numeric,
    /** Where a claim pays, and that perp account's balance now. */
    payout_account: rebatePayoutAccount,
    payout_balance_usd: numeric,
  }),
});

/** POST /v1/rebate/invite/bind {ref_code, account_id}: 400 for an unknown or own code, or when already bound (message says which). */
export const rebateBind = defineEndpoint('rebateBind', {
  method: 'POST', path: '/v1/rebate/invite/bind', retry: false,
  request: v.object({ ref_code: v.pipe(v.string(), v.trim(), v.minLength(1, 'invite code is required'), v.maxLength(32)), account_id: v.optional(v.pipe(v.string(), v.maxLength(64))) }),
  response: v.object({ ref_code: v.string(), bound: v.literal(true) }),
});

/**
 * POST /v1/rebate/claim (no retry; honours `idempotency-key`): claims every unclaimed rebate and
 * cash back into the payout perp account `account`, whose balance is then `balance_usd`; 400 when
 * there is nothing to claim.
 */
export const rebateClaim = defineEndpoint('rebateClaim', {
  method: 'POST', path: '/v1/rebate/claim', retry: false,
  request: v.object({}),
  response: v.object({ claim_id: v.string(), amount_usd: numeric, account: rebatePayoutAccount, balance_usd: numeric }),
});

/** GET /v1/rebate/claim/records */
export const rebateClaimRecords = defineEndpoint('rebateClaimRecords', {
  method: 'GET', path: '/v1/rebate/claim/records', retry: true,
  request: rebatePage,
  response: v.object({ list: v.array(v.object({ claim_id: v.string(), amount_usd: numeric, created_at: int() })), total: int() }),
});

/** GET /v1/rebate/invite/records: invitees (email masked). */
export const rebateInviteRecords = defineEndpoint('rebateInviteRecords', {
  method: 'GET', path: '/v1/rebate/invite/records', retry: true,
  request: rebatePage,
  response: v.object({ list: v.array(v.object({ invitee: v.string(), bound_at: int(), volume_usd: numeric, rebate_usd: numeric })), total: int() }),
});

/** GET /v1/rebate/records: one row per rebated trade; `kind` cashback is the user's own trade's cash back (invitee = the user). */
export const rebateRecords = defineEndpoint('rebateRecords', {
  method: 'GET', path: '/v1/rebate/records', retry: true,
  request: rebatePage,
  response: v.object({
    list: v.array(v.object({ id: v.string(), kind: v.picklist(['rebate', 'cashback']), invitee: v.string(), volume_usd: numeric, fee_usd: numeric, rebate_usd: numeric, claimed: v.boolean(), created_at: int() })),
    total: int(),
  }),
});

/** GET /v1/rebate/ref_code/rate: data.self_ratio of a code (the caller's own by default). */
export const rebateRate = defineEndpoint('rebateRate', {
  method: 'GET', path: '/v1/rebate/ref_code/rate', retry: true,
  request: v.object({ ref_code: v.optional(v.pipe(v.string(), v.maxLength(32))) }),
  response: v.object({ ref_code: v.string(), self_ratio: v.number() }),
});

/** GET /v1/rebate/accounts (the "own accounts list", path not shown): data.list[0] has account_id and referral_code. */
export const rebateAccounts = defineEndpoint('rebateAccounts', {
  method: 'GET', path: '/v1/rebate/accounts', retry: true,
  request: v.object({}),
  response: v.object({ list: v.array(v.object({ account_id: v.string(), referral_code: v.string(), ref_code: v.string() })) }),
});

// The `rebate` group's request and response schemas: a chunk of its own, loaded with the group's first
// call (load.ts). Method, path, auth and retry of each endpoint are in meta.ts.
import { z } from 'zod/mini';
import { defineEndpoint, numeric } from './endpoint';

/**
 * Referral and rebate (spec 2 §7, all bearer; responses "not shown", ours below). Every user has a
 * referral code; binding someone's code makes them the referrer, who then earns `self_ratio` of
 * the pool fees of the invitee's custodial trades as claimable USD rebates.
 */

/** Paging of the rebate lists (and of the exchange-side broker lists). */
export const rebatePage = z.object({ page: z._default(z.coerce.number().check(z.int(), z.positive()), 1), page_size: z._default(z.coerce.number().check(z.int(), z.positive(), z.lte(100)), 20) });

/** GET /v1/rebate/rebate_info */
export const rebateInfo = defineEndpoint('rebateInfo', {
  request: z.object({}),
  response: z.object({
    ref_code: z.string(),
    /** The bound referrer's code, '' when none. */
    referrer_code: z.string(),
    self_ratio: z.number(),
    invitee_count: z.number().check(z.int()),
    total_rebate_usd: numeric,
    claimable_usd: numeric,
    claimed_usd: numeric,
  }),
});

/** POST /v1/rebate/invite/bind {ref_code, account_id}: 400 for an unknown or own code, or when already bound (message says which). */
export const rebateBind = defineEndpoint('rebateBind', {
  request: z.object({ ref_code: z.string().check(z.trim(), z.minLength(1, 'invite code is required'), z.maxLength(32)), account_id: z.optional(z.string().check(z.maxLength(64))) }),
  response: z.object({ ref_code: z.string(), bound: z.literal(true) }),
});

/** POST /v1/rebate/claim (no retry): claims every unclaimed rebate; 400 when there is nothing to claim. */
export const rebateClaim = defineEndpoint('rebateClaim', {
  request: z.object({}),
  response: z.object({ claim_id: z.string(), amount_usd: numeric }),
});

/** GET /v1/rebate/claim/records */
export const rebateClaimRecords = defineEndpoint('rebateClaimRecords', {
  request: rebatePage,
  response: z.object({ list: z.array(z.object({ claim_id: z.string(), amount_usd: numeric, created_at: z.number().check(z.int()) })), total: z.number().check(z.int()) }),
});

/** GET /v1/rebate/invite/records: invitees (email masked). */
export const rebateInviteRecords = defineEndpoint('rebateInviteRecords', {
  request: rebatePage,
  response: z.object({ list: z.array(z.object({ invitee: z.string(), bound_at: z.number().check(z.int()), volume_usd: numeric, rebate_usd: numeric })), total: z.number().check(z.int()) }),
});

/** GET /v1/rebate/records: one row per rebated trade. */
export const rebateRecords = defineEndpoint('rebateRecords', {
  request: rebatePage,
  response: z.object({
    list: z.array(z.object({ id: z.string(), invitee: z.string(), volume_usd: numeric, fee_usd: numeric, rebate_usd: numeric, claimed: z.boolean(), created_at: z.number().check(z.int()) })),
    total: z.number().check(z.int()),
  }),
});

/** GET /v1/rebate/ref_code/rate: data.self_ratio of a code (the caller's own by default). */
export const rebateRate = defineEndpoint('rebateRate', {
  request: z.object({ ref_code: z.optional(z.string().check(z.maxLength(32))) }),
  response: z.object({ ref_code: z.string(), self_ratio: z.number() }),
});

/** GET /v1/rebate/accounts (the "own accounts list", path not shown): data.list[0] has account_id and referral_code. */
export const rebateAccounts = defineEndpoint('rebateAccounts', {
  request: z.object({}),
  response: z.object({ list: z.array(z.object({ account_id: z.string(), referral_code: z.string(), ref_code: z.string() })) }),
});

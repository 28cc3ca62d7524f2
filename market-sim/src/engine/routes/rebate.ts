import type { Handlers, RequestContext } from '../core';
import { requireUser } from '../core';
import { SimError } from '../errors';
import { runOnce } from '../idempotency';
import { D, ZERO, usdStr } from '../money';
import type { Dec } from '../money';
import type { EngineState, RebateRecord, UserRecord } from '../state';
import { randomHex } from '../accounts/crypto';
import { payoutAccountOf, refCodeOf } from '../accounts/referral';
import type { PayoutAccount } from '../accounts/referral';

/**
 * A code's ratio (rebateRate's `self_ratio`): each side of a referral gets this share of the pool
 * fee of the invitee's custodial trades, the referrer as a rebate and the invitee as cash back.
 */
export const SELF_RATIO = 0.3;

/** Cash back is a rebate its own trader earns: the earner is the invitee. */
const isCashBack = (rebate: RebateRecord): boolean => rebate.user_id === rebate.invitee_id;

/**
 * Records what an invitee's trade earns (called where the trade settles): the referrer's rebate
 * and the invitee's cash back, each SELF_RATIO of the pool fee, both open until their earner
 * claims. Keyed by the trade's hash, so a settlement recorded twice pays once.
 */
export function accrueRebates(state: EngineState, trader: UserRecord, volumeUsd: Dec, feeUsd: Dec, txHash: string, now: number): void {
  if (!trader.referrer_id) return;
  const share = { invitee_id: trader.user_id, volume_usd: usdStr(volumeUsd), fee_usd: usdStr(feeUsd), rebate_usd: usdStr(feeUsd.mul(SELF_RATIO)), created_at: now };
  const referral = `r${txHash.slice(0, 24)}`;
  const cashBack = `k${txHash.slice(0, 24)}`;
  state.rebates.set(referral, { id: referral, user_id: trader.referrer_id, ...share });
  state.rebates.set(cashBack, { id: cashBack, user_id: trader.user_id, ...share });
}

/** The perp account (USD) a claim pays into; its ledger key is the one perpFundStats reads. */
const perpBalanceKey = (user: UserRecord, account: PayoutAccount): string => `${user.user_id}|perp|${account}`;

function payoutBalance(ctx: RequestContext, user: UserRecord): { account: PayoutAccount; balance: Dec } {
  const account = payoutAccountOf(user);
  return { account, balance: new D(ctx.core.state.balances.get(perpBalanceKey(user, account)) ?? '0') };
}

export function userByRefCode(ctx: { core: RequestContext['core'] }, code: string): UserRecord | undefined {
  const wanted = code.trim().toUpperCase();
  for (const user of ctx.core.state.users.values()) if (refCodeOf(user.user_id) === wanted) return user;
  return undefined;
}

function mask(user: UserRecord | undefined): string {
  if (!user) return '';
  if (user.email) {
    const [name = '', domain = ''] = user.email.split('@');
    return `${name.slice(0, 2)}***@${domain}`;
  }
  const address = user.sol_address ?? user.evm_address ?? user.user_id;
  return `${address.slice(0, 6)}...${address.slice(-4)}`;
}

function paged<T>(items: T[], page: number, size: number): { list: T[]; total: number } {
  return { list: items.slice((page - 1) * size, page * size), total: items.length };
}

const sum = (values: Dec[]): Dec => values.reduce((a, b) => a.plus(b), ZERO);

/** A user's ledger in sums: invitees, their traded volume, rebates and cash back earned, open and claimed. */
export function rebateTotals(ctx: RequestContext, user: UserRecord): { invitees: number; volume: Dec; total: Dec; claimable: Dec; claimed: Dec } {
  const rebates = [...ctx.core.state.rebates.values()].filter((r) => r.user_id === user.user_id);
  return {
    invitees: [...ctx.core.state.users.values()].filter((u) => u.referrer_id === user.user_id).length,
    volume: sum(rebates.filter((r) => !isCashBack(r)).map((r) => new D(r.volume_usd))),
    total: sum(rebates.map((r) => new D(r.rebate_usd))),
    claimable: sum(rebates.filter((r) => !r.claim_id).map((r) => new D(r.rebate_usd))),
    claimed: sum(rebates.filter((r) => r.claim_id).map((r) => new D(r.rebate_usd))),
  };
}

export const rebateHandlers = {
  rebateInfo: (ctx) => {
    const user = requireUser(ctx);
    const totals = rebateTotals(ctx, user);
    const referrer = user.referrer_id ? ctx.core.state.users.get(user.referrer_id) : undefined;
    const payout = payoutBalance(ctx, user);
    return {
      ref_code: refCodeOf(user.user_id),
      referrer_code: referrer ? refCodeOf(referrer.user_id) : '',
      self_ratio: SELF_RATIO,
      invitee_count: totals.invitees,
      total_rebate_usd: usdStr(totals.total),
      claimable_usd: usdStr(totals.claimable),
      claimed_usd: usdStr(totals.claimed),
      payout_account: payout.account,
      payout_balance_usd: usdStr(payout.balance),
    };
  },
  rebateBind: (ctx, input) => {
    const user = requireUser(ctx);
    if (user.referrer_id) throw new SimError(400, 'already bound to an invite code');
    const referrer = userByRefCode(ctx, input.ref_code);
    if (!referrer) throw new SimError(400, 'invalid invite code');
    if (referrer.user_id === user.user_id) throw new SimError(400, 'you cannot bind your own invite code');
    ctx.core.state.users.set(user.user_id, { ...user, referrer_id: referrer.user_id, bound_at: ctx.now });
    return { ref_code: refCodeOf(referrer.user_id), bound: true as const };
  },
  /**
   * Claims every open rebate and cash back into the user's payout perp account (payoutAccountOf),
   * in the request's transaction: the rebates are marked with the claim and the balance rises
   * together, so each is paid once. A repeat with the same `idempotency-key` answers the first
   * claim; without one, a repeat finds nothing to claim.
   */
  rebateClaim: (ctx) => {
    const user = requireUser(ctx);
    return runOnce(ctx, user, 'rebateClaim', {}, () => {
      const open = [...ctx.core.state.rebates.values()].filter((r) => r.user_id === user.user_id && !r.claim_id);
      if (open.length === 0) throw new SimError(400, 'nothing to claim');
      const claimId = `c${randomHex(8)}`;
      const amount = sum(open.map((r) => new D(r.rebate_usd)));
      for (const rebate of open) ctx.core.state.rebates.set(rebate.id, { ...rebate, claim_id: claimId });
      ctx.core.state.claims.set(claimId, { claim_id: claimId, user_id: user.user_id, amount_usd: usdStr(amount), created_at: ctx.now });
      const { account, balance } = payoutBalance(ctx, user);
      const credited = balance.plus(amount);
      ctx.core.state.balances.set(perpBalanceKey(user, account), credited.toFixed());
      return { claim_id: claimId, amount_usd: usdStr(amount), account, balance_usd: usdStr(credited) };
    });
  },
  rebateClaimRecords: (ctx, input) => {
    const user = requireUser(ctx);
    const claims = [...ctx.core.state.claims.values()].filter((c) => c.user_id === user.user_id).sort((a, b) => b.created_at - a.created_at);
    return paged(claims.map(({ claim_id, amount_usd, created_at }) => ({ claim_id, amount_usd, created_at })), input.page, input.page_size);
  },
  rebateInviteRecords: (ctx, input) => {
    const user = requireUser(ctx);
    const rebates = [...ctx.core.state.rebates.values()].filter((r) => r.user_id === user.user_id && !isCashBack(r));
    const invitees = [...ctx.core.state.users.values()].filter((u) => u.referrer_id === user.user_id).sort((a, b) => (b.bound_at ?? 0) - (a.bound_at ?? 0));
    const rows = invitees.map((invitee) => {
      const own = rebates.filter((r) => r.invitee_id === invitee.user_id);
      return { invitee: mask(invitee), bound_at: invitee.bound_at ?? 0, volume_usd: usdStr(sum(own.map((r) => new D(r.volume_usd)))), rebate_usd: usdStr(sum(own.map((r) => new D(r.rebate_usd)))) };
    });
    return paged(rows, input.page, input.page_size);
  },
  rebateRecords: (ctx, input) => {
    const user = requireUser(ctx);
    const rows = [...ctx.core.state.rebates.values()]
      .filter((r) => r.user_id === user.user_id)
      .sort((a, b) => b.created_at - a.created_at || a.id.localeCompare(b.id))
      .map((r) => ({ id: r.id, kind: isCashBack(r) ? ('cashback' as const) : ('rebate' as const), invitee: mask(ctx.core.state.users.get(r.invitee_id)), volume_usd: r.volume_usd, fee_usd: r.fee_usd, rebate_usd: r.rebate_usd, claimed: r.claim_id !== undefined, created_at: r.created_at }));
    return paged(rows, input.page, input.page_size);
  },
  rebateRate: (ctx, input) => {
    const user = requireUser(ctx);
    const owner = input.ref_code ? userByRefCode(ctx, input.ref_code) : user;
    if (!owner) throw new SimError(404, 'unknown invite code', 404);
    return { ref_code: refCodeOf(owner.user_id), self_ratio: SELF_RATIO };
  },
  rebateAccounts: (ctx) => {
    const user = requireUser(ctx);
    const code = refCodeOf(user.user_id);
    return { list: [{ account_id: user.user_id, referral_code: code, ref_code: code }] };
  },
} satisfies Partial<Handlers>;

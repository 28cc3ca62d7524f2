import type { Handlers, RequestContext } from '../core';
import { requireUser } from '../core';
import { SimError } from '../errors';
import { D, ZERO, usdStr } from '../money';
import type { UserRecord } from '../state';
import { SELF_RATIO, rebateHandlers, rebateTotals } from './rebate';
import { perpFundStats } from './wallet';

/**
 * The exchange-side perp API (`/apiw/...`): a second door to the perp accounts and to the
 * referral ledger of /v1/rebate (the caller is the broker; customers are invitees; commissions
 * are the rebates of their trades), so a claim through either door happens once.
 */

/** `broker_main_uid`, when sent, must be the caller's own (`perp_main_uid` of the session). */
function broker(ctx: RequestContext, input: { broker_main_uid?: string | undefined }): UserRecord {
  const user = requireUser(ctx);
  if (input.broker_main_uid !== undefined && input.broker_main_uid !== `perp_${user.user_id}`) throw new SimError(403, 'broker_main_uid: not your account', 403);
  return user;
}

export const exchangeHandlers = {
  futuresUsdtAccounts: (ctx, input) => {
    const user = broker(ctx, input);
    const chainType = ctx.perpFamily === 'sol' ? 'SOL' : 'EVM';
    const account = perpFundStats(ctx, user).find((row) => row.chain_type === chainType);
    if (!account) throw new Error(`no ${chainType} perp account`);
    return { user: `perp_${user.user_id}`, currency: 'USDT' as const, chain_type: chainType, total: account.total, available: account.available, unrealised_pnl: account.unrealised_pnl, position_margin: '0', order_margin: '0' };
  },
  perpDexUserStatistics: (ctx, input) => {
    const totals = rebateTotals(ctx, broker(ctx, input));
    return { customer_count: totals.invitees, volume_usd: usdStr(totals.volume), commission_usd: usdStr(totals.total), claimable_usd: usdStr(totals.claimable), claimed_usd: usdStr(totals.claimed), commission_rate: SELF_RATIO };
  },
  perpDexClaimedList: (ctx, input) => rebateHandlers.rebateClaimRecords({ ...ctx, user: broker(ctx, input) }, input),
  perpDexBrokerCustomersList: (ctx, input) => rebateHandlers.rebateInviteRecords({ ...ctx, user: broker(ctx, input) }, input),
  perpDexBrokerCommissionsList: (ctx, input) => rebateHandlers.rebateRecords({ ...ctx, user: broker(ctx, input) }, input),
  setPerpDexClaim: (ctx, input) => rebateHandlers.rebateClaim({ ...ctx, user: broker(ctx, input) }),
  perpDexUserBalance: (ctx) => {
    const list = perpFundStats(ctx, requireUser(ctx));
    return { total_usd: usdStr(list.reduce((total, row) => total.plus(new D(row.total)), ZERO)), list };
  },
} satisfies Partial<Handlers>;

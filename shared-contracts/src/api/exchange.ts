// The `exchange` group's request and response schemas: a chunk of its own, loaded with the group's first
// call (load.ts), with each endpoint's method, path and retry; its auth is in meta.ts.
import * as v from 'valibot';
import { int } from '../schema';
import { defineEndpoint, numeric } from './endpoint';
import { perpFundStatSchema } from './perp';
import { rebateClaim, rebateClaimRecords, rebateInviteRecords, rebatePage, rebateRecords } from './rebate';

/**
 * The exchange-side perp API (spec 2 §7: paths only, payloads and responses "not shown"; ours
 * below). Headers: the perp authorization (auth `perp`) except user-balance (bearer). It is a
 * second door to the same data: the perp accounts of /perp/fund_stats, and the referral ledger of
 * /v1/rebate/* seen from the broker's side (customers are the invitees, commissions the rebates
 * earned from their trades). A claim through either door claims every open rebate exactly once.
 */

const brokerQuery = v.object({ broker_main_uid: v.optional(v.pipe(v.string(), v.maxLength(100))) });
const brokerPage = v.object({ ...rebatePage.entries, ...brokerQuery.entries });

/** GET /apiw/v2/futures/usdt/accounts (perp): the USDT futures account of the perp token's chain family. */
export const futuresUsdtAccounts = defineEndpoint('futuresUsdtAccounts', {
  method: 'GET', path: '/apiw/v2/futures/usdt/accounts', retry: false, host: 'perp',
  request: brokerQuery,
  response: v.object({ user: v.string(), currency: v.literal('USDT'), chain_type: v.picklist(['SOL', 'EVM']), total: numeric, available: numeric, unrealised_pnl: numeric, position_margin: numeric, order_margin: numeric }),
});

/**
 * GET /apiw/v2/main_rebate/get_broker_perp_dex_user_statistics (perp): the caller as broker:
 * customers, their traded volume, commissions earned (total, claimable, claimed) and the rate.
 */
export const perpDexUserStatistics = defineEndpoint('perpDexUserStatistics', {
  method: 'GET', path: '/apiw/v2/main_rebate/get_broker_perp_dex_user_statistics', retry: false, host: 'perp',
  request: brokerQuery,
  response: v.object({ customer_count: int(), volume_usd: numeric, commission_usd: numeric, claimable_usd: numeric, claimed_usd: numeric, commission_rate: v.number() }),
});

/** GET /apiw/v2/main_rebate/get_perp_dex_claimed_list (perp): the broker's claims, newest first (rows of /v1/rebate/claim/records). */
export const perpDexClaimedList = defineEndpoint('perpDexClaimedList', {
  method: 'GET', path: '/apiw/v2/main_rebate/get_perp_dex_claimed_list', retry: false, host: 'perp',
  request: brokerPage,
  response: rebateClaimRecords.response,
});

/** GET /apiw/v2/main_rebate/get_perp_dex_broker_customers_list (perp): customers (invitees, masked), newest first (rows of /v1/rebate/invite/records). */
export const perpDexBrokerCustomersList = defineEndpoint('perpDexBrokerCustomersList', {
  method: 'GET', path: '/apiw/v2/main_rebate/get_perp_dex_broker_customers_list', retry: false, host: 'perp',
  request: brokerPage,
  response: rebateInviteRecords.response,
});

/** GET /apiw/v2/main_rebate/get_perp_dex_broker_commissions_list (perp): one commission per customer trade, newest first (rows of /v1/rebate/records). */
export const perpDexBrokerCommissionsList = defineEndpoint('perpDexBrokerCommissionsList', {
  method: 'GET', path: '/apiw/v2/main_rebate/get_perp_dex_broker_commissions_list', retry: false, host: 'perp',
  request: brokerPage,
  response: rebateRecords.response,
});

/** POST /apiw/v2/main_rebate/set_perp_dex_claim (perp, no retry): claims every open commission once; 400 "nothing to claim" otherwise. */
export const setPerpDexClaim = defineEndpoint('setPerpDexClaim', {
  method: 'POST', path: '/apiw/v2/main_rebate/set_perp_dex_claim', retry: false, host: 'perp',
  request: brokerQuery,
  response: rebateClaim.response,
});

/** GET /apiw/v2/perp-dex/user-balance (bearer): both perp accounts (SOL first, then EVM) and their USD total. */
export const perpDexUserBalance = defineEndpoint('perpDexUserBalance', {
  method: 'GET', path: '/apiw/v2/perp-dex/user-balance', retry: false, host: 'perp',
  request: v.object({}),
  response: v.object({ total_usd: numeric, list: v.array(perpFundStatSchema) }),
});

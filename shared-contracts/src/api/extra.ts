// The `extra` group's request and response schemas: a chunk of its own, loaded with the group's first
// call (load.ts), with each endpoint's method, path and retry; its auth is in meta.ts.
import * as v from 'valibot';
import { PRODUCT_NAME } from '../brand';
import { chainKeySchema } from '../chains';
import { coerceNumber, emailAddress, int } from '../schema';
import { positionSchema } from './balance';
import { activitySchema, holderSchema } from './discover';
import { defineEndpoint, numeric } from './endpoint';
import { TOKEN_TAB_CATEGORIES } from './model/extra';

const email = emailAddress();

/** Activity record of a wallet (spec 2 §3); fomox_position_action_type 5 is a buy, otherwise a sell. */
export const walletActivitySchema = v.object({
  id: v.string(),
  /** Seconds. */
  trade_time: int(),
  chain: chainKeySchema,
  target_token_addr: v.string(),
  token_in_symbol: v.string(),
  token_out_symbol: v.string(),
  token_in_amount: numeric,
  token_out_amount: numeric,
  sell_price: numeric,
  sell_marketcap: numeric,
  token_icon: v.string(),
  fomox_position_action_type: int(),
});

/** GET /trade/wallet/activity (the paged activity by wallet, path not shown; ours): newest first, 30 per page. */
export const walletActivity = defineEndpoint('walletActivity', {
  method: 'GET', path: '/trade/wallet/activity', retry: true,
  request: v.object({ wallet_address: v.pipe(v.string(), v.minLength(1), v.maxLength(100)), limit: v.optional(v.pipe(coerceNumber(), v.safeInteger(), v.gtValue(0), v.maxValue(100)), 30), offset: v.optional(v.pipe(coerceNumber(), v.safeInteger(), v.minValue(0)), 0) }),
  response: v.object({ list: v.array(walletActivitySchema), total: int() }),
});

const statsWindow = v.object({ volume: numeric, buys: int(), sells: int(), price_change: v.number() });

/** GET /token/token_stat (bearer): the 5m, 1h, 4h and 24h windows of a token (same figures as token_stats_change). */
export const tokenStat = defineEndpoint('tokenStat', {
  method: 'GET', path: '/token/token_stat', retry: true,
  request: v.object({ chain: chainKeySchema, token: v.pipe(v.string(), v.minLength(1), v.maxLength(100)) }),
  response: v.object({ chain: chainKeySchema, address: v.string(), stats: v.object({ '5m': statsWindow, '1h': statsWindow, '4h': statsWindow, '24h': statsWindow }), ts: int() }),
});

/** GET /token/liquidity (bearer): the token's pool: reserves, USD liquidity and the LP lock share. */
export const tokenLiquidity = defineEndpoint('tokenLiquidity', {
  method: 'GET', path: '/token/liquidity', retry: true,
  request: v.object({ chain: chainKeySchema, token: v.pipe(v.string(), v.minLength(1), v.maxLength(100)) }),
  response: v.object({ pair_address: v.string(), dex: v.string(), base_reserve: numeric, quote_reserve: numeric, liquidity: numeric, lp_risk_info: v.number() }),
});

/** POST /token/pairs (bearer) {chain, token}: the pairs of a token (one pool each in the sim). */
export const tokenPairs = defineEndpoint('tokenPairs', {
  method: 'POST', path: '/token/pairs', retry: true,
  request: v.object({ chain: chainKeySchema, token: v.pipe(v.string(), v.minLength(1), v.maxLength(100)) }),
  response: v.object({ pairs: v.array(v.object({ pair_address: v.string(), dex: v.string(), base_token: v.string(), quote_token: v.string(), liquidity: numeric, price: numeric })) }),
});

/** POST /account/user/verify/password (bearer, risk): the security check of email users; 405007 on a wrong password. */
export const verifyPassword = defineEndpoint('verifyPassword', {
  method: 'POST', path: '/account/user/verify/password', retry: false,
  request: v.object({ email, password: v.pipe(v.string(), v.minLength(1), v.maxLength(2048)) }),
  response: v.object({ verified: v.literal(true) }),
});

const oauthCheck = v.object({ code: v.pipe(v.string(), v.minLength(1, 'code is required'), v.maxLength(200)) });

/**
 * GET /account/user/verify/google_oauth?code= (bearer, risk; response not shown, ours): the
 * security check of Google users: a fresh code of the consent page for the same account
 * (405006 when the code is unknown, used, expired, of another provider or another account).
 */
export const verifyGoogleOauth = defineEndpoint('verifyGoogleOauth', {
  method: 'GET', path: '/account/user/verify/google_oauth', retry: false,
  request: oauthCheck,
  response: v.object({ verified: v.literal(true) }),
});

/** GET /account/user/verify/{product}_oauth?code= (e.g. verify/nova_oauth): the same check for exchange-account users. */
export const verifyExchangeOauth = defineEndpoint('verifyExchangeOauth', { method: 'GET', path: `/account/user/verify/${PRODUCT_NAME.toLowerCase()}_oauth`, retry: false, request: verifyGoogleOauth.request, response: verifyGoogleOauth.response });

/**
 * POST /export_wallet_auth (bearer, risk): the recovery phrase of a custodial user after the
 * security check: auth_type email with the (encrypted) password, or google / exchange with a
 * fresh consent code. Wallet logins get 400.
 */
export const exportWalletAuth = defineEndpoint('exportWalletAuth', {
  method: 'POST', path: '/export_wallet_auth', retry: false,
  request: v.object({ auth_type: v.picklist(['email', 'google', 'exchange']), email: v.optional(email), password: v.optional(v.pipe(v.string(), v.maxLength(2048))), code: v.optional(v.pipe(v.string(), v.maxLength(200))), redirect_url: v.optional(v.pipe(v.string(), v.maxLength(2048))) }),
  response: v.object({ mnemonic: v.string(), redirect_url: v.optional(v.string()) }),
});

/**
 * GET /token/history (bearer; shape not shown, ours): the price points of the share card's
 * sparkline (spec 3 §9): 100 points, 10 s apart for tokens created within the last hour,
 * otherwise 300 s apart; `period` (seconds, a chart resolution) overrides.
 */
export const tokenPriceHistory = defineEndpoint('tokenPriceHistory', {
  method: 'GET', path: '/token/history', retry: true,
  request: v.object({ chain: chainKeySchema, token: v.pipe(v.string(), v.minLength(1), v.maxLength(100)), period: v.optional(v.pipe(coerceNumber(), v.safeInteger(), v.gtValue(0))), limit: v.optional(v.pipe(coerceNumber(), v.safeInteger(), v.gtValue(0), v.maxValue(1000)), 100) }),
  response: v.object({ period: int(), list: v.array(v.object({ time: int(), price: numeric })) }),
});

/**
 * GET /token/tabs (bearer; spec 1 §7: chain, token, category default history; response not
 * shown, ours): the lower tabs of the token page in one call, `data.category` says which list:
 * history: the token's latest trades, newest first (rows of /token/activity); holders: the top
 * holders by holding_percent (rows of /trade/holder/list); positions: the caller's position in
 * the token (rows of /trade/holds/list; empty when none). At most `limit` rows.
 */
export const tokenTabs = defineEndpoint('tokenTabs', {
  method: 'GET', path: '/token/tabs', retry: true,
  request: v.object({ chain: chainKeySchema, token: v.pipe(v.string(), v.minLength(1), v.maxLength(100)), category: v.optional(v.picklist(TOKEN_TAB_CATEGORIES), 'history'), limit: v.optional(v.pipe(coerceNumber(), v.safeInteger(), v.gtValue(0), v.maxValue(100)), 50) }),
  response: v.variant('category', [
    v.object({ category: v.literal('history'), list: v.array(activitySchema) }),
    v.object({ category: v.literal('holders'), list: v.array(holderSchema) }),
    v.object({ category: v.literal('positions'), list: v.array(positionSchema) }),
  ]),
});

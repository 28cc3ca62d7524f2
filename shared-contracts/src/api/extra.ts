// The `extra` group's request and response schemas: a chunk of its own, loaded with the group's first
// call (load.ts). Method, path, auth and retry of each endpoint are in meta.ts.
import { z } from 'zod/mini';
import { chainKeySchema } from '../chains';
import { positionSchema } from './balance';
import { activitySchema, holderSchema } from './discover';
import { defineEndpoint, numeric } from './endpoint';
import { TOKEN_TAB_CATEGORIES } from './model/extra';

/** Activity record of a wallet (spec 2 §3); fomox_position_action_type 5 is a buy, otherwise a sell. */
export const walletActivitySchema = z.object({
  id: z.string(),
  /** Seconds. */
  trade_time: z.number().check(z.int()),
  chain: chainKeySchema,
  target_token_addr: z.string(),
  token_in_symbol: z.string(),
  token_out_symbol: z.string(),
  token_in_amount: numeric,
  token_out_amount: numeric,
  sell_price: numeric,
  sell_marketcap: numeric,
  token_icon: z.string(),
  fomox_position_action_type: z.number().check(z.int()),
});

/** GET /trade/wallet/activity (the paged activity by wallet, path not shown; ours): newest first, 30 per page. */
export const walletActivity = defineEndpoint('walletActivity', {
  request: z.object({ wallet_address: z.string().check(z.minLength(1), z.maxLength(100)), limit: z._default(z.coerce.number().check(z.int(), z.positive(), z.lte(100)), 30), offset: z._default(z.coerce.number().check(z.int(), z.nonnegative()), 0) }),
  response: z.object({ list: z.array(walletActivitySchema), total: z.number().check(z.int()) }),
});

const statsWindow = z.object({ volume: numeric, buys: z.number().check(z.int()), sells: z.number().check(z.int()), price_change: z.number() });

/** GET /token/token_stat (bearer): the 5m, 1h, 4h and 24h windows of a token (same figures as token_stats_change). */
export const tokenStat = defineEndpoint('tokenStat', {
  request: z.object({ chain: chainKeySchema, token: z.string().check(z.minLength(1), z.maxLength(100)) }),
  response: z.object({ chain: chainKeySchema, address: z.string(), stats: z.object({ '5m': statsWindow, '1h': statsWindow, '4h': statsWindow, '24h': statsWindow }), ts: z.number().check(z.int()) }),
});

/** GET /token/liquidity (bearer): the token's pool: reserves, USD liquidity and the LP lock share. */
export const tokenLiquidity = defineEndpoint('tokenLiquidity', {
  request: z.object({ chain: chainKeySchema, token: z.string().check(z.minLength(1), z.maxLength(100)) }),
  response: z.object({ pair_address: z.string(), dex: z.string(), base_reserve: numeric, quote_reserve: numeric, liquidity: numeric, lp_risk_info: z.number() }),
});

/** POST /token/pairs (bearer) {chain, token}: the pairs of a token (one pool each in the sim). */
export const tokenPairs = defineEndpoint('tokenPairs', {
  request: z.object({ chain: chainKeySchema, token: z.string().check(z.minLength(1), z.maxLength(100)) }),
  response: z.object({ pairs: z.array(z.object({ pair_address: z.string(), dex: z.string(), base_token: z.string(), quote_token: z.string(), liquidity: numeric, price: numeric })) }),
});

/** POST /account/user/verify/password (bearer, risk): the security check of email users; 405007 on a wrong password. */
export const verifyPassword = defineEndpoint('verifyPassword', {
  request: z.object({ email: z.email(), password: z.string().check(z.minLength(1), z.maxLength(2048)) }),
  response: z.object({ verified: z.literal(true) }),
});

const oauthCheck = z.object({ code: z.string().check(z.minLength(1, 'code is required'), z.maxLength(200)) });

/**
 * GET /account/user/verify/google_oauth?code= (bearer, risk; response not shown, ours): the
 * security check of Google users: a fresh code of the consent page for the same account
 * (405006 when the code is unknown, used, expired, of another provider or another account).
 */
export const verifyGoogleOauth = defineEndpoint('verifyGoogleOauth', {
  request: oauthCheck,
  response: z.object({ verified: z.literal(true) }),
});

/** GET /account/user/verify/{product}_oauth?code= (e.g. verify/nova_oauth): the same check for exchange-account users. */
export const verifyExchangeOauth = defineEndpoint('verifyExchangeOauth', { request: verifyGoogleOauth.request, response: verifyGoogleOauth.response });

/**
 * POST /export_wallet_auth (bearer, risk): the recovery phrase of a custodial user after the
 * security check: auth_type email with the (encrypted) password, or google / exchange with a
 * fresh consent code. Wallet logins get 400.
 */
export const exportWalletAuth = defineEndpoint('exportWalletAuth', {
  request: z.object({ auth_type: z.enum(['email', 'google', 'exchange']), email: z.optional(z.email()), password: z.optional(z.string().check(z.maxLength(2048))), code: z.optional(z.string().check(z.maxLength(200))), redirect_url: z.optional(z.string().check(z.maxLength(2048))) }),
  response: z.object({ mnemonic: z.string(), redirect_url: z.optional(z.string()) }),
});

/**
 * GET /token/history (bearer; shape not shown, ours): the price points of the share card's
 * sparkline (spec 3 §9): 100 points, 10 s apart for tokens created within the last hour,
 * otherwise 300 s apart; `period` (seconds, a chart resolution) overrides.
 */
export const tokenPriceHistory = defineEndpoint('tokenPriceHistory', {
  request: z.object({ chain: chainKeySchema, token: z.string().check(z.minLength(1), z.maxLength(100)), period: z.optional(z.coerce.number().check(z.int(), z.positive())), limit: z._default(z.coerce.number().check(z.int(), z.positive(), z.lte(1000)), 100) }),
  response: z.object({ period: z.number().check(z.int()), list: z.array(z.object({ time: z.number().check(z.int()), price: numeric })) }),
});

/**
 * GET /token/tabs (bearer; spec 1 §7: chain, token, category default history; response not
 * shown, ours): the lower tabs of the token page in one call, `data.category` says which list:
 * history: the token's latest trades, newest first (rows of /token/activity); holders: the top
 * holders by holding_percent (rows of /trade/holder/list); positions: the caller's position in
 * the token (rows of /trade/holds/list; empty when none). At most `limit` rows.
 */
export const tokenTabs = defineEndpoint('tokenTabs', {
  request: z.object({ chain: chainKeySchema, token: z.string().check(z.minLength(1), z.maxLength(100)), category: z._default(z.enum(TOKEN_TAB_CATEGORIES), 'history'), limit: z._default(z.coerce.number().check(z.int(), z.positive(), z.lte(100)), 50) }),
  response: z.discriminatedUnion('category', [
    z.object({ category: z.literal('history'), list: z.array(activitySchema) }),
    z.object({ category: z.literal('holders'), list: z.array(holderSchema) }),
    z.object({ category: z.literal('positions'), list: z.array(positionSchema) }),
  ]),
});

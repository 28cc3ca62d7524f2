// The `trade` group's request and response schemas: a chunk of its own, loaded with the group's first
// call (load.ts), with each endpoint's method, path and retry; its auth is in meta.ts.
import * as v from 'valibot';
import { chainKeySchema } from '../chains';
import { coerceBoolean, coerceNumber, int } from '../schema';
import { decimalString, defineEndpoint, numeric } from './endpoint';
import { positionSchema } from './balance';
import { limitOrderSchema } from './model/trade';

/**
 * Trade calls of spec 1 §7. Amounts are decimal strings in whole units (SOL, not lamports).
 * The native coin is named by an empty string, "native", the wrapped-SOL mint or
 * 0xeeee...eeee (our choice; the spec does not show it). `slippage` is a fraction (0.005 = 0.5%).
 */

const amount = v.pipe(decimalString, v.check((value) => !value.startsWith('-'), 'must not be negative'));
const slippage = v.pipe(coerceNumber(), v.minValue(0), v.maxValue(1));
const fee = v.optional(amount);

/** Custodial market order (spec 1 §3 "Order create payload"). */
export const orderCreateSchema = v.object({
  chain: chainKeySchema,
  token_in: v.pipe(v.string(), v.maxLength(100)),
  token_out: v.pipe(v.string(), v.maxLength(100)),
  token_amount: amount,
  slippage: v.optional(slippage, 0.003),
  user_wallet: v.optional(v.pipe(v.string(), v.maxLength(100))),
  user_id: v.optional(v.pipe(v.string(), v.maxLength(64))),
  /** Native amount paid as priority fee. */
  priority_fee: fee,
  /** Native amount paid as MEV-protection tip. */
  protection_tip_amount: fee,
  evm_pri_wei_per_gas: v.optional(v.pipe(coerceNumber(), v.minValue(0))),
  base_wei_fee: v.optional(v.pipe(coerceNumber(), v.minValue(0))),
  is_break_even: v.optional(coerceBoolean()),
  invitation_code: v.optional(v.pipe(v.string(), v.maxLength(64))),
  quote_data: v.optional(v.unknown()),
  simulation_detection_open: v.optional(coerceBoolean()),
});

/** The quick-order shape (spec 1 §3): side, baseAddress (the token), settlementAddress (native), amount. */
export const quickOrderSchema = v.object({
  type: v.literal('market'),
  side: v.picklist(['buy', 'sell']),
  baseAddress: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  settlementAddress: v.optional(v.pipe(v.string(), v.maxLength(100)), ''),
  amount,
  chain: chainKeySchema,
  is_break_even: v.optional(coerceBoolean()),
  invitation_code: v.optional(v.pipe(v.string(), v.maxLength(64))),
  slippage: v.optional(slippage),
});

export const orderResultSchema = v.object({
  tx_hash: v.string(),
  order_id: v.string(),
  side: v.picklist(['buy', 'sell']),
  amount_in: numeric,
  amount_out: numeric,
  /** Execution price of the token in USD. */
  price_usd: numeric,
  /** Network fee + priority fee + tip, native. */
  fee: numeric,
});
export type OrderResult = v.InferOutput<typeof orderResultSchema>;

/**
 * POST /trade/order/create (bearer, no retry): executes at once against the pool. Codes
 * 1000-1003, 5000-5004, 5070, 105, 407001 (device header x-device-id flagged) by their
 * conditions; an order_notification push with the tx hash follows within a tick.
 */
export const tradeOrderCreate = defineEndpoint('tradeOrderCreate', {
  method: 'POST', path: '/trade/order/create', retry: false,
  request: v.union([orderCreateSchema, quickOrderSchema]),
  response: orderResultSchema,
});

const sideSchema = v.union([v.picklist(['buy', 'sell']), v.pipe(v.literal(1), v.transform(() => 'buy' as const)), v.pipe(v.literal(-1), v.transform(() => 'sell' as const))]);

/**
 * POST /v1/trading_bot/limit_trade/create (bearer): a limit order (sub_order_type limit), or a
 * take-profit / stop-loss (sub_order_type take_profit or stop_loss, or profit_loss_type
 * TAKE_PROFIT / STOP_LOSS / 2XTP). It triggers when the price crosses target_price_usd from the
 * side it was on at creation. quote_investment: native to spend (buy) or tokens to sell (sell).
 * A trailing stop (sub_order_type trailing_stop, ours, additive in 6.1) is a sell of the position
 * with `trail_percent` (`trailPercentError`'s rule) instead of a target: it fires when the price
 * falls that far below the best price since it was placed (order_type 3, TrailingLimit).
 */
export const limitOrderCreate = defineEndpoint('limitOrderCreate', {
  method: 'POST', path: '/v1/trading_bot/limit_trade/create', retry: false,
  request: v.object({
    base_token: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
    quote_token: v.optional(v.pipe(v.string(), v.maxLength(100)), ''),
    chain: chainKeySchema,
    source: v.optional(v.pipe(v.string(), v.maxLength(20)), 'web3'),
    order_type: v.optional(v.literal('limit_trade'), 'limit_trade'),
    wallet_address: v.optional(v.pipe(v.string(), v.maxLength(100))),
    invitation_code: v.optional(v.pipe(v.string(), v.maxLength(64))),
    sub_order_type: v.optional(v.picklist(['limit', 'take_profit', 'stop_loss', 'trailing_stop']), 'limit'),
    simulation_detection_open: v.optional(coerceBoolean()),
    order_data: v.object({
      priority_fee: fee,
      protection_tip_amount: fee,
      quote_investment: amount,
      side: sideSchema,
      slippage: v.optional(slippage, 0.05),
      /** Auto slippage (ours, additive in 6.1): the engine sizes the slippage by `autoSlippage` from the price impact when the order fires; `slippage` is then not used. */
      slippage_auto: v.optional(coerceBoolean()),
      /** Required but for a trailing stop, whose target the engine keeps from its peak. */
      target_price_usd: v.optional(amount),
      /** A trailing stop's distance below the best price, percent as typed (checked by `trailPercentError`). */
      trail_percent: v.optional(v.pipe(v.string(), v.maxLength(20))),
      buy_tx_hash: v.optional(v.pipe(v.string(), v.maxLength(200))),
      profit_loss_type: v.optional(v.picklist(['TAKE_PROFIT', 'STOP_LOSS', '2XTP'])),
      profit_loss_ratio: v.optional(coerceNumber()),
      sell_profit_ratio: v.optional(coerceNumber()),
    }),
  }),
  response: v.object({ order_id: v.string() }),
});

/** GET /v1/trading_bot/limit_trade/order_list (bearer): newest first; order_type filters ORDER_TYPES; status filters ORDER_STATUS. */
export const limitOrderList = defineEndpoint('limitOrderList', {
  method: 'GET', path: '/v1/trading_bot/limit_trade/order_list', retry: true,
  request: v.object({
    chain: v.optional(chainKeySchema),
    order_type: v.optional(v.pipe(coerceNumber(), v.safeInteger())),
    status: v.optional(v.pipe(coerceNumber(), v.safeInteger())),
    page: v.optional(v.pipe(coerceNumber(), v.safeInteger(), v.gtValue(0)), 1),
    page_size: v.optional(v.pipe(coerceNumber(), v.safeInteger(), v.gtValue(0), v.maxValue(100)), 20),
    wallet_address: v.optional(v.pipe(v.string(), v.maxLength(100))),
    base_token: v.optional(v.pipe(v.string(), v.maxLength(100))),
  }),
  response: v.object({ order_list: v.array(limitOrderSchema), total: int() }),
});

/** POST /v1/trading_bot/limit_trade/cancel (bearer): only pending orders; the order is removed. */
export const limitOrderCancel = defineEndpoint('limitOrderCancel', {
  method: 'POST', path: '/v1/trading_bot/limit_trade/cancel', retry: false,
  request: v.object({ order_id: v.pipe(v.string(), v.minLength(1)), chain: chainKeySchema, wallet_address: v.optional(v.pipe(v.string(), v.maxLength(100))) }),
  response: v.object({ order_id: v.string(), cancelled: v.literal(true) }),
});

/** A plan's rung (ours, additive in 6.1): a target price in USD or a multiple of the average buy price, and the share of the position it sells. */
const ladderRungSchema = v.object({
  target_price_usd: v.optional(amount),
  multiple: v.optional(v.pipe(coerceNumber(), v.gtValue(0), v.maxValue(1_000_000))),
  share_percent: v.pipe(coerceNumber(), v.gtValue(0), v.maxValue(100)),
});

/**
 * POST /v1/trading_bot/limit_trade/ladder (bearer; ours, additive in 6.1): a laddered exit of a
 * held position, placed (or, with `plan_id`, replaced) at once: 2 to 6 take-profit sell orders
 * sharing the plan's id, each selling its share of the position now (`ladderIssues` and
 * `rungAmounts` of ../ladder.ts). Replacing cancels the plan's pending rungs and places the new
 * ones; rungs already filled stay in its record. A plan's rung filling leaves the others; a
 * stop-loss filling, a Close or a sell of the whole position cancels them; a partial sell shrinks
 * them. Codes: 400 (a rule of the plan, its field named), 404 (no such plan), 1001 (no position).
 */
export const limitOrderLadder = defineEndpoint('limitOrderLadder', {
  method: 'POST', path: '/v1/trading_bot/limit_trade/ladder', retry: false,
  request: v.object({
    chain: chainKeySchema,
    base_token: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
    wallet_address: v.optional(v.pipe(v.string(), v.maxLength(100))),
    plan_id: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(64))),
    rungs: v.pipe(v.array(ladderRungSchema), v.minLength(1), v.maxLength(20)),
    slippage: v.optional(slippage, 0.05),
    slippage_auto: v.optional(coerceBoolean()),
    priority_fee: fee,
    protection_tip_amount: fee,
    simulation_detection_open: v.optional(coerceBoolean()),
  }),
  response: v.object({ plan_id: v.string(), order_ids: v.array(v.string()) }),
});

/** POST /v1/trading_bot/limit_trade/ladder/cancel (bearer; ours, additive in 6.1): cancels a plan's pending rungs (404 when none is pending). */
export const limitOrderLadderCancel = defineEndpoint('limitOrderLadderCancel', {
  method: 'POST', path: '/v1/trading_bot/limit_trade/ladder/cancel', retry: false,
  request: v.object({ chain: chainKeySchema, plan_id: v.pipe(v.string(), v.minLength(1), v.maxLength(64)) }),
  response: v.object({ plan_id: v.string(), cancelled: int() }),
});

const quoteRequest = v.object({
  token_in: v.pipe(v.string(), v.maxLength(100)),
  token_out: v.pipe(v.string(), v.maxLength(100)),
  token_amount: amount,
  slippage: v.optional(slippage, 0.005),
  wallet_address: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  chain: chainKeySchema,
  simulation_detection_open: v.optional(coerceBoolean()),
});

export const quoteDataSchema = v.object({
  quote_id: v.string(),
  /** 1 when an EVM token must be approved before selling. */
  need_approved: int(),
  approve_address: v.string(),
  from_token: v.string(),
  to_token: v.string(),
  amount_in: numeric,
  amount_out: numeric,
  min_amount_out: numeric,
  price_impact: v.number(),
  /** ms */
  expires_at: int(),
});

/** POST /trade/quote (bearer): quote for a wallet login; simulation flags honeypots and closed source. */
export const tradeQuote = defineEndpoint('tradeQuote', {
  method: 'POST', path: '/trade/quote', retry: false,
  request: quoteRequest,
  response: v.object({
    quote_data: quoteDataSchema,
    simulation_detection_result: v.object({ is_honeypot: v.boolean(), is_open_source: v.boolean(), can_sell: v.boolean(), risk: v.picklist(['low', 'high']) }),
  }),
});

/**
 * POST /trade/build (bearer): what the wallet signs. EVM: `unsigned_tx` {to, data, value,
 * chainId} and `unsigned_tx_string` (also what an exchange wallet personal_signs). Solana:
 * `serialized_tx`, base64 of [1, 64 zero bytes, message]: the wallet puts its ed25519 signature
 * of `message` in the 64 bytes (our simplified wire format). `build_id` ties submit to build.
 */
export const tradeBuild = defineEndpoint('tradeBuild', {
  method: 'POST', path: '/trade/build', retry: false,
  request: v.object({
    ...v.omit(quoteRequest, ['simulation_detection_open']).entries,
    quote_data: v.looseObject({ quote_id: v.pipe(v.string(), v.minLength(1)) }),
    priority_fee: fee,
    protection_tip_amount: fee,
    /** A wallet's break-even sell (ours: the custodial order's is_break_even, spec 1 §3, for a wallet order). */
    is_break_even: v.optional(coerceBoolean()),
  }),
  response: v.object({
    build_id: v.string(),
    chain: chainKeySchema,
    unsigned_tx: v.optional(v.object({ to: v.string(), data: v.string(), value: v.string(), chainId: int() })),
    unsigned_tx_string: v.optional(v.string()),
    serialized_tx: v.optional(v.string()),
    /** ms */
    expires_at: int(),
  }),
});

/** POST /trade/submit_tx: Solana signed transactions (base64) for a build; executes the swap. */
export const tradeSubmitTx = defineEndpoint('tradeSubmitTx', {
  method: 'POST', path: '/trade/submit_tx', retry: false,
  request: v.object({ build_data: v.looseObject({ build_id: v.pipe(v.string(), v.minLength(1)) }), chain: chainKeySchema, signed_tx_list: v.pipe(v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(4096))), v.minLength(1), v.maxLength(4)) }),
  response: orderResultSchema,
});

/**
 * POST /trade/submit_tx_hash (bearer): an EVM wallet sent the built transaction itself and
 * reports the hash; with `signature` (exchange wallets that only sign) it must be the
 * personal_sign of unsignedTxString by the building wallet, and the server sends the transaction
 * (no `txHash` then: the order result carries the server's hash). extraData.build_id names the build.
 */
export const tradeSubmitTxHash = defineEndpoint('tradeSubmitTxHash', {
  method: 'POST', path: '/trade/submit_tx_hash', retry: false,
  request: v.object({
    signature: v.optional(v.pipe(v.string(), v.maxLength(200))),
    unsignedTx: v.optional(v.looseObject({ to: v.string(), data: v.string(), value: v.string() })),
    unsignedTxString: v.optional(v.pipe(v.string(), v.maxLength(4096))),
    extraData: v.looseObject({ build_id: v.pipe(v.string(), v.minLength(1)) }),
    ts: v.optional(coerceNumber()),
    projectId: v.optional(v.pipe(v.string(), v.maxLength(100))),
    chain: chainKeySchema,
    /** Required unless `signature` is given. */
    txHash: v.optional(v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{64}$/, 'txHash is 0x and 64 hex digits'))),
  }),
  response: orderResultSchema,
});

/** A trade event of the signed-in user (GET /user/token/history). */
export const tradeEventSchema = v.object({
  id: v.string(),
  chain: chainKeySchema,
  token_address: v.string(),
  token_symbol: v.string(),
  token_icon: v.string(),
  side: v.picklist(['buy', 'sell']),
  /** Token amount. */
  amount: numeric,
  native_amount: numeric,
  price_usd: numeric,
  volume_usd: numeric,
  tx_hash: v.string(),
  /** ms */
  trade_timestamp: int(),
  /** market, limit, take_profit, stop_loss, trailing_stop (ours, 6.1), wallet */
  source: v.string(),
  wallet_address: v.string(),
  /** Network fee + priority fee + tip paid, in the chain's native coin (ours, additive in 6.1). */
  fee: v.optional(numeric),
});
export type TradeEvent = v.InferOutput<typeof tradeEventSchema>;

/** GET /user/token/history (bearer): newest first; action_types is a comma list of buy,sell. */
export const userTokenHistory = defineEndpoint('userTokenHistory', {
  method: 'GET', path: '/user/token/history', retry: true,
  request: v.object({
    action_types: v.optional(v.pipe(v.string(), v.maxLength(40))),
    limit: v.optional(v.pipe(coerceNumber(), v.safeInteger(), v.gtValue(0), v.maxValue(100)), 20),
    offset: v.optional(v.pipe(coerceNumber(), v.safeInteger(), v.minValue(0)), 0),
    wallet_address: v.optional(v.pipe(v.string(), v.maxLength(100))),
    token: v.optional(v.pipe(v.string(), v.maxLength(100))),
    chain: v.optional(chainKeySchema),
  }),
  response: v.object({ events: v.array(tradeEventSchema), total: int() }),
});

/** GET /trade/history/holds/list (bearer): closed positions (balance 0), most recent first. */
export const historyHoldsList = defineEndpoint('historyHoldsList', {
  method: 'GET', path: '/trade/history/holds/list', retry: true,
  request: v.object({ wallet_address: v.optional(v.pipe(v.string(), v.maxLength(100))), chain: v.optional(chainKeySchema), limit: v.optional(v.pipe(coerceNumber(), v.safeInteger(), v.gtValue(0), v.maxValue(100)), 20), offset: v.optional(v.pipe(coerceNumber(), v.safeInteger(), v.minValue(0)), 0) }),
  response: v.object({ list: v.array(positionSchema), total: int() }),
});

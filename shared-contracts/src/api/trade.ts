// The `trade` group's request and response schemas: a chunk of its own, loaded with the group's first
// call (load.ts). Method, path, auth and retry of each endpoint are in meta.ts.
import { z } from 'zod/mini';
import { chainKeySchema } from '../chains';
import { decimalString, defineEndpoint, numeric } from './endpoint';
import { positionSchema } from './balance';
import { limitOrderSchema } from './model/trade';

/**
 * Trade calls of spec 1 §7. Amounts are decimal strings in whole units (SOL, not lamports).
 * The native coin is named by an empty string, "native", the wrapped-SOL mint or
 * 0xeeee...eeee (our choice; the spec does not show it). `slippage` is a fraction (0.005 = 0.5%).
 */

const amount = decimalString.check(z.refine((v) => !v.startsWith('-'), 'must not be negative'));
const slippage = z.coerce.number().check(z.gte(0), z.lte(1));
const fee = z.optional(amount);

/** Custodial market order (spec 1 §3 "Order create payload"). */
export const orderCreateSchema = z.object({
  chain: chainKeySchema,
  token_in: z.string().check(z.maxLength(100)),
  token_out: z.string().check(z.maxLength(100)),
  token_amount: amount,
  slippage: z._default(slippage, 0.003),
  user_wallet: z.optional(z.string().check(z.maxLength(100))),
  user_id: z.optional(z.string().check(z.maxLength(64))),
  /** Native amount paid as priority fee. */
  priority_fee: fee,
  /** Native amount paid as MEV-protection tip. */
  protection_tip_amount: fee,
  evm_pri_wei_per_gas: z.optional(z.coerce.number().check(z.nonnegative())),
  base_wei_fee: z.optional(z.coerce.number().check(z.nonnegative())),
  is_break_even: z.optional(z.coerce.boolean()),
  invitation_code: z.optional(z.string().check(z.maxLength(64))),
  quote_data: z.optional(z.unknown()),
  simulation_detection_open: z.optional(z.coerce.boolean()),
});

/** The quick-order shape (spec 1 §3): side, baseAddress (the token), settlementAddress (native), amount. */
export const quickOrderSchema = z.object({
  type: z.literal('market'),
  side: z.enum(['buy', 'sell']),
  baseAddress: z.string().check(z.minLength(1), z.maxLength(100)),
  settlementAddress: z._default(z.string().check(z.maxLength(100)), ''),
  amount,
  chain: chainKeySchema,
  is_break_even: z.optional(z.coerce.boolean()),
  invitation_code: z.optional(z.string().check(z.maxLength(64))),
  slippage: z.optional(slippage),
});

export const orderResultSchema = z.object({
  tx_hash: z.string(),
  order_id: z.string(),
  side: z.enum(['buy', 'sell']),
  amount_in: numeric,
  amount_out: numeric,
  /** Execution price of the token in USD. */
  price_usd: numeric,
  /** Network fee + priority fee + tip, native. */
  fee: numeric,
});
export type OrderResult = z.infer<typeof orderResultSchema>;

/**
 * POST /trade/order/create (bearer, no retry): executes at once against the pool. Codes
 * 1000-1003, 5000-5004, 5070, 105, 407001 (device header x-device-id flagged) by their
 * conditions; an order_notification push with the tx hash follows within a tick.
 */
export const tradeOrderCreate = defineEndpoint('tradeOrderCreate', {
  request: z.union([orderCreateSchema, quickOrderSchema]),
  response: orderResultSchema,
});

const sideSchema = z.union([z.enum(['buy', 'sell']), z.pipe(z.literal(1), z.transform(() => 'buy' as const)), z.pipe(z.literal(-1), z.transform(() => 'sell' as const))]);

/**
 * POST /v1/trading_bot/limit_trade/create (bearer): a limit order (sub_order_type limit), or a
 * take-profit / stop-loss (sub_order_type take_profit or stop_loss, or profit_loss_type
 * TAKE_PROFIT / STOP_LOSS / 2XTP). It triggers when the price crosses target_price_usd from the
 * side it was on at creation. quote_investment: native to spend (buy) or tokens to sell (sell).
 */
export const limitOrderCreate = defineEndpoint('limitOrderCreate', {
  request: z.object({
    base_token: z.string().check(z.minLength(1), z.maxLength(100)),
    quote_token: z._default(z.string().check(z.maxLength(100)), ''),
    chain: chainKeySchema,
    source: z._default(z.string().check(z.maxLength(20)), 'web3'),
    order_type: z._default(z.literal('limit_trade'), 'limit_trade'),
    wallet_address: z.optional(z.string().check(z.maxLength(100))),
    invitation_code: z.optional(z.string().check(z.maxLength(64))),
    sub_order_type: z._default(z.enum(['limit', 'take_profit', 'stop_loss']), 'limit'),
    simulation_detection_open: z.optional(z.coerce.boolean()),
    order_data: z.object({
      priority_fee: fee,
      protection_tip_amount: fee,
      quote_investment: amount,
      side: sideSchema,
      slippage: z._default(slippage, 0.05),
      target_price_usd: amount,
      buy_tx_hash: z.optional(z.string().check(z.maxLength(200))),
      profit_loss_type: z.optional(z.enum(['TAKE_PROFIT', 'STOP_LOSS', '2XTP'])),
      profit_loss_ratio: z.optional(z.coerce.number()),
      sell_profit_ratio: z.optional(z.coerce.number()),
    }),
  }),
  response: z.object({ order_id: z.string() }),
});

/** GET /v1/trading_bot/limit_trade/order_list (bearer): newest first; order_type filters ORDER_TYPES; status filters ORDER_STATUS. */
export const limitOrderList = defineEndpoint('limitOrderList', {
  request: z.object({
    chain: z.optional(chainKeySchema),
    order_type: z.optional(z.coerce.number().check(z.int())),
    status: z.optional(z.coerce.number().check(z.int())),
    page: z._default(z.coerce.number().check(z.int(), z.positive()), 1),
    page_size: z._default(z.coerce.number().check(z.int(), z.positive(), z.lte(100)), 20),
    wallet_address: z.optional(z.string().check(z.maxLength(100))),
    base_token: z.optional(z.string().check(z.maxLength(100))),
  }),
  response: z.object({ order_list: z.array(limitOrderSchema), total: z.number().check(z.int()) }),
});

/** POST /v1/trading_bot/limit_trade/cancel (bearer): only pending orders; the order is removed. */
export const limitOrderCancel = defineEndpoint('limitOrderCancel', {
  request: z.object({ order_id: z.string().check(z.minLength(1)), chain: chainKeySchema, wallet_address: z.optional(z.string().check(z.maxLength(100))) }),
  response: z.object({ order_id: z.string(), cancelled: z.literal(true) }),
});

const quoteRequest = z.object({
  token_in: z.string().check(z.maxLength(100)),
  token_out: z.string().check(z.maxLength(100)),
  token_amount: amount,
  slippage: z._default(slippage, 0.005),
  wallet_address: z.string().check(z.minLength(1), z.maxLength(100)),
  chain: chainKeySchema,
  simulation_detection_open: z.optional(z.coerce.boolean()),
});

export const quoteDataSchema = z.object({
  quote_id: z.string(),
  /** 1 when an EVM token must be approved before selling. */
  need_approved: z.number().check(z.int()),
  approve_address: z.string(),
  from_token: z.string(),
  to_token: z.string(),
  amount_in: numeric,
  amount_out: numeric,
  min_amount_out: numeric,
  price_impact: z.number(),
  /** ms */
  expires_at: z.number().check(z.int()),
});

/** POST /trade/quote (bearer): quote for a wallet login; simulation flags honeypots and closed source. */
export const tradeQuote = defineEndpoint('tradeQuote', {
  request: quoteRequest,
  response: z.object({
    quote_data: quoteDataSchema,
    simulation_detection_result: z.object({ is_honeypot: z.boolean(), is_open_source: z.boolean(), can_sell: z.boolean(), risk: z.enum(['low', 'high']) }),
  }),
});

/**
 * POST /trade/build (bearer): what the wallet signs. EVM: `unsigned_tx` {to, data, value,
 * chainId} and `unsigned_tx_string` (also what an exchange wallet personal_signs). Solana:
 * `serialized_tx`, base64 of [1, 64 zero bytes, message]: the wallet puts its ed25519 signature
 * of `message` in the 64 bytes (our simplified wire format). `build_id` ties submit to build.
 */
export const tradeBuild = defineEndpoint('tradeBuild', {
  request: z.extend(z.omit(quoteRequest, { simulation_detection_open: true }), {
    quote_data: z.looseObject({ quote_id: z.string().check(z.minLength(1)) }),
    priority_fee: fee,
    protection_tip_amount: fee,
    /** A wallet's break-even sell (ours: the custodial order's is_break_even, spec 1 §3, for a wallet order). */
    is_break_even: z.optional(z.coerce.boolean()),
  }),
  response: z.object({
    build_id: z.string(),
    chain: chainKeySchema,
    unsigned_tx: z.optional(z.object({ to: z.string(), data: z.string(), value: z.string(), chainId: z.number().check(z.int()) })),
    unsigned_tx_string: z.optional(z.string()),
    serialized_tx: z.optional(z.string()),
    /** ms */
    expires_at: z.number().check(z.int()),
  }),
});

/** POST /trade/submit_tx: Solana signed transactions (base64) for a build; executes the swap. */
export const tradeSubmitTx = defineEndpoint('tradeSubmitTx', {
  request: z.object({ build_data: z.looseObject({ build_id: z.string().check(z.minLength(1)) }), chain: chainKeySchema, signed_tx_list: z.array(z.string().check(z.minLength(1), z.maxLength(4096))).check(z.minLength(1), z.maxLength(4)) }),
  response: orderResultSchema,
});

/**
 * POST /trade/submit_tx_hash (bearer): an EVM wallet sent the built transaction itself and
 * reports the hash; with `signature` (exchange wallets that only sign) it must be the
 * personal_sign of unsignedTxString by the building wallet, and the server sends the transaction
 * (no `txHash` then: the order result carries the server's hash). extraData.build_id names the build.
 */
export const tradeSubmitTxHash = defineEndpoint('tradeSubmitTxHash', {
  request: z.object({
    signature: z.optional(z.string().check(z.maxLength(200))),
    unsignedTx: z.optional(z.looseObject({ to: z.string(), data: z.string(), value: z.string() })),
    unsignedTxString: z.optional(z.string().check(z.maxLength(4096))),
    extraData: z.looseObject({ build_id: z.string().check(z.minLength(1)) }),
    ts: z.optional(z.coerce.number()),
    projectId: z.optional(z.string().check(z.maxLength(100))),
    chain: chainKeySchema,
    /** Required unless `signature` is given. */
    txHash: z.optional(z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/, 'txHash is 0x and 64 hex digits'))),
  }),
  response: orderResultSchema,
});

/** A trade event of the signed-in user (GET /user/token/history). */
export const tradeEventSchema = z.object({
  id: z.string(),
  chain: chainKeySchema,
  token_address: z.string(),
  token_symbol: z.string(),
  token_icon: z.string(),
  side: z.enum(['buy', 'sell']),
  /** Token amount. */
  amount: numeric,
  native_amount: numeric,
  price_usd: numeric,
  volume_usd: numeric,
  tx_hash: z.string(),
  /** ms */
  trade_timestamp: z.number().check(z.int()),
  /** market, limit, take_profit, stop_loss, wallet */
  source: z.string(),
  wallet_address: z.string(),
});
export type TradeEvent = z.infer<typeof tradeEventSchema>;

/** GET /user/token/history (bearer): newest first; action_types is a comma list of buy,sell. */
export const userTokenHistory = defineEndpoint('userTokenHistory', {
  request: z.object({
    action_types: z.optional(z.string().check(z.maxLength(40))),
    limit: z._default(z.coerce.number().check(z.int(), z.positive(), z.lte(100)), 20),
    offset: z._default(z.coerce.number().check(z.int(), z.nonnegative()), 0),
    wallet_address: z.optional(z.string().check(z.maxLength(100))),
    token: z.optional(z.string().check(z.maxLength(100))),
    chain: z.optional(chainKeySchema),
  }),
  response: z.object({ events: z.array(tradeEventSchema), total: z.number().check(z.int()) }),
});

/** GET /trade/history/holds/list (bearer): closed positions (balance 0), most recent first. */
export const historyHoldsList = defineEndpoint('historyHoldsList', {
  request: z.object({ wallet_address: z.optional(z.string().check(z.maxLength(100))), chain: z.optional(chainKeySchema), limit: z._default(z.coerce.number().check(z.int(), z.positive(), z.lte(100)), 20), offset: z._default(z.coerce.number().check(z.int(), z.nonnegative()), 0) }),
  response: z.object({ list: z.array(positionSchema), total: z.number().check(z.int()) }),
});

import * as v from 'valibot';
import { chainKeySchema } from '../chains';
import { numeric } from '../api/endpoint';
import { tokenListParamsSchema, tokenSchema } from '../api/model/tokens';
import { limitOrderSchema } from '../api/model/trade';
import { int } from '../schema';

export interface ChannelDef<P extends v.GenericSchema = v.GenericSchema, D extends v.GenericSchema = v.GenericSchema> {
  name: string;
  params: P;
  data: D;
  /** Needs the access token in the subscribe message. */
  auth: boolean;
}

export function defineChannel<P extends v.GenericSchema, D extends v.GenericSchema>(def: ChannelDef<P, D>): ChannelDef<P, D> {
  return def;
}

const tokenParams = v.object({ chain: chainKeySchema, address: v.pipe(v.string(), v.minLength(1)) });

/** token_price_change: chain, address, current_price (spec 3 §3). Needs chain and address. */
export const tokenPriceChange = defineChannel({
  name: 'token_price_change',
  params: tokenParams,
  data: v.object({ chain: chainKeySchema, address: v.string(), current_price: numeric, market_cap: v.optional(numeric), ts: int() }),
  auth: false,
});

/** trade_history: trade activity of one token. */
export const tradeHistory = defineChannel({
  name: 'trade_history',
  params: tokenParams,
  data: v.object({
    chain: chainKeySchema,
    target_token: v.string(),
    price_usd: numeric,
    volume_usd: numeric,
    side: v.picklist(['buy', 'sell']),
    /** Milliseconds. */
    trade_timestamp: int(),
    tx_hash: v.string(),
    maker: v.string(),
    tags: v.array(v.string()),
  }),
  auth: false,
});

/** token_rank: ranked list snapshot for a list type and the list filters (spec 3 §7), pushed every 2 s. */
export const tokenRank = defineChannel({
  name: 'token_rank',
  params: v.object({ ...tokenListParamsSchema.entries, type: v.picklist(['hot', 'new', 'ai', 'signal']) }),
  data: v.object({ type: v.string(), tokens: v.array(tokenSchema) }),
  auth: false,
});

/** Native coin USD prices for the status bar (SOL, BNB, ETH, GT, AVAX, POL), keyed by symbol, every second; a sim-side name in the spec's style. */
export const nativePrices = defineChannel({
  name: 'native_price',
  params: v.object({}),
  data: v.object({ prices: v.record(v.string(), numeric), ts: int() }),
  auth: false,
});

/**
 * order_notification (access token): the result of an order, matched by txHash (spec 1 §3
 * "Trade result notification"); errorCode 0 is success. Limit and TP/SL orders add order_id.
 */
export const orderNotification = defineChannel({
  name: 'order_notification',
  params: v.object({}),
  data: v.object({
    txHash: v.string(),
    errorCode: int(),
    message: v.optional(v.string()),
    chain: chainKeySchema,
    side: v.picklist(['buy', 'sell']),
    tokenIn: v.string(),
    tokenOut: v.string(),
    amountOut: numeric,
    amountOutUsd: numeric,
    tokenOutDecimals: int(),
    order_id: v.optional(v.string()),
    /** ORDER_TYPES of the order (1 market, 0 limit, 5 take-profit, 6 stop-loss). */
    order_type: int(),
  }),
  auth: true,
});

/** holds_change (access token): a position after it changed (spec 3 §3 "position"); `chain` optional, all trading chains when absent. */
export const holdsChange = defineChannel({
  name: 'holds_change',
  params: v.object({ chain: v.optional(chainKeySchema) }),
  data: v.object({
    token_address: v.string(),
    balance: numeric,
    chain: chainKeySchema,
    token_name: v.string(),
    token_symbol: v.string(),
    token_icon: v.string(),
    buy_avg_price: numeric,
    unrealized_profit: numeric,
    current_price: numeric,
    balance_usd: numeric,
  }),
  auth: true,
});

/** wallet_balance_change (access token): a balance of the user changed; token '' is the native coin. */
export const walletBalanceChange = defineChannel({
  name: 'wallet_balance_change',
  params: v.object({ chain: v.optional(chainKeySchema) }),
  data: v.object({ chain: chainKeySchema, token: v.string(), balance: numeric, wallet_address: v.string() }),
  auth: true,
});

/**
 * follow_wallet_info (access token): a trade of a wallet the user follows, with the spec's
 * "short field keys" (spec 3 §3). Keys are ours: c chain, w wallet, n wallet name, av avatar,
 * ta token address, tn token name, tl token logo, tct token create time (s), pf platform,
 * mc market cap, s side, ti/to token in/out ('' native), ai/ao amounts in/out, d token
 * decimals, h tx hash, et event time (ms), p current price.
 */
export const followWalletInfo = defineChannel({
  name: 'follow_wallet_info',
  params: v.object({ chain: v.optional(chainKeySchema) }),
  data: v.object({
    c: chainKeySchema,
    w: v.string(),
    n: v.string(),
    av: v.string(),
    ta: v.string(),
    tn: v.string(),
    tl: v.string(),
    tct: int(),
    pf: v.string(),
    mc: numeric,
    s: v.picklist(['buy', 'sell']),
    ti: v.string(),
    to: v.string(),
    ai: numeric,
    ao: numeric,
    d: int(),
    h: v.string(),
    et: int(),
    p: numeric,
  }),
  auth: true,
});

/** follow_wallet_alert_info (access token, chain): alerts for followed wallets with notify on (spec 3 §3 "Wallet alert"). */
export const followWalletAlert = defineChannel({
  name: 'follow_wallet_alert_info',
  params: v.object({ chain: chainKeySchema }),
  data: v.object({
    txHash: v.string(),
    walletDisplayName: v.string(),
    side: v.picklist(['buy', 'sell']),
    tokenName: v.string(),
    amountText: v.string(),
    tokenLogo: v.string(),
    tokenAddress: v.string(),
    walletAddress: v.string(),
    currentPrice: numeric,
    marketCap: numeric,
    isRemark: v.boolean(),
    chain: chainKeySchema,
  }),
  auth: true,
});

/** holder_balance: a holder's share of a token changed (spec 3 §3 "holders"). */
export const holderBalance = defineChannel({
  name: 'holder_balance',
  params: tokenParams,
  data: v.object({ chain: chainKeySchema, token: v.string(), wallet: v.string(), holding_percent: v.number() }),
  auth: false,
});

/** token_info_change: address, chain, updated_at (ms) required; the changed figures beside them. */
export const tokenInfoChange = defineChannel({
  name: 'token_info_change',
  params: tokenParams,
  data: v.object({
    address: v.string(),
    chain: chainKeySchema,
    updated_at: int(),
    current_price: v.optional(numeric),
    market_cap: v.optional(numeric),
    liquidity: v.optional(numeric),
    holders_count: v.optional(int()),
    progress: v.optional(v.number()),
    launch_status: v.optional(v.picklist(['new', 'completing', 'completed'])),
  }),
  auth: false,
});

const statsWindow = v.object({ volume: numeric, buys: int(), sells: int(), price_change: v.number() });
/** token_stats_change: trading stats over the 5m, 1h, 4h and 24h windows, every 2 s while they change. */
export const tokenStatsChange = defineChannel({
  name: 'token_stats_change',
  params: tokenParams,
  data: v.object({ chain: chainKeySchema, address: v.string(), stats: v.object({ '5m': statsWindow, '1h': statsWindow, '4h': statsWindow, '24h': statsWindow }), ts: int() }),
  auth: false,
});

const launchParams = v.object({ chain: v.optional(chainKeySchema) });
/** launch: every launch status event (creation = new, completing, completed) with the token. */
export const launch = defineChannel({
  name: 'launch',
  params: launchParams,
  data: v.object({ event: v.picklist(['new', 'completing', 'completed']), token: tokenSchema }),
  auth: false,
});

/** spot.pip.tokeninfo: the full token view of one token whenever its figures change (at most every second). */
export const spotPipTokenInfo = defineChannel({ name: 'spot.pip.tokeninfo', params: tokenParams, data: tokenSchema, auth: false });
/** spot.pip.launch: tokens as they are created. */
export const spotPipLaunch = defineChannel({ name: 'spot.pip.launch', params: launchParams, data: tokenSchema, auth: false });
/** spot.pip.finalized: tokens whose launch completed. */
export const spotPipFinalized = defineChannel({ name: 'spot.pip.finalized', params: launchParams, data: tokenSchema, auth: false });

/** spot.myorders (access token): a limit / TP / SL order of the user after it was created, triggered or cancelled. */
export const spotMyOrders = defineChannel({
  name: 'spot.myorders',
  params: v.object({ chain: v.optional(chainKeySchema) }),
  data: v.object({ ...limitOrderSchema.entries, event: v.picklist(['created', 'triggered', 'cancelled']) }),
  auth: true,
});

export const CHANNELS = {
  tokenPriceChange,
  tradeHistory,
  tokenRank,
  nativePrices,
  orderNotification,
  holdsChange,
  walletBalanceChange,
  followWalletInfo,
  followWalletAlert,
  holderBalance,
  tokenInfoChange,
  tokenStatsChange,
  launch,
  spotPipTokenInfo,
  spotPipLaunch,
  spotPipFinalized,
  spotMyOrders,
} as const;
export type ChannelName = keyof typeof CHANNELS;
export type ChannelParams<C extends ChannelName> = v.InferInput<(typeof CHANNELS)[C]['params']>;
export type ChannelData<C extends ChannelName> = v.InferOutput<(typeof CHANNELS)[C]['data']>;

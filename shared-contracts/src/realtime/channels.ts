import { z } from 'zod/mini';
import { chainKeySchema } from '../chains';
import { numeric } from '../api/endpoint';
import { tokenListParamsSchema, tokenSchema } from '../api/model/tokens';
import { limitOrderSchema } from '../api/model/trade';

export interface ChannelDef<P extends z.ZodMiniType = z.ZodMiniType, D extends z.ZodMiniType = z.ZodMiniType> {
  name: string;
  params: P;
  data: D;
  /** Needs the access token in the subscribe message. */
  auth: boolean;
}

export function defineChannel<P extends z.ZodMiniType, D extends z.ZodMiniType>(def: ChannelDef<P, D>): ChannelDef<P, D> {
  return def;
}

const tokenParams = z.object({ chain: chainKeySchema, address: z.string().check(z.minLength(1)) });

/** token_price_change: chain, address, current_price (spec 3 §3). Needs chain and address. */
export const tokenPriceChange = defineChannel({
  name: 'token_price_change',
  params: tokenParams,
  data: z.object({ chain: chainKeySchema, address: z.string(), current_price: numeric, market_cap: z.optional(numeric), ts: z.number().check(z.int()) }),
  auth: false,
});

/** trade_history: trade activity of one token. */
export const tradeHistory = defineChannel({
  name: 'trade_history',
  params: tokenParams,
  data: z.object({
    chain: chainKeySchema,
    target_token: z.string(),
    price_usd: numeric,
    volume_usd: numeric,
    side: z.enum(['buy', 'sell']),
    /** Milliseconds. */
    trade_timestamp: z.number().check(z.int()),
    tx_hash: z.string(),
    maker: z.string(),
    tags: z.array(z.string()),
  }),
  auth: false,
});

/** token_rank: ranked list snapshot for a list type and the list filters (spec 3 §7), pushed every 2 s. */
export const tokenRank = defineChannel({
  name: 'token_rank',
  params: z.extend(tokenListParamsSchema, { type: z.enum(['hot', 'new', 'ai', 'signal']) }),
  data: z.object({ type: z.string(), tokens: z.array(tokenSchema) }),
  auth: false,
});

/** Native coin USD prices for the status bar (SOL, BNB, ETH, GT, AVAX, POL), keyed by symbol, every second; a sim-side name in the spec's style. */
export const nativePrices = defineChannel({
  name: 'native_price',
  params: z.object({}),
  data: z.object({ prices: z.record(z.string(), numeric), ts: z.number().check(z.int()) }),
  auth: false,
});

/**
 * order_notification (access token): the result of an order, matched by txHash (spec 1 §3
 * "Trade result notification"); errorCode 0 is success. Limit and TP/SL orders add order_id.
 */
export const orderNotification = defineChannel({
  name: 'order_notification',
  params: z.object({}),
  data: z.object({
    txHash: z.string(),
    errorCode: z.number().check(z.int()),
    message: z.optional(z.string()),
    chain: chainKeySchema,
    side: z.enum(['buy', 'sell']),
    tokenIn: z.string(),
    tokenOut: z.string(),
    amountOut: numeric,
    amountOutUsd: numeric,
    tokenOutDecimals: z.number().check(z.int()),
    order_id: z.optional(z.string()),
    /** ORDER_TYPES of the order (1 market, 0 limit, 5 take-profit, 6 stop-loss). */
    order_type: z.number().check(z.int()),
  }),
  auth: true,
});

/** holds_change (access token): a position after it changed (spec 3 §3 "position"); `chain` optional, all trading chains when absent. */
export const holdsChange = defineChannel({
  name: 'holds_change',
  params: z.object({ chain: z.optional(chainKeySchema) }),
  data: z.object({
    token_address: z.string(),
    balance: numeric,
    chain: chainKeySchema,
    token_name: z.string(),
    token_symbol: z.string(),
    token_icon: z.string(),
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
  params: z.object({ chain: z.optional(chainKeySchema) }),
  data: z.object({ chain: chainKeySchema, token: z.string(), balance: numeric, wallet_address: z.string() }),
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
  params: z.object({ chain: z.optional(chainKeySchema) }),
  data: z.object({
    c: chainKeySchema,
    w: z.string(),
    n: z.string(),
    av: z.string(),
    ta: z.string(),
    tn: z.string(),
    tl: z.string(),
    tct: z.number().check(z.int()),
    pf: z.string(),
    mc: numeric,
    s: z.enum(['buy', 'sell']),
    ti: z.string(),
    to: z.string(),
    ai: numeric,
    ao: numeric,
    d: z.number().check(z.int()),
    h: z.string(),
    et: z.number().check(z.int()),
    p: numeric,
  }),
  auth: true,
});

/** follow_wallet_alert_info (access token, chain): alerts for followed wallets with notify on (spec 3 §3 "Wallet alert"). */
export const followWalletAlert = defineChannel({
  name: 'follow_wallet_alert_info',
  params: z.object({ chain: chainKeySchema }),
  data: z.object({
    txHash: z.string(),
    walletDisplayName: z.string(),
    side: z.enum(['buy', 'sell']),
    tokenName: z.string(),
    amountText: z.string(),
    tokenLogo: z.string(),
    tokenAddress: z.string(),
    walletAddress: z.string(),
    currentPrice: numeric,
    marketCap: numeric,
    isRemark: z.boolean(),
    chain: chainKeySchema,
  }),
  auth: true,
});

/** holder_balance: a holder's share of a token changed (spec 3 §3 "holders"). */
export const holderBalance = defineChannel({
  name: 'holder_balance',
  params: tokenParams,
  data: z.object({ chain: chainKeySchema, token: z.string(), wallet: z.string(), holding_percent: z.number() }),
  auth: false,
});

/** token_info_change: address, chain, updated_at (ms) required; the changed figures beside them. */
export const tokenInfoChange = defineChannel({
  name: 'token_info_change',
  params: tokenParams,
  data: z.object({
    address: z.string(),
    chain: chainKeySchema,
    updated_at: z.number().check(z.int()),
    current_price: z.optional(numeric),
    market_cap: z.optional(numeric),
    liquidity: z.optional(numeric),
    holders_count: z.optional(z.number().check(z.int())),
    progress: z.optional(z.number()),
    launch_status: z.optional(z.enum(['new', 'completing', 'completed'])),
  }),
  auth: false,
});

const statsWindow = z.object({ volume: numeric, buys: z.number().check(z.int()), sells: z.number().check(z.int()), price_change: z.number() });
/** token_stats_change: trading stats over the 5m, 1h, 4h and 24h windows, every 2 s while they change. */
export const tokenStatsChange = defineChannel({
  name: 'token_stats_change',
  params: tokenParams,
  data: z.object({ chain: chainKeySchema, address: z.string(), stats: z.object({ '5m': statsWindow, '1h': statsWindow, '4h': statsWindow, '24h': statsWindow }), ts: z.number().check(z.int()) }),
  auth: false,
});

const launchParams = z.object({ chain: z.optional(chainKeySchema) });
/** launch: every launch status event (creation = new, completing, completed) with the token. */
export const launch = defineChannel({
  name: 'launch',
  params: launchParams,
  data: z.object({ event: z.enum(['new', 'completing', 'completed']), token: tokenSchema }),
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
  params: z.object({ chain: z.optional(chainKeySchema) }),
  data: z.extend(limitOrderSchema, { event: z.enum(['created', 'triggered', 'cancelled']) }),
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
export type ChannelParams<C extends ChannelName> = z.input<(typeof CHANNELS)[C]['params']>;
export type ChannelData<C extends ChannelName> = z.infer<(typeof CHANNELS)[C]['data']>;

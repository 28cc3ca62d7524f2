/**
 * The live feed of followed-wallet trades (spec 3 §3 "followed-wallet trade"): each
 * follow_wallet_info push is a trade, written into the cached trade list (the REST list's entry)
 * by this pure reducer: newest first, one row per transaction, at most the list's 100.
 */
import type { ChannelData, ChannelReducer, EndpointResponse, FollowTrade } from '@nova/shared-contracts';

export type FeedPush = ChannelData<'followWalletInfo'>;
export type FeedList = EndpointResponse<'followWalletTradeList'>;

/** The trade list holds the 100 newest trades (GET follow_wallet_trade_list). */
export const FEED_MAX_TRADES = 100;

/**
 * A push (short field keys) as a list row. The push carries no symbol and no USD volume: the
 * token's name stands for its symbol, and the volume is the traded token amount at the pushed
 * price, until the next refetch of the list brings the server's values.
 */
export function tradeOfPush(push: FeedPush): FollowTrade {
  const tokenAmount = Number(push.s === 'buy' ? push.ao : push.ai);
  const volume = tokenAmount * Number(push.p);
  return {
    chain: push.c,
    wallet_address: push.w,
    wallet_name: push.n,
    avatar: push.av,
    token_address: push.ta,
    token_name: push.tn,
    token_symbol: push.tn,
    token_logo: push.tl,
    token_create_time: push.tct,
    platform: push.pf,
    market_cap: push.mc,
    side: push.s,
    token_in: push.ti,
    token_out: push.to,
    amount_in: push.ai,
    amount_out: push.ao,
    volume_usd: Number.isFinite(volume) ? String(volume) : '0',
    decimals: push.d,
    tx_hash: push.h,
    event_time: push.et,
    current_price: push.p,
  };
}

/** Puts a trade first, drops a transaction already listed, keeps at most `max` rows. */
export function prependTrade(list: readonly FollowTrade[], trade: FollowTrade, max: number = FEED_MAX_TRADES): FollowTrade[] | null {
  if (list.some((row) => row.tx_hash === trade.tx_hash)) return null;
  return [trade, ...list].slice(0, max);
}

/**
 * follow_wallet_info into the cached list: before the list's first answer there is nothing to
 * add to (undefined stays undefined, the REST answer comes); a transaction already listed
 * changes nothing (the same state is returned).
 */
export const feedReducer: ChannelReducer<FeedList, FeedPush> = {
  applyUpdate(state, push) {
    if (state === undefined) return state;
    const list = prependTrade(state.list, tradeOfPush(push));
    return list === null ? state : { ...state, list };
  },
};

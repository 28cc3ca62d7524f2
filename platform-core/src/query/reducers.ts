/**
 * Realtime layer 2b: pure channel reducers. Each turns a push into the next value of one cache
 * entry, never touching React, the socket or the cache itself (the writer does that). A reducer
 * returns the same reference when a push changes nothing, so the cache does not notify.
 *
 * Order: channels that carry a time (`ts`, `updated_at`) are versioned; `reduce` drops a push not
 * newer than the last one applied to that entry (a duplicate, or one overtaken on the wire).
 * Channels without a time (spot.pip.tokeninfo, holds_change, wallet_balance_change)
 * are full values of their row or list, so a repeat is a no-op by equality.
 */
import type { Asset, Position } from '@nova/shared-contracts';
import type { TokenInfo } from '@nova/shared-contracts';
import type { ChannelData, ChannelReducer } from '@nova/shared-contracts';

export type { ChannelReducer } from '@nova/shared-contracts';

export interface Reduced<S> {
  state: S | undefined;
  /** The version now applied (unchanged when the push was dropped). */
  version: number | undefined;
  changed: boolean;
}

/** Applies one push with the ordering rule: a versioned push not newer than `lastVersion` is dropped. */
export function reduce<S, D>(reducer: ChannelReducer<S, D>, state: S | undefined, push: D, lastVersion: number | undefined, kind: 'snapshot' | 'update' = 'update'): Reduced<S> {
  const version = reducer.versionOf?.(push);
  if (version !== undefined && lastVersion !== undefined && version <= lastVersion) return { state, version: lastVersion, changed: false };
  const apply = kind === 'snapshot' && reducer.applySnapshot ? reducer.applySnapshot : reducer.applyUpdate;
  const next = apply(state, push);
  return { state: next, version: version ?? lastVersion, changed: next !== state };
}

/** Shallow patch that keeps the reference when every field is already equal. */
function patch<S extends object>(state: S, fields: Partial<S>): S {
  const changed = (Object.keys(fields) as Array<keyof S>).some((key) => fields[key] !== undefined && !Object.is(state[key], fields[key]));
  if (!changed) return state;
  const defined = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<S>;
  return { ...state, ...defined };
}

const sameToken = (token: Pick<TokenInfo, 'chain' | 'address'>, chain: string, address: string) => token.chain === chain && token.address === address;

/** token_price_change -> token info: price and market cap. Token info arrives by REST first; a push before it is kept for nothing. */
export const tokenPriceReducer: ChannelReducer<TokenInfo, ChannelData<'tokenPriceChange'>> = {
  versionOf: (push) => push.ts,
  applyUpdate(token, push) {
    if (!token || !sameToken(token, push.chain, push.address)) return token;
    return patch(token, { current_price: push.current_price, market_cap: push.market_cap });
  },
};

/** token_info_change -> token info: whichever figures the push carries. */
export const tokenInfoChangeReducer: ChannelReducer<TokenInfo, ChannelData<'tokenInfoChange'>> = {
  versionOf: (push) => push.updated_at,
  applyUpdate(token, push) {
    if (!token || !sameToken(token, push.chain, push.address)) return token;
    return patch(token, {
      current_price: push.current_price,
      market_cap: push.market_cap,
      liquidity: push.liquidity,
      holders_count: push.holders_count,
      progress: push.progress,
      launch_status: push.launch_status,
    });
  },
};

/** token_stats_change -> token info: the 24h window is the token's 24h change and volume (both copies kept equal). */
export const tokenStatsReducer: ChannelReducer<TokenInfo, ChannelData<'tokenStatsChange'>> = {
  versionOf: (push) => push.ts,
  applyUpdate(token, push) {
    if (!token || !sameToken(token, push.chain, push.address)) return token;
    const day = push.stats['24h'];
    const next = patch(token, { price_change_24h: day.price_change, volume_24h: day.volume });
    if (next === token && token.trend_info.price_change_24h === day.price_change && token.trend_info.volume_24h === day.volume) return token;
    return { ...next, trend_info: { price_change_24h: day.price_change, volume_24h: day.volume } };
  },
};

/** spot.pip.tokeninfo -> token info: the full token view (snapshot and update alike). */
export const pipTokenInfoReducer: ChannelReducer<TokenInfo, ChannelData<'spotPipTokenInfo'>> = {
  applyUpdate(token, push) {
    if (!token || !sameToken(token, push.chain, push.address)) return token;
    const { social_media: _social, security_info: _security, ...figures } = push;
    const next = patch(token, figures);
    if (next === token) return token;
    return { ...next, trend_info: { price_change_24h: push.price_change_24h, volume_24h: push.volume_24h } };
  },
};

/**
 * holds_change -> positions: the figures of that token's row (removed at zero balance). A token
 * not in the list yet is left to the next positions fetch (the push lacks the profit fields).
 */
export const holdsReducer: ChannelReducer<{ list: Position[] }, ChannelData<'holdsChange'>> = {
  applyUpdate(positions, push) {
    if (!positions) return positions;
    const index = positions.list.findIndex((row) => row.chain === push.chain && row.token_address === push.token_address);
    if (index === -1) return positions;
    if (Number(push.balance) === 0) return { ...positions, list: positions.list.filter((_, i) => i !== index) };
    const current = positions.list[index]!;
    const next = patch(current, {
      balance: push.balance,
      balance_usd: push.balance_usd,
      buy_avg_price: push.buy_avg_price,
      current_price: push.current_price,
      unrealized_profit: push.unrealized_profit,
    });
    if (next === current) return positions;
    return { ...positions, list: positions.list.map((row, i) => (i === index ? next : row)) };
  },
};

/** wallet_balance_change -> assets: the balance of that token in that wallet. */
export const walletBalanceReducer: ChannelReducer<{ list: Asset[] }, ChannelData<'walletBalanceChange'>> = {
  applyUpdate(assets, push) {
    if (!assets) return assets;
    const index = assets.list.findIndex((row) => row.chain === push.chain && row.token === push.token && row.wallet_address === push.wallet_address);
    if (index === -1) return assets;
    const current = assets.list[index]!;
    const next = patch(current, { balance: push.balance });
    if (next === current) return assets;
    return { ...assets, list: assets.list.map((row, i) => (i === index ? next : row)) };
  },
};

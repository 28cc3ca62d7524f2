/**
 * The token page's pushes as pure cache reducers: each turns a push into the next value of the
 * REST answer it keeps live (the holders list, the activity list), so the one cache holds one
 * value per token and filter, and a token switch reads another entry (never the last token's rows).
 */
import type { ChannelData, ChannelReducer, EndpointResponse, WALLET_TAG_KINDS } from '@nova/shared-contracts';
import { applyHolder, applyTrade, holderShare } from './risk';
import type { HolderRow } from './risk';

type HolderAnswer = EndpointResponse<'holderList'>;
type Holder = HolderAnswer['holder_List'][number];

/**
 * holder_balance -> the holders answer: the wallet's new share (its USD value moved in
 * proportion; a wallet new to the top 100 joins without a value), the list re-sorted, at most 100.
 * A push before the answer is left to the answer.
 */
export const holderBalanceReducer: ChannelReducer<HolderAnswer, ChannelData<'holderBalance'>> = {
  applyUpdate(answer, push) {
    if (!answer) return answer;
    const known = answer.holder_List.find((row) => row.wallet === push.wallet);
    if (known?.holding_percent === push.holding_percent) return answer;
    const share = holderShare(known as HolderRow | undefined, push.wallet, push.holding_percent);
    const row = { avatar: '', ...known, ...share } as Holder;
    return { ...answer, holder_List: applyHolder(answer.holder_List, row) };
  },
};

type ActivityAnswer = EndpointResponse<'tokenActivity'>;
type Activity = ActivityAnswer['list'][number];

export interface ActivityFilter {
  tab: (typeof WALLET_TAG_KINDS)[number];
  /** Only trades above this volume (USD). */
  volumeGt?: number;
}

/** Whether a pushed trade belongs in a list with these filters. */
export function matchesFilter(trade: Pick<ChannelData<'tradeHistory'>, 'tags' | 'volume_usd'>, filter: ActivityFilter): boolean {
  if (filter.tab !== 'all' && !trade.tags.includes(filter.tab)) return false;
  return filter.volumeGt === undefined || Number(trade.volume_usd) > filter.volumeGt;
}

/** A pushed trade as a row of the activity answer (the amount is volume over price; no avatar yet). */
export function activityOf(trade: ChannelData<'tradeHistory'>): Activity {
  const amount = Number(trade.volume_usd) / Number(trade.price_usd);
  return {
    tx_hash: trade.tx_hash,
    side: trade.side,
    maker: trade.maker,
    maker_avatar: '',
    tags: trade.tags,
    price_usd: trade.price_usd,
    volume_usd: trade.volume_usd,
    amount: Number.isFinite(amount) ? String(amount) : '0',
    trade_timestamp: trade.trade_timestamp,
  };
}

/**
 * trade_history -> the activity answer of one filter: a matching trade on top, newest first,
 * de-duplicated by hash, at most 100 kept. A push before the answer is left to the answer.
 */
export function tradeHistoryReducer(filter: ActivityFilter): ChannelReducer<ActivityAnswer, ChannelData<'tradeHistory'>> {
  return {
    applyUpdate(answer, trade) {
      if (!answer || !matchesFilter(trade, filter)) return answer;
      const list = applyTrade(answer.list, activityOf(trade));
      return list === answer.list ? answer : { ...answer, list: list as Activity[], total: answer.total + 1 };
    },
  };
}

import { POLLING } from '@nova/shared-contracts';
import type { ChainKey, EndpointResponse, FollowTrade, LimitOrder, Position } from '@nova/shared-contracts';
import { dataOf, useApi, useFollow, usePlatform, useSession, useSubscription } from '@nova/shared-ui';
import { hasFollowedGroup } from '../model/followed';
import { ownTradeWallet } from '../model/markers';
import type { TradeDisplay } from '../model/display';

type ActivityRow = EndpointResponse<'tokenActivity'>['list'][number];

/** The signed-in user's trading of one token, from the one query cache (null: not asked for or not loaded). */
export interface TradeData {
  /** The user's trades of the token (own-trade markers). */
  activity: readonly ActivityRow[] | null;
  orders: readonly LimitOrder[] | null;
  positions: readonly Position[] | null;
  /** Followed wallets' trades of the token (only with a followed group). */
  followed: readonly FollowTrade[] | null;
  /** TP/SL and reverse are offered to custodial sessions. */
  custodial: boolean;
}

/**
 * What the overlay draws, read from the one query cache for a signed-in user (spec 3 §3, §4), each
 * list only while its toggle is on. Orders and positions are kept fresh by realtime
 * (`followUserOrders`: spot.myorders, order_notification, holds_change) and polled only at the
 * spec's figures (orders 5 s, positions 20 s by their factory); the own trades at trade history's
 * 5 s and at once on a successful order's notification; followed wallets' trades at the generic
 * 20 s and on their push.
 */
export function useTradeData(chain: ChainKey, address: string, display: TradeDisplay): TradeData {
  const session = useSession();
  const { queries } = usePlatform();
  const wallet = ownTradeWallet(session.user, chain);
  const signedIn = !!session.user && !!wallet;

  const activity = useApi(
    'tokenActivity',
    signedIn && display.ownTrades ? { chain, token_address: address, wallet_address: wallet!, page_size: 100, page_index: 1, tab: 'all', order_direction: 'desc' } : null,
    { pollMs: POLLING.ordersMs },
  );
  const orders = useApi('limitOrderList', signedIn && display.orderLines ? { chain, base_token: address, status: 2, page: 1, page_size: 100, wallet_address: wallet! } : null, { pollMs: POLLING.ordersMs });
  const holds = useApi('holdsList', signedIn && display.orderLines ? { chain, wallet_address: wallet! } : null);
  useFollow(signedIn ? () => queries.followUserOrders() : null, [queries]);
  const groups = useApi('groupList', signedIn && display.followedTrades ? {} : null, { pollMs: POLLING.genericMs });
  const following = signedIn && display.followedTrades && hasFollowedGroup(dataOf(groups)?.list);
  const followTrades = useApi('smartWalletTradeEvent', following ? { token: address, chain } : null, { pollMs: POLLING.genericMs });
  // Events that make a list stale (the lists themselves are cache entries): a successful order's
  // notification reloads the own trades (spec 1 §3: a fill refreshes the chart points), a followed
  // wallet's trade of this token the followed trades.
  useSubscription('orderNotification', signedIn && display.ownTrades ? {} : null, (push) => {
    if (push.errorCode === 0) activity.reload();
  });
  useSubscription('followWalletInfo', following ? {} : null, (push) => {
    if (push.ta === address) followTrades.reload();
  });

  // The answers' data (stable between renders), not the Loadable wrappers (new on each render).
  return {
    activity: dataOf(activity)?.list ?? null,
    orders: dataOf(orders)?.order_list ?? null,
    positions: dataOf(holds)?.list ?? null,
    followed: following ? (dataOf(followTrades)?.list ?? null) : null,
    custodial: session.kind === 'custodial',
  };
}

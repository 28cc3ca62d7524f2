import { POLLING } from '@nova/shared-contracts';
import type { FollowTrade, PlatformServices } from '@nova/shared-contracts';
import { toLoadable, useApi, useFollow, usePlatform, usePlatformQuery } from '@nova/shared-ui';
import { feedReducer } from '../model/feed';

/** The followed wallets' trade list (the 100 newest), polled as generic data. */
const feedListOptions = (platform: PlatformServices) => platform.queries.endpoint('followWalletTradeList', {}, POLLING.genericMs);

/** The followed wallets (wallet monitor endpoints, bearer); nothing is fetched while signed out. */
export function useFollowedWallets(signedIn: boolean) {
  return useApi('smartWalletList', signedIn ? {} : null);
}

/**
 * Keeps the trade list live while mounted and signed in: follow_wallet_info pushes go through
 * `feedReducer` into the list's cache entry (batched per frame), so every reader sees them.
 */
export function useLiveFeed(signedIn: boolean): void {
  const platform = usePlatform();
  useFollow(signedIn ? () => platform.queries.bindChannel('followWalletInfo', {}, feedListOptions(platform).queryKey, feedReducer) : null, [platform]);
}

/** The trade list (signed in) as a Loadable of the rows `select` keeps (a wallet or group filter). */
export function useFeedTrades(select: (list: readonly FollowTrade[]) => FollowTrade[]) {
  const platform = usePlatform();
  const result = usePlatformQuery(feedListOptions(platform), true, (data) => select(data.list));
  return { ...toLoadable(result, true), reload: () => void result.refetch() };
}

/** The wallet groups, and the wallets of the chosen group (null: no group chosen). */
export function useWalletGroups(signedIn: boolean, groupId: string | null) {
  const groups = useApi('groupList', signedIn ? {} : null);
  const members = useApi('smartList', signedIn && groupId !== null ? { group_id: groupId, page: 1, page_size: 100 } : null);
  return { groups, members };
}

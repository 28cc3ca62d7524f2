import { useMemo } from 'react';
import type { Token } from '@nova/shared-contracts';
import { toLoadableError, useApi, usePlatform, usePlatformMutation, useSession } from '@nova/shared-ui';

export interface Favourites {
  signedIn: boolean;
  /** Whether the token is in the user's watch list. */
  isWatched: (token: Pick<Token, 'chain' | 'address'>) => boolean;
  /**
   * Adds the token to the watch list (`watched`) or takes it off, its watch-list row made of the
   * figures `token` has: optimistic, rolled back with an error toast on failure; settles with the call.
   */
  set: (token: Token, watched: boolean) => Promise<void>;
  /** For a visitor: the login drawer. */
  requestLogin: () => void;
}

/**
 * The favourite stars (a list's rows, the token page header): which tokens are in the user's watch
 * list (the one cached list, so the watch list tracker shows the same) and the toggle, through one
 * query and one mutation observer for the whole list rather than one of each per row. The result
 * changes only with the session, the watch list or `failedMessage`, which the caller keeps stable
 * (it words the error toast in the caller's own catalogue, so the header's chunk has none of the
 * list's English).
 */
export function useFavourites(failedMessage: (message: string) => string): Favourites {
  const platform = usePlatform();
  const { user } = useSession();
  const list = useApi('watchList', user ? {} : null);
  const { mutateAsync } = usePlatformMutation(platform.queries.watchToggle());
  const watchTokens = list.status === 'success' || list.status === 'error' ? list.data?.watch_tokens : undefined;
  return useMemo(() => {
    const watched = new Set(watchTokens?.map((row) => `${row.chain}:${row.token_address}`));
    return {
      signedIn: !!user,
      isWatched: (token) => watched.has(`${token.chain}:${token.address}`),
      requestLogin: () => void platform.session.requestLogin(),
      set: async (token, watch) => {
        const row = {
          token_address: token.address,
          chain: token.chain,
          created_at: Math.floor(Date.now() / 1000),
          symbol: token.symbol,
          icon_url: token.logo,
          market_cap: token.market_cap,
          price_change_24h: token.price_change_24h,
          price: token.current_price,
          volume: token.volume_24h,
          circulating_supply: token.circulating_supply,
        };
        try {
          await mutateAsync({ chain: token.chain, token_address: token.address, watched: watch, token: row });
          platform.bus.emit('watchlist.changed', { chain: token.chain, address: token.address, watched: watch });
        } catch (error) {
          platform.toast.show({ kind: 'error', message: failedMessage(toLoadableError(error).message) });
        }
      },
    };
  }, [watchTokens, user, mutateAsync, platform, failedMessage]);
}

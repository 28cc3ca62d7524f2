import { usePlatform, watchToggleMutation } from '@nova/shared-contracts';
import type { Token } from '@nova/shared-contracts';
import { useApi, usePlatformMutation, useSession } from '@nova/shared-ui';
import { useDiscoverMessages } from '../../../i18n/messages';
import { decideFavourite } from '../model/favourite';

/**
 * The favourite star of a token: whether it is in the user's watch list (the one cached list,
 * so the watch list tracker shows the same), and a toggle that is optimistic, ignored while in
 * flight, rolled back with an error toast on failure, and asks a visitor to log in first.
 * `current` gives the token's figures at the moment of the toggle (default: `token`'s).
 */
export function useFavourite(token: Token, current: () => Token = () => token) {
  const platform = usePlatform();
  const { t } = useDiscoverMessages();
  const { user } = useSession();
  const list = useApi('watchList', user ? {} : null);
  const mutation = usePlatformMutation(watchToggleMutation(platform.api, platform.query));
  const watched = list.status === 'success' || list.status === 'error' ? (list.data?.watch_tokens.some((row) => row.chain === token.chain && row.token_address === token.address) ?? false) : false;
  const toggle = () => {
    const decision = decideFavourite({ signedIn: !!user, pending: mutation.isPending, watched });
    if (decision.kind === 'login') {
      void platform.session.requestLogin();
      return;
    }
    if (decision.kind === 'ignore') return;
    const now = current();
    const row = {
      token_address: token.address,
      chain: token.chain,
      created_at: Math.floor(Date.now() / 1000),
      symbol: now.symbol,
      icon_url: now.logo,
      market_cap: now.market_cap,
      price_change_24h: now.price_change_24h,
      price: now.current_price,
      volume: now.volume_24h,
      circulating_supply: now.circulating_supply,
    };
    mutation.mutate(
      { chain: token.chain, token_address: token.address, watched: decision.watched, token: row },
      {
        onSuccess: () => platform.bus.emit('watchlist.changed', { chain: token.chain, address: token.address, watched: decision.watched }),
        onError: (error) => platform.toast.show({ kind: 'error', message: t('discover.row.favouriteFailed', { message: error.message }) }),
      },
    );
  };
  return { watched, pending: mutation.isPending, toggle };
}

import { Button, EmptyState, LoadableView, usePlatform, useSession } from '@nova/shared-ui';
import { useTrackersMessages } from '../../../i18n/messages';
import { useFollowedWallets, useLiveFeed } from '../api/feed';
import { FeedBody } from './FeedBody';

export type FeedVariant = 'window' | 'board';

export interface WalletFeedProps {
  /** window: a narrow column (the floating or docked tracker); board: the /trackers page with groups. */
  variant: FeedVariant;
}

/**
 * The followed wallets and their latest trades: signed out, a sign-in prompt; no followed wallet,
 * an empty state; otherwise a wallet filter and the trade table. The board adds the wallet groups.
 * While shown, follow_wallet_info pushes are written into the trade list.
 */
export function WalletFeed({ variant }: WalletFeedProps) {
  const { t } = useTrackersMessages();
  const { session } = usePlatform();
  const { user } = useSession();
  const signedIn = user !== null;
  const wallets = useFollowedWallets(signedIn);
  useLiveFeed(signedIn);

  if (!signedIn)
    return (
      <EmptyState
        title={t('trackers.wallet.signIn')}
        description={t('trackers.wallet.signInHint')}
        action={
          <Button variant="primary" size="sm" onClick={() => void session.requestLogin()}>
            {t('trackers.wallet.signIn')}
          </Button>
        }
      />
    );

  return (
    <LoadableView value={wallets} loadingLabel={t('trackers.wallet.loading')} errorTitle={t('trackers.wallet.error')} onRetry={wallets.reload} retryLabel={t('trackers.retry')}>
      {({ wallet_list }) =>
        wallet_list.length === 0 ? <EmptyState title={t('trackers.wallet.empty')} description={t('trackers.wallet.emptyHint')} /> : <FeedBody variant={variant} wallets={wallet_list} />
      }
    </LoadableView>
  );
}

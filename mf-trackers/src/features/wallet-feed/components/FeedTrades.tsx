import { EmptyState, LoadableView } from '@nova/shared-ui';
import { useTrackersMessages } from '../../../i18n/messages';
import { useFeedTrades } from '../api/feed';
import { tradesOf } from '../model/trades';
import { TradeTable } from './TradeTable';

export interface FeedTradesProps {
  /** The wallets whose trades show; null: every followed wallet. */
  filter: ReadonlySet<string> | null;
  names: ReadonlyMap<string, string>;
  wide: boolean;
}

/** The live trade list of the followed wallets (the cache's entry, pushes included), filtered. */
export function FeedTrades({ filter, names, wide }: FeedTradesProps) {
  const { t } = useTrackersMessages();
  const trades = useFeedTrades((list) => tradesOf(list, filter));
  return (
    <LoadableView value={trades} loadingLabel={t('trackers.wallet.tradesLoading')} errorTitle={t('trackers.wallet.tradesError')} onRetry={trades.reload} retryLabel={t('trackers.retry')}>
      {(rows) => (rows.length === 0 ? <EmptyState title={t('trackers.wallet.noTrades')} description={t('trackers.wallet.noTradesHint')} /> : <TradeTable rows={rows} names={names} wide={wide} />)}
    </LoadableView>
  );
}

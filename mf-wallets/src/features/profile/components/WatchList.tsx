import type { WatchToken } from '@nova/shared-contracts';
import { ChangeBadge, EmptyState, formatUsd, LoadableView, Table, toLoadable } from '@nova/shared-ui';
import type { TableColumn } from '@nova/shared-ui';
import { useWatchList } from '../api/queries';
import { useProfileMessages } from '../i18n/messages';
import { Rows } from './listParts';
import type { ListProps } from './listParts';
import { TokenLink } from './TokenLink';

/** The user's favourites (own wallet's Watch list). */
export function WatchList({ onOpen }: Pick<ListProps, 'onOpen'>) {
  const { t, locale } = useProfileMessages();
  const watch = useWatchList(true);
  const columns: TableColumn<WatchToken>[] = [
    { id: 'token', header: t('walletProfile.col.token'), cell: (r) => <TokenLink chain={r.chain} address={r.token_address} symbol={r.symbol} icon={r.icon_url} onOpen={onOpen} /> },
    { id: 'price', header: t('walletProfile.col.price'), align: 'right', cell: (r) => formatUsd(r.price, { locale, compact: false }) },
    { id: 'change', header: t('walletProfile.col.change'), align: 'right', cell: (r) => <ChangeBadge value={r.price_change_24h} locale={locale} /> },
    { id: 'mcap', header: t('walletProfile.col.marketCap'), align: 'right', cell: (r) => formatUsd(r.market_cap, { locale }) },
    { id: 'volume', header: t('walletProfile.col.volume'), align: 'right', cell: (r) => formatUsd(r.volume, { locale }) },
  ];
  return (
    <LoadableView value={toLoadable(watch, true)} loadingLabel={t('walletProfile.loading')} errorTitle={t('walletProfile.list.error')} retryLabel={t('walletProfile.list.retry')} onRetry={() => void watch.refetch()} skeletonRows={6}>
      {({ watch_tokens }) =>
        watch_tokens.length === 0 ? (
          <EmptyState title={t('walletProfile.empty.watch')} />
        ) : (
          <Rows>
            <Table label={t('walletProfile.tab.watch')} columns={columns} rows={watch_tokens} rowKey={(r) => `${r.chain}:${r.token_address}`} onRowClick={(r) => onOpen(r.chain, r.token_address)} />
          </Rows>
        )
      }
    </LoadableView>
  );
}

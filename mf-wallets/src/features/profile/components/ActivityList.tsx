import styled from '@emotion/styled';
import type { EndpointResponse } from '@nova/shared-contracts';
import { EmptyState, formatAge, formatCoinAmount, formatUsd, LoadableView, Table, toLoadable, vars } from '@nova/shared-ui';
import type { TableColumn } from '@nova/shared-ui';
import { useActivityPages } from '../api/queries';
import { useProfileMessages } from '../i18n/messages';
import { activitySide, activitySymbol } from '../model/activity';
import { InfiniteFooter } from './InfiniteFooter';
import { Rows, Two } from './listParts';
import type { ListProps } from './listParts';
import { TokenLink } from './TokenLink';
import { useNarrow } from './useNarrow';

type Activity = EndpointResponse<'walletActivity'>['list'][number];

/** The wallet's trades (own: Transaction record; other: Activity), infinite, 30 a page. */
export function ActivityList({ address, onOpen, label, empty }: ListProps & { label: string; empty: string }) {
  const { t, locale } = useProfileMessages();
  const narrow = useNarrow();
  const pages = useActivityPages(address, true);
  const rows = pages.data?.pages.flatMap((page) => page.list) ?? [];
  const now = Date.now();
  const columns: TableColumn<Activity>[] = [
    {
      id: 'type',
      header: t('walletProfile.col.type'),
      cell: (r) => {
        const side = activitySide(r);
        return <Side data-side={side}>{t(side === 'buy' ? 'walletProfile.side.buy' : 'walletProfile.side.sell')}</Side>;
      },
    },
    {
      id: 'token',
      header: t('walletProfile.col.token'),
      cell: (r) => <TokenLink chain={r.chain} address={r.target_token_addr} symbol={activitySymbol(r)} icon={r.token_icon} onOpen={onOpen} />,
    },
    {
      id: 'amount',
      header: t('walletProfile.col.amount'),
      align: 'right',
      cell: (r) => <Two top={formatCoinAmount(r.token_out_amount, r.token_out_symbol, { locale })} bottom={`− ${formatCoinAmount(r.token_in_amount, r.token_in_symbol, { locale })}`} />,
    },
    { id: 'price', header: t('walletProfile.col.price'), align: 'right', cell: (r) => formatUsd(r.sell_price, { locale, compact: false }) },
    ...(narrow ? [] : ([{ id: 'mcap', header: t('walletProfile.col.marketCap'), align: 'right', cell: (r) => formatUsd(r.sell_marketcap, { locale }) }] satisfies TableColumn<Activity>[])),
    { id: 'time', header: t('walletProfile.col.time'), align: 'right', cell: (r) => <span className="dim">{formatAge(r.trade_time * 1000, now, locale)}</span> },
  ];
  return (
    <LoadableView value={toLoadable(pages, true)} loadingLabel={t('walletProfile.loading')} errorTitle={t('walletProfile.list.error')} retryLabel={t('walletProfile.list.retry')} onRetry={() => void pages.refetch()} skeletonRows={8}>
      {() =>
        rows.length === 0 ? (
          <EmptyState title={empty} />
        ) : (
          <Rows>
            <Table label={label} columns={columns} rows={rows} rowKey={(r) => r.id} onRowClick={(r) => onOpen(r.chain, r.target_token_addr)} />
            <InfiniteFooter hasNextPage={pages.hasNextPage} fetching={pages.isFetchingNextPage} error={pages.isFetchNextPageError ? pages.error : null} fetchNextPage={() => void pages.fetchNextPage()} />
          </Rows>
        )
      }
    </LoadableView>
  );
}

const Side = styled.span`
  display: inline-block;
  padding: 1px 6px;
  border-radius: ${vars.size.radiusSm};
  font-size: ${vars.size.fontXs};
  font-weight: 600;
  &[data-side='buy'] { color: ${vars.color.up}; background: ${vars.color.upSoft}; }
  &[data-side='sell'] { color: ${vars.color.down}; background: ${vars.color.downSoft}; }
`;

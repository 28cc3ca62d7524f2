import { EmptyState, formatAge, formatCompact, formatPercent, formatPrice, formatUsd, IconButton, LoadableView, stripBidiControls, Table, toLoadable, usePlatform } from '@nova/shared-ui';
import type { TokenProfit } from '@nova/shared-contracts';
import type { TableColumn } from '@nova/shared-ui';
import { useProfitPages } from '../api/queries';
import { useProfileMessages } from '../i18n/messages';
import { InfiniteFooter } from './InfiniteFooter';
import { Rows, ShareIcon, Signed, Two } from './listParts';
import type { ListProps } from './listParts';
import { TokenLink } from './TokenLink';
import { useNarrow } from './useNarrow';

/** Token profit rows (own: Positions with Share; other: Recent PnL), infinite, 30 a page. */
export function ProfitList({ address, chain, onOpen, share, label, empty }: ListProps & { share: boolean; label: string; empty: string }) {
  const { t, locale } = useProfileMessages();
  const { bus } = usePlatform();
  const narrow = useNarrow();
  const pages = useProfitPages(address, true);
  const rows = pages.data?.pages.flatMap((page) => page.token_profit) ?? [];
  const now = Date.now();
  const usd = (v: string | number) => formatUsd(v, { locale });
  const columns: TableColumn<TokenProfit>[] = [
    { id: 'token', header: t('walletProfile.col.token'), cell: (r) => <TokenLink chain={r.chain} address={r.token_address} symbol={r.token_symbol} icon={r.token_icon} name={r.token_name} onOpen={onOpen} /> },
    { id: 'balance', header: t('walletProfile.col.balance'), align: 'right', cell: (r) => <Two top={usd(r.balance_usd)} bottom={formatCompact(r.balance, { locale })} /> },
    ...(narrow
      ? []
      : ([
          { id: 'bought', header: t('walletProfile.col.bought'), align: 'right', cell: (r) => <Two top={usd(r.buy)} bottom={t('walletProfile.avg', { price: formatPrice(r.buy_avg_price, { locale }) })} /> },
          { id: 'sold', header: t('walletProfile.col.sold'), align: 'right', cell: (r) => <Two top={usd(r.sell)} bottom={t('walletProfile.avg', { price: formatPrice(r.sell_avg_price, { locale }) })} /> },
          { id: 'realised', header: t('walletProfile.col.realised'), align: 'right', cell: (r) => <Signed value={r.profile}>{usd(r.profile)}</Signed> },
          { id: 'unrealised', header: t('walletProfile.col.unrealised'), align: 'right', cell: (r) => <Signed value={r.unrealized_profit}>{usd(r.unrealized_profit)}</Signed> },
        ] satisfies TableColumn<TokenProfit>[])),
    {
      id: 'total',
      header: t('walletProfile.col.totalPnl'),
      align: 'right',
      cell: (r) => <Two top={<Signed value={r.total_profit}>{usd(r.total_profit)}</Signed>} bottom={<Signed value={r.total_profit_percent}>{formatPercent(r.total_profit_percent, { locale, signed: true })}</Signed>} />,
    },
    ...(narrow ? [] : ([{ id: 'last', header: t('walletProfile.col.lastTrade'), align: 'right', cell: (r) => <span className="dim">{formatAge(r.latest_trade_time * 1000, now, locale)}</span> }] satisfies TableColumn<TokenProfit>[])),
    ...(share
      ? ([
          {
            id: 'share',
            header: t('walletProfile.col.share'),
            align: 'right',
            cell: (r) => (
              <IconButton
                size="sm"
                label={t('walletProfile.shareToken', { symbol: stripBidiControls(r.token_symbol) })}
                icon={<ShareIcon />}
                onClick={(event) => {
                  event.stopPropagation();
                  bus.emit('pnl.share', { wallet: address, chain, token: r.token_address });
                }}
              />
            ),
          },
        ] satisfies TableColumn<TokenProfit>[])
      : []),
  ];
  return (
    <LoadableView value={toLoadable(pages, true)} loadingLabel={t('walletProfile.loading')} errorTitle={t('walletProfile.list.error')} retryLabel={t('walletProfile.list.retry')} onRetry={() => void pages.refetch()} skeletonRows={8}>
      {() =>
        rows.length === 0 ? (
          <EmptyState title={empty} />
        ) : (
          <Rows>
            <Table label={label} columns={columns} rows={rows} rowKey={(r) => `${r.chain}:${r.token_address}`} onRowClick={(r) => onOpen(r.chain, r.token_address)} />
            <InfiniteFooter hasNextPage={pages.hasNextPage} fetching={pages.isFetchingNextPage} error={pages.isFetchNextPageError ? pages.error : null} fetchNextPage={() => void pages.fetchNextPage()} />
          </Rows>
        )
      }
    </LoadableView>
  );
}

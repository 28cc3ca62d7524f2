import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import type { ChainKey, EndpointResponse, TokenProfit, WatchToken } from '@nova/shared-contracts';
import { ChangeBadge, EmptyState, formatAge, formatCoinAmount, formatCompact, formatPercent, formatPrice, formatUsd, IconButton, LoadableView, Table, toLoadable, usePlatform, vars } from '@nova/shared-ui';
import type { TableColumn } from '@nova/shared-ui';
import { tone } from '../model/profit';
import { useActivityPages, useProfitPages, useWatchList } from '../api/queries';
import { useProfileMessages } from '../i18n/messages';
import { InfiniteFooter } from './InfiniteFooter';
import { TokenLink } from './TokenLink';
import { useNarrow } from './useNarrow';

type Activity = EndpointResponse<'walletActivity'>['list'][number];

export interface ListProps {
  address: string;
  chain: ChainKey;
  onOpen: (chain: ChainKey, address: string) => void;
}

const Signed = ({ value, children }: { value: string | number; children: ReactNode }) => <span data-tone={tone(value)}>{children}</span>;

function Two({ top, bottom }: { top: ReactNode; bottom?: ReactNode }) {
  return (
    <Stack>
      <span>{top}</span>
      {bottom !== undefined && <span className="sub">{bottom}</span>}
    </Stack>
  );
}

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
    ...(narrow ? [] : ([{ id: 'last', header: t('walletProfile.col.lastTrade'), align: 'right', cell: (r) => <span className="dim">{formatAge(r.latest_trade_time * 1000, now)}</span> }] satisfies TableColumn<TokenProfit>[])),
    ...(share
      ? ([
          {
            id: 'share',
            header: t('walletProfile.col.share'),
            align: 'right',
            cell: (r) => (
              <IconButton
                size="sm"
                label={t('walletProfile.shareToken', { symbol: r.token_symbol })}
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
      cell: (r) => (r.fomox_position_action_type === 5 ? <Side data-side="buy">{t('walletProfile.side.buy')}</Side> : <Side data-side="sell">{t('walletProfile.side.sell')}</Side>),
    },
    {
      id: 'token',
      header: t('walletProfile.col.token'),
      cell: (r) => {
        const buy = r.fomox_position_action_type === 5;
        return <TokenLink chain={r.chain} address={r.target_token_addr} symbol={buy ? r.token_out_symbol : r.token_in_symbol} icon={r.token_icon} onOpen={onOpen} />;
      },
    },
    {
      id: 'amount',
      header: t('walletProfile.col.amount'),
      align: 'right',
      cell: (r) => <Two top={formatCoinAmount(r.token_out_amount, r.token_out_symbol, { locale })} bottom={`− ${formatCoinAmount(r.token_in_amount, r.token_in_symbol, { locale })}`} />,
    },
    { id: 'price', header: t('walletProfile.col.price'), align: 'right', cell: (r) => formatPrice(r.sell_price, { locale }) },
    ...(narrow ? [] : ([{ id: 'mcap', header: t('walletProfile.col.marketCap'), align: 'right', cell: (r) => `$${formatCompact(r.sell_marketcap, { locale })}` }] satisfies TableColumn<Activity>[])),
    { id: 'time', header: t('walletProfile.col.time'), align: 'right', cell: (r) => <span className="dim">{formatAge(r.trade_time * 1000, now)}</span> },
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

/** The user's favourites (own wallet's Watch list). */
export function WatchList({ onOpen }: Pick<ListProps, 'onOpen'>) {
  const { t, locale } = useProfileMessages();
  const watch = useWatchList(true);
  const columns: TableColumn<WatchToken>[] = [
    { id: 'token', header: t('walletProfile.col.token'), cell: (r) => <TokenLink chain={r.chain} address={r.token_address} symbol={r.symbol} icon={r.icon_url} onOpen={onOpen} /> },
    { id: 'price', header: t('walletProfile.col.price'), align: 'right', cell: (r) => formatPrice(r.price, { locale }) },
    { id: 'change', header: t('walletProfile.col.change'), align: 'right', cell: (r) => <ChangeBadge value={r.price_change_24h} locale={locale} /> },
    { id: 'mcap', header: t('walletProfile.col.marketCap'), align: 'right', cell: (r) => `$${formatCompact(r.market_cap, { locale })}` },
    { id: 'volume', header: t('walletProfile.col.volume'), align: 'right', cell: (r) => `$${formatCompact(r.volume, { locale })}` },
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

export function ShareIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true">
      <path fill="currentColor" d="M12 10.5a2.5 2.5 0 0 0-1.9.9L6.4 9.3a2.5 2.5 0 0 0 0-2.6l3.7-2.1A2.5 2.5 0 1 0 9.5 3l-3.7 2.1a2.5 2.5 0 1 0 0 3.8l3.7 2.1A2.5 2.5 0 1 0 12 10.5z" />
    </svg>
  );
}

const Rows = styled.div`
  [data-tone='up'] { color: ${vars.color.up}; }
  [data-tone='down'] { color: ${vars.color.down}; }
  .dim { color: ${vars.color.textMuted}; }
  td { font-family: ${vars.font.mono}; font-size: ${vars.size.fontSm}; }
  tbody tr { cursor: pointer; }
`;

const Stack = styled.span`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-end;
  line-height: 1.3;
  .sub { color: ${vars.color.textDim}; font-size: ${vars.size.fontXs}; }
`;

const Side = styled.span`
  display: inline-block;
  padding: 1px 6px;
  border-radius: ${vars.size.radiusSm};
  font-size: ${vars.size.fontXs};
  font-weight: 600;
  &[data-side='buy'] { color: ${vars.color.up}; background: ${vars.color.upSoft}; }
  &[data-side='sell'] { color: ${vars.color.down}; background: ${vars.color.downSoft}; }
`;

import styled from '@emotion/styled';
import { useEffect, useId, useState } from 'react';
import { POLLING, usePlatform } from '@nova/shared-contracts';
import type { Position, WatchToken } from '@nova/shared-contracts';
import { ChangeBadge, EmptyState, LoadableView, Table, Tabs, formatPrice, formatUsd, nextSort, useApi, useSession, vars } from '@nova/shared-ui';
import type { SortState, TableColumn } from '@nova/shared-ui';
import { TokenLink } from '../../../components/TokenLink';
import { useTrackersMessages } from '../../../i18n/messages';
import { sortWatchlist, watchValue } from '../model/watchlist';
import type { WatchBasis, WatchSortKey } from '../model/watchlist';

type View = 'positions' | 'watchlist';

/** The position tracker's content: tabs Positions and Watchlist (spec 3 §2). Signed-in users only. */
export function PositionTracker() {
  const { t } = useTrackersMessages();
  const [view, setView] = useState<View>('positions');
  const panelId = useId();
  return (
    <Column>
      <Bar>
        <Tabs
          label={t('trackers.position.tabs')}
          size="sm"
          items={[
            { value: 'positions', label: t('trackers.position.positions') },
            { value: 'watchlist', label: t('trackers.position.watchlist') },
          ]}
          value={view}
          onChange={setView}
        />
      </Bar>
      <Panel id={panelId} role="tabpanel" aria-label={t(view === 'positions' ? 'trackers.position.positions' : 'trackers.position.watchlist')}>
        {view === 'positions' ? <Positions /> : <Watchlist />}
      </Panel>
    </Column>
  );
}

function Positions() {
  const { t, locale } = useTrackersMessages();
  const { bus } = usePlatform();
  const { user } = useSession();
  const positions = useApi('holdsList', user ? {} : null, { pollMs: POLLING.positionsMs });
  const { reload } = positions;
  useEffect(() => bus.on('trade.executed', ({ status }) => status === 'success' && reload()), [bus, reload]);
  const columns: TableColumn<Position>[] = [
    { id: 'token', header: t('trackers.col.token'), cell: (row) => <TokenLink chain={row.chain} address={row.token_address} symbol={row.token_symbol} icon={row.token_icon} /> },
    { id: 'value', header: t('trackers.col.value'), align: 'right', cell: (row) => formatUsd(row.balance_usd, { locale }) },
    {
      id: 'pnl',
      header: t('trackers.col.pnl'),
      align: 'right',
      cell: (row) => (
        <Stack>
          <span data-tone={Number(row.unrealized_profit) >= 0 ? 'up' : 'down'}>{formatUsd(row.unrealized_profit, { locale })}</span>
          <ChangeBadge value={row.unrealized_profit_percent} locale={locale} />
        </Stack>
      ),
    },
  ];
  return (
    <LoadableView value={positions} loadingLabel={t('trackers.position.loading')} errorTitle={t('trackers.position.error')} onRetry={reload} retryLabel={t('trackers.retry')}>
      {({ list }) =>
        list.length === 0 ? (
          <EmptyState title={t('trackers.position.empty')} description={t('trackers.position.emptyHint')} />
        ) : (
          <Table label={t('trackers.position.positions')} columns={columns} rows={list} rowKey={(row) => `${row.chain}:${row.token_address}`} />
        )
      }
    </LoadableView>
  );
}

function Watchlist() {
  const { t, locale } = useTrackersMessages();
  const { bus } = usePlatform();
  const { user } = useSession();
  const watch = useApi('watchList', user ? {} : null, { pollMs: POLLING.genericMs });
  const { reload } = watch;
  useEffect(() => bus.on('watchlist.changed', () => reload()), [bus, reload]);
  const [sort, setSort] = useState<SortState<WatchSortKey> | null>(null);
  const [basis, setBasis] = useState<WatchBasis>('price');
  const columns: TableColumn<WatchToken, WatchSortKey | 'token' | 'value'>[] = [
    { id: 'token', header: t('trackers.col.token'), cell: (row) => <TokenLink chain={row.chain} address={row.token_address} symbol={row.symbol} icon={row.icon_url} /> },
    {
      id: 'value',
      header: t(basis === 'price' ? 'trackers.col.price' : 'trackers.col.mcap'),
      align: 'right',
      cell: (row) => (basis === 'price' ? formatPrice(watchValue(row, basis), { locale }) : formatUsd(watchValue(row, basis), { locale, compact: true })),
    },
    { id: 'volume', header: t('trackers.col.volume'), align: 'right', sortable: true, cell: (row) => formatUsd(row.volume, { locale, compact: true }) },
    { id: 'change', header: t('trackers.col.change'), align: 'right', sortable: true, cell: (row) => <ChangeBadge value={row.price_change_24h} locale={locale} /> },
  ];
  return (
    <LoadableView value={watch} loadingLabel={t('trackers.watch.loading')} errorTitle={t('trackers.watch.error')} onRetry={reload} retryLabel={t('trackers.retry')}>
      {({ watch_tokens }) =>
        watch_tokens.length === 0 ? (
          <EmptyState title={t('trackers.watch.empty')} description={t('trackers.watch.emptyHint')} />
        ) : (
          <>
            <Bar data-align="end">
              <Tabs
                label={t('trackers.watch.basis')}
                appearance="pill"
                size="sm"
                items={[
                  { value: 'price', label: t('trackers.watch.basis.price') },
                  { value: 'mcap', label: t('trackers.watch.basis.mcap') },
                ]}
                value={basis}
                onChange={setBasis}
              />
            </Bar>
            <Table
              label={t('trackers.position.watchlist')}
              columns={columns}
              rows={sortWatchlist(watch_tokens, sort)}
              rowKey={(row) => `${row.chain}:${row.token_address}`}
              sort={sort}
              onSortChange={(column) => {
                if (column === 'volume' || column === 'change') setSort(nextSort(sort, column));
              }}
            />
          </>
        )
      }
    </LoadableView>
  );
}

const Column = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-height: 0;
`;

const Bar = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  padding: 0 ${vars.size.space3};
  border-bottom: 1px solid ${vars.color.border};
  &[data-align='end'] { justify-content: flex-end; padding: ${vars.size.space2} ${vars.size.space3}; }
`;

const Panel = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-height: 0;
`;

const Stack = styled.span`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-end;
  line-height: 1.2;
  & > [data-tone='up'] { color: ${vars.color.up}; }
  & > [data-tone='down'] { color: ${vars.color.down}; }
`;

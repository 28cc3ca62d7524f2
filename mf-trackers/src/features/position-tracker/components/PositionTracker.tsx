import styled from '@emotion/styled';
import { useEffect, useId, useState } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { CHAINS, POLLING } from '@nova/shared-contracts';
import type { Position, WatchToken } from '@nova/shared-contracts';
import { Button, ChangeBadge, EmptyState, formatPrice, formatUsd, LoadableView, nextSort, stripBidiControls, Table, Tabs, useApi, usePlatform, useSession, vars } from '@nova/shared-ui';
import type { SortState, TableColumn } from '@nova/shared-ui';
import { TokenLink } from '../../../shared/TokenLink';
import { useQuickBuyAmount, useQuickTrade } from '../../../shared/quickTrade';
import { useTrackersMessages } from '../../../i18n/messages';
import { HIDE_REVERT_MS, hiddenKey } from '../model/hiddenTokens';
import { WATCH_ROW_HEIGHT_PX, sortWatchlist, watchValue } from '../model/watchlist';
import type { WatchBasis, WatchSortKey } from '../model/watchlist';
import { useHiddenTokens } from './useHiddenTokens';

type View = 'positions' | 'watchlist';

/**
 * The position tracker's content: tabs Positions and Watchlist (spec 3 §2). Signed-in users only.
 * Rows have quick actions (like GMGN's and Axiom's trackers): sell 50 % or all of a position, buy a
 * watched token for the status-bar amount; each asks mf-trade through bus `trade.quick`.
 */
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
  const quickTrade = useQuickTrade();
  const sell = (row: Position, percent: number) => quickTrade({ chain: row.chain, address: row.token_address, side: 'sell', percent, source: 'position-tracker' });
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
    {
      id: 'actions',
      header: '',
      align: 'right',
      cell: (row) => {
        const symbol = stripBidiControls(row.token_symbol);
        return (
          <Quick>
            <QuickButton type="button" data-side="sell" aria-label={t('trackers.position.sellHalf', { symbol })} title={t('trackers.position.sellHalf', { symbol })} onClick={quiet(() => sell(row, 50))}>
              {t('trackers.position.sellHalfShort')}
            </QuickButton>
            <QuickButton type="button" data-side="sell" aria-label={t('trackers.position.sellAll', { symbol })} title={t('trackers.position.sellAll', { symbol })} onClick={quiet(() => sell(row, 100))}>
              {t('trackers.position.sellAllShort')}
            </QuickButton>
          </Quick>
        );
      },
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
  const { bus, toast } = usePlatform();
  const { user } = useSession();
  const watch = useApi('watchList', user ? {} : null, { pollMs: POLLING.genericMs });
  const { reload } = watch;
  useEffect(() => bus.on('watchlist.changed', () => reload()), [bus, reload]);
  const [sort, setSort] = useState<SortState<WatchSortKey> | null>(null);
  const [basis, setBasis] = useState<WatchBasis>('price');
  const [listHidden, setListHidden] = useState(false);
  const { hidden, hide, show } = useHiddenTokens();
  const quickTrade = useQuickTrade();
  const amount = useQuickBuyAmount();
  const keyOf = (row: WatchToken) => hiddenKey(row.chain, row.token_address);
  const hideToken = (row: WatchToken) => {
    const key = keyOf(row);
    hide(key);
    toast.show({
      kind: 'info',
      message: t('trackers.watch.hiddenToast', { symbol: stripBidiControls(row.symbol) }),
      durationMs: HIDE_REVERT_MS,
      action: { label: t('trackers.watch.revert'), onClick: () => show(key) },
    });
  };
  const quickBuy = (row: WatchToken) => {
    const coin = CHAINS[row.chain].nativeSymbol;
    const name = t('trackers.watch.quickBuy', { amount, coin, symbol: stripBidiControls(row.symbol) });
    return (
      <QuickButton type="button" data-side="buy" aria-label={name} title={name} onClick={quiet(() => quickTrade({ chain: row.chain, address: row.token_address, side: 'buy', amount, source: 'watch-list' }))}>
        <span aria-hidden="true">⚡</span>
        {amount} {coin}
      </QuickButton>
    );
  };
  const columns = (action: (row: WatchToken) => ReactNode, buy = false): TableColumn<WatchToken, WatchSortKey | 'token' | 'value' | 'buy' | 'action'>[] => [
    { id: 'token', header: t('trackers.col.token'), cell: (row) => <TokenLink chain={row.chain} address={row.token_address} symbol={row.symbol} icon={row.icon_url} /> },
    {
      id: 'value',
      header: t(basis === 'price' ? 'trackers.col.price' : 'trackers.col.mcap'),
      align: 'right',
      cell: (row) => (basis === 'price' ? formatPrice(watchValue(row, basis), { locale }) : formatUsd(watchValue(row, basis), { locale, compact: true })),
    },
    { id: 'volume', header: t('trackers.col.volume'), align: 'right', sortable: true, cell: (row) => formatUsd(row.volume, { locale, compact: true }) },
    { id: 'change', header: t('trackers.col.change'), align: 'right', sortable: true, cell: (row) => <ChangeBadge value={row.price_change_24h} locale={locale} /> },
    ...(buy ? [{ id: 'buy' as const, header: '', align: 'right' as const, cell: quickBuy }] : []),
    { id: 'action', header: '', width: 28, cell: action },
  ];
  const onSortChange = (column: string) => {
    if (column === 'volume' || column === 'change') setSort(nextSort(sort, column));
  };
  return (
    <LoadableView value={watch} loadingLabel={t('trackers.watch.loading')} errorTitle={t('trackers.watch.error')} onRetry={reload} retryLabel={t('trackers.retry')}>
      {({ watch_tokens }) => {
        if (watch_tokens.length === 0) return <EmptyState title={t('trackers.watch.empty')} description={t('trackers.watch.emptyHint')} />;
        const sorted = sortWatchlist(watch_tokens, sort);
        const shown = sorted.filter((row) => !hidden.has(keyOf(row)));
        const hiddenRows = sorted.filter((row) => hidden.has(keyOf(row)));
        return (
          <>
            <Bar data-align="split">
              {hiddenRows.length > 0 || listHidden ? (
                <Button variant="ghost" size="sm" aria-expanded={listHidden} onClick={() => setListHidden(!listHidden)}>
                  {listHidden ? t('trackers.watch.hideHidden') : t('trackers.watch.showHidden', { count: hiddenRows.length })}
                </Button>
              ) : (
                <span />
              )}
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
            <Rows>
              {shown.length > 0 ? (
                <Table
                  label={t('trackers.position.watchlist')}
                  columns={columns((row) => (
                    <RowAction type="button" aria-label={t('trackers.watch.hide', { symbol: stripBidiControls(row.symbol) })} title={t('trackers.watch.hide', { symbol: stripBidiControls(row.symbol) })} onClick={() => hideToken(row)}>
                      <EyeIcon crossed />
                    </RowAction>
                  ), true)}
                  rows={shown}
                  rowKey={keyOf}
                  sort={sort}
                  onSortChange={onSortChange}
                />
              ) : (
                <EmptyState title={t('trackers.watch.allHidden')} />
              )}
              {listHidden && hiddenRows.length > 0 && (
                <Dimmed>
                  <Table
                    label={t('trackers.watch.hiddenTable')}
                    columns={columns((row) => (
                      <RowAction type="button" aria-label={t('trackers.watch.show', { symbol: stripBidiControls(row.symbol) })} title={t('trackers.watch.show', { symbol: stripBidiControls(row.symbol) })} onClick={() => show(keyOf(row))}>
                        <EyeIcon />
                      </RowAction>
                    ))}
                    rows={hiddenRows}
                    rowKey={keyOf}
                    sort={sort}
                    onSortChange={onSortChange}
                  />
                </Dimmed>
              )}
            </Rows>
          </>
        );
      }}
    </LoadableView>
  );
}

/** A row button's click handler that neither follows a link nor reaches the row. */
function quiet(action: () => void) {
  return (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    event.stopPropagation();
    action();
  };
}

/** An eye (show) or a crossed-out eye (hide), 14 px, decorative. */
function EyeIcon({ crossed = false }: { crossed?: boolean }) {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.4" aria-hidden="true">
      <path d="M1.5 8S4 3.5 8 3.5 14.5 8 14.5 8 12 12.5 8 12.5 1.5 8 1.5 8Z" />
      <circle cx="8" cy="8" r="2" />
      {crossed && <path d="M2.5 13.5l11-11" />}
    </svg>
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
  &[data-align='split'] { justify-content: space-between; gap: ${vars.size.space2}; padding: ${vars.size.space2} ${vars.size.space3}; }
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

/** One scroll area for the watch list and, below it, the hidden tokens; rows 44 px high (spec 3 §9). */
const Rows = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-height: 0;
  overflow: auto;
  & > div, & > div > div { flex: none; overflow: visible; }
  & td { height: ${WATCH_ROW_HEIGHT_PX}px; }
`;

const Dimmed = styled.div`
  border-top: 1px solid ${vars.color.border};
  opacity: 0.55;
  &:hover, &:focus-within { opacity: 0.8; }
`;

const RowAction = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  border-radius: ${vars.size.radiusSm};
  background: none;
  color: ${vars.color.textDim};
  cursor: pointer;
  &:hover { background: ${vars.color.surfaceRaised}; color: ${vars.color.text}; }
  &:focus-visible { outline: 2px solid ${vars.color.accent}; outline-offset: 1px; }
`;

const Quick = styled.span`
  display: inline-flex;
  gap: 4px;
`;

/** A row's quick trade button: compact (22 px) on desktop, a 44 px touch target below 768 px. */
const QuickButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 2px;
  min-width: 34px;
  height: 22px;
  padding: 0 ${vars.size.space2};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.size.radiusSm};
  background: ${vars.color.surfaceRaised};
  font: inherit;
  font-size: ${vars.size.fontXs};
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  cursor: pointer;
  &[data-side='sell'] { color: ${vars.color.down}; }
  &[data-side='buy'] { color: ${vars.color.up}; }
  &:hover { border-color: currentColor; }
  &:focus-visible { outline: 2px solid ${vars.color.accent}; outline-offset: 1px; }
  @media (max-width: 767px) {
    min-width: 44px;
    height: 44px;
    padding: 0 ${vars.size.space3};
  }
`;

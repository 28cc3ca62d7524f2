import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { CHAINS, POLLING } from '@nova/shared-contracts';
import type { WatchToken } from '@nova/shared-contracts';
import { Button, ChangeBadge, EmptyState, formatUsd, LoadableView, nextSort, stripBidiControls, Table, Tabs, useApi, usePlatform, useSession, vars } from '@nova/shared-ui';
import type { SortState, TableColumn } from '@nova/shared-ui';
import { TokenLink } from '../../../shared/TokenLink';
import { useCanQuickTrade, useQuickBuyAmount } from '@nova/shared-ui';
import { useQuickTrade } from '../../../shared/quickTrade';
import { useTrackersMessages } from '../../../i18n/messages';
import { HIDE_REVERT_MS, hiddenKey, splitHidden } from '../model/hiddenTokens';
import { WATCH_ROW_HEIGHT_PX, sortWatchlist, watchValue } from '../model/watchlist';
import type { WatchBasis, WatchSortKey } from '../model/watchlist';
import { Bar, QuickButton, quiet } from './rowControls';
import { useHiddenTokens } from './useHiddenTokens';

/**
 * The watch list (polled, reloaded on bus `watchlist.changed`): sortable by volume and change,
 * price or market cap, a quick buy per row, and tokens hidden with Revert (listed on request).
 */
export function Watchlist() {
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
  const quickBuyAmount = useQuickBuyAmount();
  const canQuickTrade = useCanQuickTrade();
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
    // Only where a quick buy can trade (not on a display-only chain, nor on one the wallet cannot sign on).
    if (!canQuickTrade(row.chain)) return null;
    const coin = CHAINS[row.chain].nativeSymbol;
    const amount = quickBuyAmount(row.chain);
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
      cell: (row) => (basis === 'price' ? formatUsd(watchValue(row, basis), { locale, compact: false }) : formatUsd(watchValue(row, basis), { locale, compact: true })),
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
        const { shown, hidden: hiddenRows } = splitHidden(sorted, hidden, keyOf);
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

import styled from '@emotion/styled';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ChainKey, ExposedProps, Token, TokenListParams, TokenRef } from '@nova/shared-contracts';
import { BuildMark, Button, EmptyState, exposeModule, LoadableView, Panel, Tabs, usePlatform, usePref, vars } from '@nova/shared-ui';
import type { SortState, Translate } from '@nova/shared-ui';
import { useListMessages } from '../i18n/messages';
import type { ListMessages } from '../i18n/messages';
import type { ListType } from '../shared/api/useLiveTokens';
import { useLiveTokens } from '../shared/api/useLiveTokens';
import { ChainChips } from '../shared/components/ChainChips';
import { useFillHeight } from '../shared/hooks/useFillHeight';
import { useNarrow } from '../shared/hooks/useNarrow';
import { useQuickBuyAmount } from '@nova/shared-ui';
import { TokenTable } from '../features/token-list/components/TokenTable';
import type { TokenSortKey } from '../features/token-list/model/tokenSort';
import { PHONE_COLUMN_PREF, PHONE_COLUMNS, parsePhoneColumn } from '../features/token-list/model/phoneColumn';
import type { PhoneColumn } from '../features/token-list/model/phoneColumn';
import { TokenRowActions } from '../features/token-row/components/TokenRowActions';
import { useFavourites } from '../shared/hooks/useFavourites';
import type { Favourites } from '../shared/hooks/useFavourites';
import { useHiddenTokens } from '../features/token-row/hooks/useHiddenTokens';
import { FilterDrawer } from '../features/filters/components/FilterDrawer';
import { FILTERS_PREF, activeFilterCount, filterParams, parseStoredFilter } from '../features/filters/model/filterState';
import type { FilterState } from '../features/filters/model/filterState';

export const contractVersion = __NOVA_BUILD_CONTRACT_VERSION__;

export type TokenListProps = ExposedProps<'mf_discover', './TokenList'>;

const TAB_LISTS: readonly ListType[] = ['hot', 'new', 'ai', 'signal'];

/**
 * mf_discover './TokenList': a live, sortable list of hot/new/ai/signal tokens with chain chips, filters and row actions.
 * Its state (the chain picked, the sort, the token last picked) belongs to this one list: React state here, kept while
 * the rows below reload.
 */
function TokenList({ list, chain, onSelect, tabs = false }: TokenListProps) {
  const { t, locale } = useListMessages();
  const platform = usePlatform();
  const [tab, setTab] = useState<ListType>(list);
  const current = tabs ? tab : list;
  // undefined follows the `chain` prop (all chains when absent) until the user picks a chip.
  const [picked, setPicked] = useState<ChainKey | 'all' | undefined>(undefined);
  // null keeps the API's ranking.
  const [sort, setSort] = useState<SortState<TokenSortKey> | null>(null);
  // Marked aria-current in the table.
  const [selectedToken, setSelectedToken] = useState<TokenRef | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Shared by every row, read here: this panel does not render with the list's snapshots.
  const favouriteFailed = useCallback((message: string) => t('discover.row.favouriteFailed', { message }), [t]);
  const favourites = useFavourites(favouriteFailed);
  const quickBuyAmount = useQuickBuyAmount();
  const stored = usePref<Record<string, unknown>>(FILTERS_PREF, {});
  const phoneColumn = parsePhoneColumn(usePref<unknown>(PHONE_COLUMN_PREF, 'change'));
  const phone = useNarrow();
  const filter = useMemo(() => parseStoredFilter(stored[current]), [stored, current]);
  const filterable = current !== 'signal';
  const selected = picked ?? chain ?? 'all';
  const params = useMemo(() => ({ ...(selected === 'all' ? {} : { chain: selected }), ...(filterable ? filterParams(filter, current) : {}) }), [selected, filterable, filter, current]);
  const select = useMemo(
    () =>
      onSelect
        ? (token: TokenRef) => {
            setSelectedToken(token);
            onSelect(token);
          }
        : undefined,
    [onSelect],
  );
  const title = t(`discover.list.${current}`);
  const count = filterable ? activeFilterCount(filter, current) : 0;
  // A chain picked here is the chain last chosen (bus `chain.changed`): the status bar then edits its quick-buy amount.
  const pickChain = (next: ChainKey | 'all') => {
    setPicked(next);
    if (next !== 'all') platform.bus.emit('chain.changed', { chain: next });
  };
  const saveFilter = (value: FilterState) => {
    platform.prefs.set(FILTERS_PREF, { ...stored, [current]: value });
    setDrawerOpen(false);
  };

  return (
    <Panel
      title={title}
      meta={<BuildMark mark={__NOVA_BUILD_MARK__} />}
      actions={
        <Actions>
          <ChainChips label={t('discover.chains')} allLabel={t('discover.chains.all')} value={selected} onChange={pickChain} />
          {filterable && (
            <Button size="sm" onClick={() => setDrawerOpen(true)} aria-haspopup="dialog">
              {count > 0 ? t('discover.filter.openCount', { count }) : t('discover.filter.open')}
            </Button>
          )}
          {phone && (
            <ColumnPicker aria-label={t('discover.list.phoneColumn')} value={phoneColumn} onChange={(event) => platform.prefs.set(PHONE_COLUMN_PREF, parsePhoneColumn(event.target.value))}>
              {PHONE_COLUMNS.map((column) => (
                <option key={column} value={column}>
                  {t(PHONE_COLUMN_LABEL[column])}
                </option>
              ))}
            </ColumnPicker>
          )}
        </Actions>
      }
    >
      <Body>
        {tabs && <Tabs label={t('discover.tabs')} items={TAB_LISTS.map((value) => ({ value, label: t(`discover.tab.${value}`) }))} value={tab} onChange={setTab} />}
        <LiveTokens phoneColumn={phoneColumn} list={current} params={params} title={title} filtered={count > 0} onSelect={select} selectedToken={selectedToken} sort={sort} onSort={setSort} favourites={favourites} quickBuyAmount={quickBuyAmount} t={t} locale={locale} />
      </Body>
      {filterable && <FilterDrawer open={drawerOpen} list={current} value={filter} onConfirm={saveFilter} onClose={() => setDrawerOpen(false)} t={t} />}
    </Panel>
  );
}

interface LiveTokensProps {
  phoneColumn: PhoneColumn;
  list: ListType;
  params: TokenListParams;
  title: string;
  filtered: boolean;
  onSelect: ((token: TokenRef) => void) | undefined;
  selectedToken: TokenRef | null;
  sort: SortState<TokenSortKey> | null;
  onSort: (sort: SortState<TokenSortKey> | null) => void;
  favourites: Favourites;
  quickBuyAmount: (chain: ChainKey) => string;
  t: Translate<ListMessages>;
  locale: string;
}

/**
 * The live part of the list: it renders with every snapshot of the list, the panel around it does
 * not. The rows' controls are kept across snapshots; the favourite reads its token's figures from
 * the rows shown now when it is pressed.
 */
function LiveTokens({ phoneColumn, list, params, title, filtered, onSelect, selectedToken, sort, onSort, favourites, quickBuyAmount, t, locale }: LiveTokensProps) {
  const tokens = useLiveTokens(list, params);
  const { hide, isHidden } = useHiddenTokens();
  const shown = useRef<readonly Token[]>([]);
  const data = 'data' in tokens ? tokens.data : undefined;
  // Measured where the skeleton is, before the rows: they come with their height.
  const place = useRef<HTMLDivElement>(null);
  const narrow = useNarrow();
  const height = useFillHeight(place, { reserve: narrow ? 72 : 52 });
  useLayoutEffect(() => {
    shown.current = data ?? [];
  });
  const actions = useCallback(
    (token: Token, compact: boolean) => (
      <TokenRowActions
        token={token}
        current={() => shown.current.find((row) => row.chain === token.chain && row.address === token.address) ?? token}
        favourites={favourites}
        quickBuyAmount={quickBuyAmount(token.chain)}
        compact={compact}
        onHide={() => hide(token)}
        t={t}
      />
    ),
    [favourites, quickBuyAmount, hide, t],
  );
  return (
    <div ref={place}>
      <LoadableView
        value={tokens}
        loadingLabel={t('discover.loading', { list: title })}
        errorTitle={t('discover.error', { list: title })}
        retryLabel={t('discover.retry')}
        onRetry={tokens.reload}
        skeletonRows={10}
      >
        {(rows) => (
          <TokenTable
            label={title}
            tokens={rows.filter((token) => !isHidden(token))}
            t={t}
            locale={locale}
            nowMs={Date.now()}
            height={height}
            onSelect={onSelect}
            selected={selectedToken}
            sort={sort}
            onSort={onSort}
            actions={actions}
            phoneColumn={phoneColumn}
            empty={<EmptyState title={filtered ? t('discover.filter.empty') : t('discover.empty')} />}
          />
        )}
      </LoadableView>
    </div>
  );
}

/** The phone list's column picker: each column by its header's name. */
const PHONE_COLUMN_LABEL = { change: 'discover.col.change', marketCap: 'discover.col.marketCap', liquidity: 'discover.col.liquidity', age: 'discover.col.age' } as const satisfies Record<PhoneColumn, keyof ListMessages>;

const ColumnPicker = styled.select`
  height: 24px;
  padding-inline: ${vars.size.space2};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.size.radiusSm};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
  font: inherit;
  font-size: ${vars.size.fontXs};
  &:focus-visible { outline: 2px solid ${vars.color.focus}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.size.space2};
  min-width: 0;
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 240px;
  max-height: 100%;
  min-width: 0;
  background: ${vars.color.surface};
  /* The tab list keeps its height in the column (a flex item would shrink to nothing on a phone). */
  & > * { flex-shrink: 0; }
`;

export default exposeModule(TokenList);

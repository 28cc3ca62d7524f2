import styled from '@emotion/styled';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { CHAINS } from '@nova/shared-contracts';
import type { Token, TokenRef } from '@nova/shared-contracts';
import { ChangeBadge, formatAge, formatCompact, formatUsd, lazyModule, nextSort, ThirdPartyText, TokenIcon, usePlatform, vars, VirtualTable } from '@nova/shared-ui';
import type { SortState, Translate, VirtualColumn } from '@nova/shared-ui';
import type { ListMessages } from '../../../i18n/messages';
import { useNarrow } from '../../../shared/hooks/useNarrow';
import { useNarrowerThan } from '../../../shared/hooks/useNarrowerThan';
import { isPlainClick, tradePath } from '../../../shared/model/tokenLinks';
import type { PhoneColumn } from '../model/phoneColumn';
import { sortTokens } from '../model/tokenSort';
import type { TokenSortKey } from '../model/tokenSort';
import type { TokenPreview as TokenPreviewType } from './TokenPreview';

export interface TokenTableProps {
  label: string;
  tokens: readonly Token[];
  t: Translate<ListMessages>;
  locale: string;
  nowMs: number;
  /** Height of the scrolling body in px. */
  height: number;
  /** When given, a plain click picks the token (and marks its link aria-current) instead of opening its page. */
  onSelect?: ((token: TokenRef) => void) | undefined;
  selected?: TokenRef | null;
  /** The chosen column and direction; null keeps the order of `tokens` (the API's ranking). */
  sort: SortState<TokenSortKey> | null;
  /** A header's sort button was pressed: the next sort state (`nextSort`). */
  onSort: (sort: SortState<TokenSortKey> | null) => void;
  /**
   * Per-row controls (favourite, tools, hide, quick buy) in the last column; `compact` below 768 px.
   * A row's controls render again only when its token's chain, address or symbol, `compact` or this
   * function changes (not on every snapshot of a live list): keep it stable, and read the token's
   * figures when acting rather than when rendering.
   */
  actions?: (token: Token, compact: boolean) => ReactNode;
  empty?: ReactNode;
  /** The phone columns' third figure (24h unless the user picked another). */
  phoneColumn?: PhoneColumn;
}

// The hover card is a chunk of its own, fetched when a first preview starts (the hover's 300 ms mostly hide it).
const previewCard = lazyModule(() => import(/* webpackChunkName: "token-preview" */ './TokenPreview').then((module) => module.TokenPreview));

/**
 * The width the full set of columns needs: token 150, age 56, 24h 88, holders 72 and actions 168 px
 * (star, tools, hide and the quick buy with its coin, "⚡0.0001 BNB"), and about 70 px for each of
 * price, market cap, liquidity and volume ("$324.46K"). Narrower, the table takes the phone's
 * columns instead of cutting figures to "$.".
 */
export const FULL_COLUMNS_MIN_WIDTH = 812;

const sameToken = (a: TokenRef, b: TokenRef | null | undefined) => !!b && a.chain === b.chain && a.address === b.address;
const tokenKey = (token: TokenRef) => `${token.chain}:${token.address}`;

/**
 * The token table: virtualised rows of 44 px (3 rendered beyond each edge, spec 3 §9), sort
 * buttons in the headers; each row opens the token's trade page through platform.navigate, or
 * picks it with `onSelect`. Below 768 px, or in a box narrower than `FULL_COLUMNS_MIN_WIDTH` (the
 * swap page's list beside the trade panel on a laptop), only token, price, 24h and the actions
 * (without quick buy) stay, and a column the user picks (`phoneColumn`: 24h, market cap, liquidity
 * or age; issue 36).
 * Each column names the values its cell shows (`deps`), so a live list's snapshot renders only the
 * cells whose values changed (issue 12: 40 snapshots a second).
 */
export function TokenTable({ label, tokens, t, locale, nowMs, height, onSelect, selected, sort, onSort, actions, empty, phoneColumn = 'change' }: TokenTableProps) {
  const platform = usePlatform();
  const box = useRef<HTMLDivElement>(null);
  const narrowScreen = useNarrow();
  const narrowBox = useNarrowerThan(box, FULL_COLUMNS_MIN_WIDTH);
  const narrow = narrowScreen || narrowBox;
  // The hover preview card: after 300 ms over a token cell (or at once on keyboard focus of its link), once its chunk is in.
  const previewId = useId();
  const [preview, setPreview] = useState<{ key: string; anchor: { left: number; top: number; bottom: number } } | null>(null);
  const [Preview, setPreviewCard] = useState<typeof TokenPreviewType | undefined>(() => previewCard.get());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const showPreview = useCallback((token: TokenRef, element: HTMLElement, delay: number) => {
    clearTimeout(timer.current);
    const rect = element.getBoundingClientRect();
    const next = { key: tokenKey(token), anchor: { left: rect.left, top: rect.top, bottom: rect.bottom } };
    timer.current = setTimeout(() => setPreview(next), delay);
    // A failed load shows no card this time; the next preview tries again.
    previewCard.load().then((card) => setPreviewCard(() => card), () => undefined);
  }, []);
  const hidePreview = useCallback(() => {
    clearTimeout(timer.current);
    setPreview(null);
  }, []);
  const previewed = preview ? tokens.find((token) => tokenKey(token) === preview.key) : undefined;
  const describedKey = previewed && Preview ? preview?.key : undefined;
  const open = useCallback((token: TokenRef) => (onSelect ? onSelect({ chain: token.chain, address: token.address }) : platform.navigate(tradePath(token))), [onSelect, platform]);
  const onLinkClick = useCallback(
    (event: MouseEvent<HTMLAnchorElement>, token: TokenRef) => {
      event.stopPropagation(); // the row's own click handler must not act on it again
      if (!isPlainClick(event)) return; // let the browser open a new tab
      event.preventDefault();
      open(token);
    },
    [open],
  );
  // The header buttons change only with the sort (or the language), not with each snapshot.
  const headers = useMemo(() => {
    const header = (key: TokenSortKey, text: string) => {
      const dir = sort?.by === key ? sort.dir : undefined;
      return (
        <SortButton type="button" aria-pressed={dir !== undefined} onClick={() => onSort(nextSort(sort, key))}>
          {text}
          <span aria-hidden="true">{dir === 'asc' ? ' ▲' : dir === 'desc' ? ' ▼' : ''}</span>
        </SortButton>
      );
    };
    return {
      age: header('age', t('discover.col.age')),
      price: header('price', t('discover.col.price')),
      change: header('change', t('discover.col.change')),
      marketCap: header('marketCap', t('discover.col.marketCap')),
      liquidity: header('liquidity', t('discover.col.liquidity')),
      volume: header('volume', t('discover.col.volume')),
      holders: header('holders', t('discover.col.holders')),
      actions: <span className="sr">{t('discover.col.actions')}</span>,
    };
  }, [sort, onSort, t]);
  const figure = (id: TokenSortKey, width: string | undefined, value: (token: Token) => string | number | null | undefined, format: (value: string | number | null | undefined) => ReactNode): VirtualColumn<Token> => ({
    id,
    header: headers[id],
    width,
    align: 'right',
    cell: (token) => format(value(token)),
    deps: (token) => [value(token), locale, narrow],
  });

  const ageColumn = (width: string): VirtualColumn<Token> => ({ id: 'age', header: headers.age, width, align: 'right', cell: (token) => formatAge(token.created_at * 1000, nowMs, locale), deps: (token) => [formatAge(token.created_at * 1000, nowMs, locale)] });
  // 88 px holds +99,999.99% whole; a phone's 64 px holds a change of 1,000 % and more without its decimals.
  const changeColumn = (width: string) => figure('change', width, (token) => token.price_change_24h, (value) => <ChangeBadge value={value} locale={locale} narrow={narrow} />);
  // A phone's third figure, the one the user picked: 64 px hold "$324.5K" and "12mo".
  const phoneColumns: Record<PhoneColumn, () => VirtualColumn<Token>> = {
    change: () => changeColumn('64px'),
    marketCap: () => figure('marketCap', '64px', (token) => token.market_cap, (value) => formatUsd(value, { locale })),
    liquidity: () => figure('liquidity', '64px', (token) => token.liquidity, (value) => formatUsd(value, { locale })),
    age: () => ageColumn('64px'),
  };

  const columns: VirtualColumn<Token>[] = [
    {
      id: 'token',
      header: t('discover.col.token'),
      ...(narrow ? { grow: 1.6 } : { grow: 2, minWidth: '150px' }),
      cell: (token) => (
        <TokenCell onMouseEnter={(event) => showPreview(token, event.currentTarget, 300)} onMouseLeave={hidePreview}>
          <TokenIcon src={token.logo} symbol={token.symbol} chain={token.chain} chainName={CHAINS[token.chain].name} />
          <TokenLink
            href={tradePath(token)}
            aria-current={sameToken(token, selected) ? 'true' : undefined}
            aria-describedby={describedKey === tokenKey(token) ? previewId : undefined}
            onClick={(event) => onLinkClick(event, token)}
            onFocus={(event) => showPreview(token, event.currentTarget, 0)}
            onBlur={hidePreview}
          >
            <Symbol>
              <ThirdPartyText text={token.symbol} />
              {/* Below 768 px the symbol keeps the room: the preview card and the token page name the platform. */}
              {token.platform_name && !narrow && <Platform title={token.platform_name}>{token.platform_name}</Platform>}
            </Symbol>
            <Name>
              <ThirdPartyText text={token.name} />
            </Name>
          </TokenLink>
        </TokenCell>
      ),
      deps: (token) => [token.chain, token.address, token.logo, token.symbol, token.name, token.platform_name, narrow, sameToken(token, selected), describedKey === tokenKey(token), onLinkClick],
    },
    ...(narrow ? [] : [ageColumn('56px')]),
    figure('price', undefined, (token) => token.current_price, (value) => formatUsd(value, { locale, compact: false })),
    ...(narrow
      ? [phoneColumns[phoneColumn]()]
      : [
          changeColumn('88px'),
          figure('marketCap', undefined, (token) => token.market_cap, (value) => formatUsd(value, { locale })),
          figure('liquidity', undefined, (token) => token.liquidity, (value) => formatUsd(value, { locale })),
          figure('volume', undefined, (token) => token.volume_24h, (value) => formatUsd(value, { locale })),
          figure('holders', '72px', (token) => token.holders_count, (value) => formatCompact(value, { locale })),
        ]),
    ...(actions
      ? [{ id: 'actions', header: headers.actions, width: narrow ? '80px' : '168px', align: 'right' as const, cell: (token: Token) => actions(token, narrow), deps: (token: Token) => [token.chain, token.address, token.symbol, narrow, actions] }]
      : []),
  ];

  return (
    <Wrap ref={box}>
      {previewed && preview && Preview && <Preview id={previewId} token={previewed} anchor={preview.anchor} locale={locale} t={t} />}
      <VirtualTable label={label} columns={columns} rows={sortTokens(tokens, sort)} rowKey={tokenKey} height={height} onRowClick={open} empty={empty} />
    </Wrap>
  );
}

const Wrap = styled.div`
  min-width: 0;
  .sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  [role='row']:has(a[aria-current='true']) { background: ${vars.color.surfaceRaised}; box-shadow: inset 2px 0 0 ${vars.color.accent}; }
  [role='cell'] { min-width: 0; overflow: hidden; white-space: nowrap; text-overflow: ellipsis; }
`;

const SortButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
  white-space: nowrap;
  &[aria-pressed='true'] { color: ${vars.color.text}; }
  &:focus-visible { outline: 2px solid ${vars.color.focus}; outline-offset: 1px; }
`;

const TokenLink = styled.a`
  display: flex;
  flex-direction: column;
  min-width: 0;
  color: inherit;
  text-decoration: none;
  &:hover span:first-of-type { color: ${vars.color.accent}; }
  &[aria-current='true'] span:first-of-type { color: ${vars.color.accent}; }
`;

const TokenCell = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.size.space3};
  min-width: 0;
`;

const Symbol = styled.span`
  font-weight: 600;
  color: ${vars.color.text};
  overflow: hidden;
  text-overflow: ellipsis;
`;

/** The launch platform badge beside the symbol (Pump.fun, Four.meme, Nova Fun…). */
const Platform = styled.span`
  margin-inline-start: 6px;
  padding: 0 4px;
  border-radius: 3px;
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.textMuted};
  font-size: 10px;
  font-weight: 400;
  vertical-align: 1px;
`;

const Name = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  color: ${vars.color.textDim};
  font-size: ${vars.size.fontXs};
`;

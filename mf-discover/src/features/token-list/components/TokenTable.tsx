import styled from '@emotion/styled';
import { useAtom } from 'jotai';
import { useEffect, useId, useRef, useState } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { CHAINS, usePlatform } from '@nova/shared-contracts';
import type { Token, TokenRef } from '@nova/shared-contracts';
import { ChangeBadge, ThirdPartyText, TokenIcon, VirtualTable, formatAge, formatCompact, formatUsd, nextSort, vars } from '@nova/shared-ui';
import type { Translate, VirtualColumn } from '@nova/shared-ui';
import type { DiscoverMessages } from '../../../i18n/messages';
import { useFillHeight } from '../../../shared/hooks/useFillHeight';
import { useNarrow } from '../../../shared/hooks/useNarrow';
import { isPlainClick, tradePath } from '../../../shared/model/tokenLinks';
import { tokenSortAtom } from '../model/atoms';
import { sortTokens } from '../model/tokenSort';
import type { TokenSortKey } from '../model/tokenSort';
import { TokenPreview } from './TokenPreview';

export interface TokenTableProps {
  label: string;
  tokens: readonly Token[];
  t: Translate<DiscoverMessages>;
  locale: string;
  nowMs: number;
  /** When given, a plain click picks the token (and marks its link aria-current) instead of opening its page. */
  onSelect?: ((token: TokenRef) => void) | undefined;
  selected?: TokenRef | null;
  /** Per-row controls (favourite, tools, hide, quick buy) in the last column; `compact` below 768 px. */
  actions?: (token: Token, compact: boolean) => ReactNode;
  empty?: ReactNode;
}

const sameToken = (a: TokenRef, b: TokenRef | null | undefined) => !!b && a.chain === b.chain && a.address === b.address;

/**
 * The token table: virtualised rows of 44 px (3 rendered beyond each edge, spec 3 §9), sort
 * buttons in the headers; each row opens the token's trade page through platform.navigate, or
 * picks it with `onSelect`. Below 768 px only token, price, 24h and the actions (without quick buy) stay.
 */
export function TokenTable({ label, tokens, t, locale, nowMs, onSelect, selected, actions, empty }: TokenTableProps) {
  const platform = usePlatform();
  const narrow = useNarrow();
  const [sort, setSort] = useAtom(tokenSortAtom);
  const bodyRef = useRef<HTMLDivElement>(null);
  // The hover preview card: after 300 ms over a token cell (or at once on keyboard focus of its link).
  const previewId = useId();
  const [preview, setPreview] = useState<{ key: string; anchor: { left: number; top: number; bottom: number } } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const showPreview = (token: Token, element: HTMLElement, delay: number) => {
    clearTimeout(timer.current);
    const rect = element.getBoundingClientRect();
    const next = { key: `${token.chain}:${token.address}`, anchor: { left: rect.left, top: rect.top, bottom: rect.bottom } };
    timer.current = setTimeout(() => setPreview(next), delay);
  };
  const hidePreview = () => {
    clearTimeout(timer.current);
    setPreview(null);
  };
  const previewed = preview ? tokens.find((token) => `${token.chain}:${token.address}` === preview.key) : undefined;
  const height = useFillHeight(bodyRef, { reserve: narrow ? 72 : 52 });
  const open = (token: Token) => (onSelect ? onSelect({ chain: token.chain, address: token.address }) : platform.navigate(tradePath(token)));
  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>, token: Token) => {
    event.stopPropagation(); // the row's own click handler must not act on it again
    if (!isPlainClick(event)) return; // let the browser open a new tab
    event.preventDefault();
    open(token);
  };
  const header = (key: TokenSortKey, text: string) => {
    const dir = sort?.by === key ? sort.dir : undefined;
    return (
      <SortButton type="button" aria-pressed={dir !== undefined} onClick={() => setSort(nextSort(sort, key))}>
        {text}
        <span aria-hidden="true">{dir === 'asc' ? ' ▲' : dir === 'desc' ? ' ▼' : ''}</span>
      </SortButton>
    );
  };

  const columns: VirtualColumn<Token>[] = [
    {
      id: 'token',
      header: t('discover.col.token'),
      width: narrow ? 'minmax(0, 1.6fr)' : 'minmax(150px, 2fr)',
      cell: (token) => (
        <TokenCell onMouseEnter={(event) => showPreview(token, event.currentTarget, 300)} onMouseLeave={hidePreview}>
          <TokenIcon src={token.logo} symbol={token.symbol} chain={token.chain} chainName={CHAINS[token.chain].name} />
          <TokenLink
            href={tradePath(token)}
            aria-current={sameToken(token, selected) ? 'true' : undefined}
            aria-describedby={previewed && preview?.key === `${token.chain}:${token.address}` ? previewId : undefined}
            onClick={(event) => onLinkClick(event, token)}
            onFocus={(event) => showPreview(token, event.currentTarget, 0)}
            onBlur={hidePreview}
          >
            <Symbol>
              <ThirdPartyText text={token.symbol} />
              {token.platform_name && <Platform title={token.platform_name}>{token.platform_name}</Platform>}
            </Symbol>
            <Name>
              <ThirdPartyText text={token.name} />
            </Name>
          </TokenLink>
        </TokenCell>
      ),
    },
    ...(narrow ? [] : [{ id: 'age', header: header('age', t('discover.col.age')), width: '56px', align: 'right' as const, cell: (token: Token) => formatAge(token.created_at * 1000, nowMs) }]),
    { id: 'price', header: header('price', t('discover.col.price')), width: 'minmax(0, 1fr)', align: 'right', cell: (token) => formatUsd(token.current_price, { locale, compact: false }) },
    { id: 'change', header: header('change', t('discover.col.change')), width: narrow ? '64px' : '72px', align: 'right', cell: (token) => <ChangeBadge value={token.price_change_24h} locale={locale} /> },
    ...(narrow
      ? []
      : [
          { id: 'marketCap', header: header('marketCap', t('discover.col.marketCap')), width: 'minmax(0, 1fr)', align: 'right' as const, cell: (token: Token) => formatUsd(token.market_cap, { locale }) },
          { id: 'liquidity', header: header('liquidity', t('discover.col.liquidity')), width: 'minmax(0, 1fr)', align: 'right' as const, cell: (token: Token) => formatUsd(token.liquidity, { locale }) },
          { id: 'volume', header: header('volume', t('discover.col.volume')), width: 'minmax(0, 1fr)', align: 'right' as const, cell: (token: Token) => formatUsd(token.volume_24h, { locale }) },
          { id: 'holders', header: header('holders', t('discover.col.holders')), width: '72px', align: 'right' as const, cell: (token: Token) => formatCompact(token.holders_count, { locale }) },
        ]),
    ...(actions ? [{ id: 'actions', header: <span className="sr">{t('discover.col.actions')}</span>, width: narrow ? '80px' : '136px', align: 'right' as const, cell: (token: Token) => actions(token, narrow) }] : []),
  ];

  return (
    <Wrap ref={bodyRef}>
      {previewed && preview && <TokenPreview id={previewId} token={previewed} anchor={preview.anchor} locale={locale} t={t} />}
      <VirtualTable label={label} columns={columns} rows={sortTokens(tokens, sort)} rowKey={(token) => `${token.chain}:${token.address}`} height={height} onRowClick={open} empty={empty} />
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
  margin-left: 6px;
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

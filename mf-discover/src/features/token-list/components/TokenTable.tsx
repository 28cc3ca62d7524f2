import styled from '@emotion/styled';
import { useAtom } from 'jotai';
import type { MouseEvent } from 'react';
import { CHAINS, usePlatform } from '@nova/shared-contracts';
import type { Token, TokenRef } from '@nova/shared-contracts';
import { ChangeBadge, Table, TokenIcon, formatAge, formatCompact, formatUsd, nextSort, vars } from '@nova/shared-ui';
import type { TableColumn, Translate } from '@nova/shared-ui';
import type { DiscoverMessages } from '../../../i18n/messages';
import { isPlainClick, tradePath } from '../../../shared/model/tokenLinks';
import { tokenSortAtom } from '../model/atoms';
import { sortTokens } from '../model/tokenSort';
import type { TokenSortKey } from '../model/tokenSort';

export interface TokenTableProps {
  label: string;
  tokens: readonly Token[];
  t: Translate<DiscoverMessages>;
  locale: string;
  nowMs: number;
  /** When given, a plain click picks the token (and marks its link aria-current) instead of opening its page. */
  onSelect?: ((token: TokenRef) => void) | undefined;
  selected?: TokenRef | null;
}

const sameToken = (a: TokenRef, b: TokenRef | null | undefined) => !!b && a.chain === b.chain && a.address === b.address;

/** The dense, sortable token table; each row opens the token's trade page through platform.navigate, or picks it with `onSelect`. */
export function TokenTable({ label, tokens, t, locale, nowMs, onSelect, selected }: TokenTableProps) {
  const platform = usePlatform();
  const [sort, setSort] = useAtom(tokenSortAtom);
  const open = (token: Token) => (onSelect ? onSelect({ chain: token.chain, address: token.address }) : platform.navigate(tradePath(token)));
  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>, token: Token) => {
    event.stopPropagation(); // the row's own click handler must not act on it again
    if (!isPlainClick(event)) return; // let the browser open a new tab
    event.preventDefault();
    open(token);
  };

  const columns: TableColumn<Token, 'token' | TokenSortKey>[] = [
    {
      id: 'token',
      header: t('discover.col.token'),
      cell: (token) => (
        <TokenCell>
          <TokenIcon src={token.logo} symbol={token.symbol} chain={token.chain} chainName={CHAINS[token.chain].name} />
          <TokenLink
            href={tradePath(token)}
            aria-label={`${token.symbol} ${token.name}`}
            aria-current={sameToken(token, selected) ? 'true' : undefined}
            onClick={(event) => onLinkClick(event, token)}
          >
            <Symbol>{token.symbol}</Symbol>
            <Name>{token.name}</Name>
          </TokenLink>
        </TokenCell>
      ),
    },
    { id: 'age', header: t('discover.col.age'), align: 'right', sortable: true, cell: (token) => formatAge(token.created_at * 1000, nowMs) },
    { id: 'price', header: t('discover.col.price'), align: 'right', sortable: true, cell: (token) => formatUsd(token.current_price, { locale, compact: false }) },
    { id: 'change', header: t('discover.col.change'), align: 'right', sortable: true, cell: (token) => <ChangeBadge value={token.price_change_24h} locale={locale} /> },
    { id: 'marketCap', header: t('discover.col.marketCap'), align: 'right', sortable: true, cell: (token) => formatUsd(token.market_cap, { locale }) },
    { id: 'liquidity', header: t('discover.col.liquidity'), align: 'right', sortable: true, cell: (token) => formatUsd(token.liquidity, { locale }) },
    { id: 'volume', header: t('discover.col.volume'), align: 'right', sortable: true, cell: (token) => formatUsd(token.volume_24h, { locale }) },
    { id: 'holders', header: t('discover.col.holders'), align: 'right', sortable: true, cell: (token) => formatCompact(token.holders_count, { locale }) },
  ];

  return (
    <Table
      label={label}
      columns={columns}
      rows={sortTokens(tokens, sort)}
      rowKey={(token) => `${token.chain}:${token.address}`}
      sort={sort}
      onSortChange={(column) => column !== 'token' && setSort(nextSort(sort, column))}
      onRowClick={open}
    />
  );
}

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
  min-width: 160px;
`;

const Symbol = styled.span`
  font-weight: 600;
  color: ${vars.color.text};
`;

const Name = styled.span`
  max-width: 140px;
  overflow: hidden;
  text-overflow: ellipsis;
  color: ${vars.color.textDim};
  font-size: ${vars.size.fontXs};
`;

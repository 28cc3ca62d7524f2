import styled from '@emotion/styled';
import { CHAINS } from '@nova/shared-contracts';
import type { TokenProfit } from '@nova/shared-contracts';
import { EmptyState, Table, ThirdPartyText, TokenIcon, formatUsd, vars } from '@nova/shared-ui';
import type { TableColumn, Translate } from '@nova/shared-ui';
import type { WalletsMessages } from '../../../i18n/messages';
import { profitTotals, tone } from '../model/profit';

export interface ProfitTableProps {
  rows: readonly TokenProfit[];
  t: Translate<WalletsMessages>;
  locale: string;
}

const Pnl = ({ value, locale }: { value: string | number; locale: string }) => <Signed data-tone={tone(value)}>{formatUsd(value, { locale })}</Signed>;

/** Token profit rows with a totals row; the totals are exact decimal sums of the rows. */
export function ProfitTable({ rows, t, locale }: ProfitTableProps) {
  if (rows.length === 0) return <EmptyState title={t('wallets.empty')} />;
  const totals = profitTotals(rows);
  type Row = TokenProfit | { total: true };
  const isTotal = (row: Row): row is { total: true } => 'total' in row;
  const columns: TableColumn<Row>[] = [
    {
      id: 'token',
      header: t('wallets.col.token'),
      cell: (row) =>
        isTotal(row) ? (
          <strong>Total</strong>
        ) : (
          <TokenCell>
            <TokenIcon src={row.token_icon} symbol={row.token_symbol} size={20} chain={row.chain} chainName={CHAINS[row.chain].name} />
            <ThirdPartyText text={row.token_symbol} />
          </TokenCell>
        ),
    },
    { id: 'balance', header: t('wallets.col.balance'), align: 'right', cell: (row) => formatUsd(isTotal(row) ? totals.balanceUsd : row.balance_usd, { locale }) },
    { id: 'bought', header: t('wallets.col.bought'), align: 'right', cell: (row) => (isTotal(row) ? '' : formatUsd(row.buy, { locale })) },
    { id: 'sold', header: t('wallets.col.sold'), align: 'right', cell: (row) => (isTotal(row) ? '' : formatUsd(row.sell, { locale })) },
    { id: 'realised', header: t('wallets.col.realised'), align: 'right', cell: (row) => <Pnl value={isTotal(row) ? totals.realised : row.profile} locale={locale} /> },
    { id: 'unrealised', header: t('wallets.col.unrealised'), align: 'right', cell: (row) => <Pnl value={isTotal(row) ? totals.unrealised : row.unrealized_profit} locale={locale} /> },
    { id: 'total', header: t('wallets.col.total'), align: 'right', cell: (row) => <Pnl value={isTotal(row) ? totals.total : row.total_profit} locale={locale} /> },
  ];
  return <Table label={t('wallets.holdings')} columns={columns} rows={[...rows, { total: true }]} rowKey={(row) => (isTotal(row) ? 'total' : `${row.chain}:${row.token_address}`)} />;
}

const TokenCell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.size.space3};
  font-weight: 600;
`;

const Signed = styled.span`
  &[data-tone='up'] { color: ${vars.color.up}; }
  &[data-tone='down'] { color: ${vars.color.down}; }
`;

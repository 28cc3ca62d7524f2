import styled from '@emotion/styled';
import type { PerpFundStat } from '@nova/shared-contracts';
import { Table, formatUsd, vars } from '@nova/shared-ui';
import type { Translate } from '@nova/shared-ui';
import type { PerpsMessages } from '../../../i18n/messages';

export interface FundStatsTableProps {
  stats: readonly PerpFundStat[];
  t: Translate<PerpsMessages>;
  locale: string;
}

const toneOf = (value: string | number) => {
  const n = Number(value);
  return n > 0 ? 'up' : n < 0 ? 'down' : undefined;
};

/** Total, unrealised PnL and available balance per chain type (spec 2 §3 perp account). */
export function FundStatsTable({ stats, t, locale }: FundStatsTableProps) {
  return (
    <Table
      label={t('perps.table')}
      rows={stats}
      rowKey={(row) => row.chain_type}
      columns={[
        { id: 'account', header: t('perps.col.account'), cell: (row) => t(`perps.account.${row.chain_type}`) },
        { id: 'total', header: t('perps.col.total'), align: 'right', cell: (row) => formatUsd(row.total, { locale, compact: false }) },
        { id: 'pnl', header: t('perps.col.pnl'), align: 'right', cell: (row) => <Pnl data-tone={toneOf(row.unrealised_pnl)}>{formatUsd(row.unrealised_pnl, { locale, compact: false })}</Pnl> },
        { id: 'available', header: t('perps.col.available'), align: 'right', cell: (row) => formatUsd(row.available, { locale, compact: false }) },
      ]}
    />
  );
}

const Pnl = styled.span`
  &[data-tone='up'] { color: ${vars.color.up}; }
  &[data-tone='down'] { color: ${vars.color.down}; }
`;

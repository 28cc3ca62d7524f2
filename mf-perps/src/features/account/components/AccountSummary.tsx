import type { PerpFundStat } from '@nova/shared-contracts';
import { StatList, formatUsd } from '@nova/shared-ui';
import type { PerpsT } from '../../../shared/translate';

const toneOf = (value: string | number) => (Number(value) > 0 ? 'up' : Number(value) < 0 ? 'down' : undefined);

/** Total, unrealised PnL and available of the active chain type's perp account (spec 2 §3). */
export function AccountSummary({ row, t, locale }: { row: PerpFundStat | undefined; t: PerpsT; locale: string }) {
  const usd = (value: string | number | undefined) => formatUsd(value ?? 0, { locale, compact: false });
  return (
    <StatList
      label={t('perps.summary')}
      columns={3}
      items={[
        { label: t('perps.col.total'), value: usd(row?.total) },
        { label: t('perps.col.pnl'), value: usd(row?.unrealised_pnl), tone: row ? toneOf(row.unrealised_pnl) : undefined },
        { label: t('perps.col.available'), value: usd(row?.available) },
      ]}
    />
  );
}

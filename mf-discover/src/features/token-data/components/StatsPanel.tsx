import styled from '@emotion/styled';
import type { ChainKey } from '@nova/shared-contracts';
import { ChangeBadge, Spinner, formatUsd, useChannel, vars } from '@nova/shared-ui';
import type { Translate } from '@nova/shared-ui';
import type { DiscoverMessages } from '../../../i18n/messages';

export interface StatsPanelProps {
  chain: ChainKey;
  address: string;
  locale: string;
  t: Translate<DiscoverMessages>;
}

const WINDOWS = ['5m', '1h', '4h', '24h'] as const;

/** Volume, buys, sells and price change over 5m, 1h, 4h and 24h, kept live by token_stats_change (snapshot on subscribe). */
export function StatsPanel({ chain, address, locale, t }: StatsPanelProps) {
  const stats = useChannel('tokenStatsChange', { chain, address });
  if (!stats) return <Spinner label={t('discover.data.loading')} />;
  return (
    <Table aria-label={t('discover.data.stats')}>
      <thead>
        <tr>
          <th scope="col">{t('discover.data.window')}</th>
          <th scope="col">{t('discover.data.change')}</th>
          <th scope="col">{t('discover.data.volume')}</th>
          <th scope="col">{t('discover.data.buys')}</th>
          <th scope="col">{t('discover.data.sells')}</th>
        </tr>
      </thead>
      <tbody>
        {WINDOWS.map((window) => {
          const row = stats.stats[window];
          return (
            <tr key={window}>
              <th scope="row">{window}</th>
              <td>
                <ChangeBadge value={row.price_change} locale={locale} />
              </td>
              <td>{formatUsd(row.volume, { locale })}</td>
              <td className="buy">{row.buys}</td>
              <td className="sell">{row.sells}</td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${vars.size.fontSm};
  font-variant-numeric: tabular-nums;
  th, td { padding: 6px ${vars.size.space4}; text-align: right; border-bottom: 1px solid ${vars.color.border}; }
  th:first-of-type { text-align: left; }
  thead th { color: ${vars.color.textMuted}; font-weight: 400; }
  .buy { color: ${vars.color.up}; }
  .sell { color: ${vars.color.down}; }
`;

import styled from '@emotion/styled';
import type { ChainKey } from '@nova/shared-contracts';
import { CHAINS } from '@nova/shared-contracts';
import { ChangeBadge, Spinner, formatPercent, formatUsd, shortenAddress, usePushed, useTokenInfo, vars } from '@nova/shared-ui';
import type { Translate } from '@nova/shared-ui';
import type { DataMessages } from '../../../i18n/dataMessages';

export interface StatsPanelProps {
  chain: ChainKey;
  address: string;
  locale: string;
  t: Translate<DataMessages>;
}

const WINDOWS = ['5m', '1h', '4h', '24h'] as const;

/**
 * Volume, buys, sells and price change over 5m, 1h, 4h and 24h, kept live by token_stats_change
 * (snapshot on subscribe); then the pool: liquidity (live with the token), the pair on the chain's
 * explorer, and the share of LP locked or burnt.
 */
export function StatsPanel({ chain, address, locale, t }: StatsPanelProps) {
  const stats = usePushed('tokenStatsChange', { chain, address });
  const info = useTokenInfo(chain, address);
  if (!stats) return <Spinner label={t('discover.data.loading')} />;
  const token = info.status === 'success' ? info.data : null;
  return (
    <>
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
      {token && (
        <Pool aria-label={t('discover.data.pool')}>
          <div>
            <dt>{t('discover.data.liquidity')}</dt>
            <dd>{formatUsd(token.liquidity, { locale })}</dd>
          </div>
          {token.pair_address && (
            <div>
              <dt>{t('discover.data.pair')}</dt>
              <dd>
                <a href={`${CHAINS[chain].explorerUrl}/address/${token.pair_address}`} target="_blank" rel="noopener noreferrer" title={token.pair_address}>
                  {shortenAddress(token.pair_address)}
                </a>
              </dd>
            </div>
          )}
          <div>
            <dt>{t('discover.data.lpLocked')}</dt>
            <dd>{formatPercent(token.security_info.lp_risk_info, { locale, ratio: true })}</dd>
          </div>
        </Pool>
      )}
    </>
  );
}

const Pool = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.size.space3} ${vars.size.space5};
  margin: 0;
  padding: ${vars.size.space3} ${vars.size.space4};
  font-size: ${vars.size.fontSm};
  dt { color: ${vars.color.textMuted}; font-size: ${vars.size.fontXs}; }
  dd { margin: 2px 0 0; font-variant-numeric: tabular-nums; }
  a { color: ${vars.color.accent}; text-decoration: none; font-family: ${vars.font.mono}; }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${vars.size.fontSm};
  font-variant-numeric: tabular-nums;
  th, td { padding: 6px ${vars.size.space4}; text-align: end; border-bottom: 1px solid ${vars.color.border}; }
  th:first-of-type { text-align: start; }
  thead th { color: ${vars.color.textMuted}; font-weight: 400; }
  .buy { color: ${vars.color.up}; }
  .sell { color: ${vars.color.down}; }
`;

import styled from '@emotion/styled';
import type { WalletProfit } from '@nova/shared-contracts';
import { formatPercent, vars } from '@nova/shared-ui';
import { BUCKET_EDGES, winRateBuckets } from '../model/winRate';
import { useProfileMessages } from '../i18n/messages';

/** Win rate of the period and the five PnL buckets (pnl_interval_1..5) as bars with their token counts. */
export function WinRate({ summary }: { summary: WalletProfit }) {
  const { t, locale } = useProfileMessages();
  const buckets = winRateBuckets(summary);
  const edge = (percent: number) => formatPercent(percent, { locale, decimals: 0 });
  const edges = (key: keyof typeof BUCKET_EDGES) => Object.fromEntries(Object.entries(BUCKET_EDGES[key]).map(([name, value]) => [name, edge(value)]));
  return (
    <Box>
      <Big data-tone={summary.success_rate > 0 ? 'up' : undefined}>{formatPercent(summary.success_rate, { locale })}</Big>
      <Rows role="list" aria-label={t('walletProfile.buckets')}>
        {buckets.map((bucket) => (
          <Row role="listitem" key={bucket.key} data-tone={bucket.tone}>
            <span className="name">{t(`walletProfile.bucket.${bucket.key}`, edges(bucket.key))}</span>
            <span className="track" aria-hidden="true">
              <span className="bar" style={{ width: `${Math.round(bucket.bar * 100)}%` }} />
            </span>
            <span className="value">
              {formatPercent(bucket.percent, { locale })}
              <span className="count">{t('walletProfile.bucket.tokens', { count: bucket.count })}</span>
            </span>
          </Row>
        ))}
      </Rows>
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.size.space4};
`;

const Big = styled.div`
  font-family: ${vars.font.mono};
  font-size: 22px;
  font-weight: 600;
  &[data-tone='up'] { color: ${vars.color.up}; }
`;

/* One grid for the five rows (each row a subgrid of it): the name and value columns are as wide as
   their longest text in the locale (Arabic bucket names are longer than 92 px), and the bars of
   every row still start and end at the same place. */
const Rows = styled.div`
  display: grid;
  grid-template-columns: minmax(92px, max-content) 1fr minmax(112px, max-content);
  row-gap: 6px;
  column-gap: ${vars.size.space3};
`;

const Row = styled.div`
  display: grid;
  grid-column: 1 / -1;
  grid-template-columns: subgrid;
  align-items: center;
  font-size: ${vars.size.fontSm};
  .name { color: ${vars.color.textMuted}; white-space: nowrap; }
  .track { height: 6px; border-radius: 3px; background: ${vars.color.surfaceHover}; overflow: hidden; }
  .bar { display: block; height: 100%; border-radius: 3px; }
  &[data-tone='up'] .bar { background: ${vars.color.up}; }
  &[data-tone='down'] .bar { background: ${vars.color.down}; }
  .value { text-align: end; font-family: ${vars.font.mono}; white-space: nowrap; }
  .count { margin-inline-start: 6px; color: ${vars.color.textDim}; }
`;

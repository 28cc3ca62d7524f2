import styled from '@emotion/styled';
import { useMemo, useState } from 'react';
import type { WalletProfit } from '@nova/shared-contracts';
import { LoadableView, Tabs, formatCoinAmount, formatUsd, vars } from '@nova/shared-ui';
import type { ApiLoadable } from '@nova/shared-ui';
import { buildHeatGrid } from '../model/heatmap';
import type { HeatPoint } from '../model/heatmap';
import { PROFILE_PERIODS } from '../model/profile';
import type { ProfilePeriod } from '../model/profile';
import { tone } from '../model/profit';
import { useProfileMessages } from '../i18n/messages';
import { Heatmap } from './Heatmap';
import { WinRate } from './WinRate';
import { useNarrow } from './useNarrow';

type Section = 'value' | 'winRate' | 'heatmap';

export interface StatsPanelProps {
  period: ProfilePeriod;
  onPeriod: (period: ProfilePeriod) => void;
  stats: ApiLoadable<{ wallet_profit: WalletProfit }>;
  heatmap: ApiLoadable<{ list: HeatPoint[] }>;
}

/**
 * The stats panel (spec 2 §2): Total value, Win rate and the Heatmap side by side on desktop, as
 * switchable sections on narrow screens; the period 1D / 7D / 30D drives the first two.
 */
export function StatsPanel({ period, onPeriod, stats, heatmap }: StatsPanelProps) {
  const { t } = useProfileMessages();
  const narrow = useNarrow();
  const [section, setSection] = useState<Section>('value');
  const sections: Array<{ value: Section; label: string }> = [
    { value: 'value', label: t('walletProfile.stats.totalValue') },
    { value: 'winRate', label: t('walletProfile.stats.winRate') },
    { value: 'heatmap', label: t('walletProfile.stats.heatmap') },
  ];
  const periodTabs = <Tabs label={t('walletProfile.period')} appearance="pill" size="sm" value={period} onChange={onPeriod} items={PROFILE_PERIODS.map((value) => ({ value, label: value }))} />;
  const show = (which: Section) => !narrow || section === which;
  return (
    <Panel aria-label={t('walletProfile.stats.sections')}>
      <Head>
        {narrow ? <Tabs label={t('walletProfile.stats.sections')} size="sm" value={section} onChange={setSection} items={sections} /> : <span />}
        {(!narrow || section !== 'heatmap') && periodTabs}
      </Head>
      <Cells data-narrow={narrow || undefined}>
        {show('value') && (
          <Cell aria-label={narrow ? undefined : t('walletProfile.stats.totalValue')} role={narrow ? undefined : 'group'}>
            {!narrow && <h3>{t('walletProfile.stats.totalValue')}</h3>}
            <LoadableView value={stats} loadingLabel={t('walletProfile.stats.loading')} errorTitle={t('walletProfile.stats.error')} retryLabel={t('walletProfile.list.retry')} onRetry={stats.reload} skeletonRows={4}>
              {({ wallet_profit }) => <TotalValue summary={wallet_profit} />}
            </LoadableView>
          </Cell>
        )}
        {show('winRate') && (
          <Cell aria-label={narrow ? undefined : t('walletProfile.stats.winRate')} role={narrow ? undefined : 'group'}>
            {!narrow && <h3>{t('walletProfile.stats.winRate')}</h3>}
            <LoadableView value={stats} loadingLabel={t('walletProfile.stats.loading')} errorTitle={t('walletProfile.stats.error')} retryLabel={t('walletProfile.list.retry')} onRetry={stats.reload} skeletonRows={5}>
              {({ wallet_profit }) => <WinRate summary={wallet_profit} />}
            </LoadableView>
          </Cell>
        )}
        {show('heatmap') && (
          <Cell aria-label={narrow ? undefined : t('walletProfile.stats.heatmap')} role={narrow ? undefined : 'group'} data-heatmap>
            {!narrow && <h3>{t('walletProfile.stats.heatmap')}</h3>}
            <LoadableView value={heatmap} loadingLabel={t('walletProfile.heatmap.loading')} errorTitle={t('walletProfile.heatmap.error')} retryLabel={t('walletProfile.list.retry')} onRetry={heatmap.reload} skeletonRows={4}>
              {({ list }) => <HeatmapOf points={list} />}
            </LoadableView>
          </Cell>
        )}
      </Cells>
    </Panel>
  );
}

function HeatmapOf({ points }: { points: HeatPoint[] }) {
  const grid = useMemo(() => buildHeatGrid(points, Date.now()), [points]);
  return <Heatmap grid={grid} />;
}

function TotalValue({ summary }: { summary: WalletProfit }) {
  const { t, locale } = useProfileMessages();
  const rows: Array<{ label: string; value: string; tone?: 'up' | 'down' | undefined }> = [
    { label: t('walletProfile.stats.totalPnl'), value: formatUsd(summary.total_profit_usd, { locale }), tone: tone(summary.total_profit_usd) },
    { label: t('walletProfile.stats.unrealised'), value: formatUsd(summary.unrealized_profit, { locale }), tone: tone(summary.unrealized_profit) },
    { label: t('walletProfile.balance.sol'), value: formatCoinAmount(summary.sol_balance, 'SOL', { locale }) },
    { label: t('walletProfile.stats.trades'), value: t('walletProfile.stats.buysSells', { buys: summary.buy_count, sells: summary.sell_count }) },
  ];
  return (
    <Value>
      <div className="big">{formatUsd(summary.total_balance_usd, { locale })}</div>
      <dl>
        {rows.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd data-tone={row.tone}>{row.value}</dd>
          </div>
        ))}
      </dl>
    </Value>
  );
}

const Panel = styled.section`
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.size.radiusMd};
  background: ${vars.color.surface};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.size.space3};
  padding: ${vars.size.space3} ${vars.size.space4};
  border-bottom: 1px solid ${vars.color.border};
`;

const Cells = styled.div`
  display: grid;
  grid-template-columns: minmax(200px, 1fr) minmax(260px, 1.2fr) minmax(396px, auto);
  @media (max-width: 1100px) { grid-template-columns: 1fr 1fr; [data-heatmap] { grid-column: 1 / -1; } }
  &[data-narrow] { grid-template-columns: 1fr; }
`;

const Cell = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.size.space3};
  padding: ${vars.size.space4} ${vars.size.space5};
  min-width: 0;
  & + & { border-inline-start: 1px solid ${vars.color.border}; }
  [data-narrow] > & + & { border-inline-start: 0; }
  h3 { margin: 0; font-size: ${vars.size.fontSm}; font-weight: 500; color: ${vars.color.textMuted}; text-transform: uppercase; letter-spacing: 0.04em; }
`;

const Value = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.size.space4};
  .big { font-family: ${vars.font.mono}; font-size: 22px; font-weight: 600; }
  dl { margin: 0; display: flex; flex-direction: column; gap: 6px; }
  dl > div { display: flex; justify-content: space-between; gap: ${vars.size.space3}; font-size: ${vars.size.fontSm}; }
  dt { color: ${vars.color.textMuted}; }
  dd { margin: 0; font-family: ${vars.font.mono}; }
  dd[data-tone='up'] { color: ${vars.color.up}; }
  dd[data-tone='down'] { color: ${vars.color.down}; }
`;

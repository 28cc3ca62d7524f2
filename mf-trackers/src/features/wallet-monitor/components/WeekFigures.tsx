import styled from '@emotion/styled';
import { dataOf, formatAge, formatPercent, formatUsd, vars } from '@nova/shared-ui';
import { useTrackersMessages } from '../../../i18n/messages';
import { useNow } from '../../../shared/useNow';
import { useWalletWeek } from '../api/monitor';

/** The board row's figures: 7-day PnL and win rate (profit summary) and when the wallet was added. */
export function WeekFigures({ address, createdAt }: { address: string; createdAt: number }) {
  const { t, locale } = useTrackersMessages();
  const now = useNow(60_000);
  const week = dataOf(useWalletWeek(address))?.wallet_profit;
  const pnl = week ? Number(week.total_profit_usd) : null;
  return (
    <>
      <Figure className="num" data-tone={pnl === null || pnl === 0 ? undefined : pnl > 0 ? 'up' : 'down'}>
        <span className="label">{`${t('trackers.monitor.col.pnl7d')}: `}</span>
        {pnl === null ? '—' : `${pnl > 0 ? '+' : ''}${formatUsd(pnl, { locale })}`}
      </Figure>
      <Figure className="num">
        <span className="label">{`${t('trackers.monitor.col.winRate')}: `}</span>
        {week ? formatPercent(week.success_rate, { locale, decimals: 1 }) : '—'}
      </Figure>
      <Figure className="num dim">
        <span className="label">{`${t('trackers.monitor.col.added')}: `}</span>
        {formatAge(createdAt, now, locale)}
      </Figure>
    </>
  );
}

const Figure = styled.span`
  flex: none;
  font-family: ${vars.font.mono};
  font-size: ${vars.size.fontSm};
  font-variant-numeric: tabular-nums;
  text-align: end;
  &.dim { color: ${vars.color.textDim}; }
  &[data-tone='up'] { color: ${vars.color.up}; }
  &[data-tone='down'] { color: ${vars.color.down}; }
  & > .label { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;

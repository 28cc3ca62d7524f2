import styled from '@emotion/styled';
import { useMemo } from 'react';
import { formatUsd, intlLocale, vars } from '@nova/shared-ui';
import type { HeatGrid, HeatLevel } from '../model/heatmap';
import { HEAT_LEGEND, HEAT_SIZE, HEAT_WEEKS, heatLevel, monthStarts } from '../model/heatmap';
import { useProfileMessages } from '../i18n/messages';

const LABEL_HEIGHT = 14;
const PITCH_X = HEAT_SIZE.width / HEAT_WEEKS;
const PITCH_Y = (HEAT_SIZE.height - LABEL_HEIGHT) / 7;
const CELL = Math.floor(Math.min(PITCH_X, PITCH_Y)) - 3;

/** Fill per level: empty, then four greens from faint to full. */
export const HEAT_FILL: Record<HeatLevel, string> = {
  0: '#1a212c',
  1: 'rgba(22, 199, 132, 0.28)',
  2: 'rgba(22, 199, 132, 0.5)',
  3: 'rgba(22, 199, 132, 0.75)',
  4: '#16c784',
};

/** The 24-week activity heatmap (spec 2 §9: 380 x 116 px) with its legend at the counts 0, 11, 31, 101, 102. */
export function Heatmap({ grid }: { grid: HeatGrid }) {
  const { t, locale } = useProfileMessages();
  const months = useMemo(() => monthStarts(grid), [grid]);
  const monthName = new Intl.DateTimeFormat(intlLocale(locale), { month: 'short', timeZone: 'UTC' });
  const dayName = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeZone: 'UTC' });
  const legend = HEAT_LEGEND.map((count, index) => {
    const from = index === 0 ? 0 : (HEAT_LEGEND[index - 1] as number) + 1;
    const label = index === 0 ? t('walletProfile.heatmap.none') : index === HEAT_LEGEND.length - 1 ? t('walletProfile.heatmap.top', { from: count }) : t('walletProfile.heatmap.range', { from, to: count });
    return { level: heatLevel(count), label };
  });
  return (
    <Box>
      <svg role="img" aria-label={t('walletProfile.heatmap.label', { trades: grid.trades, days: grid.activeDays })} width={HEAT_SIZE.width} height={HEAT_SIZE.height} viewBox={`0 0 ${HEAT_SIZE.width} ${HEAT_SIZE.height}`}>
        {months.map((m) => (
          <text key={m.day} x={m.week * PITCH_X} y={10} fontSize={10} fill="currentColor" className="month">
            {monthName.format(m.day * 1000)}
          </text>
        ))}
        {grid.weeks.map((week, w) =>
          week.map((cell, d) =>
            cell.future ? null : (
              <rect key={cell.day} x={w * PITCH_X} y={LABEL_HEIGHT + d * PITCH_Y} width={CELL} height={CELL} rx={2} fill={HEAT_FILL[cell.level]} data-level={cell.level} data-count={cell.count}>
                <title>{t('walletProfile.heatmap.day', { date: dayName.format(cell.day * 1000), count: cell.count, amount: formatUsd(cell.amount, { locale, compact: true }) })}</title>
              </rect>
            ),
          ),
        )}
      </svg>
      <Legend role="list" aria-label={t('walletProfile.heatmap.legend')}>
        <span aria-hidden="true">{t('walletProfile.heatmap.less')}</span>
        {legend.map((item) => (
          <span key={item.level} role="listitem" aria-label={item.label} title={item.label} className="swatch" style={{ background: HEAT_FILL[item.level] }} />
        ))}
        <span aria-hidden="true">{t('walletProfile.heatmap.more')}</span>
      </Legend>
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.size.space3};
  color: ${vars.color.textDim};
  svg { display: block; max-width: 100%; height: auto; }
  rect:hover { stroke: ${vars.color.text}; stroke-width: 1; }
`;

const Legend = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: 3px;
  font-size: ${vars.size.fontXs};
  .swatch { width: 10px; height: 10px; border-radius: 2px; }
  > span:first-of-type { margin-inline-end: 4px; }
  > span:last-of-type { margin-inline-start: 4px; }
`;

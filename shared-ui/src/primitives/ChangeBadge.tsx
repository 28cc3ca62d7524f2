import styled from '@emotion/styled';
import { formatPercent } from '../format';
import { vars } from '../theme/tokens';

export interface ChangeBadgeProps {
  /** Change in percent (12.3 means +12.3 %). */
  value: number | string | null | undefined;
  locale?: string;
  /** 'text' for table cells, 'pill' for a tinted background. */
  appearance?: 'text' | 'pill';
  /** In a narrow cell: changes of 1,000 % and more without decimals (`formatPercent`'s `narrow`). */
  narrow?: boolean;
}

/** A signed percent change: green when up, red when down, muted when flat or unknown. */
export function ChangeBadge({ value, locale, appearance = 'text', narrow = false }: ChangeBadgeProps) {
  const n = typeof value === 'string' ? Number(value) : value;
  const direction = n === null || n === undefined || Number.isNaN(n) || n === 0 ? 'flat' : n > 0 ? 'up' : 'down';
  return (
    <Change data-direction={direction} data-appearance={appearance}>
      {formatPercent(value, { signed: true, narrow, ...(locale ? { locale } : {}) })}
    </Change>
  );
}

const Change = styled.span`
  font-family: ${vars.font.mono};
  font-variant-numeric: tabular-nums;
  color: ${vars.color.textMuted};
  &[data-direction='up'] { color: ${vars.color.up}; }
  &[data-direction='down'] { color: ${vars.color.down}; }
  &[data-appearance='pill'] { padding: 1px ${vars.size.space2}; border-radius: ${vars.size.radiusSm}; }
  &[data-appearance='pill'][data-direction='up'] { background: ${vars.color.upSoft}; }
  &[data-appearance='pill'][data-direction='down'] { background: ${vars.color.downSoft}; }
`;

import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { vars } from '../theme/tokens';

export interface StatItem {
  label: string;
  value: ReactNode;
  tone?: 'up' | 'down';
}

export interface StatListProps {
  /** Accessible name of the list. */
  label: string;
  items: readonly StatItem[];
  columns?: number;
}

/** Label/value pairs (a <dl>: role term and definition) in a dense grid of numbers. */
export function StatList({ label, items, columns = 2 }: StatListProps) {
  return (
    <Grid aria-label={label} style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
      {items.map((item) => (
        <Cell key={item.label}>
          <Term>{item.label}</Term>
          <Value data-tone={item.tone}>{item.value}</Value>
        </Cell>
      ))}
    </Grid>
  );
}

const Grid = styled.dl`
  display: grid;
  gap: ${vars.size.space4};
  margin: 0;
  padding: ${vars.size.space4};
`;

const Cell = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.size.space1};
  min-width: 0;
`;

const Term = styled.dt`
  color: ${vars.color.textDim};
  font-size: ${vars.size.fontXs};
`;

const Value = styled.dd`
  margin: 0;
  font-family: ${vars.font.mono};
  font-size: ${vars.size.fontMd};
  font-variant-numeric: tabular-nums;
  color: ${vars.color.text};
  overflow: hidden;
  text-overflow: ellipsis;
  &[data-tone='up'] { color: ${vars.color.up}; }
  &[data-tone='down'] { color: ${vars.color.down}; }
`;

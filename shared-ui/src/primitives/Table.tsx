import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { vars } from '../theme/tokens';
import type { SortState } from './sort';

export interface TableColumn<Row, K extends string = string> {
  id: K;
  header: string;
  cell: (row: Row) => ReactNode;
  align?: 'left' | 'right';
  /** Renders the header as a sort button. */
  sortable?: boolean;
  width?: number | string;
}

export interface TableProps<Row, K extends string = string> {
  /** Accessible name of the table, e.g. "Hot tokens". */
  label: string;
  columns: readonly TableColumn<Row, K>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  sort?: SortState<K> | null;
  onSortChange?: (column: K) => void;
  onRowClick?: (row: Row) => void;
}

/**
 * A dense data table (role="table") with sortable header buttons (aria-sort on the header cell,
 * the button named by the column). Rows may be clickable; put a real link in a cell for keyboard users.
 */
export function Table<Row, K extends string = string>({ label, columns, rows, rowKey, sort, onSortChange, onRowClick }: TableProps<Row, K>) {
  return (
    <Scroll>
      <StyledTable aria-label={label}>
        <thead>
          <tr>
            {columns.map((column) => {
              const sorted = sort?.by === column.id ? sort.dir : undefined;
              return (
                <Th
                  key={column.id}
                  scope="col"
                  data-align={column.align ?? 'left'}
                  style={column.width !== undefined ? { width: column.width } : undefined}
                  aria-sort={column.sortable ? (sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none') : undefined}
                >
                  {column.sortable && onSortChange ? (
                    <SortButton type="button" onClick={() => onSortChange(column.id)} data-active={sorted !== undefined || undefined}>
                      {column.header}
                      <Arrow aria-hidden="true">{sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}</Arrow>
                    </SortButton>
                  ) : (
                    column.header
                  )}
                </Th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <Tr key={rowKey(row)} data-clickable={onRowClick ? true : undefined} onClick={onRowClick ? () => onRowClick(row) : undefined}>
              {columns.map((column) => (
                <Td key={column.id} data-align={column.align ?? 'left'}>
                  {column.cell(row)}
                </Td>
              ))}
            </Tr>
          ))}
        </tbody>
      </StyledTable>
    </Scroll>
  );
}

const Scroll = styled.div`
  overflow: auto;
  min-height: 0;
  flex: 1;
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${vars.size.fontSm};
  font-variant-numeric: tabular-nums;
`;

const Th = styled.th`
  position: sticky;
  top: 0;
  z-index: 1;
  height: 30px;
  padding: 0 ${vars.size.space3};
  background: ${vars.color.surface};
  border-bottom: 1px solid ${vars.color.border};
  color: ${vars.color.textDim};
  font-size: ${vars.size.fontXs};
  font-weight: 500;
  text-align: start;
  white-space: nowrap;
  &[data-align='right'] { text-align: end; }
`;

const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${vars.size.space2};
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &:hover, &[data-active] { color: ${vars.color.text}; }
`;

const Arrow = styled.span`
  font-size: 8px;
  opacity: 0.7;
`;

const Tr = styled.tr`
  &:hover { background: ${vars.color.surfaceRaised}; }
  &[data-clickable] { cursor: pointer; }
`;

const Td = styled.td`
  height: ${vars.size.rowHeight};
  padding: 0 ${vars.size.space3};
  border-bottom: 1px solid ${vars.color.border};
  white-space: nowrap;
  &[data-align='right'] { text-align: end; font-family: ${vars.font.mono}; }
`;

import styled from '@emotion/styled';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useRef } from 'react';
import type { ReactNode } from 'react';
import { vars } from '../theme/tokens';

/** The spec's list rows (watch list, trackers): 44 px high, 3 rows rendered beyond each edge (spec 3 §9). */
export const VIRTUAL_ROW_HEIGHT = 44;
export const VIRTUAL_OVERSCAN = 3;

export interface VirtualColumn<R> {
  id: string;
  header: ReactNode;
  /** CSS grid track, e.g. '1fr', '120px'. */
  width?: string;
  align?: 'left' | 'right';
  cell: (row: R, index: number) => ReactNode;
  /**
   * The values the cell shows, compared one by one (Object.is) with those of its last render: when
   * given and all equal, the cell is not rendered again, so a live list's new snapshot renders only
   * the cells whose values changed. A kept cell keeps its last output and handlers, so the list
   * names everything `cell` reads that can change: the row's fields, `index`, and the enclosing
   * component's values (locale, selection, callbacks). Without it the cell renders with its row.
   */
  deps?: (row: R, index: number) => readonly unknown[];
}

export interface VirtualTableProps<R> {
  /** The table's accessible name. */
  label: string;
  rows: readonly R[];
  columns: ReadonlyArray<VirtualColumn<R>>;
  rowKey: (row: R, index: number) => string;
  /** Height of the scrolling body in px. */
  height: number;
  rowHeight?: number;
  overscan?: number;
  onRowClick?: (row: R) => void;
  /** Shown in the body when there are no rows. */
  empty?: ReactNode;
}

/**
 * A table that renders only the rows in view (plus `overscan` each side) with
 * @tanstack/react-virtual. ARIA table semantics survive virtualisation: `aria-rowcount` gives the
 * full count and each rendered row its `aria-rowindex`, so screen readers know where they are.
 */
export function VirtualTable<R>({ label, rows, columns, rowKey, height, rowHeight = VIRTUAL_ROW_HEIGHT, overscan = VIRTUAL_OVERSCAN, onRowClick, empty }: VirtualTableProps<R>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan,
    initialRect: { width: 0, height },
  });
  const template = columns.map((column) => column.width ?? '1fr').join(' ');
  return (
    <Table role="table" aria-label={label} aria-rowcount={rows.length + 1} style={{ ['--columns' as string]: template }}>
      <div role="rowgroup">
        <div role="row" aria-rowindex={1} className="row head">
          {columns.map((column) => (
            <div key={column.id} role="columnheader" data-align={column.align ?? 'left'}>
              {column.header}
            </div>
          ))}
        </div>
      </div>
      <div ref={scrollRef} role="rowgroup" className="body" style={{ height }}>
        {rows.length === 0 && empty}
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index]!;
            return (
              <div
                key={rowKey(row, item.index)}
                role="row"
                aria-rowindex={item.index + 2}
                className="row"
                data-clickable={onRowClick ? true : undefined}
                style={{ position: 'absolute', top: 0, left: 0, right: 0, height: rowHeight, transform: `translateY(${item.start}px)` }}
                onClick={onRowClick ? () => onRowClick(row) : undefined}
              >
                {columns.map((column) => (
                  <Cell key={column.id} column={column} row={row} index={item.index} deps={column.deps?.(row, item.index)} />
                ))}
              </div>
            );
          })}
        </div>
      </div>
    </Table>
  );
}

interface CellProps<R> {
  column: VirtualColumn<R>;
  row: R;
  index: number;
  deps: readonly unknown[] | undefined;
}

function CellView<R>({ column, row, index }: CellProps<R>) {
  return (
    <div role="cell" data-align={column.align ?? 'left'}>
      {column.cell(row, index)}
    </div>
  );
}

const sameDeps = (before: readonly unknown[] | undefined, after: readonly unknown[] | undefined) =>
  before !== undefined && after !== undefined && before.length === after.length && before.every((value, i) => Object.is(value, after[i]));

/** One body cell: rendered again only when its column's `deps` changed (always when it has none). */
const Cell = memo(CellView, (before, after) => before.column.align === after.column.align && sameDeps(before.deps, after.deps)) as typeof CellView;

const Table = styled.div`
  display: flex;
  flex-direction: column;
  font-size: ${vars.size.fontSm};
  .row { display: grid; grid-template-columns: var(--columns); align-items: center; gap: ${vars.size.space3}; padding: 0 ${vars.size.space4}; }
  .head { height: 32px; color: ${vars.color.textMuted}; border-bottom: 1px solid ${vars.color.border}; }
  .body { overflow: auto; contain: strict; }
  .body .row { border-bottom: 1px solid ${vars.color.border}; }
  .row[data-clickable] { cursor: pointer; }
  .row[data-clickable]:hover { background: ${vars.color.surfaceHover}; }
  [data-align='right'] { text-align: right; justify-self: end; }
`;

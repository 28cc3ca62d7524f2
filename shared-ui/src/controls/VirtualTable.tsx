import styled from '@emotion/styled';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useLayoutEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { vars } from '../theme/tokens';

/** The spec's list rows (watch list, trackers): 44 px high, 3 rows rendered beyond each edge (spec 3 §9). */
export const VIRTUAL_ROW_HEIGHT = 44;
export const VIRTUAL_OVERSCAN = 3;

export interface VirtualColumn<R> {
  id: string;
  header: ReactNode;
  /** A fixed width, e.g. '72px'. Without it the column takes its `grow` share of the width the fixed ones leave. */
  width?: string;
  /** The column's share of the remaining width when it has no `width` (default 1). */
  grow?: number;
  /** The narrowest a growing column gets, e.g. '150px' (default 0). */
  minWidth?: string;
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

/** A column's flex item: fixed, or a share of what the fixed columns leave (no content sizing: a changed text never moves the columns). */
const flexOf = <R,>(column: VirtualColumn<R>) => (column.width ? `0 0 ${column.width}` : `${column.grow ?? 1} 1 0`);

/**
 * A table that renders only the rows in view (plus `overscan` each side) with
 * @tanstack/react-virtual. ARIA table semantics survive virtualisation: `aria-rowcount` gives the
 * full count and each rendered row its `aria-rowindex`, so screen readers know where they are.
 * Rows are flex rows of fixed-size columns. A row in the overscan (rendered, out of view) keeps
 * the row object it was last rendered with while it stays there, so a live list's new snapshot
 * renders the rows in view only; it shows the current row as it scrolls into view.
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
  // Rows last rendered, by key: what an overscan row keeps showing.
  const lastShown = useRef(new Map<string, R>());
  const shown = new Map<string, R>();
  const range = virtualizer.range;
  const inView = (index: number) => !range || (index >= range.startIndex && index <= range.endIndex);
  const items = virtualizer.getVirtualItems();
  const body = items.map((item) => {
    const current = rows[item.index]!;
    const key = rowKey(current, item.index);
    const row = inView(item.index) ? current : (lastShown.current.get(key) ?? current);
    shown.set(key, row);
    return (
      <div
        key={key}
        role="row"
        aria-rowindex={item.index + 2}
        className="row"
        data-clickable={onRowClick ? true : undefined}
        style={{ height: rowHeight }}
        onClick={onRowClick ? () => onRowClick(row) : undefined}
      >
        {columns.map((column) => (
          <Cell key={column.id} column={column} flex={flexOf(column)} row={row} index={item.index} deps={column.deps?.(row, item.index)} />
        ))}
      </div>
    );
  });
  // What this render showed, once committed (a render React drops must not change what overscan rows keep).
  useLayoutEffect(() => {
    lastShown.current = shown;
  });
  return (
    <Table role="table" aria-label={label} aria-rowcount={rows.length + 1}>
      <div role="rowgroup">
        <div role="row" aria-rowindex={1} className="row head">
          {columns.map((column) => (
            <div key={column.id} role="columnheader" data-align={column.align ?? 'left'} style={{ flex: flexOf(column), minWidth: column.minWidth ?? 0 }}>
              {column.header}
            </div>
          ))}
        </div>
      </div>
      <div ref={scrollRef} role="rowgroup" className="body" style={{ height }}>
        {rows.length === 0 && empty}
        <div style={{ height: virtualizer.getTotalSize(), paddingTop: items[0]?.start ?? 0, boxSizing: 'border-box' }}>{body}</div>
      </div>
    </Table>
  );
}

interface CellProps<R> {
  column: VirtualColumn<R>;
  flex: string;
  row: R;
  index: number;
  deps: readonly unknown[] | undefined;
}

function CellView<R>({ column, flex, row, index }: CellProps<R>) {
  return (
    <div role="cell" data-align={column.align ?? 'left'} style={{ flex, minWidth: column.minWidth ?? 0 }}>
      {column.cell(row, index)}
    </div>
  );
}

const sameDeps = (before: readonly unknown[] | undefined, after: readonly unknown[] | undefined) =>
  before !== undefined && after !== undefined && before.length === after.length && before.every((value, i) => Object.is(value, after[i]));

/** One body cell: rendered again only when its column's `deps` changed (always when it has none). */
const Cell = memo(CellView, (before, after) => before.column.align === after.column.align && before.flex === after.flex && before.column.minWidth === after.column.minWidth && sameDeps(before.deps, after.deps)) as typeof CellView;

const Table = styled.div`
  display: flex;
  flex-direction: column;
  font-size: ${vars.size.fontSm};
  .row { display: flex; align-items: center; gap: ${vars.size.space3}; padding: 0 ${vars.size.space4}; }
  .head { height: 32px; color: ${vars.color.textMuted}; border-bottom: 1px solid ${vars.color.border}; }
  .body { overflow: auto; contain: strict; }
  .body .row { box-sizing: border-box; border-bottom: 1px solid ${vars.color.border}; }
  .row[data-clickable] { cursor: pointer; }
  .row[data-clickable]:hover { background: ${vars.color.surfaceHover}; }
  [data-align='right'] { text-align: right; }
`;

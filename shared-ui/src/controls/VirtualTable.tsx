import styled from '@emotion/styled';
import type { Rect, Virtualizer as VirtualizerInstance, useVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { ReactNode, RefObject, UIEvent } from 'react';
import { whenIdle } from '../platform/idle';
import { lazyModule } from '../platform/lazy';
import { vars } from '../theme/tokens';

/** The spec's list rows (watch list, trackers): 44 px high, 3 rows rendered beyond each edge (spec 3 §9). */
export const VIRTUAL_ROW_HEIGHT = 44;
export const VIRTUAL_OVERSCAN = 3;

/** How long an idle page may keep the virtualizer waiting after the first window (and the delay where there is no idle callback). */
const LOAD_AFTER_MS = 1500;

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
  /**
   * A live list whose new rows arrive on top (a trade tape): scrolled down, the rows in view stay
   * where they are on screen as rows are added or removed above them (the body scrolls by their
   * height); at the top the new rows show. Needs a `rowKey` that does not depend on the index.
   */
  anchorScroll?: boolean;
  /**
   * Rows keyed by their place in the window, not by `rowKey`: the element at a place shows the row
   * that is there now. On a live list whose new rows arrive on top (a trade tape) a snapshot then
   * changes the texts of the rows in view, where keyed rows made a row's elements for each new row
   * and removed as many (a hot token's tape: most of the page's work each frame, issue 37). Cells
   * with `deps` still render only where their values changed.
   */
  keyByPlace?: boolean;
}

/** A column's flex item: fixed, or a share of what the fixed columns leave (no content sizing: a changed text never moves the columns). */
const flexOf = <R,>(column: VirtualColumn<R>) => (column.width ? `0 0 ${column.width}` : `${column.grow ?? 1} 1 0`);

type VirtualizerHook = typeof useVirtualizer;

// @tanstack/react-virtual (10.7 kB gzip) is not on the first screen's path: one load for every table, started once a first window has painted or at a first scroll.
// A failed load (an offline chunk) is forgotten without a word: the first window stays usable and the next scroll tries again.
const virtualizerPart = lazyModule(() => import('@tanstack/react-virtual').then((module): VirtualizerHook => module.useVirtualizer));
const loadVirtualizer = () => void virtualizerPart.load().catch(() => undefined);

/**
 * A table that renders only the rows in view (plus `overscan` each side) with
 * @tanstack/react-virtual. ARIA table semantics survive virtualisation: `aria-rowcount` gives the
 * full count and each rendered row its `aria-rowindex`, so screen readers know where they are.
 * Rows are flex rows of fixed-size columns. A row in the overscan (rendered, out of view) keeps
 * the row object it was last rendered with while it stays there, so a live list's new snapshot
 * renders the rows in view only; it shows the current row as it scrolls into view.
 *
 * Until the library has loaded, the table shows the first window itself (fixed row height, scroll
 * offset 0: plain arithmetic). The virtualizer then runs in a sibling that renders nothing and
 * reports its window; the rows stay where they are in the tree, so its taking over renders no
 * cell again (the first window is the same) and changes nothing on screen. The spacer has the
 * full height from the start: a scroll before the load keeps its place and the virtualizer starts at it.
 */
export function VirtualTable<R>({ label, rows, columns, rowKey, height, rowHeight = VIRTUAL_ROW_HEIGHT, overscan = VIRTUAL_OVERSCAN, onRowClick, empty, anchorScroll = false, keyByPlace = false }: VirtualTableProps<R>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // The body's scroll offset as its last scroll event reported it (0 until one): read where the
  // table needs it, instead of `scrollTop`, which forces a layout of the page when read after a
  // DOM change (a table mounting on the token page: 44 ms of its start-up at 4x CPU, issue 37).
  const scrolled = useRef(0);
  useScrollAnchor(anchorScroll, scrollRef, scrolled, rows, rowKey, rowHeight);
  const hook = useSyncExternalStore(virtualizerPart.subscribe, virtualizerPart.get, virtualizerPart.get);
  const [reported, setReported] = useState<RowWindow | null>(null);
  const inView = Math.ceil(height / rowHeight);
  const rowWindow = (hook && reported) || { start: 0, end: inView + overscan - 1, viewStart: 0, viewEnd: inView - 1 };
  useEffect(() => {
    if (hook) return undefined;
    return whenIdle(loadVirtualizer, { timeoutMs: LOAD_AFTER_MS, fallbackMs: LOAD_AFTER_MS });
  }, [hook]);
  // Before the library is here, a scroll, or a wheel, touch or key that may lead to one, loads it at once.
  const load = hook ? undefined : loadVirtualizer;
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    scrolled.current = event.currentTarget.scrollTop;
    load?.();
  };
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
      <div ref={scrollRef} role="rowgroup" className="body" data-anchored={anchorScroll || undefined} style={{ height }} onScroll={onScroll} onWheel={load} onTouchStart={load} onKeyDown={load}>
        {rows.length === 0 && empty}
        <Rows rows={rows} columns={columns} rowKey={rowKey} rowHeight={rowHeight} onRowClick={onRowClick} rowWindow={rowWindow} keyByPlace={keyByPlace} />
      </div>
      {/* After the body: the body's ref is attached when the virtualizer's first layout effect looks for it. */}
      {hook && <Virtualizer useVirtualizer={hook} count={rows.length} height={height} rowHeight={rowHeight} overscan={overscan} scrollRef={scrollRef} scrolled={scrolled} onWindow={setReported} />}
    </Table>
  );
}

/**
 * With `enabled`, a new snapshot scrolled down keeps the row at the top of the view where it was:
 * the body scrolls by the rows added (or removed) above it, before the browser paints. The
 * browser's own scroll anchoring is off on such a body (`overflow-anchor: none`): it would move
 * the same rows a second time, or not at all when the spacer's height changes.
 *
 * The offset is the one the body's last scroll event reported (`offset`), not read from
 * `scrollTop` here: this effect runs after every commit, right after React changed the DOM, and
 * reading `scrollTop` then forces a synchronous layout. On a hot token's Activity list that was a
 * forced layout per frame (traced at 5,000 pushes a second: 4 s of 60 s on the main thread). At
 * the top, the usual place, the effect reads and writes nothing of the layout.
 */
function useScrollAnchor<R>(enabled: boolean, scrollRef: RefObject<HTMLDivElement | null>, offset: RefObject<number>, rows: readonly R[], rowKey: (row: R, index: number) => string, rowHeight: number) {
  const shown = useRef(rows);
  useLayoutEffect(() => {
    const before = shown.current;
    shown.current = rows;
    const body = scrollRef.current;
    if (!enabled || !body || before === rows || offset.current <= 0) return;
    const top = Math.floor(offset.current / rowHeight);
    const anchor = before[top];
    if (anchor === undefined) return;
    const key = rowKey(anchor, top);
    const now = rows.findIndex((row, index) => rowKey(row, index) === key);
    if (now < 0 || now === top) return;
    // The scroll event that follows reports where the browser put it (clamped to the body's end).
    offset.current += (now - top) * rowHeight;
    body.scrollTop = offset.current;
  }, [enabled, scrollRef, offset, rows, rowKey, rowHeight]);
}

/** The rows rendered (`start`..`end`) and those in view (`viewStart`..`viewEnd`; the others are the overscan), by index. */
interface RowWindow {
  start: number;
  end: number;
  viewStart: number;
  viewEnd: number;
}

interface VirtualizerProps {
  useVirtualizer: VirtualizerHook;
  count: number;
  height: number;
  rowHeight: number;
  overscan: number;
  scrollRef: RefObject<HTMLDivElement | null>;
  /** The body's offset as its last scroll event reported it. */
  scrolled: RefObject<number>;
  onWindow: (window: RowWindow) => void;
}

/**
 * The body's size for the virtualizer, from a ResizeObserver only. The library's default reads
 * `clientHeight` as the table mounts, which forces a layout of the page inside the commit (a tab
 * switch to Activity on a hot token: the click's longest part). Until the observer reports, after
 * the frame's own layout, the size is the table's `height` (`initialRect`).
 */
function observeBodyRect(instance: VirtualizerInstance<HTMLDivElement, Element>, onRect: (rect: Rect) => void) {
  const body = instance.scrollElement;
  if (!body || typeof ResizeObserver !== 'function') return undefined;
  const observer = new ResizeObserver(([entry]) => {
    if (entry) onRect({ width: Math.round(entry.contentRect.width), height: Math.round(entry.contentRect.height) });
  });
  observer.observe(body);
  return () => observer.disconnect();
}

/** @tanstack/react-virtual on the body: reports the window at the body's scroll offset, renders nothing. */
function Virtualizer({ useVirtualizer, count, height, rowHeight, overscan, scrollRef, scrolled, onWindow }: VirtualizerProps) {
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan,
    initialRect: { width: 0, height },
    observeElementRect: observeBodyRect,
    // Where a scroll before the load left the body: the virtualizer learns the offset from scroll events only, so it would start at 0.
    initialOffset: () => scrolled.current,
    // Its writes, less those that would not move the body. As it mounts it writes the offset it
    // starts at, where the body already is, and a write of `scrollTop` lays out the page first: a
    // forced layout of 36 ms at 4x CPU in a switch to the token page's Activity tab (issue 37). A
    // write to the same offset fires no scroll event, so the virtualizer sees the same either way.
    scrollToFn: (offset, { adjustments = 0, behavior }, instance) => {
      const top = offset + adjustments;
      if (behavior !== 'smooth' && top === scrolled.current) return;
      instance.scrollElement?.scrollTo({ top, behavior });
    },
  });
  const items = virtualizer.getVirtualItems();
  const start = items[0]?.index ?? 0;
  const end = items.at(-1)?.index ?? -1;
  const viewStart = virtualizer.range?.startIndex ?? start;
  const viewEnd = virtualizer.range?.endIndex ?? end;
  useLayoutEffect(() => onWindow({ start, end, viewStart, viewEnd }), [onWindow, start, end, viewStart, viewEnd]);
  return null;
}

interface RowsProps<R> extends Pick<VirtualTableProps<R>, 'rows' | 'columns' | 'rowKey' | 'onRowClick' | 'keyByPlace'> {
  rowHeight: number;
  rowWindow: RowWindow;
}

/** The spacer (every row's height) and the window's rows in it. */
function Rows<R>({ rows, columns, rowKey, rowHeight, onRowClick, rowWindow, keyByPlace }: RowsProps<R>) {
  // Rows last rendered, by key: what an overscan row keeps showing.
  const lastShown = useRef(new Map<string, R>());
  const shown = new Map<string, R>();
  const start = Math.min(rowWindow.start, rows.length);
  // A window reported for an older row count is cut to the rows there are (the next report follows).
  const indexes = Array.from({ length: Math.max(0, Math.min(rowWindow.end, rows.length - 1) - start + 1) }, (_, i) => start + i);
  const body = indexes.map((index) => {
    const current = rows[index]!;
    const key = rowKey(current, index);
    const inView = index >= rowWindow.viewStart && index <= rowWindow.viewEnd;
    const row = inView ? current : (lastShown.current.get(key) ?? current);
    shown.set(key, row);
    return (
      <div
        key={keyByPlace ? index - start : key}
        role="row"
        aria-rowindex={index + 2}
        className="row"
        data-clickable={onRowClick ? true : undefined}
        style={{ height: rowHeight }}
        onClick={onRowClick ? () => onRowClick(row) : undefined}
      >
        {columns.map((column) => (
          <Cell key={column.id} column={column} flex={flexOf(column)} row={row} index={index} deps={column.deps?.(row, index)} />
        ))}
      </div>
    );
  });
  // What this render showed, once committed (a render React drops must not change what overscan rows keep).
  useLayoutEffect(() => {
    lastShown.current = shown;
  });
  return <div style={{ height: rows.length * rowHeight, paddingTop: start * rowHeight, boxSizing: 'border-box' }}>{body}</div>;
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
  .body[data-anchored] { overflow-anchor: none; }
  .body .row { box-sizing: border-box; border-bottom: 1px solid ${vars.color.border}; }
  .row[data-clickable] { cursor: pointer; }
  .row[data-clickable]:hover { background: ${vars.color.surfaceHover}; }
  [data-align='right'] { text-align: end; }
`;

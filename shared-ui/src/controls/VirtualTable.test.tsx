import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type * as ReactVirtual from '@tanstack/react-virtual';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';

// The requests for the library (a failed one is an offline chunk), and whether a table has rendered with it.
const library = { imports: 0, fail: false, used: false };

/** A fresh VirtualTable module (its loader state is per module) and a requestIdleCallback the test runs by hand (none: the browser has none). */
async function setup({ idleCallback = true } = {}) {
  vi.resetModules();
  vi.doMock('@tanstack/react-virtual', async (importOriginal) => {
    library.imports += 1;
    if (library.fail) throw new Error('chunk failed to load');
    const original = await importOriginal<typeof ReactVirtual>();
    const useVirtualizer: typeof original.useVirtualizer = (options) => {
      library.used = true;
      return original.useVirtualizer(options);
    };
    return { ...original, useVirtualizer };
  });
  // jsdom lays nothing out: the scroll body reports the size a browser would.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(100);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
  const idle: Array<{ run: () => void; timeout: number | undefined }> = [];
  if (idleCallback) {
    vi.stubGlobal('requestIdleCallback', (run: () => void, options?: IdleRequestOptions) => idle.push({ run, timeout: options?.timeout }));
    vi.stubGlobal('cancelIdleCallback', () => {});
  }
  const { VirtualTable } = await import('./VirtualTable');
  const rows = Array.from({ length: 1000 }, (_, i) => ({ id: `t${i}`, name: `Token ${i}` }));
  const cellRenders = { count: 0 };
  // 100 px of 30 px rows: 4 rows in view (the last one cut), then an overscan of 2.
  const table = <VirtualTable label="Watch list" rows={rows} rowKey={(row) => row.id} height={100} rowHeight={30} overscan={2} columns={[{ id: 'name', header: 'Name', cell: (row) => ((cellRenders.count += 1), row.name), deps: (row) => [row] }]} />;
  return { idle, table, VirtualTable, cellRenders };
}

const virtualized = () => waitFor(() => expect(library.used).toBe(true));
const bodyRows = () => screen.getAllByRole('row').slice(1);
const rowIndexes = () => bodyRows().map((row) => row.getAttribute('aria-rowindex'));
const scrollBody = (top: number) => {
  const body = screen.getAllByRole('rowgroup')[1]!;
  body.scrollTop = top;
  fireEvent.scroll(body);
};
/** Loads the library through a first table (scrolled, so at once), then unmounts that table. */
const loadThroughFirstTable = async (table: ReactElement) => {
  const first = render(table);
  scrollBody(30 * 100);
  await virtualized();
  first.unmount();
};

describe('VirtualTable before @tanstack/react-virtual has loaded', () => {
  beforeEach(() => {
    Object.assign(library, { imports: 0, fail: false, used: false });
  });
  afterEach(() => {
    cleanup(); // while the idle callback stubs are still there
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('renders the first window without the library, then loads it once the page is idle', async () => {
    const { idle, table, cellRenders } = await setup();
    render(table);
    expect(screen.getByRole('table', { name: 'Watch list' })).toHaveAttribute('aria-rowcount', '1001');
    const firstRenders = cellRenders.count;
    expect(rowIndexes()).toEqual(['2', '3', '4', '5', '6', '7']);
    expect(screen.getByRole('cell', { name: 'Token 5' })).toBeInTheDocument();
    // The spacer holds every row, so the body scrolls its full height from the start.
    expect(bodyRows()[0]!.parentElement).toHaveStyle({ height: '30000px', paddingTop: '0px' });
    expect(library.imports).toBe(0);
    const firstWindow = screen.getAllByRole('rowgroup')[1]!.innerHTML;

    expect(idle).toEqual([{ run: expect.any(Function), timeout: 1500 }]);
    idle[0]!.run();
    await virtualized();
    expect(library.imports).toBe(1);
    // Taking over at offset 0 changes nothing in the body's markup; from then on the rows follow the scroll.
    expect(screen.getAllByRole('rowgroup')[1]!.innerHTML).toBe(firstWindow);
    // ...and renders no cell again: the rows stay where they are in the tree.
    expect(cellRenders.count).toBe(firstRenders);
    scrollBody(30 * 100);
    expect(screen.getByRole('cell', { name: 'Token 100' })).toBeInTheDocument();
  });

  it('loads the library at the first scroll, keeps the offset and shows the rows there', async () => {
    const { idle, table } = await setup();
    render(table);
    // The idle callback never runs here: the scroll asks for the library.
    scrollBody(30 * 100);
    await virtualized();
    expect(library.imports).toBe(1);
    expect(screen.getAllByRole('rowgroup')[1]!.scrollTop).toBe(3000);
    expect(rowIndexes()[0]).toBe(String(100 - 2 + 2));
    expect(screen.getByRole('cell', { name: 'Token 100' })).toBeInTheDocument();
    expect(idle).toHaveLength(1);
  });

  it('starts a table mounted after the load virtualized', async () => {
    const { idle, table } = await setup();
    await loadThroughFirstTable(table);

    render(table);
    expect(idle).toHaveLength(1);
    scrollBody(30 * 500);
    expect(screen.getByRole('cell', { name: 'Token 500' })).toBeInTheDocument();
    expect(library.imports).toBe(1);
  });

  it('keeps the first window when the library fails to load, and tries again at the next scroll', async () => {
    const error = vi.spyOn(console, 'error');
    library.fail = true;
    const { idle, table } = await setup();
    render(table);
    idle[0]!.run();
    await waitFor(() => expect(library.imports).toBe(1));
    expect(rowIndexes()).toEqual(['2', '3', '4', '5', '6', '7']);
    expect(error).not.toHaveBeenCalled();

    library.fail = false;
    // The user scrolls on (the failure may take a moment to come back): a scroll after it loads again.
    await waitFor(() => {
      scrollBody(30 * 100);
      expect(library.used).toBe(true);
    });
    expect(library.imports).toBe(2);
    expect(screen.getByRole('cell', { name: 'Token 100' })).toBeInTheDocument();
    expect(error).not.toHaveBeenCalled();
  });

  it('loads the library after 1.5 s where there is no idle callback', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { table } = await setup({ idleCallback: false });
    render(table);
    vi.advanceTimersByTime(1499);
    await vi.dynamicImportSettled();
    expect(library.imports).toBe(0);
    vi.advanceTimersByTime(1);
    await vi.dynamicImportSettled();
    expect(library.imports).toBe(1);
  });

  it("updates the first window's rows in view with each new snapshot, while its overscan rows keep theirs", async () => {
    const { VirtualTable } = await setup();
    type Row = { id: string; price: number };
    const snapshot = (price: number) => Array.from({ length: 20 }, (_, i) => ({ id: `t${i}`, price: price + i }));
    const columns = [{ id: 'price', header: 'Price', cell: (row: Row) => `${row.id} at ${row.price}`, deps: (row: Row) => [row.price] }];
    const table = (rows: Row[]) => <VirtualTable label="Live" rows={rows} rowKey={(row) => row.id} height={100} rowHeight={30} overscan={2} columns={columns} />;
    const { rerender } = render(table(snapshot(100)));
    rerender(table(snapshot(200)));
    // Rows 0-3 are in view, 4-5 the overscan.
    expect(screen.getByRole('cell', { name: 't3 at 203' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 't4 at 104' })).toBeInTheDocument();
    expect(library.imports).toBe(0);
  });

  it('mounts without touching the layout: no scrollTop, clientHeight or clientWidth read, no scroll written (either, right after a DOM change, forces a layout of the page)', async () => {
    const { table, VirtualTable } = await setup();
    await loadThroughFirstTable(table);
    const reads = [vi.spyOn(Element.prototype, 'scrollTop', 'get'), vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get'), vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get')];
    for (const read of reads) read.mockClear();
    // jsdom has no Element.scrollTo: the virtualizer's writes go through it.
    const writes = vi.fn();
    Object.defineProperty(Element.prototype, 'scrollTo', { configurable: true, value: writes });
    onTestFinished(() => {
      delete (Element.prototype as { scrollTo?: unknown }).scrollTo;
    });
    // A tape (anchored) and a list, both virtualized from their first render: a tab switched to on a token page.
    render(
      <>
        <VirtualTable label="Tape" rows={[{ id: 'trade 1' }]} rowKey={(row) => row.id} height={100} rowHeight={30} columns={[{ id: 'id', header: 'Trade', cell: (row) => row.id }]} anchorScroll />
        {table}
      </>,
    );
    expect(screen.getByRole('cell', { name: 'trade 1' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Token 0' })).toBeInTheDocument();
    expect(reads.map((read) => read.mock.calls.length)).toEqual([0, 0, 0]);
    expect(writes).not.toHaveBeenCalled();
  });

  it('with anchorScroll, keeps the rows in view where they are as new rows arrive on top; at the top the new rows show', async () => {
    const { VirtualTable } = await setup();
    type Row = { id: string };
    const tape = (from: number) => Array.from({ length: 20 }, (_, i) => ({ id: `trade ${from - i}` }));
    const columns = [{ id: 'id', header: 'Trade', cell: (row: Row) => row.id }];
    const table = (rows: Row[], anchorScroll = true) => <VirtualTable label="Tape" rows={rows} rowKey={(row) => row.id} height={100} rowHeight={30} overscan={2} columns={columns} anchorScroll={anchorScroll} />;
    const { rerender } = render(table(tape(100)));
    const body = screen.getAllByRole('rowgroup')[1]!;
    // At the top: the two new trades show first.
    rerender(table(tape(102)));
    expect(body.scrollTop).toBe(0);
    expect(bodyRows()[0]).toHaveTextContent('trade 102');
    // Scrolled down to trade 99 (row 3, 10 px into it): two more trades above leave it where it is on screen.
    scrollBody(3 * 30 + 10);
    rerender(table(tape(104)));
    expect(body.scrollTop).toBe(5 * 30 + 10);
    // Without it, the offset stays and the rows in view move down (the token list's behaviour).
    rerender(table(tape(106), false));
    expect(body.scrollTop).toBe(5 * 30 + 10);
  });

  it('with keyByPlace, a new row on top changes the texts of the row elements there; only the cells whose values changed render', async () => {
    const { VirtualTable } = await setup();
    type Row = { id: string; side: string };
    const tape = (from: number) => Array.from({ length: 20 }, (_, i) => ({ id: `trade ${from - i}`, side: (from - i) % 2 ? 'buy' : 'sell' }));
    const renders = { id: 0, side: 0 };
    const columns = [
      { id: 'id', header: 'Trade', cell: (row: Row) => ((renders.id += 1), row.id), deps: (row: Row) => [row.id] },
      { id: 'side', header: 'Side', cell: (row: Row) => ((renders.side += 1), row.side), deps: (row: Row) => [row.side] },
    ];
    const table = (rows: Row[], keyByPlace: boolean) => <VirtualTable label="Tape" rows={rows} rowKey={(row) => row.id} height={100} rowHeight={30} overscan={2} columns={columns} anchorScroll keyByPlace={keyByPlace} />;
    const { rerender, unmount } = render(table(tape(100), true));
    const before = bodyRows();
    expect(before.map((row) => row.textContent)).toEqual(['trade 100sell', 'trade 99buy', 'trade 98sell', 'trade 97buy', 'trade 96sell', 'trade 95buy']);
    Object.assign(renders, { id: 0, side: 0 });
    // Two new trades: the same six elements show trades 102-97, at the same row indexes.
    rerender(table(tape(102), true));
    const after = bodyRows();
    expect(after.every((row, i) => row === before[i])).toBe(true);
    expect(after[0]).toHaveTextContent('trade 102');
    expect(rowIndexes()).toEqual(['2', '3', '4', '5', '6', '7']);
    // Every place shows another trade; a side two trades down is the same side.
    expect(renders).toEqual({ id: 6, side: 0 });
    unmount();

    // Keyed by `rowKey`, the new trades are new elements and the others move down.
    const keyed = render(table(tape(100), false));
    const first = bodyRows()[0];
    keyed.rerender(table(tape(102), false));
    expect(bodyRows()[0]).not.toBe(first);
    expect(bodyRows()[2]).toBe(first);
  });
});

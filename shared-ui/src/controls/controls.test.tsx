import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadOverlays } from '../overlay/preload';
import { stripBidiControls } from '../text/bidi';
import { ThirdPartyText } from '../text/ThirdPartyText';
import { Chip } from './Chip';
import { IconButton } from './IconButton';
import { Menu, Popover } from './Popover';
import { Select } from './Select';
import { TextArea } from './TextArea';
import { TextField } from './TextField';
import { VIRTUAL_OVERSCAN, VIRTUAL_ROW_HEIGHT, VirtualTable } from './VirtualTable';

describe('ThirdPartyText', () => {
  it('removes bidi controls so a reversed symbol cannot pose as another', () => {
    render(<ThirdPartyText text={'\u202ETDSU'} data-testid="symbol" />);
    const symbol = screen.getByTestId('symbol');
    expect(symbol.tagName).toBe('BDI');
    expect(symbol.textContent).toBe('TDSU');
  });

  it('strips every embedding, override, isolate and mark', () => {
    expect(stripBidiControls('a\u202Ab\u202Bc\u202Cd\u202De\u2066f\u2067g\u2068h\u2069i\u200Ej\u200Fk\u061Cl')).toBe('abcdefghijkl');
    expect(stripBidiControls('عملة Coin')).toBe('عملة Coin');
  });

  it('shows the fallback for empty text', () => {
    render(<ThirdPartyText text={'\u202E'} fallback="—" data-testid="name" />);
    expect(screen.getByTestId('name').textContent).toBe('—');
  });
});

describe('TextField', () => {
  it('is named by its label and described by its error', () => {
    render(<TextField label="Amount" error="Too small" hint="In SOL" defaultValue="1" />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Too small In SOL');
  });
});

describe('TextArea', () => {
  // Its code comes with the Dialog's; loading it: Dialog.lazy.test.tsx.
  beforeAll(() => preloadOverlays());

  it('is a named multi-line box described by its hint and error, with a counter marked once over', () => {
    const { rerender } = render(<TextArea label="Description" hint="Optional" counter={{ length: 12, max: 200 }} value="twelve chars" onChange={() => undefined} />);
    const area = screen.getByRole('textbox', { name: 'Description' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).not.toHaveAttribute('aria-invalid');
    expect(area).toHaveAccessibleDescription('Optional');
    expect(screen.getByText('12/200')).not.toHaveAttribute('data-over');
    rerender(<TextArea label="Description" error="Too long" announceError counter={{ length: 201, max: 200 }} value="x" onChange={() => undefined} />);
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAccessibleDescription('Too long');
    expect(screen.getByRole('alert')).toHaveTextContent('Too long');
    expect(screen.getByText('201/200')).toHaveAttribute('data-over', 'true');
  });
});

describe('Select', () => {
  it('is a named combobox reporting the chosen value', async () => {
    const onChange = vi.fn();
    render(<Select label="Chain" value="solana" options={[{ value: 'solana', label: 'Solana' }, { value: 'bsc', label: 'BSC' }]} onChange={onChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Chain' }), 'BSC');
    expect(onChange).toHaveBeenCalledWith('bsc');
  });
});

describe('IconButton and Chip', () => {
  it('name an icon button by its label and report toggles', async () => {
    function Harness() {
      const [on, setOn] = useState(false);
      return (
        <>
          <IconButton label="Copy address" icon="⧉" />
          <Chip selected={on} onChange={setOn}>
            Pump
          </Chip>
        </>
      );
    }
    render(<Harness />);
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeInTheDocument();
    const chip = screen.getByRole('button', { name: 'Pump' });
    expect(chip).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(chip);
    expect(chip).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('Popover and Menu', () => {
  // Their panels once their code is here; loading it: Popover.lazy.test.tsx.
  beforeAll(() => preloadOverlays());

  it('a popover opens a named dialog, closes on Escape and returns focus', async () => {
    const user = userEvent.setup();
    render(
      <Popover trigger="Filters" label="Token filters">
        <button type="button">Apply</button>
      </Popover>,
    );
    const trigger = screen.getByRole('button', { name: 'Filters' });
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Token filters' })).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('shows its panel in the top layer as an auto popover, placed at its trigger by a CSS anchor', async () => {
    const user = userEvent.setup();
    render(
      <Popover trigger="Tools" label="Tools of PEPE" align="end" side="above">
        <a href="https://example.com">Scan</a>
      </Popover>,
    );
    const trigger = screen.getByRole('button', { name: 'Tools' });
    await user.click(trigger);
    const panel = screen.getByRole('dialog', { name: 'Tools of PEPE' });
    expect(panel).toHaveAttribute('popover', 'auto');
    const anchor = trigger.style.getPropertyValue('anchor-name');
    expect(anchor).toMatch(/^--popover-/);
    expect(panel.style.getPropertyValue('position-anchor')).toBe(anchor);
    expect(panel).toHaveAttribute('data-side', 'above');
    expect(panel).toHaveAttribute('data-align', 'end');
    // The trigger is the panel's invoker: a press on it is not a press outside.
    expect(trigger).toHaveAttribute('popovertarget', panel.id);
  });

  it('closes on a press outside (light dismiss), leaving the focus where the press put it', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <>
        <Popover trigger="Filters" label="Token filters" onOpenChange={onOpenChange}>
          <button type="button">Apply</button>
        </Popover>
        <input aria-label="Search" />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    expect(screen.getByRole('dialog', { name: 'Token filters' })).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Search' }));
    expect(screen.queryByRole('dialog', { name: 'Token filters' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus();
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('closes on a second press of its trigger, and does not open again from it', async () => {
    const user = userEvent.setup();
    render(
      <Menu trigger="Group" label="Group actions" items={[{ id: 'rename', label: 'Rename', onSelect: () => undefined }]} />,
    );
    const trigger = screen.getByRole('button', { name: 'Group' });
    await user.click(trigger);
    expect(screen.getByRole('menu', { name: 'Group actions' })).toBeInTheDocument();
    await user.click(trigger);
    expect(screen.queryByRole('menu', { name: 'Group actions' })).not.toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('a controlled popover follows its open prop and reports opening and closing', async () => {
    const user = userEvent.setup();
    const changes: boolean[] = [];
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <Popover
          trigger="Sync"
          label="Sync settings"
          open={open}
          onOpenChange={(next) => {
            changes.push(next);
            setOpen(next);
          }}
        >
          {(close) => (
            <button type="button" onClick={close}>
              Done
            </button>
          )}
        </Popover>
      );
    }
    render(<Controlled />);
    await user.click(screen.getByRole('button', { name: 'Sync' }));
    expect(screen.getByRole('dialog', { name: 'Sync settings' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog', { name: 'Sync settings' })).not.toBeInTheDocument();
    expect(changes).toEqual([true, false]);
  });

  it('a menu moves with the arrow keys and chooses with Enter', async () => {
    const user = userEvent.setup();
    const copy = vi.fn();
    const share = vi.fn();
    render(
      <Menu
        trigger="Actions"
        label="Token actions"
        items={[
          { id: 'copy', label: 'Copy', onSelect: copy },
          { id: 'share', label: 'Share', onSelect: share },
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    expect(screen.getByRole('menuitem', { name: 'Copy' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Share' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(share).toHaveBeenCalledTimes(1);
    expect(copy).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('a disabled item is read with its hint and stays in the arrow-key order, but is not chosen; a disabled menu does not open', async () => {
    const user = userEvent.setup();
    const half = vi.fn();
    const { rerender } = render(
      <Menu
        trigger="+ Add"
        label="Add strategy"
        items={[
          { id: 'tp', label: 'Take profit', onSelect: vi.fn() },
          { id: 'half', label: 'Sell half at 2x', disabled: true, hint: 'Already added', title: 'Sells half when the price doubles', onSelect: half },
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: '+ Add' }));
    await user.keyboard('{ArrowDown}');
    const item = screen.getByRole('menuitem', { name: 'Sell half at 2x · Already added' });
    expect(item).toHaveFocus();
    expect(item).toHaveAttribute('aria-disabled', 'true');
    expect(item).toHaveAttribute('title', 'Sells half when the price doubles');
    await user.keyboard('{Enter}');
    await user.click(item);
    expect(half).not.toHaveBeenCalled();
    expect(screen.getByRole('menu', { name: 'Add strategy' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    rerender(<Menu trigger="+ Add" label="Add strategy" disabled items={[]} />);
    expect(screen.getByRole('button', { name: '+ Add' })).toBeDisabled();
  });
});

describe('VirtualTable', () => {
  // These tests are about the virtualized body: load @tanstack/react-virtual as a first scroll does, so the tables below start with it (VirtualTable.test.tsx covers the first window before it).
  beforeAll(async () => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(VIRTUAL_ROW_HEIGHT * 5);
    const rows = Array.from({ length: 100 }, (_, i) => ({ id: `t${i}` }));
    render(<VirtualTable label="Warm-up" rows={rows} rowKey={(row) => row.id} height={VIRTUAL_ROW_HEIGHT * 5} columns={[{ id: 'id', header: 'Id', cell: (row) => row.id }]} />);
    const body = screen.getAllByRole('rowgroup')[1]!;
    body.scrollTop = VIRTUAL_ROW_HEIGHT * 50;
    fireEvent.scroll(body);
    await screen.findByRole('cell', { name: 't50' });
    cleanup();
  });

  it('renders the rows in view plus the overscan, with the full row count for assistive technology', () => {
    // jsdom lays nothing out: the scroll body reports the size a browser would.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(VIRTUAL_ROW_HEIGHT * 5);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
    const rows = Array.from({ length: 1000 }, (_, i) => ({ id: `t${i}`, name: `Token ${i}` }));
    render(<VirtualTable label="Watch list" rows={rows} rowKey={(row) => row.id} height={VIRTUAL_ROW_HEIGHT * 5} columns={[{ id: 'name', header: 'Name', cell: (row) => row.name }]} />);
    const table = screen.getByRole('table', { name: 'Watch list' });
    expect(table).toHaveAttribute('aria-rowcount', '1001');
    const bodyRows = screen.getAllByRole('row').slice(1);
    expect(bodyRows).toHaveLength(5 + VIRTUAL_OVERSCAN);
    expect(bodyRows[0]).toHaveAttribute('aria-rowindex', '2');
    expect(screen.getByRole('cell', { name: 'Token 0' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Token 999' })).not.toBeInTheDocument();
  });

  it('renders again only the cells whose deps changed when new row objects arrive', () => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(VIRTUAL_ROW_HEIGHT * 5);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
    type Row = { id: string; name: string; price: number };
    const renders: string[] = [];
    const counted = (column: string, row: Row, text: string) => {
      renders.push(`${column}:${row.id}`);
      return text;
    };
    const columns = (unit: string) => [
      { id: 'name', header: 'Name', cell: (row: Row) => counted('name', row, row.name), deps: (row: Row) => [row.name] },
      { id: 'price', header: 'Price', cell: (row: Row) => counted('price', row, `${row.price} ${unit}`), deps: (row: Row) => [row.price, unit] },
      { id: 'plain', header: 'Plain', cell: (row: Row) => counted('plain', row, row.id) },
    ];
    const snapshot = (prices: number[]) => prices.map((price, i) => ({ id: `t${i}`, name: `Token ${i}`, price }));
    const table = (rows: Row[], unit: string) => <VirtualTable label="Live" rows={rows} rowKey={(row) => row.id} height={VIRTUAL_ROW_HEIGHT * 5} columns={columns(unit)} />;
    const { rerender } = render(table(snapshot([1, 2, 3]), 'USD'));
    renders.length = 0;

    rerender(table(snapshot([1, 5, 3]), 'USD'));
    expect(renders.sort()).toEqual(['plain:t0', 'plain:t1', 'plain:t2', 'price:t1']);
    expect(screen.getByRole('cell', { name: '5 USD' })).toBeInTheDocument();

    renders.length = 0;
    rerender(table(snapshot([1, 5, 3]), 'EUR'));
    expect(renders.filter((r) => r.startsWith('price')).sort()).toEqual(['price:t0', 'price:t1', 'price:t2']);
    expect(renders.filter((r) => r.startsWith('name'))).toEqual([]);
    expect(screen.getByRole('cell', { name: '3 EUR' })).toBeInTheDocument();
  });

  it('updates the rows in view with each new snapshot, and an overscan row as it scrolls into view', () => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(VIRTUAL_ROW_HEIGHT * 5);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
    type Row = { id: string; price: number };
    const snapshot = (price: number) => Array.from({ length: 20 }, (_, i) => ({ id: `t${i}`, price: price + i }));
    const columns = [{ id: 'price', header: 'Price', cell: (row: Row) => `${row.id} at ${row.price}`, deps: (row: Row) => [row.price] }];
    const table = (rows: Row[]) => <VirtualTable label="Live" rows={rows} rowKey={(row) => row.id} height={VIRTUAL_ROW_HEIGHT * 5} columns={columns} />;
    const { rerender } = render(table(snapshot(100)));
    // Rows 0-4 are in view, 5-7 the overscan below.
    expect(screen.getByRole('cell', { name: 't6 at 106' })).toBeInTheDocument();

    rerender(table(snapshot(200)));
    expect(screen.getByRole('cell', { name: 't4 at 204' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 't6 at 106' })).toBeInTheDocument();

    const body = screen.getAllByRole('rowgroup')[1]!;
    body.scrollTop = VIRTUAL_ROW_HEIGHT * 3;
    fireEvent.scroll(body);
    expect(screen.getByRole('cell', { name: 't6 at 206' })).toBeInTheDocument();
  });
});

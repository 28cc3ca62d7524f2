import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BuildMark } from './Badge';
import { Button } from './Button';
import { ChangeBadge } from './ChangeBadge';
import { ErrorState } from './States';
import { Table } from './Table';
import { Tabs } from './Tabs';
import { TokenIcon } from './TokenIcon';
import { nextSort, sortRows } from './sort';
import type { SortState } from './sort';

describe('Button', () => {
  it('keeps its name while loading, reports busy and ignores clicks', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Buy
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Buy' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('TokenIcon', () => {
  it('shows the first letter of the symbol until the image loads, and again when it fails', () => {
    const { container } = render(<TokenIcon src="https://icons.test/pepe.png" symbol="pepe" />);
    expect(container).toHaveTextContent('P');
    const img = container.querySelector('img')!;
    fireEvent.load(img);
    expect(container).not.toHaveTextContent('P');
    fireEvent.error(container.querySelector('img')!);
    expect(container).toHaveTextContent('P');
    expect(container.querySelector('img')).toBeNull();
  });
});

describe('ChangeBadge', () => {
  it('writes a signed percent with two decimals', () => {
    render(
      <>
        <ChangeBadge value={12.3456} />
        <ChangeBadge value={-3.1} />
      </>,
    );
    expect(screen.getByText('+12.34%')).toHaveAttribute('data-direction', 'up');
    expect(screen.getByText('-3.10%')).toHaveAttribute('data-direction', 'down');
  });
});

describe('ErrorState', () => {
  it('is an alert with the message and a Retry button', async () => {
    const onRetry = vi.fn();
    render(<ErrorState title="Could not load tokens" message="HTTP 500" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load tokensHTTP 500');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('BuildMark', () => {
  it('renders "build <mark>" only when the mark is set', () => {
    const { rerender, container } = render(<BuildMark mark="" />);
    expect(container).toBeEmptyDOMElement();
    rerender(<BuildMark mark="r2" />);
    expect(screen.getByText('build r2')).toBeInTheDocument();
  });
});

describe('Tabs', () => {
  function Harness() {
    const [value, setValue] = useState<'buy' | 'sell'>('buy');
    return (
      <Tabs
        label="Side"
        value={value}
        onChange={setValue}
        items={[
          { value: 'buy', label: 'Buy' },
          { value: 'sell', label: 'Sell' },
        ]}
      />
    );
  }

  it('selects with a click and moves with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByRole('tab', { name: 'Buy' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Sell' }));
    expect(screen.getByRole('tab', { name: 'Sell' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Buy' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Buy' })).toHaveFocus();
  });
});

describe('Table', () => {
  it('names the table and exposes sortable headers as buttons with aria-sort', async () => {
    function Sorted() {
      const [sort, setSort] = useState<SortState<'n'> | null>(null);
      const rows = sort ? sortRows([{ n: 2 }, { n: 10 }, { n: 1 }], (r) => r.n, sort.dir) : [{ n: 2 }, { n: 10 }, { n: 1 }];
      return <Table label="Numbers" rows={rows} rowKey={(r) => String(r.n)} sort={sort} onSortChange={(c) => setSort(nextSort(sort, c))} columns={[{ id: 'n', header: 'N', sortable: true, cell: (r) => r.n }]} />;
    }
    render(<Sorted />);
    const table = screen.getByRole('table', { name: 'Numbers' });
    await userEvent.click(screen.getByRole('button', { name: 'N' }));
    expect(screen.getByRole('columnheader', { name: 'N' })).toHaveAttribute('aria-sort', 'descending');
    expect([...table.querySelectorAll('tbody td')].map((td) => td.textContent)).toEqual(['10', '2', '1']);
    await userEvent.click(screen.getByRole('button', { name: 'N' }));
    expect(screen.getByRole('columnheader', { name: 'N' })).toHaveAttribute('aria-sort', 'ascending');
  });
});

describe('sortRows', () => {
  it('puts missing values last in either direction and keeps ties stable', () => {
    const rows = [{ id: 'a', v: 1 }, { id: 'b', v: Number.NaN }, { id: 'c', v: 1 }, { id: 'd', v: 5 }];
    expect(sortRows(rows, (r) => r.v, 'desc').map((r) => r.id)).toEqual(['d', 'a', 'c', 'b']);
    expect(sortRows(rows, (r) => r.v, 'asc').map((r) => r.id)).toEqual(['a', 'c', 'd', 'b']);
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithPlatform } from '@nova/platform-double/testing';
import { listMessages } from '../../../i18n/messages';
import type { ListMessages } from '../../../i18n/messages';
import { emptyFilter } from '../model/filterState';
import type { FilterState } from '../model/filterState';
import { FilterDrawer } from './FilterDrawer';

// The form's chunk: the first import fails once the test lets it answer (a dropped connection), the next one loads it.
const chunk = vi.hoisted(() => ({ imports: 0, answer: () => undefined as void }));
vi.mock('./FilterForm', async (importOriginal) => {
  chunk.imports += 1;
  if (chunk.imports === 1) {
    await new Promise<void>((resolve) => (chunk.answer = resolve));
    throw new Error('Loading chunk filter-form failed.');
  }
  return importOriginal();
});

const t = (key: keyof ListMessages & string, values?: Record<string, string | number>) => listMessages.format('en', key, values);

function Harness({ onConfirm }: { onConfirm: (value: FilterState) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Filters
      </button>
      <FilterDrawer open={open} list="hot" value={emptyFilter} onConfirm={onConfirm} onClose={() => setOpen(false)} t={t} />
    </>
  );
}

describe('FilterDrawer', () => {
  it('opens on the first click with a loading status; a failed load of its form shows an alert whose Retry brings the form', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderWithPlatform(<Harness onConfirm={onConfirm} />);

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = screen.getByRole('dialog', { name: 'Token filter' });
    expect(await within(drawer).findByRole('status', { name: 'Loading Token filter' })).toBeInTheDocument();
    chunk.answer();
    const alert = await within(drawer).findByRole('alert');
    expect(alert).toHaveTextContent('Could not load Token filter');

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    const min = await within(drawer).findByRole('textbox', { name: 'Market cap ($) minimum' });
    expect(within(drawer).queryByRole('alert')).not.toBeInTheDocument();
    await user.type(min, '250');
    await user.click(within(drawer).getByRole('checkbox', { name: 'Burnt' }));
    await user.click(within(drawer).getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledWith(expect.objectContaining({ values: { 'marketCap.min': '250' }, indicators: { burnt: true } }));
    expect(chunk.imports).toBe(2);
  });

  it('shows the form at once when it opens again', async () => {
    const user = userEvent.setup();
    renderWithPlatform(<Harness onConfirm={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    expect(within(screen.getByRole('dialog', { name: 'Token filter' })).getByRole('textbox', { name: 'Market cap ($) minimum' })).toBeInTheDocument();
  });
});

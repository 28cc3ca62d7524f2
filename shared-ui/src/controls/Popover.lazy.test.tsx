import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The popover chunk, counted and made to fail at will (a chunk that does not arrive).
const chunk = { loads: 0, fail: false };

/** A page whose popover and menu were never opened: fresh modules, so the chunk is not loaded yet. */
async function renderPage(onOpenChange?: (open: boolean) => void) {
  const { Menu, Popover } = await import('./Popover');
  render(
    <>
      <Popover trigger="Filters" label="Token filters" onOpenChange={onOpenChange}>
        <button>Apply</button>
      </Popover>
      <Menu trigger="Group" label="Group actions" items={[{ id: 'rename', label: 'Rename', onSelect: () => undefined }]} />
    </>,
  );
  return userEvent.setup();
}

describe('Popover and Menu, their panels loaded on the first open', () => {
  beforeEach(() => {
    vi.resetModules();
    Object.assign(chunk, { loads: 0, fail: false });
    vi.doMock('./PopoverPanel', async (importOriginal) => {
      chunk.loads += 1;
      if (chunk.fail) throw new Error('Loading chunk popover failed');
      return importOriginal();
    });
  });

  it('loads nothing while never opened, and shows the panel once the chunk is there on the first open', async () => {
    const user = await renderPage();
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'false');
    expect(chunk.loads).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    expect(await screen.findByRole('dialog', { name: 'Token filters' })).toBeInTheDocument();
    // Focus moves in once the panel has mounted: on a loaded machine, a moment after it shows.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Apply' })).toHaveFocus());
  });

  it('closes and opens again at once, the menu too, the chunk loaded once', async () => {
    const user = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await screen.findByRole('dialog', { name: 'Token filters' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    expect(screen.getByRole('dialog', { name: 'Token filters' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Group' }));
    expect(screen.getByRole('menuitem', { name: 'Rename' })).toHaveFocus();
    expect(chunk.loads).toBe(1);
  });

  it('closes again after a failed load, reports it, and the next open loads again', async () => {
    chunk.fail = true;
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onOpenChange = vi.fn();
    const user = await renderPage(onOpenChange);
    const trigger = screen.getByRole('button', { name: 'Filters' });
    await user.click(trigger);
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
    expect(error.mock.calls.flat()).toContainEqual(expect.objectContaining({ name: 'LazyLoadError' }));
    chunk.fail = false;
    await user.click(trigger);
    expect(await screen.findByRole('dialog', { name: 'Token filters' })).toBeInTheDocument();
    expect(chunk.loads).toBe(2);
  });
});

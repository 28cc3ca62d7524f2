import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The overlay chunk, counted and made to fail at will (a chunk that does not arrive).
const chunk = { loads: 0, fail: false };

/** A page whose dialog was never opened: fresh modules, so the chunk is not loaded yet. */
async function renderPage() {
  const { Dialog } = await import('./Dialog');
  const { TextArea } = await import('../controls/TextArea');
  function Page() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button onClick={() => setOpen(true)}>Add wallets</button>
        <Dialog open={open} title="Import wallets" onClose={() => setOpen(false)}>
          <TextArea label="Addresses" data-autofocus />
          <button>Import</button>
        </Dialog>
      </>
    );
  }
  render(<Page />);
  return userEvent.setup();
}

describe('Dialog, its code loaded on the first open', () => {
  beforeEach(() => {
    vi.resetModules();
    Object.assign(chunk, { loads: 0, fail: false });
    vi.doMock('./overlayParts', async (importOriginal) => {
      chunk.loads += 1;
      if (chunk.fail) throw new Error('Loading chunk overlay failed');
      return importOriginal();
    });
  });

  it('loads nothing while never opened, and shows its content once the chunk is there on the first open', async () => {
    const user = await renderPage();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(chunk.loads).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Add wallets' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import wallets' });
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Import' })).toBeInTheDocument();
    // A part only dialogs draw comes with the dialog's code: there at once, and focused as asked.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Addresses' })).toHaveFocus());
  });

  it('closes and opens again at once, the chunk loaded once', async () => {
    const user = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Add wallets' }));
    await screen.findByRole('dialog', { name: 'Import wallets' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add wallets' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Add wallets' }));
    expect(screen.getByRole('dialog', { name: 'Import wallets' })).toBeInTheDocument();
    expect(chunk.loads).toBe(1);
  });

  it('after a failed load shows its title and close button, reports it, and the next open loads again', async () => {
    chunk.fail = true;
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Add wallets' }));
    const frame = await screen.findByRole('dialog', { name: 'Import wallets' });
    // React reports the chunk that did not arrive.
    expect(error.mock.calls.flat()).toContainEqual(expect.objectContaining({ name: 'LazyLoadError' }));
    expect(frame).toHaveAttribute('open');
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    chunk.fail = false;
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(frame).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add wallets' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Add wallets' }));
    expect(await screen.findByRole('button', { name: 'Import' })).toBeInTheDocument();
    expect(chunk.loads).toBe(2);
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog';
import { overlayPart } from './overlayPart';

// The dialog once its code is here; loading it: Dialog.lazy.test.tsx.
beforeAll(() => overlayPart.load());

function Harness({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <Dialog
        open={open}
        title="Connect wallet"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <button>First</button>
        <button>Last</button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens as a named modal dialog and moves focus inside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Connect wallet' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('nests: a confirm opened from a dialog takes Escape and Tab, then hands them back', async () => {
    const user = userEvent.setup();
    const outerClose = vi.fn();
    function Nested() {
      const [confirm, setConfirm] = useState(false);
      return (
        <Dialog open title="Settings" onClose={outerClose}>
          <button onClick={() => setConfirm(true)}>Risky</button>
          <Dialog open={confirm} title="Sure?" onClose={() => setConfirm(false)} closeLabel="Dismiss">
            <button data-autofocus>Cancel</button>
          </Dialog>
        </Dialog>
      );
    }
    render(<Nested />);
    await user.click(screen.getByRole('button', { name: 'Risky' }));
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Sure?' })).not.toBeInTheDocument();
    expect(outerClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Risky' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(outerClose).toHaveBeenCalledTimes(1);
  });
});

describe('Dialog page lock', () => {
  it('makes the rest of the page inert and unscrollable, except the top layer, and undoes it on close', async () => {
    const user = userEvent.setup();
    const toasts = document.createElement('section');
    toasts.setAttribute('data-nova-top-layer', '');
    document.body.appendChild(toasts);
    const { container } = render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(container).toHaveAttribute('inert');
    expect(toasts).not.toHaveAttribute('inert');
    expect(document.body.style.overflow).toBe('hidden');
    expect(screen.getByRole('dialog', { name: 'Connect wallet' }).closest('[data-nova-dialog]')).not.toHaveAttribute('inert');
    await user.keyboard('{Escape}');
    expect(container).not.toHaveAttribute('inert');
    expect(document.body.style.overflow).toBe('');
    toasts.remove();
  });

  it('animates only when asked: closing marks the backdrop for the slide-out', () => {
    const { rerender } = render(
      <Dialog open title="Profile" variant="drawer" closing={false} onClose={() => undefined}>
        <p>body</p>
      </Dialog>,
    );
    const backdrop = screen.getByRole('dialog', { name: 'Profile' }).parentElement;
    expect(backdrop).toHaveAttribute('data-animated');
    expect(backdrop).not.toHaveAttribute('data-closing');
    rerender(
      <Dialog open title="Profile" variant="drawer" closing onClose={() => undefined}>
        <p>body</p>
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Profile' }).parentElement).toHaveAttribute('data-closing');
    rerender(
      <Dialog open title="Plain" onClose={() => undefined}>
        <p>body</p>
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Plain' }).parentElement).not.toHaveAttribute('data-animated');
  });
});

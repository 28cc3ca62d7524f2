import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog';
import { Popover } from '../controls/Popover';
import { preloadOverlays } from './preload';

// The dialog once its code is here; loading it: Dialog.lazy.test.tsx.
beforeAll(() => preloadOverlays());

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
  it('opens as a named <dialog> shown modal (showModal: the top layer, the page inert) and moves focus inside', async () => {
    const user = userEvent.setup();
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Connect wallet' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(showModal.mock.contexts).toEqual([dialog]);
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('closes by its close button and a press on the backdrop, each through onClose, focus back on the opener', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'First' }));
    expect(screen.getByRole('dialog', { name: 'Connect wallet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    // A press on the backdrop is a press on the <dialog> element itself.
    await user.pointer({ keys: '[MouseLeft]', target: screen.getByRole('dialog', { name: 'Connect wallet' }) });
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Escape leaves the closing to the caller: a dialog kept open stays open', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <Dialog open title="Signing" onClose={onClose}>
        <button>Wait</button>
      </Dialog>,
    );
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { name: 'Signing' })).toHaveAttribute('open');
  });

  it('Escape in a popover inside the dialog closes the popover only', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <Dialog open title="Settings" onClose={onClose}>
        <Popover trigger="Colour" label="Colour picker">
          <button>Red</button>
        </Popover>
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Colour' }));
    expect(screen.getByRole('button', { name: 'Red' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Colour picker' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Colour' })).toHaveFocus();
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
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

  it('nests: a confirm opened from a dialog takes Escape, then hands it back', async () => {
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
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Sure?' })).not.toBeInTheDocument();
    expect(outerClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Risky' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(outerClose).toHaveBeenCalledTimes(1);
  });
});

describe('Dialog, not modal', () => {
  function Search({ onClose = () => undefined }: { onClose?: () => void }) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button onClick={() => setOpen(true)}>Search</button>
        <button>Elsewhere</button>
        <Dialog
          open={open}
          modal={false}
          title="Find"
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        >
          <input aria-label="Query" data-autofocus />
          <button>Clear</button>
        </Dialog>
      </>
    );
  }

  it('opens in the top layer as a popover, not with showModal, and moves focus to its autofocus field', async () => {
    const user = userEvent.setup();
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    const showPopover = vi.spyOn(HTMLElement.prototype, 'showPopover');
    render(<Search />);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const dialog = screen.getByRole('dialog', { name: 'Find', hidden: true });
    expect(showModal).not.toHaveBeenCalled();
    expect(showPopover.mock.contexts).toEqual([dialog]);
    expect(dialog).toHaveAttribute('popover', 'manual');
    expect(screen.getByRole('textbox', { name: 'Query', hidden: true })).toHaveFocus();
    showModal.mockRestore();
    showPopover.mockRestore();
  });

  it('closes on Escape, on a press outside it and on Tab out of it, each through onClose, focus back on the opener', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Search onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
    // The press put the focus where it was made: it stays there.
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();

    // Shift+Tab from the field: its close button, then out, to the page's last button before it.
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close', hidden: true })).toHaveFocus();
    expect(onClose).toHaveBeenCalledTimes(2);
    await user.tab({ shift: true });
    expect(onClose).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
  });

  it('leaves Escape to a popover inside it, and to a modal dialog opened above it', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const confirmClose = vi.fn();
    function Layers({ confirm }: { confirm: boolean }) {
      return (
        <Dialog open modal={false} title="Find" onClose={onClose}>
          <Popover trigger="Chain" label="Chains">
            <button>Solana</button>
          </Popover>
          <Dialog open={confirm} title="Sure?" onClose={confirmClose}>
            <button>Yes</button>
          </Dialog>
        </Dialog>
      );
    }
    const { rerender } = render(<Layers confirm={false} />);
    await user.click(screen.getByRole('button', { name: 'Chain', hidden: true }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Chains', hidden: true })).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    rerender(<Layers confirm />);
    await user.keyboard('{Escape}');
    expect(confirmClose).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('Dialog animation', () => {
  it('animates only when asked: closing marks the dialog for the slide-out', () => {
    const { rerender } = render(
      <Dialog open title="Profile" variant="drawer" closing={false} onClose={() => undefined}>
        <p>body</p>
      </Dialog>,
    );
    const drawer = screen.getByRole('dialog', { name: 'Profile' });
    expect(drawer).toHaveAttribute('data-animated');
    expect(drawer).not.toHaveAttribute('data-closing');
    rerender(
      <Dialog open title="Profile" variant="drawer" closing onClose={() => undefined}>
        <p>body</p>
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Profile' })).toHaveAttribute('data-closing');
    expect(screen.getByRole('dialog', { name: 'Profile' })).toHaveAttribute('open');
    rerender(
      <Dialog open title="Plain" onClose={() => undefined}>
        <p>body</p>
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Plain' })).not.toHaveAttribute('data-animated');
  });
});

import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from '@nova/shared-ui';
import { renderApp } from '../test/renderApp';

const stack = () => document.querySelector<HTMLElement>('[popover][aria-label="Notifications"]')!;
const shown = (element: HTMLElement) => element.matches(':popover-open');

describe('Toaster', () => {
  it('enters the top layer with the first toast and leaves it with the last; a dialog opened meanwhile is raised under it', async () => {
    const user = userEvent.setup();
    const { platform } = renderApp('/markets');
    await screen.findByRole('banner');
    // Nothing to show at mount: showing it there would compute the page's styles inside its first commit.
    expect(stack()).toBeInTheDocument();
    expect(shown(stack())).toBe(false);

    act(() => void platform.toasts.show({ kind: 'info', message: 'Address copied' }));
    expect(shown(stack())).toBe(true);
    expect(within(screen.getByRole('region', { name: 'Notifications' })).getByRole('status')).toHaveTextContent('Address copied');

    // A modal opened while a toast shows puts the toast back on top (shown again after it): it stays seen and usable.
    const raise = vi.spyOn(stack(), 'showPopover');
    const dialogRoot = createRoot(document.body.appendChild(document.createElement('div')));
    act(() => dialogRoot.render(<Dialog open title="Log in" onClose={() => undefined}>form</Dialog>));
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(raise).toHaveBeenCalledTimes(1);
    expect(shown(stack())).toBe(true);

    await user.click(within(stack()).getByRole('button', { name: 'Dismiss notification' }));
    expect(shown(stack())).toBe(false);
    // With no toast, a dialog opening does not show the empty stack.
    act(() => dialogRoot.render(<Dialog open={false} title="Log in" onClose={() => undefined}>form</Dialog>));
    act(() => dialogRoot.render(<Dialog open title="Log in" onClose={() => undefined}>form</Dialog>));
    expect(shown(stack())).toBe(false);
    act(() => dialogRoot.unmount());
  });
});

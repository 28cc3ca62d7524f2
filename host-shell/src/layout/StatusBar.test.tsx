import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../test/renderApp';

const statusBar = () => within(screen.getByRole('contentinfo', { name: 'Status bar' }));

describe('status bar', () => {
  it('shows the native prices pushed by the sim over the production realtime client, and the socket as connected', async () => {
    renderApp('/markets');
    await waitFor(() => expect(statusBar().getByRole('status', { name: 'Realtime connection' })).toHaveAttribute('data-state', 'connected'));
    await waitFor(() => expect(statusBar().getByRole('listitem', { name: 'SOL price' })).toHaveTextContent(/SOL \$\d/));
    // A price in full with its cents: ETH above $1,000 is not cut to "$3K".
    await waitFor(() => expect(statusBar().getByRole('listitem', { name: 'ETH price' })).toHaveTextContent(/^ETH \$\d{1,3}(,\d{3})+\.\d{2,}$/));
  });

  it('names the connection state in the locale', async () => {
    renderApp('/de/markets');
    const connection = await screen.findByRole('status', { name: 'Echtzeitverbindung' });
    await waitFor(() => expect(connection).toHaveTextContent('verbunden'));
  });

  it('opens the app download as the UI kit’s popover: named, Escape closes it and focus returns', async () => {
    const user = userEvent.setup();
    renderApp('/markets');
    const trigger = statusBar().getByRole('button', { name: 'App' });
    await user.click(trigger);
    const popover = statusBar().getByRole('dialog', { name: 'Download app' });
    expect(within(popover).getByRole('link', { name: 'App Store' })).toHaveAttribute('href', 'https://apps.apple.com/app/nova');
    await user.keyboard('{Escape}');
    expect(statusBar().queryByRole('dialog', { name: 'Download app' })).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});

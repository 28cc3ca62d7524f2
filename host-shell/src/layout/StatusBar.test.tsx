import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../test/renderApp';

const statusBar = () => within(screen.getByRole('contentinfo', { name: 'Status bar' }));

describe('status bar', () => {
  it('shows the native prices pushed by the sim over the production realtime client, and the socket as connected', async () => {
    renderApp('/markets');
    await waitFor(() => expect(statusBar().getByRole('status', { name: 'Realtime connection' })).toHaveAttribute('data-state', 'connected'));
    await waitFor(() => expect(statusBar().getByRole('listitem', { name: 'SOL price' })).toHaveTextContent(/SOL \$\d/));
  });

});

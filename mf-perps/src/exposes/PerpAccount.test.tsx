import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { TEST_API_URL, renderWithPlatform, simSession } from '@nova/platform-double/testing';
import PerpAccount from './PerpAccount';

describe('PerpAccount', () => {
  it('signed out: shows a connect prompt that asks the host to log in', async () => {
    const user = userEvent.setup();
    const { platform } = renderWithPlatform(<PerpAccount />);
    const requestLogin = vi.spyOn(platform.session, 'requestLogin');
    await user.click(screen.getByRole('button', { name: 'Connect to trade perpetuals' }));
    expect(requestLogin).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('signed in: shows total, unrealised PnL and available per chain type from market-sim', async () => {
    renderWithPlatform(<PerpAccount />, { session: await simSession() });
    expect(screen.getByRole('status', { name: 'Loading perpetual account' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Perpetual account by chain type' });
    const [, sol, evm] = within(table).getAllByRole('row');
    // A new sim account holds 500 USD on the Solana perp account and 1000 USD on the EVM one.
    expect(within(sol!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Solana', '$500', '$0', '$500']);
    expect(within(evm!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['EVM', '$1,000', '$0', '$1,000']);
  });

  it('shows the error with Retry when the stats fail, and recovers on Retry', async () => {
    const user = userEvent.setup();
    renderWithPlatform(<PerpAccount />, {
      session: await simSession(),
      handlers: [http.get(`${TEST_API_URL}/perp/fund_stats`, () => HttpResponse.json({ code: 407021, message: 'balance unavailable' }, { status: 400 }), { once: true })],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the perpetual account');
    expect(alert).toHaveTextContent('balance unavailable');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Perpetual account by chain type' })).toBeInTheDocument();
  });
});

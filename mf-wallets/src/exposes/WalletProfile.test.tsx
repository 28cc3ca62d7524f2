import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { TEST_API_URL, renderWithPlatform, sim, simSession } from '@nova/platform-double/testing';
import type { StoredSession } from '@nova/platform-double';
import WalletProfile from './WalletProfile';

/** A simulated Solana wallet that traded in the last 30 days, found through the sim's own API. */
async function activeWallet(session: StoredSession): Promise<string> {
  const engine = await sim.ready;
  for (const wallet of engine.market.wallets) {
    const response = await engine.handle({
      method: 'GET',
      path: `/trade/wallet/profit/period?wallet_address=${wallet.sol}&statistic_period=7D`,
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    const rows = (response.body as { data?: { token_profit: unknown[] } }).data?.token_profit ?? [];
    if (rows.length > 1) return wallet.sol;
  }
  throw new Error('no simulated wallet traded in the last 7 days');
}

describe('WalletProfile', () => {
  it('signed out: asks to log in instead of calling the bearer-only endpoint', async () => {
    const user = userEvent.setup();
    const { platform } = renderWithPlatform(<WalletProfile chain="solana" address="So11111111111111111111111111111111111111112" />);
    const requestLogin = vi.spyOn(platform.session, 'requestLogin');
    await user.click(screen.getByRole('button', { name: 'Log in to view wallets' }));
    expect(requestLogin).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('signed in: shows the summary and the token profit rows of the wallet with a totals row', async () => {
    const session = await simSession();
    const address = await activeWallet(session);
    renderWithPlatform(<WalletProfile chain="solana" address={address} />, { session });
    expect(screen.getByRole('status', { name: 'Loading wallet profile' })).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Token profit' });
    const rows = within(table).getAllByRole('row');
    expect(rows.length).toBeGreaterThan(3); // header, 2+ tokens, totals
    expect(within(rows[rows.length - 1]!).getByText('Total')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: /^Wallet / });
    expect(within(summary).getByText('Total PnL', { selector: 'dt' }).nextSibling?.textContent).toMatch(/\$/);
  });

  it('switches the statistic period', async () => {
    const user = userEvent.setup();
    const session = await simSession();
    const address = await activeWallet(session);
    renderWithPlatform(<WalletProfile chain="solana" address={address} />, { session });
    await screen.findByRole('table', { name: 'Token profit' });
    await user.click(screen.getByRole('tab', { name: '30D' }));
    expect(screen.getByRole('tab', { name: '30D' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('table', { name: 'Token profit' })).toBeInTheDocument();
  });

  it('shows the error with Retry when the profile fails, and recovers on Retry', async () => {
    const user = userEvent.setup();
    const session = await simSession();
    const address = await activeWallet(session);
    renderWithPlatform(<WalletProfile chain="solana" address={address} />, {
      session,
      handlers: [http.get(`${TEST_API_URL}/trade/wallet/profit/period`, () => HttpResponse.json({ code: 500, message: 'profile service down' }, { status: 500 }), { once: true })],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the wallet profile');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Token profit' })).toBeInTheDocument();
  });
});

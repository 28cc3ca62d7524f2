import { screen, waitFor, within } from '@testing-library/react';
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
      path: `/trade/wallet/profit/period?wallet_address=${wallet.sol}&statistic_period=30D`,
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    const rows = (response.body as { data?: { token_profit: unknown[] } }).data?.token_profit ?? [];
    if (rows.length > 1) return wallet.sol;
  }
  throw new Error('no simulated wallet traded in the last 30 days');
}

async function followed(session: StoredSession): Promise<string[]> {
  const engine = await sim.ready;
  const response = await engine.handle({ method: 'GET', path: '/wallet_monitor/group/smart/wallet_list', headers: { authorization: `Bearer ${session.access_token}` } });
  return ((response.body as { data: { wallet_list: Array<{ wallet_address: string }> } }).data.wallet_list ?? []).map((w) => w.wallet_address);
}

describe('WalletProfile', () => {
  it('signed out: asks to log in instead of calling the bearer-only endpoints', async () => {
    const user = userEvent.setup();
    const { platform } = renderWithPlatform(<WalletProfile chain="solana" address="So11111111111111111111111111111111111111112" />);
    const requestLogin = vi.spyOn(platform.session, 'requestLogin');
    await user.click(screen.getByRole('button', { name: 'Log in to view wallets' }));
    expect(requestLogin).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("someone else's wallet: header, stats with the five buckets, heatmap and the Recent PnL rows", async () => {
    const session = await simSession();
    const address = await activeWallet(session);
    renderWithPlatform(<WalletProfile chain="solana" address={address} />, { session });
    expect(await screen.findByRole('button', { name: 'Track address' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open in Solana' })).toHaveAttribute('href', expect.stringContaining(`/address/${address}`));
    const buckets = await screen.findByRole('list', { name: 'PnL distribution' });
    expect(within(buckets).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^Above 500%/),
      expect.stringMatching(/^200% to 500%/),
      expect.stringMatching(/^0% to 200%/),
      expect.stringMatching(/^0% to -50%/),
      expect.stringMatching(/^Below -50%/),
    ]);
    expect(await screen.findByRole('img', { name: /^Trading activity of the last 24 weeks/ })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Trades per day' })).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('tab', { name: '7D' })).toHaveAttribute('aria-selected', 'true');
    const table = await screen.findByRole('table', { name: 'Recent PnL' });
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(2);
    expect(screen.queryByRole('tab', { name: 'Positions' })).not.toBeInTheDocument();
  });

  it('Track adds the wallet to the default group, then the button removes it again (spec 2 §4)', async () => {
    const user = userEvent.setup();
    const session = await simSession();
    const address = await activeWallet(session);
    renderWithPlatform(<WalletProfile chain="solana" address={address} />, { session });
    await user.click(await screen.findByRole('button', { name: 'Track address' }));
    expect(await screen.findByRole('button', { name: 'Remove from smart money' })).toBeInTheDocument();
    expect(await followed(session)).toContain(address);
    await user.click(screen.getByRole('button', { name: 'Groups' }));
    const checklist = await screen.findByRole('dialog', { name: 'Track in groups' });
    expect(within(checklist).getByRole('checkbox', { name: 'Default group' })).toBeChecked();
    await user.click(within(checklist).getByRole('checkbox', { name: 'Default group' }));
    expect(await screen.findByRole('button', { name: 'Track address' })).toBeInTheDocument();
    expect(await followed(session)).not.toContain(address);
  });

  it('edits the remark: trimmed, at most 30 characters', async () => {
    const user = userEvent.setup();
    const session = await simSession();
    const address = await activeWallet(session);
    renderWithPlatform(<WalletProfile chain="solana" address={address} />, { session });
    await user.click(await screen.findByRole('button', { name: 'Edit remark' }));
    const field = screen.getByRole('textbox', { name: 'Remark' });
    await user.clear(field);
    await user.type(field, 'x'.repeat(31));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('At most 30 characters (31 now)'));
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(field);
    await user.type(field, '  Big whale  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Big whale' })).toBeInTheDocument();
  });

  it('own wallet: My wallet, the balance tabs, the lower tabs and Share on positions emit pnl.share', async () => {
    const user = userEvent.setup();
    const session = await simSession();
    const own = session.user.sol_address as string;
    const { platform } = renderWithPlatform(<WalletProfile chain="solana" address={own} />, { session });
    expect(await screen.findByRole('heading', { name: 'My wallet' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Wallet' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tablist', { name: 'Wallet lists' })).toHaveTextContent(/Positions.*Watch list.*Transaction record/);
    expect(screen.queryByRole('button', { name: 'Track address' })).not.toBeInTheDocument();
    const shares: unknown[] = [];
    platform.bus.on('pnl.share', (request) => shares.push(request));
    await user.click(screen.getByRole('button', { name: 'Share PnL' }));
    expect(shares).toEqual([{ wallet: own, chain: 'solana', period: '7d' }]);
    await user.click(screen.getByRole('tab', { name: 'Perp' }));
    expect(await screen.findByText('Perpetual balance')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Watch list' }));
    expect(await screen.findByText('No tokens in the watch list yet.')).toBeInTheDocument();
  });

  it('own wallet: the balance totals are exact sums of the holdings and of the perp accounts', async () => {
    const user = userEvent.setup();
    const session = await simSession();
    const own = session.user.sol_address as string;
    const holding = (token_value: string) => ({ chain: 'solana', token: '', token_name: 'Solana', token_symbol: 'SOL', decimals: 9, balance: '1', token_value, token_price: token_value, wallet_address: own });
    renderWithPlatform(<WalletProfile chain="solana" address={own} />, {
      session,
      handlers: [
        // In binary floats 0.7 + 0.1 is 0.7999…, which the floored figures would show as $0.799.
        http.get(`${TEST_API_URL}/balance/list`, () => HttpResponse.json({ code: 0, message: 'success', data: { list: [holding('0.7'), holding('0.1')] } })),
        http.get(`${TEST_API_URL}/perp/fund_stats`, () =>
          HttpResponse.json({
            code: 0,
            message: 'success',
            data: [
              { chain_type: 'SOL', total: '0.7', unrealised_pnl: '-0.7', available: '0.5' },
              { chain_type: 'EVM', total: '0.1', unrealised_pnl: '-0.1', available: '0.1' },
            ],
          }),
        ),
      ],
    });
    const balance = await screen.findByRole('group', { name: 'Total balance' });
    expect(await within(balance).findByText('$0.8')).toBeInTheDocument();
    await user.click(within(balance).getByRole('tab', { name: 'Perp' }));
    expect(await within(balance).findByText('Perpetual balance')).toBeInTheDocument();
    expect(within(balance).getByText('$0.8')).toBeInTheDocument();
    expect(within(balance).getByText('SOL account')).toHaveTextContent('SOL account $0.5');
    const unrealised = within(balance).getByText('-$0.8');
    expect(unrealised).toHaveAttribute('data-tone', 'down');
  });

  it('shows the generic error screen when the profile fails, and Try again recovers', async () => {
    const user = userEvent.setup();
    const session = await simSession();
    const address = await activeWallet(session);
    renderWithPlatform(<WalletProfile chain="solana" address={address} />, {
      session,
      handlers: [http.get(`${TEST_API_URL}/wallet_monitor/wallet/info/detail`, () => HttpResponse.json({ code: 500, message: 'profile service down' }, { status: 500 }), { once: true })],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An unhandled error occurred!');
    expect(alert).toHaveTextContent('profile service down');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Track address' })).toBeInTheDocument();
  });

  it('as a modal: a 960 dialog that closes itself when a token row opens the token page', async () => {
    const user = userEvent.setup();
    const session = await simSession();
    const address = await activeWallet(session);
    const onClose = vi.fn();
    const { platform } = renderWithPlatform(<WalletProfile chain="solana" address={address} onClose={onClose} />, { session });
    const navigate = vi.spyOn(platform, 'navigate');
    const dialog = screen.getByRole('dialog', { name: /^Wallet / });
    const table = await within(dialog).findByRole('table', { name: 'Recent PnL' });
    const firstRow = within(table).getAllByRole('row')[1]!;
    await user.click(within(firstRow).getAllByRole('link')[0]!);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/trade\/solana\//));
  });
});

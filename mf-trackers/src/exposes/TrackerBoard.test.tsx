import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { TEST_API_URL, renderWithPlatform, simSession } from '@nova/platform-double/testing';
import { followSimWallets, groupWith } from '../testing/simData';
import TrackerBoard from './TrackerBoard';

const board = () => screen.getByRole('region', { name: 'Wallet tracker board' });
/** The board opens on the wallet monitor (spec 3 §3: tracker tab addr-manage); the feed is the other tab. */
const showTrades = async () => userEvent.click(await screen.findByRole('tab', { name: 'Live trades' }));
const tradeRows = async () => within(await screen.findByRole('table', { name: 'Trades of followed wallets' })).getAllByRole('row').slice(1);

describe('TrackerBoard', () => {
  it('signed out: asks to log in instead of showing trades', async () => {
    const user = userEvent.setup();
    const { platform } = renderWithPlatform(<TrackerBoard />);
    const requestLogin = vi.spyOn(platform.session, 'requestLogin');
    await user.click(await within(board()).findByRole('button', { name: 'Log in to track wallets' }));
    expect(requestLogin).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('signed in without followed wallets: an empty state', async () => {
    const session = await simSession();
    renderWithPlatform(<TrackerBoard />, { session });
    await showTrades();
    expect(await within(board()).findByText('No tracked wallets yet')).toBeInTheDocument();
  });

  it('lists the followed wallets and their latest trades, linking to the token page', async () => {
    const user = userEvent.setup();
    const session = await simSession();
    const followed = await followSimWallets(session, 50);
    const { platform } = renderWithPlatform(<TrackerBoard />, { session });
    expect(screen.getByRole('status', { name: 'Loading wallet groups' })).toBeInTheDocument();
    await showTrades();

    const wallets = await within(board()).findByRole('group', { name: `Followed wallets (${followed.length})` });
    expect(within(wallets).getAllByRole('button')).toHaveLength(followed.length + 1);
    const rows = await tradeRows();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(100);
    expect(within(rows[0]!).getByText(/^(Buy|Sell)$/)).toBeInTheDocument();

    const link = within(rows[0]!).getByRole('link');
    expect(link.getAttribute('href')).toMatch(/^\/trade\/solana\/\w+$/);
    await user.click(link);
    expect(platform.navigations).toEqual([link.getAttribute('href')]);
  });

  it('filters the trades by wallet', async () => {
    const user = userEvent.setup();
    const session = await simSession();
    await followSimWallets(session, 50);
    renderWithPlatform(<TrackerBoard />, { session });
    await showTrades();
    const first = (await tradeRows())[0]!;
    const walletName = within(first).getAllByRole('cell')[1]!.textContent ?? '';

    await user.click(screen.getByRole('button', { name: `Only ${walletName}` }));
    expect(screen.getByRole('button', { name: `Only ${walletName}` })).toHaveAttribute('aria-pressed', 'true');
    for (const row of await tradeRows()) expect(within(row).getAllByRole('cell')[1]).toHaveTextContent(walletName);
    await user.click(screen.getByRole('button', { name: 'All wallets' }));
    expect(screen.getByRole('button', { name: 'All wallets' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('narrows the wallet list to the chosen group', async () => {
    const user = userEvent.setup();
    const session = await simSession();
    const followed = await followSimWallets(session, 20);
    const member = followed[3]!;
    await groupWith(session, 'Snipers', member.wallet_address);
    renderWithPlatform(<TrackerBoard />, { session });
    await showTrades();
    const groups = await screen.findByRole('combobox', { name: 'Wallet groups' });
    await user.selectOptions(groups, within(groups).getByRole('option', { name: 'Snipers (1)' }));
    const list = await screen.findByRole('group', { name: 'Followed wallets (1)' });
    expect(within(list).getAllByRole('button')).toHaveLength(2);
  });

  it('shows the error with Retry when the trades fail, and recovers on Retry', async () => {
    const user = userEvent.setup();
    const session = await simSession();
    await followSimWallets(session, 50);
    renderWithPlatform(<TrackerBoard />, {
      session,
      handlers: [http.get(`${TEST_API_URL}/wallet_monitor/follow_wallet_trade_list`, () => HttpResponse.json({ code: 500, message: 'monitor down' }, { status: 500 }), { once: true })],
    });
    await showTrades();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load trades of followed wallets');
    expect(alert).toHaveTextContent('monitor down');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Trades of followed wallets' })).toBeInTheDocument();
  });
});

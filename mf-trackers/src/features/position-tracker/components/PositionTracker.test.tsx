import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithPlatform, simSession } from '@nova/platform-double/testing';
import { buyHotToken, watchHotTokens } from '../../../testing/simData';
import { PositionTracker } from './PositionTracker';

const watchRows = async () => within(await screen.findByRole('table', { name: 'Watchlist' })).getAllByRole('row').slice(1);
const linksOf = (rows: HTMLElement[]) => rows.map((row) => within(row).getByRole('link').getAttribute('href'));
const numberIn = (row: HTMLElement, column: number) => {
  const text = within(row).getAllByRole('cell')[column]!.textContent ?? '';
  const n = Number(text.replace(/[^0-9.-]/g, ''));
  const scale = /K$/.test(text) ? 1e3 : /M$/.test(text) ? 1e6 : /B$/.test(text) ? 1e9 : 1;
  return n * scale;
};

describe('PositionTracker', () => {
  it('opens on Positions with an empty state for a user without positions', async () => {
    const session = await simSession();
    renderWithPlatform(<PositionTracker />, { session });
    expect(screen.getByRole('tab', { name: 'Positions' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No open positions')).toBeInTheDocument();
  });

  it('lists open positions with value and PnL, linking to the token page', async () => {
    const user = userEvent.setup();
    const session = await simSession();
    const bought = await buyHotToken(session);
    const { platform } = renderWithPlatform(<PositionTracker />, { session });
    const table = await screen.findByRole('table', { name: 'Positions' });
    const link = within(table).getByRole('link', { name: bought.symbol });
    const row = link.closest('tr')!;
    expect(within(row).getAllByRole('cell')[1]).toHaveTextContent(/^\$\d/);
    expect(within(row).getAllByRole('cell')[2]).toHaveTextContent(/%/);
    await user.click(link);
    expect(platform.navigations).toEqual([`/trade/solana/${bought.address}`]);
  });

  it('shows an empty watch list', async () => {
    const user = userEvent.setup();
    const session = await simSession();
    renderWithPlatform(<PositionTracker />, { session });
    await user.click(screen.getByRole('tab', { name: 'Watchlist' }));
    expect(await screen.findByText('Your watch list is empty')).toBeInTheDocument();
  });

  it('lists watched tokens, sorts them by 24h volume and 24h change, and switches price to market cap', async () => {
    const user = userEvent.setup();
    const session = await simSession();
    const watched = await watchHotTokens(session, 5);
    renderWithPlatform(<PositionTracker />, { session });
    await user.click(screen.getByRole('tab', { name: 'Watchlist' }));
    expect(linksOf(await watchRows()).sort()).toEqual(watched.map((t) => `/trade/${t.chain}/${t.address}`).sort());

    await user.click(screen.getByRole('button', { name: /24h Vol/ }));
    const volumes = (await watchRows()).map((row) => numberIn(row, 2));
    expect(volumes).toEqual([...volumes].sort((a, b) => b - a));
    await user.click(screen.getByRole('button', { name: /24h Chg/ }));
    const changes = (await watchRows()).map((row) => numberIn(row, 3));
    expect(changes).toEqual([...changes].sort((a, b) => b - a));
    await user.click(screen.getByRole('button', { name: /24h Chg/ }));
    const ascending = (await watchRows()).map((row) => numberIn(row, 3));
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

    expect(screen.getByRole('columnheader', { name: 'Price' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'MC' }));
    expect(screen.getByRole('columnheader', { name: 'MC' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Price' })).not.toBeInTheDocument();
  });

  it('rows link to the token page through platform.navigate, and a watch-list change reloads the list', async () => {
    const user = userEvent.setup();
    const session = await simSession();
    const [first] = await watchHotTokens(session, 1);
    const { platform } = renderWithPlatform(<PositionTracker />, { session });
    await user.click(screen.getByRole('tab', { name: 'Watchlist' }));
    const [row] = await watchRows();
    await user.click(within(row!).getByRole('link', { name: first!.symbol }));
    expect(platform.navigations).toEqual([`/trade/${first!.chain}/${first!.address}`]);

    const more = await watchHotTokens(session, 3);
    act(() => platform.bus.emit('watchlist.changed', { chain: 'solana', address: more[2]!.address, watched: true }));
    expect(await screen.findByRole('link', { name: more[2]!.symbol })).toBeInTheDocument();
  });
});

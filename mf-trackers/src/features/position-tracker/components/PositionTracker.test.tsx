import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { QuickTradeRequest } from '@nova/shared-contracts';
import { renderWithPlatform, simSession } from '@nova/platform-double/testing';
import type { PlatformDouble } from '@nova/platform-double';
import { buyHotToken, watchHotTokens } from '../../../testing/simData';
import { QUICK_BUY_PREF } from '@nova/shared-ui';
import { HIDDEN_TOKENS_PREF } from '../model/hiddenTokens';
import { PositionTracker } from './PositionTracker';
import { PlatformContext } from '@nova/shared-ui';

const watchRows = async () => within(await screen.findByRole('table', { name: 'Watchlist' })).getAllByRole('row').slice(1);
const linksOf = (rows: HTMLElement[]) => rows.map((row) => within(row).getByRole('link').getAttribute('href'));
/** Every `trade.quick` request emitted on the platform's bus from now on. */
const quickRequests = (platform: PlatformDouble) => {
  const asked: QuickTradeRequest[] = [];
  platform.bus.on('trade.quick', (request) => asked.push(request));
  return asked;
};
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
    // Three columns, so the sell buttons fit a 260 px zone: the token over its value, the PnL over its percentage, the buttons.
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Token / Value', 'PnL', '']);
    expect(within(row).getAllByRole('cell')[0]).toHaveTextContent(new RegExp(`${bought.symbol}\\$\\d`));
    expect(within(row).getAllByRole('cell')[1]).toHaveTextContent(/%/);
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

  describe('quick trades through mf-trade (bus trade.quick)', () => {
    it('a position row sells 50 % or all of the token, one request per click, without following the row link', async () => {
      const user = userEvent.setup();
      const session = await simSession();
      const bought = await buyHotToken(session);
      const { platform } = renderWithPlatform(<PositionTracker />, { session });
      const table = await screen.findByRole('table', { name: 'Positions' });
      const row = within(table).getByRole('link', { name: bought.symbol }).closest('tr')!;
      const asked = quickRequests(platform);

      await user.click(within(row).getByRole('button', { name: `Sell 50% of ${bought.symbol}` }));
      expect(asked).toEqual([{ id: expect.any(String), chain: 'solana', address: bought.address, side: 'sell', percent: 50, source: 'position-tracker', at: expect.any(Number) }]);

      await user.click(within(row).getByRole('button', { name: `Sell all ${bought.symbol}` }));
      expect(asked).toHaveLength(2);
      expect(asked[1]).toEqual({ id: expect.any(String), chain: 'solana', address: bought.address, side: 'sell', percent: 100, source: 'position-tracker', at: expect.any(Number) });
      expect(asked[1]!.id).not.toBe(asked[0]!.id);
      expect(asked.some((request) => 'amount' in request)).toBe(false);
      expect(platform.navigations).toEqual([]);
    });

    it('a watch-list row buys the token for the status-bar amount in the chain coin, following the bus amount live', async () => {
      const user = userEvent.setup();
      const session = await simSession();
      const [first, second] = await watchHotTokens(session, 2);
      const { platform } = renderWithPlatform(<PositionTracker />, { session });
      act(() => platform.bus.emit('quickBuy.amount', { amount: '0.5' }));
      await user.click(screen.getByRole('tab', { name: 'Watchlist' }));
      await watchRows();
      const asked = quickRequests(platform);

      const button = screen.getByRole('button', { name: `Buy 0.5 SOL of ${first!.symbol}` });
      expect(button).toHaveTextContent('0.5 SOL');
      await user.click(button);
      expect(asked).toEqual([{ id: expect.any(String), chain: 'solana', address: first!.address, side: 'buy', amount: '0.5', source: 'watch-list', at: expect.any(Number) }]);
      expect(platform.navigations).toEqual([]);

      act(() => platform.bus.emit('quickBuy.amount', { amount: '2' }));
      await user.click(screen.getByRole('button', { name: `Buy 2 SOL of ${second!.symbol}` }));
      expect(asked).toHaveLength(2);
      expect(asked[1]).toMatchObject({ address: second!.address, side: 'buy', amount: '2', source: 'watch-list' });
    });

    it("a watch-list row buys its chain's own quick-buy amount (one per chain)", async () => {
      const user = userEvent.setup();
      const session = await simSession();
      const [first] = await watchHotTokens(session, 1);
      const { platform } = renderWithPlatform(<PositionTracker />, { session });
      act(() => platform.bus.emit('quickBuy.amount', { amount: '0.05', byChain: { bsc: '0.05', solana: '1.5' } }));
      await user.click(screen.getByRole('tab', { name: 'Watchlist' }));
      await watchRows();
      const asked = quickRequests(platform);
      await user.click(screen.getByRole('button', { name: `Buy 1.5 SOL of ${first!.symbol}` }));
      expect(asked).toEqual([expect.objectContaining({ chain: 'solana', address: first!.address, amount: '1.5' })]);
    });

    it('before the status bar has said an amount, a watch-list row uses the saved quick-buy pref', async () => {
      const user = userEvent.setup();
      const session = await simSession();
      const [first] = await watchHotTokens(session, 1);
      const { platform } = renderWithPlatform(<PositionTracker />, { session });
      platform.prefs.set(QUICK_BUY_PREF, '0.25');
      await user.click(screen.getByRole('tab', { name: 'Watchlist' }));
      await watchRows();
      const asked = quickRequests(platform);

      await user.click(screen.getByRole('button', { name: `Buy 0.25 SOL of ${first!.symbol}` }));
      expect(asked).toEqual([expect.objectContaining({ chain: 'solana', address: first!.address, side: 'buy', amount: '0.25', source: 'watch-list' })]);
    });

    it('hidden watch-list tokens offer no quick buy', async () => {
      const user = userEvent.setup();
      const session = await simSession();
      const [first] = await watchHotTokens(session, 2);
      renderWithPlatform(<PositionTracker />, { session });
      await user.click(screen.getByRole('tab', { name: 'Watchlist' }));
      await watchRows();
      await user.click(screen.getByRole('button', { name: `Hide ${first!.symbol}` }));
      await user.click(screen.getByRole('button', { name: 'Show hidden (1)' }));
      const hiddenTable = await screen.findByRole('table', { name: 'Hidden tokens' });
      expect(within(hiddenTable).queryByRole('button', { name: /^Buy / })).not.toBeInTheDocument();
    });
  });

  describe('hide and show token', () => {
    const openWatchlist = async (watched: number) => {
      const user = userEvent.setup();
      const session = await simSession();
      const tokens = await watchHotTokens(session, watched);
      const rendered = renderWithPlatform(<PositionTracker />, { session });
      await user.click(screen.getByRole('tab', { name: 'Watchlist' }));
      await watchRows();
      return { user, tokens, ...rendered };
    };
    type Token = { symbol: string };
    /** The symbols of `tokens` listed in the table `name`, in the tokens' order. */
    const listedIn = async (name: string, tokens: Token[]) => {
      const table = await screen.findByRole('table', { name });
      return tokens.filter((token) => within(table).queryByRole('link', { name: token.symbol })).map((token) => token.symbol);
    };
    const symbols = (tokens: Token[]) => tokens.map((token) => token.symbol);
    const lastToast = (platform: PlatformDouble) => platform.toast.shown().at(-1)!;

    it('hides a row, saves it locally, and offers Revert for 5 s in a toast that brings it back', async () => {
      const { user, tokens, platform } = await openWatchlist(3);
      const [first] = tokens;
      await user.click(screen.getByRole('button', { name: `Hide ${first!.symbol}` }));

      expect(await listedIn('Watchlist', tokens)).toEqual(symbols(tokens.slice(1)));
      expect(platform.prefs.get(HIDDEN_TOKENS_PREF, null)).toEqual([`solana:${first!.address}`]);
      const toast = lastToast(platform);
      expect(toast).toMatchObject({ message: `${first!.symbol} hidden from your watch list`, durationMs: 5000, action: { label: 'Revert' } });

      act(() => toast.action!.onClick());
      expect(await listedIn('Watchlist', tokens)).toEqual(symbols(tokens));
      expect(platform.prefs.get(HIDDEN_TOKENS_PREF, null)).toEqual([]);
    });

    it('lists hidden tokens on request and un-hides one with its Show button', async () => {
      const { user, tokens } = await openWatchlist(3);
      const [first, second] = tokens;
      expect(screen.queryByRole('button', { name: /Show hidden/ })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: `Hide ${first!.symbol}` }));
      await user.click(screen.getByRole('button', { name: `Hide ${second!.symbol}` }));

      await user.click(screen.getByRole('button', { name: 'Show hidden (2)' }));
      expect(await listedIn('Hidden tokens', tokens)).toEqual(symbols(tokens.slice(0, 2)));
      expect(await listedIn('Watchlist', tokens)).toEqual(symbols(tokens.slice(2)));

      await user.click(within(screen.getByRole('table', { name: 'Hidden tokens' })).getByRole('button', { name: `Show ${first!.symbol}` }));
      expect(await listedIn('Watchlist', tokens)).toEqual(symbols([first!, tokens[2]!]));
      expect(await listedIn('Hidden tokens', tokens)).toEqual([second!.symbol]);

      await user.click(screen.getByRole('button', { name: 'Hide hidden' }));
      expect(screen.queryByRole('table', { name: 'Hidden tokens' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Show hidden (1)' })).toBeInTheDocument();
    });

    it('keeps tokens hidden across a remount', async () => {
      const { user, tokens, platform, unmount } = await openWatchlist(2);
      await user.click(screen.getByRole('button', { name: `Hide ${tokens[0]!.symbol}` }));
      unmount();

      render(
        <PlatformContext.Provider value={platform}>
          <PositionTracker />
        </PlatformContext.Provider>,
      );
      await user.click(screen.getByRole('tab', { name: 'Watchlist' }));
      expect(await listedIn('Watchlist', tokens)).toEqual([tokens[1]!.symbol]);
      expect(screen.getByRole('button', { name: 'Show hidden (1)' })).toBeInTheDocument();
    });

    it('ignores a malformed saved value and malformed entries, keeping the valid ones', async () => {
      const user = userEvent.setup();
      const session = await simSession();
      const tokens = await watchHotTokens(session, 3);
      const { platform } = renderWithPlatform(<PositionTracker />, { session });
      platform.prefs.set(HIDDEN_TOKENS_PREF, 'solana:everything');
      await user.click(screen.getByRole('tab', { name: 'Watchlist' }));
      expect(await listedIn('Watchlist', tokens)).toEqual(symbols(tokens));

      act(() => platform.prefs.set(HIDDEN_TOKENS_PREF, [42, tokens[0]!.address, `mars:${tokens[1]!.address}`, `solana:${tokens[2]!.address}`]));
      expect(await listedIn('Watchlist', tokens)).toEqual(symbols(tokens.slice(0, 2)));
    });

    it('says so when every watched token is hidden', async () => {
      const { user, tokens } = await openWatchlist(1);
      await user.click(screen.getByRole('button', { name: `Hide ${tokens[0]!.symbol}` }));
      expect(screen.getByText('All your watched tokens are hidden')).toBeInTheDocument();
      expect(screen.queryByRole('table', { name: 'Watchlist' })).not.toBeInTheDocument();
    });
  });
});

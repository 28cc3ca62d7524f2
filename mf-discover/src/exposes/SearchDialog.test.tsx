import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_API_URL, renderWithPlatform, sim, simSession } from '@nova/platform-double/testing';
import SearchDialog from './SearchDialog';
import { SEARCH_HISTORY_PREF } from '../features/search/model/searchHistory';

/** The host side: a button that opens the dialog, which closes itself through onClose. */
function Host({ query }: { query?: string }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open search
      </button>
      <SearchDialog open={open} onClose={() => setOpen(false)} {...(query === undefined ? {} : { query })} />
    </>
  );
}

async function liveToken(chain: string) {
  const engine = await sim.ready;
  const token = engine.market.tokens.find((t) => t.def.chain === chain && engine.market.isLive(t, Date.now()));
  if (!token) throw new Error(`the sim has no live ${chain} token`);
  return token.def;
}

const tokenOptions = async () => within(await screen.findByRole('listbox', { name: 'Token' }, { timeout: 3000 })).getAllByRole('option');

afterEach(() => vi.restoreAllMocks());

describe('SearchDialog', () => {
  it('opens focused on the input prefilled with the query, and shows the matching tokens with their figures', async () => {
    const token = await liveToken('solana');
    renderWithPlatform(<Host query={token.symbol} />);
    const dialog = screen.getByRole('dialog', { name: 'Search' });
    const input = within(dialog).getByRole('textbox', { name: 'Search tokens or wallets' });
    expect(input).toHaveFocus();
    expect(input).toHaveValue(token.symbol);
    expect(within(dialog).getByRole('status', { name: 'Searching' })).toBeInTheDocument();

    const options = await tokenOptions();
    const match = options.find((option) => option.textContent?.includes(token.symbol) && option.textContent.includes(token.address.slice(0, 6)));
    expect(match).toBeDefined();
    expect(match).toHaveTextContent(/\$[\d.,]+[KMB]?/); // price and market cap
    expect(match).toHaveTextContent(/[+-]?[\d.]+%/); // 24h change
    expect(within(screen.getByRole('region', { name: 'Token' })).getByRole('heading', { name: 'Token' })).toBeInTheDocument();
  });

  it('moves through results with the arrow keys and opens the picked token, remembering it', async () => {
    const user = userEvent.setup();
    const { platform } = renderWithPlatform(<Host />);
    const input = screen.getByRole('textbox', { name: 'Search tokens or wallets' });
    await user.type(input, 'a');
    const options = await tokenOptions();
    expect(options.length).toBeGreaterThan(2);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.keyboard('{Enter}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(platform.navigations).toHaveLength(1);
    const [, , chain, address] = platform.navigations[0]!.split('/');
    expect(platform.navigations[0]).toMatch(/^\/trade\/[a-z]+\/\w+$/);
    expect(platform.prefs.get<{ tokens: unknown[] }>(SEARCH_HISTORY_PREF, { tokens: [] }).tokens[0]).toMatchObject({ chain, address });
  });

  it('shows the history when reopened, picks from it, and clears it', async () => {
    const user = userEvent.setup();
    const token = await liveToken('bsc');
    const { platform } = renderWithPlatform(<Host />);
    await user.type(screen.getByRole('textbox', { name: 'Search tokens or wallets' }), token.symbol);
    const first = (await tokenOptions()).find((option) => option.textContent?.includes(token.address.slice(0, 6)));
    await user.click(first!);
    expect(platform.navigations).toEqual([`/trade/bsc/${token.address}`]);

    await user.click(screen.getByRole('button', { name: 'Open search' }));
    const history = screen.getByRole('region', { name: 'Recent searches' });
    await user.click(within(history).getByRole('button', { name: token.symbol }));
    expect(platform.navigations).toEqual([`/trade/bsc/${token.address}`, `/trade/bsc/${token.address}`]);

    await user.click(screen.getByRole('button', { name: 'Open search' }));
    await user.click(screen.getByRole('button', { name: 'Clear history' }));
    expect(screen.queryByRole('region', { name: 'Recent searches' })).not.toBeInTheDocument();
    expect(platform.prefs.get(SEARCH_HISTORY_PREF, null)).toEqual({ tokens: [], wallets: [] });
  });

  it('filters by chain: All is pressed first, a chain chip limits the results to that chain', async () => {
    const user = userEvent.setup();
    const { platform } = renderWithPlatform(<Host query="a" />);
    const chips = screen.getByRole('group', { name: 'Chain filter' });
    expect(within(chips).getAllByRole('button').map((b) => b.textContent)).toEqual(['All', 'Nova Layer', 'Solana', 'BSC', 'Ethereum', 'Base']);
    expect(within(chips).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await tokenOptions();

    await user.click(within(chips).getByRole('button', { name: 'Base' }));
    await waitFor(async () => {
      const options = await tokenOptions();
      for (const option of options) expect(option).toHaveTextContent('Base');
    });
    await user.click(screen.getByRole('textbox', { name: 'Search tokens or wallets' }));
    await user.keyboard('{Enter}');
    expect(platform.navigations[0]).toMatch(/^\/trade\/base\//);
  });

  it('opens a Solana wallet in the app and an EVM wallet on its explorer in a new tab', async () => {
    const user = userEvent.setup();
    const engine = await sim.ready;
    const wallet = engine.market.wallets[3]!;
    const opened = vi.spyOn(window, 'open').mockImplementation(() => null);
    // A visitor is asked to log in first, then taken to the wallet page.
    const { platform } = renderWithPlatform(<Host query={wallet.sol.slice(0, 8)} />, { onRequestLogin: () => simSession() });
    const wallets = await screen.findByRole('listbox', { name: 'Wallet address' }, { timeout: 3000 });
    await user.click(within(wallets).getAllByRole('option')[0]!);
    expect(platform.session.loginRequests()).toBe(1);
    await waitFor(() => expect(platform.navigations).toEqual([`/wallets/solana/${wallet.sol}`]));

    await user.click(screen.getByRole('button', { name: 'Open search' }));
    const input = screen.getByRole('textbox', { name: 'Search tokens or wallets' });
    expect(input).toHaveValue(wallet.sol.slice(0, 8)); // each opening starts from the host's query
    await user.clear(input);
    await user.type(input, wallet.evm.slice(0, 10));
    const evm = await screen.findByRole('listbox', { name: 'Wallet address' }, { timeout: 3000 });
    await user.click(within(evm).getAllByRole('option')[0]!);
    expect(opened).toHaveBeenCalledWith(`https://etherscan.io/address/${wallet.evm}`, '_blank', 'noopener,noreferrer');
    expect(platform.navigations).toHaveLength(1);
  });

  it('signed in, sends the user\'s wallet address and opens the wallet profile at once', async () => {
    const user = userEvent.setup();
    const engine = await sim.ready;
    const wallet = engine.market.wallets[5]!;
    const session = await simSession();
    const bodies: Array<{ wallet_address?: string }> = [];
    const { platform } = renderWithPlatform(<Host query={wallet.sol.slice(0, 8)} />, {
      session,
      handlers: [
        http.post(`${TEST_API_URL}/token/search/multi_chain`, async ({ request }) => {
          bodies.push((await request.clone().json()) as { wallet_address?: string });
          return undefined;
        }),
      ],
    });
    const wallets = await screen.findByRole('listbox', { name: 'Wallet address' }, { timeout: 3000 });
    expect(bodies.some((body) => body.wallet_address === session.user.sol_address)).toBe(true);
    const opened: unknown[] = [];
    platform.bus.on('wallet.profile.open', (request) => opened.push(request));
    await user.click(within(wallets).getAllByRole('option')[0]!);
    expect(platform.session.loginRequests()).toBe(0);
    expect(opened).toEqual([{ address: wallet.sol, chain: 'solana' }]);
    expect(platform.navigations).toEqual([]);
  });

  it('says No data when nothing matches', async () => {
    renderWithPlatform(<Host query="zzqqxx" />);
    expect(await screen.findByText('No data', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('shows the error with Retry, and Retry searches again', async () => {
    const user = userEvent.setup();
    const failOnce = http.post(`${TEST_API_URL}/token/search/multi_chain`, () => HttpResponse.json({ code: 500, message: 'search index down' }, { status: 500 }), { once: true });
    renderWithPlatform(<Host query="a" />, { handlers: [failOnce] });
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert).toHaveTextContent('Search failed');
    expect(alert).toHaveTextContent('search index down');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect((await tokenOptions()).length).toBeGreaterThan(0);
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    renderWithPlatform(<Host />);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // And it opens again from its trigger.
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { channelKey } from '@nova/shared-contracts';
import { engine, renderWithPlatform, sim, simSession } from '@nova/platform-double/testing';
import TokenData from './TokenData';

async function honeypot() {
  const engine = await sim.ready;
  const token = engine.market.tokens.find((t) => t.def.name === 'Honey Trap');
  if (!token) throw new Error('no honeypot in the sim');
  return { chain: token.def.chain, address: token.def.address };
}

async function safeToken() {
  const engine = await sim.ready;
  const token = engine.market.tokens.find((t) => t.def.chain === 'solana' && t.def.security.is_pixiu === 0 && t.def.security.top10_percent <= 30 && t.def.security.dev_hold_percent <= 30 && t.def.security.insider_percent <= 5 && t.def.security.lp_risk_info >= 0.1 && t.def.security.is_open_source === 1);
  if (!token) throw new Error('no safe token in the sim');
  return { chain: token.def.chain, address: token.def.address };
}

describe('TokenData', () => {
  it('shows a honeypot with its red risk flags', async () => {
    const user = userEvent.setup();
    renderWithPlatform(<TokenData {...await honeypot()} />);
    await user.click(screen.getByRole('tab', { name: 'Security' }));
    const list = await screen.findByRole('list', { name: 'Security' });
    const honeypotRow = within(list).getAllByRole('listitem').find((item) => item.textContent?.startsWith('Honeypot'));
    expect(honeypotRow).toHaveTextContent('Yes');
    expect(honeypotRow).toHaveTextContent('Risk');
    expect(screen.getByText(/^Risk flags: \d+$/)).toBeInTheDocument();
  });

  it('shows no risk flag for a clean token', async () => {
    const user = userEvent.setup();
    renderWithPlatform(<TokenData {...await safeToken()} />);
    await user.click(screen.getByRole('tab', { name: 'Security' }));
    await screen.findByRole('list', { name: 'Security' });
    expect(screen.getByText('No risk flags')).toBeInTheDocument();
    expect(screen.queryByText('Risk')).not.toBeInTheDocument();
  });

  it('shows the stats windows 5m, 1h, 4h and 24h', async () => {
    const user = userEvent.setup();
    renderWithPlatform(<TokenData {...await safeToken()} />);
    await user.click(screen.getByRole('tab', { name: 'Stats' }));
    const table = await screen.findByRole('table', { name: 'Stats' });
    expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['5m', '1h', '4h', '24h']);
  });

  it('shows the pool under the stats: liquidity, the pair on the explorer and the LP locked share', async () => {
    const user = userEvent.setup();
    const token = await safeToken();
    renderWithPlatform(<TokenData {...token} />);
    await user.click(screen.getByRole('tab', { name: 'Stats' }));
    const list = await screen.findByLabelText('Liquidity and pair');
    expect(within(list).getByText('Liquidity').nextSibling?.textContent).toMatch(/^\$/);
    const engine = await sim.ready;
    const pair = engine.market.tokens.find((t) => t.def.address === token.address)?.def.pairAddress ?? '';
    expect(within(list).getByRole('link')).toHaveAttribute('href', `https://solscan.io/address/${pair}`);
    expect(within(list).getByText('LP locked or burnt').nextSibling?.textContent).toMatch(/%$/);
  });

  it('shows the LP share as one string in Stats and in Security, with the spec\'s two decimals', async () => {
    const user = userEvent.setup();
    const token = await safeToken();
    const engine = await sim.ready;
    const lp = engine.market.tokens.find((t) => t.def.address === token.address)!.def.security.lp_risk_info;
    renderWithPlatform(<TokenData {...token} />);
    await user.click(screen.getByRole('tab', { name: 'Stats' }));
    const stats = within(await screen.findByLabelText('Liquidity and pair')).getByText('LP locked or burnt').nextSibling?.textContent;
    await user.click(screen.getByRole('tab', { name: 'Security' }));
    const row = within(await screen.findByRole('list', { name: 'Security' })).getAllByRole('listitem').find((item) => item.textContent?.startsWith('LP burnt or locked'));
    // Two decimals, floored, from the fraction exactly (0.754 is 75.40 %, never 75.4 % or 75.39 %).
    const expected = `${(Math.floor(Math.round(lp * 1e6) / 100) / 100).toFixed(2)}%`;
    expect(stats).toBe(expected);
    expect(row?.querySelector('.value')?.textContent).toBe(expected);
  });

  it('lists the activity with maker links to the wallet profile, and filters by wallet tag', async () => {
    const user = userEvent.setup();
    const token = await safeToken();
    const { platform } = renderWithPlatform(<TokenData {...token} />);
    const table = await screen.findByRole('table', { name: 'Activity' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    const maker = within(table).getAllByRole('link')[0]!;
    await user.click(maker);
    expect(platform.navigations[0]).toMatch(new RegExp(`^/wallets/${token.chain}/\\w+`));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Wallet tag' }), 'whale');
    expect(screen.getByRole('combobox', { name: 'Wallet tag' })).toHaveValue('whale');
  });

  it('keeps the activity in a list of fixed height that renders the rows in view; a pushed trade shows on top', async () => {
    const token = await safeToken();
    renderWithPlatform(<TokenData {...token} />);
    const table = await screen.findByRole('table', { name: 'Activity' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Time', 'Side', 'Price', 'Volume', 'Maker']);
    const trades = Number(table.getAttribute('aria-rowcount')) - 1;
    expect(trades).toBeGreaterThan(14);
    // 12 rows in view and an overscan of 3, whatever the list holds (the header is the first row).
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 12 + 3);
    const maker = 'PushedMaker1111111111111111111111111111111';
    const key = channelKey('trade_history', { chain: token.chain, address: token.address });
    // The push reaches the list once the binding is up: publish (one hash: kept once) until it leads the list.
    await waitFor(() => {
      engine.hub.publish('trade_history', key, { chain: token.chain, target_token: token.address, price_usd: '0.5', volume_usd: '4321', side: 'sell', trade_timestamp: Date.now(), tx_hash: 'pushed-trade-1', maker, tags: [] });
      expect(within(screen.getByRole('table', { name: 'Activity' })).getAllByRole('row')[1]).toHaveTextContent(/Sell.*\$4\.32K.*Pushed…1111/);
    });
    expect(Number(screen.getByRole('table', { name: 'Activity' }).getAttribute('aria-rowcount')) - 1).toBeGreaterThan(trades);
  });

  it('asks a visitor to log in for the holders, and lists them for a signed-in user', async () => {
    const user = userEvent.setup();
    const token = await safeToken();
    const visitor = renderWithPlatform(<TokenData {...token} />);
    await user.click(screen.getByRole('tab', { name: 'Holders' }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(visitor.platform.session.loginRequests()).toBe(1);
    visitor.unmount();

    const { platform } = renderWithPlatform(<TokenData {...token} />, { session: await simSession() });
    await user.click(screen.getByRole('tab', { name: 'Holders' }));
    const table = await screen.findByRole('table', { name: 'Holders' });
    const shares = within(table).getAllByRole('row').slice(1).map((row) => Number.parseFloat(within(row).getAllByRole('cell')[2]!.textContent ?? '0'));
    expect(shares.length).toBeGreaterThan(3);
    expect(shares).toEqual([...shares].sort((a, b) => b - a));
    // Every share with the spec's two decimals (0.90%, not 0.9%).
    for (const row of within(table).getAllByRole('row').slice(1)) expect(within(row).getAllByRole('cell')[2]!.textContent).toMatch(/^\d+\.\d{2}%$/);
    const opened: unknown[] = [];
    platform.bus.on('wallet.profile.open', (request) => opened.push(request));
    await user.click(within(table).getAllByRole('link')[0]!);
    expect(opened).toEqual([{ address: expect.any(String), chain: token.chain }]);
  });

  it('names the holders’ wallet tags in the locale, never by their raw keys', async () => {
    const user = userEvent.setup();
    const token = await safeToken();
    renderWithPlatform(<TokenData {...token} />, { session: await simSession() });
    await user.click(screen.getByRole('tab', { name: 'Holders' }));
    const table = await screen.findByRole('table', { name: 'Holders' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(3));
    const names = ['KOL', 'Insider', 'Smart money', 'Whale', 'Sniper', 'Dev', 'New money', 'Early buyers'];
    const wallets = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[1]!);
    const tags = wallets.flatMap((cell) => [...cell.querySelectorAll('.tag')].map((tag) => tag.textContent));
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(names).toContain(tag);
  });

  it("keeps each token's holders apart: a holder pushed on one token is not in the next token's list", async () => {
    const user = userEvent.setup();
    const first = await safeToken();
    const second = engine.market.tokens.find((t) => t.def.chain === 'solana' && t.def.address !== first.address)!.def;
    const { rerender } = renderWithPlatform(<TokenData {...first} />, { session: await simSession() });
    await user.click(screen.getByRole('tab', { name: 'Holders' }));
    const table = await screen.findByRole('table', { name: 'Holders' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(3));
    const wallet = 'PushedHoLder1111111111111111111111111111111';
    const key = channelKey('holder_balance', { chain: first.chain, address: first.address });
    // The push reaches the list once the binding is up: publish until the pushed holder leads it.
    await waitFor(() => {
      engine.hub.publish('holder_balance', key, { chain: first.chain, token: first.address, wallet, holding_percent: 99 });
      expect(within(screen.getByRole('table', { name: 'Holders' })).getAllByRole('row')[1]).toHaveTextContent(/^1Push.*99\.00%/);
    });
    rerender(<TokenData chain={second.chain} address={second.address} />);
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Holders' })).getAllByRole('row')[1]).not.toHaveTextContent(/99\.00%/));
    const rows = within(screen.getByRole('table', { name: 'Holders' })).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.some((row) => row.textContent?.includes('Push'))).toBe(false);
  });
});

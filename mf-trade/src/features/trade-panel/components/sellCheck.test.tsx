import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithPlatform, sim, simSession } from '@nova/platform-double/testing';
import TradePanel from '../../../exposes/TradePanel';

type ListToken = { address: string; symbol: string; security_info: { is_pixiu: number; is_open_source: number } };

/** Two liquid, sellable Solana tokens: one stays as it is, the other is made a honeypot. */
async function tokens(): Promise<[ListToken, ListToken]> {
  const engine = await sim.ready;
  const response = await engine.handle({ method: 'GET', path: '/token/hot/list?chain=solana&limit=50&min_liquidity=20000' });
  const sellable = (response.body as { data: { tokens: ListToken[] } }).data.tokens.filter((t) => t.security_info.is_pixiu === 0);
  if (sellable.length < 2) throw new Error('the sim has too few sellable tokens');
  return [sellable[0] as ListToken, sellable[1] as ListToken];
}

async function asHoneypot<T>(address: string, run: () => Promise<T>): Promise<T> {
  const engine = await sim.ready;
  const state = engine.market.find('solana', address);
  if (!state) throw new Error('no such token');
  engine.market.setSecurity(state, { is_pixiu: 1 });
  try {
    return await run();
  } finally {
    engine.market.setSecurity(state, { is_pixiu: 0 });
  }
}

async function walletSession() {
  const session = await simSession();
  return { ...session, user: { ...session.user, authMethod: 'wallet' as const, wallet_type: 'phantom' as const } };
}

describe('TradePanel: the sell check before a buy (issue 34)', () => {
  it('a market buy with an amount shows the round trip at that size, asked once the amount settles', async () => {
    const user = userEvent.setup();
    const [token] = await tokens();
    const { platform } = renderWithPlatform(<TradePanel chain="solana" address={token.address} />, { session: await simSession() });
    const region = await screen.findByRole('region', { name: `Trade ${token.symbol}` });
    const call = vi.spyOn(platform.api, 'call');
    await user.type(within(region).getByRole('textbox', { name: 'Amount' }), '0.25');
    expect(await within(region).findByText(/^Sell-back now: -\d+\.\d{2}% \(impact \d+\.\d{2}% in, \d+\.\d{2}% out, fees \d+\.\d{2}%\)$/)).toBeInTheDocument();
    // One check for the settled amount, not one per keystroke.
    const checks = call.mock.calls.filter(([name]) => name === 'tradeRoundTrip');
    expect(checks.map(([, request]) => request)).toEqual([{ chain: 'solana', token: token.address, amount_in: '0.25' }]);
    expect(within(region).getByRole('button', { name: 'Buy' })).toBeEnabled();

    // The sell side asks nothing and shows no round trip.
    await user.click(within(region).getByRole('tab', { name: 'Sell' }));
    expect(within(region).queryByText(/^Sell-back now/)).not.toBeInTheDocument();
  });

  it('a custodial buy of a honeypot is blocked with the reason, and nothing is sent', async () => {
    const user = userEvent.setup();
    const [, other] = await tokens();
    await asHoneypot(other.address, async () => {
      const { platform } = renderWithPlatform(<TradePanel chain="solana" address={other.address} />, { session: await simSession() });
      const region = await screen.findByRole('region', { name: `Trade ${other.symbol}` });
      const call = vi.spyOn(platform.api, 'call');
      await user.type(within(region).getByRole('textbox', { name: 'Amount' }), '0.1');
      expect(within(region).getByRole('alert')).toHaveTextContent(`${other.symbol} cannot be sold: its contract blocks sells (honeypot). Buying is blocked.`);
      const buy = within(region).getByRole('button', { name: 'Buy' });
      expect(buy).toBeDisabled();
      // The round trip confirms it at the typed size; still blocked, no round-trip line.
      await waitFor(() => expect(call.mock.calls.some(([name]) => name === 'tradeRoundTrip')).toBe(true));
      expect(within(region).queryByText(/^Sell-back now/)).not.toBeInTheDocument();
      await user.keyboard('{Enter}');
      expect(call.mock.calls.filter(([name]) => name === 'tradeOrderCreate')).toHaveLength(0);
    });
  });

  it('a wallet login gets the same block: no quote is asked, Buy stays disabled', async () => {
    const user = userEvent.setup();
    const [, other] = await tokens();
    await asHoneypot(other.address, async () => {
      const { platform } = renderWithPlatform(<TradePanel chain="solana" address={other.address} />, { session: await walletSession() });
      const region = await screen.findByRole('region', { name: `Trade ${other.symbol}` });
      const call = vi.spyOn(platform.api, 'call');
      await user.type(within(region).getByRole('textbox', { name: 'Amount' }), '0.1');
      expect(within(region).getByRole('alert')).toHaveTextContent(`${other.symbol} cannot be sold`);
      expect(within(region).getByRole('button', { name: 'Buy' })).toBeDisabled();
      await waitFor(() => expect(call.mock.calls.some(([name]) => name === 'tradeRoundTrip')).toBe(true));
      expect(call.mock.calls.filter(([name]) => name === 'tradeQuote' || name === 'tradeBuild')).toHaveLength(0);
    });
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { defaultChainPresets, tradePresetsPref } from '@nova/shared-contracts';
import { TEST_API_URL, renderWithPlatform, sim, simSession } from '@nova/platform-double/testing';
import TradePanel from './TradePanel';

async function hotSolanaToken() {
  const engine = await sim.ready;
  const response = await engine.handle({ method: 'GET', path: '/token/hot/list?chain=solana&limit=1' });
  const token = (response.body as { data: { tokens: { address: string; symbol: string }[] } }).data.tokens[0];
  if (!token) throw new Error('the sim has no hot solana token');
  return token;
}

describe('TradePanel', () => {
  it('signed out: shows the live price and a "Log in to trade" button that asks the host to log in', async () => {
    const user = userEvent.setup();
    const token = await hotSolanaToken();
    const { platform } = renderWithPlatform(<TradePanel chain="solana" address={token.address} />);
    expect(screen.getByRole('status', { name: 'Loading trade panel' })).toBeInTheDocument();

    const region = await screen.findByRole('region', { name: `Trade ${token.symbol}` });
    expect(within(region).getByText('Price').nextSibling?.textContent).toMatch(/^\$\d/);
    expect(within(region).queryByRole('button', { name: 'Buy' })).not.toBeInTheDocument();

    const requestLogin = vi.spyOn(platform.session, 'requestLogin');
    await user.click(within(region).getByRole('button', { name: 'Log in to trade' }));
    expect(requestLogin).toHaveBeenCalledTimes(1);
  });

  it('signed in: shows the native balance and a disabled Buy button with the hint', async () => {
    const user = userEvent.setup();
    const token = await hotSolanaToken();
    renderWithPlatform(<TradePanel chain="solana" address={token.address} />, { session: await simSession() });

    const region = await screen.findByRole('region', { name: `Trade ${token.symbol}` });
    // The sim gives every new account 10 SOL.
    expect(within(region).getByText('Balance (SOL)').nextSibling).toHaveTextContent('10');
    const buy = within(region).getByRole('button', { name: 'Buy' });
    expect(buy).toBeDisabled();
    expect(buy).toHaveAccessibleDescription('Trading arrives in a later release.');

    await user.type(within(region).getByRole('textbox', { name: 'Amount' }), '12');
    expect(within(region).getByRole('alert')).toHaveTextContent('Amount exceeds your balance');
    await user.clear(within(region).getByRole('textbox', { name: 'Amount' }));
    await user.click(within(region).getByRole('button', { name: '0.1 SOL' }));
    expect(within(region).getByRole('textbox', { name: 'Amount' })).toHaveValue('0.1');
    expect(within(region).queryByRole('alert')).not.toBeInTheDocument();

    await user.click(within(region).getByRole('tab', { name: 'Sell' }));
    expect(within(region).getByRole('button', { name: 'Sell' })).toBeDisabled();
  });

  it('shows the error with Retry when token info fails, and recovers on Retry', async () => {
    const user = userEvent.setup();
    const token = await hotSolanaToken();
    renderWithPlatform(<TradePanel chain="solana" address={token.address} />, {
      handlers: [http.get(`${TEST_API_URL}/token_info/:chain/:token`, () => HttpResponse.json({ code: 503, message: 'token service unavailable' }, { status: 503 }), { once: true })],
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the trade panel');
    expect(alert).toHaveTextContent('token service unavailable');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: `Trade ${token.symbol}` })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('quick amounts are the first four saved for the chain and follow prefs changes', async () => {
    const token = await hotSolanaToken();
    const { platform } = renderWithPlatform(<TradePanel chain="solana" address={token.address} />);
    const region = await screen.findByRole('region', { name: `Trade ${token.symbol}` });
    const amounts = () => within(within(region).getByRole('group', { name: 'Quick amounts' })).getAllByRole('button').map((button) => button.textContent);
    expect(amounts()).toEqual(['0.01 SOL', '0.1 SOL', '0.5 SOL', '1 SOL']);

    act(() => platform.prefs.set(tradePresetsPref('solana'), { ...defaultChainPresets('solana'), quickAmounts: ['0.3', '0.7', '1.5', '3', '9'] }));
    expect(amounts()).toEqual(['0.3 SOL', '0.7 SOL', '1.5 SOL', '3 SOL']);

    act(() => platform.prefs.set(tradePresetsPref('solana'), { quickAmounts: 'broken' }));
    expect(amounts()).toEqual(['0.01 SOL', '0.1 SOL', '0.5 SOL', '1 SOL']);
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithPlatform, sim, simSession } from '@nova/platform-double/testing';
import QuickBuyButton from './QuickBuyButton';

async function liquidSolanaToken() {
  const engine = await sim.ready;
  const response = await engine.handle({ method: 'GET', path: '/token/hot/list?chain=solana&limit=20&min_liquidity=20000' });
  const token = (response.body as { data: { tokens: { address: string; symbol: string; security_info: { is_pixiu: number } }[] } }).data.tokens.find((t) => t.security_info.is_pixiu === 0);
  if (!token) throw new Error('no liquid solana token');
  return token;
}

describe("QuickBuyButton (the status bar's quick buy)", () => {
  it("buys the amount of the page's token through the executor", async () => {
    const token = await liquidSolanaToken();
    const { platform } = renderWithPlatform(<QuickBuyButton chain="solana" address={token.address} amount="0.01" />, { session: await simSession() });
    await userEvent.click(screen.getByRole('button', { name: 'Buy 0.01 SOL' }));
    await waitFor(() => expect(platform.toast.shown().map((t) => `${t.kind} ${t.message}`)).toContain(`success Trade success: ${token.symbol}`), { timeout: 5000 });
  });

  it('a visitor gets the login drawer', async () => {
    const token = await liquidSolanaToken();
    const { platform } = renderWithPlatform(<QuickBuyButton chain="solana" address={token.address} amount="0.1" />);
    const login = vi.spyOn(platform.session, 'requestLogin');
    await userEvent.click(screen.getByRole('button', { name: 'Buy 0.1 SOL' }));
    await waitFor(() => expect(login).toHaveBeenCalledTimes(1));
  });

  it('is not offered where it cannot trade: a display-only chain, or a chain the wallet cannot sign on', async () => {
    const token = await liquidSolanaToken();
    const session = await simSession();
    renderWithPlatform(<QuickBuyButton chain="polygon" address={token.address} amount="0.1" />, { session });
    renderWithPlatform(<QuickBuyButton chain="base" address={token.address} amount="0.1" />, { session: { ...session, user: { ...session.user, authMethod: 'wallet', wallet_type: 'phantom' } } });
    renderWithPlatform(<QuickBuyButton chain="solana" address={token.address} amount="0.1" />, { session: { ...session, user: { ...session.user, authMethod: 'wallet', wallet_type: 'phantom' } } });
    expect(screen.getAllByRole('button', { name: /^Buy 0\.1 / }).map((button) => button.textContent)).toEqual(['Buy 0.1 SOL']);
  });
});

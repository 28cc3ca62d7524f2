import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { WalletService } from '@nova/shared-contracts';
import { TEST_API_URL, renderWithPlatform, sim, simSession } from '@nova/platform-double/testing';
import TradePanel from './TradePanel';

type ListToken = { address: string; symbol: string; name: string; security_info: { is_pixiu: number; is_open_source: number } };

async function solanaTokens(): Promise<ListToken[]> {
  const engine = await sim.ready;
  const response = await engine.handle({ method: 'GET', path: '/token/hot/list?chain=solana&limit=100' });
  return (response.body as { data: { tokens: ListToken[] } }).data.tokens;
}

/** A Phantom-like wallet login on the sim's user (the sim quotes and builds for the user's Solana address). */
async function walletSession() {
  const session = await simSession();
  return { ...session, user: { ...session.user, authMethod: 'wallet' as const, wallet_type: 'phantom' as const } };
}

/** The sim builds real transactions only for real wallet keys: the build is a stand-in here. */
const build = http.post(`${TEST_API_URL}/trade/build`, () => HttpResponse.json({ code: 0, message: 'success', data: { build_id: 'b1', chain: 'solana', serialized_tx: 'dW5zaWduZWQ=', expires_at: Date.now() + 60_000 } }));

/**
 * The sim checks the ed25519 signature of the build against the wallet's key, which a custodial
 * sim user does not hand out: submit_tx is answered by executing the same order for that user.
 */
const submitAsSim = (address: string) =>
  http.post(`${TEST_API_URL}/trade/submit_tx`, async ({ request }) => {
    const engine = await sim.ready;
    const body = (await request.json()) as { signed_tx_list: string[] };
    if (body.signed_tx_list[0] !== 'c2lnbmVk') return HttpResponse.json({ code: 401, message: 'invalid signature' }, { status: 401 });
    const response = await engine.handle({ method: 'POST', path: '/trade/order/create', headers: { authorization: request.headers.get('authorization') ?? '' }, body: { chain: 'solana', token_in: '', token_out: address, token_amount: '0.01', slippage: 0.5 } });
    return HttpResponse.json(response.body as object, { status: response.status });
  });

describe('TradePanel: wallet login (spec 1 §4 wallet-login execution)', () => {
  it('quotes every second, then builds, has the wallet sign the Solana transaction and submits it; no Limit tab', async () => {
    const user = userEvent.setup();
    const token = (await solanaTokens()).find((t) => t.security_info.is_pixiu === 0 && t.security_info.is_open_source === 1);
    if (!token) throw new Error('no safe solana token');
    const quotes = vi.fn();
    const { platform } = renderWithPlatform(<TradePanel chain="solana" address={token.address} />, {
      session: await walletSession(),
      handlers: [
        http.post(`${TEST_API_URL}/trade/quote`, () => {
          quotes();
          return undefined;
        }),
        build,
        submitAsSim(token.address),
      ],
    });
    const signSolanaTransaction = vi.fn(async (serialized: string) => (serialized === 'dW5zaWduZWQ=' ? 'c2lnbmVk' : ''));
    platform.wallet = { ...platform.wallet, signSolanaTransaction } as WalletService;
    const region = await screen.findByRole('region', { name: `Trade ${token.symbol}` });
    expect(within(region).queryByRole('tab', { name: 'Limit' })).not.toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: '0.01 SOL' }));
    // What a buy receives is counted in the token, with its symbol (never a bare "≈ 89,090.44").
    expect(await within(region).findByText(/^You receive ≈/)).toHaveTextContent(new RegExp(`^You receive ≈ [\\d.,]+ ${token.symbol}$`));
    await waitFor(() => expect(quotes.mock.calls.length).toBeGreaterThanOrEqual(2), { timeout: 3000 });
    await user.click(within(region).getByRole('button', { name: 'Buy' }));
    await waitFor(() => expect(platform.toast.shown().map((t) => `${t.kind} ${t.message}`)).toContain(`success Trade success: ${token.symbol}`), { timeout: 5000 });
    expect(signSolanaTransaction).toHaveBeenCalledTimes(1);
  }, 20_000);

  it('a token that is not open source asks for confirmation first; declining is silent and signs nothing', async () => {
    const user = userEvent.setup();
    // A honeypot's buy is blocked outright (the sell check, trade-panel's sellCheck.test.tsx).
    const risky = (await solanaTokens()).find((t) => t.security_info.is_pixiu === 0 && t.security_info.is_open_source !== 1);
    if (!risky) throw new Error('no closed-source solana token');
    const { platform } = renderWithPlatform(<TradePanel chain="solana" address={risky.address} />, { session: await walletSession() });
    const signSolanaTransaction = vi.fn(async () => 'c2lnbmVk');
    platform.wallet = { ...platform.wallet, signSolanaTransaction } as WalletService;
    const region = await screen.findByRole('region', { name: `Trade ${risky.symbol}` });
    await user.click(within(region).getByRole('button', { name: '0.01 SOL' }));
    await within(region).findByText(/^You receive ≈/);
    await user.click(within(region).getByRole('button', { name: 'Buy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Risky token' });
    expect(dialog).toHaveTextContent(`${risky.symbol} is flagged as a honeypot`);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(signSolanaTransaction).not.toHaveBeenCalled();
    expect(platform.toast.shown()).toEqual([]);
  });

  it('a wallet that refuses to sign (4001) is silent', async () => {
    const user = userEvent.setup();
    const token = (await solanaTokens()).find((t) => t.security_info.is_pixiu === 0 && t.security_info.is_open_source === 1);
    if (!token) throw new Error('no safe solana token');
    const { platform } = renderWithPlatform(<TradePanel chain="solana" address={token.address} />, { session: await walletSession(), handlers: [build] });
    platform.wallet = { ...platform.wallet, signSolanaTransaction: () => Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 })) } as WalletService;
    const region = await screen.findByRole('region', { name: `Trade ${token.symbol}` });
    await user.click(within(region).getByRole('button', { name: '0.01 SOL' }));
    await within(region).findByText(/^You receive ≈/);
    await user.click(within(region).getByRole('button', { name: 'Buy' }));
    await waitFor(() => expect(within(region).getByRole('button', { name: 'Buy' })).toBeEnabled());
    expect(platform.toast.shown()).toEqual([]);
  });

  it("a wallet login's Close sells through its wallet (never a custodial order), asking first for a risky token", async () => {
    const user = userEvent.setup();
    const token = (await solanaTokens()).find((t) => t.security_info.is_pixiu === 0 && t.security_info.is_open_source !== 1);
    if (!token) throw new Error('no closed-source solana token');
    const session = await walletSession();
    const engine = await sim.ready;
    await engine.handle({ method: 'POST', path: '/trade/order/create', headers: { authorization: `Bearer ${session.access_token}` }, body: { chain: 'solana', token_in: '', token_out: token.address, token_amount: '0.05', slippage: 0.5 } });
    const creates = vi.fn();
    const quotes: Array<Record<string, unknown>> = [];
    const { platform } = renderWithPlatform(<TradePanel chain="solana" address={token.address} />, {
      session,
      handlers: [
        http.post(`${TEST_API_URL}/trade/order/create`, () => void creates()),
        http.post(`${TEST_API_URL}/trade/quote`, async ({ request }) => void quotes.push((await request.clone().json()) as Record<string, unknown>)),
        build,
        submitAsSim(token.address),
      ],
    });
    const signSolanaTransaction = vi.fn(async () => 'c2lnbmVk');
    platform.wallet = { ...platform.wallet, signSolanaTransaction } as WalletService;
    const position = await screen.findByRole('region', { name: 'Your position' });
    await user.click(within(position).getByRole('button', { name: 'Close' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Risky token' })).getByRole('button', { name: 'Cancel' }));
    expect(quotes).toEqual([]);
    await user.click(within(position).getByRole('button', { name: 'Close' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Risky token' })).getByRole('button', { name: 'Sell anyway' }));
    await waitFor(() => expect(signSolanaTransaction).toHaveBeenCalledTimes(1));
    expect(quotes).toEqual([expect.objectContaining({ token_in: token.address, token_out: '', wallet_address: session.user.sol_address })]);
    expect(creates).not.toHaveBeenCalled();
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@nova/shared-contracts';
import type { EndpointResponse, TokenInfo } from '@nova/shared-contracts';
import { TEST_API_URL, renderWithPlatform, sim, simSession } from '@nova/platform-double/testing';
import { formatPrice, shortenAddress } from '@nova/shared-ui';
import TokenHeader from './TokenHeader';

/** A Solana token of the sim with a launch platform and an X link. */
async function tokenWithLinks() {
  const engine = await sim.ready;
  const token = engine.market.tokens.find((t) => t.def.chain === 'solana' && t.def.platform && t.def.social.twitter && t.def.social.twitter !== 'null');
  if (!token) throw new Error('no solana token with a platform and an X link in the sim');
  return token.def;
}

/** The figure shown under a term of the header's figures ("Price", "Market cap"...). */
const figure = (header: HTMLElement, term: string) => within(header).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('TokenHeader', () => {
  it('shows the symbol, name, short address, launch platform, age and the token’s own links', async () => {
    const token = await tokenWithLinks();
    renderWithPlatform(<TokenHeader chain="solana" address={token.address} />);
    const header = await screen.findByRole('region', { name: 'Token data' });
    expect(await within(header).findByRole('heading', { level: 1 })).toHaveTextContent(token.symbol);
    expect(header).toHaveTextContent(token.name);
    expect(header).toHaveTextContent(shortenAddress(token.address));
    expect(within(header).getByText(token.platform, { exact: true })).toBeInTheDocument();
    expect(within(header).getByText(/^Age \d+[smhd]/)).toBeInTheDocument();
    const x = within(within(header).getByRole('group', { name: 'Links' })).getByRole('link', { name: 'X (Twitter)' });
    expect(x).toHaveAttribute('href', new URL(token.social.twitter!).href);
    expect(x).toHaveAttribute('target', '_blank');
    expect(x).toHaveAttribute('rel', 'noopener noreferrer');
    for (const term of ['Price', 'Market cap', '24h', '24h volume']) expect(figure(header, term)).toMatch(/\d/);
  });

  it('copies the full address with a toast, and says so when the browser refuses', async () => {
    const user = userEvent.setup();
    const token = await tokenWithLinks();
    const { platform } = renderWithPlatform(<TokenHeader chain="solana" address={token.address} />);
    const copy = await screen.findByRole('button', { name: 'Copy address' });
    await user.click(copy);
    expect(await navigator.clipboard.readText()).toBe(token.address);
    expect(platform.toast.shown().at(-1)).toMatchObject({ kind: 'success', message: 'Address copied' });

    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    await user.click(copy);
    await waitFor(() => expect(platform.toast.shown().at(-1)).toMatchObject({ kind: 'error', message: 'Could not copy: the browser refused clipboard access.' }));
  });

  it('asks for the share modal on the bus with the token', async () => {
    const user = userEvent.setup();
    const token = await tokenWithLinks();
    const { platform } = renderWithPlatform(<TokenHeader chain="solana" address={token.address} />);
    const asked: unknown[] = [];
    platform.bus.on('token.share', (request) => asked.push(request));
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(asked).toEqual([{ chain: 'solana', address: token.address }]);
  });

  it("shows the price of the token's one cache entry, and follows it when the entry changes", async () => {
    const token = await tokenWithLinks();
    const { platform } = renderWithPlatform(<TokenHeader chain="solana" address={token.address} />);
    const header = await screen.findByRole('region', { name: 'Token data' });
    await within(header).findByRole('heading', { level: 1 });
    const key = queryKeys.tokenInfo('solana', token.address);
    for (const price of [1234.5, 0.00006316]) {
      // What a token_price_change push does to the entry.
      act(() => platform.query.setQueryData<TokenInfo>(key, (info) => (info ? { ...info, current_price: price } : info)));
      await waitFor(() => expect(figure(header, 'Price')).toBe(`$${formatPrice(price, { locale: 'en' })}`));
    }
  });

  it('shows the error with Retry when token info fails, and the header after Retry', async () => {
    const user = userEvent.setup();
    const token = await tokenWithLinks();
    renderWithPlatform(<TokenHeader chain="solana" address={token.address} />, {
      handlers: [http.get(`${TEST_API_URL}/token_info/:chain/:token`, () => HttpResponse.json({ code: 503, message: 'token service unavailable' }, { status: 503 }), { once: true })],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load token data');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(token.symbol);
  });

  it('speaks the platform’s locale', async () => {
    const token = await tokenWithLinks();
    renderWithPlatform(<TokenHeader chain="solana" address={token.address} />, { locale: 'de' });
    const header = await screen.findByRole('region', { name: 'Token-Daten' });
    expect(await within(header).findByRole('button', { name: 'Adresse kopieren' })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Teilen' })).toBeInTheDocument();
  });

  it("stars the token into the user's watch list (the list the watch list tracker reads) and takes it off again", async () => {
    const user = userEvent.setup();
    const token = await tokenWithLinks();
    const { platform } = renderWithPlatform(<TokenHeader chain="solana" address={token.address} />, { session: await simSession() });
    const header = await screen.findByRole('region', { name: 'Token data' });
    const star = await within(header).findByRole('button', { name: 'Add to watch list' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);
    expect(await within(header).findByRole('button', { name: 'Remove from watch list' })).toHaveAttribute('aria-pressed', 'true');
    // The server's list (the refetch after the call) has the token, with the page's figures.
    const watched = async () => (await platform.query.fetchQuery(platform.queries.watchList())).watch_tokens.map((row) => row.token_address);
    await waitFor(async () => expect(await watched()).toContain(token.address));
    const rows = platform.query.getQueriesData<EndpointResponse<'watchList'>>({ queryKey: queryKeys.endpoint('watchList') });
    expect(rows.flatMap(([, data]) => data?.watch_tokens ?? []).find((row) => row.token_address === token.address)).toMatchObject({ symbol: token.symbol, chain: 'solana' });

    await user.click(within(header).getByRole('button', { name: 'Remove from watch list' }));
    expect(await within(header).findByRole('button', { name: 'Add to watch list' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(async () => expect(await watched()).not.toContain(token.address));
  });

  it('asks a visitor to sign in instead of starring', async () => {
    const user = userEvent.setup();
    const token = await tokenWithLinks();
    const { platform } = renderWithPlatform(<TokenHeader chain="solana" address={token.address} />);
    const header = await screen.findByRole('region', { name: 'Token data' });
    await user.click(await within(header).findByRole('button', { name: 'Add to watch list' }));
    expect(platform.session.loginRequests()).toBe(1);
    expect(within(header).getByRole('button', { name: 'Add to watch list' })).toHaveAttribute('aria-pressed', 'false');
  });
});

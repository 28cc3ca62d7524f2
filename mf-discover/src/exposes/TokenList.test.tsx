import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_API_URL, renderWithPlatform, sim } from '@nova/platform-double/testing';
import TokenList from './TokenList';

const failOnce = (path: string) => http.get(`${TEST_API_URL}${path}`, () => HttpResponse.json({ code: 500, message: 'ranking service down' }, { status: 500 }), { once: true });

// jsdom lays nothing out: the virtualised body reports the size a browser would (12 rows of 44 px).
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(44 * 12);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
});

describe('TokenList', () => {
  it('shows a skeleton, then the hot tokens from market-sim as rows linking to their trade page', async () => {
    const user = userEvent.setup();
    const { platform } = renderWithPlatform(<TokenList list="hot" />);
    expect(screen.getByRole('status', { name: 'Loading Hot tokens' })).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Hot tokens' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(3);
    const firstLink = within(rows[0]!).getByRole('link');
    // Named by what it shows (symbol, launch platform, name): the visible label is the accessible one.
    expect(firstLink).not.toHaveAttribute('aria-label');
    expect(firstLink).toHaveAccessibleName(/^\S+ .+/);
    const href = firstLink.getAttribute('href') ?? '';
    expect(href).toMatch(/^\/trade\/[a-z]+\/\w+/);

    await user.click(firstLink);
    expect(platform.navigations).toEqual([href]);
  });

  it('with onSelect, a plain click or Enter picks the token and marks it current instead of navigating', async () => {
    const user = userEvent.setup();
    const picked: unknown[] = [];
    const { platform } = renderWithPlatform(<TokenList list="hot" onSelect={(token) => picked.push(token)} />);
    const table = await screen.findByRole('table', { name: 'Hot tokens' });
    const [first, second] = within(table).getAllByRole('link');
    const [, , chain, address] = (first!.getAttribute('href') ?? '').split('/');

    await user.click(first!);
    expect(picked).toEqual([{ chain, address }]);
    expect(platform.navigations).toEqual([]);
    expect(first).toHaveAttribute('aria-current', 'true');
    expect(second).not.toHaveAttribute('aria-current');

    second!.focus();
    await user.keyboard('{Enter}');
    expect(picked).toHaveLength(2);
    expect(second).toHaveAttribute('aria-current', 'true');
    expect(first).not.toHaveAttribute('aria-current');
    expect(platform.navigations).toEqual([]);
  });

  it('with onSelect, a modified click is left to the browser (new tab) and picks nothing', async () => {
    const user = userEvent.setup();
    const picked: unknown[] = [];
    const { platform } = renderWithPlatform(<TokenList list="hot" onSelect={(token) => picked.push(token)} />);
    const table = await screen.findByRole('table', { name: 'Hot tokens' });
    const link = within(table).getAllByRole('link')[0]!;
    let defaultPrevented: boolean | undefined;
    link.addEventListener('click', (event) => (defaultPrevented = event.defaultPrevented));

    await user.keyboard('{Control>}');
    await user.click(link);
    await user.keyboard('{/Control}');
    expect(defaultPrevented).toBe(false);
    expect(picked).toEqual([]);
    expect(platform.navigations).toEqual([]);
  });

  it('filters by chain chip: every row links to a token of that chain', async () => {
    const user = userEvent.setup();
    renderWithPlatform(<TokenList list="hot" />);
    await screen.findByRole('table', { name: 'Hot tokens' });

    await user.click(screen.getByRole('button', { name: 'BSC' }));
    expect(screen.getByRole('button', { name: 'BSC' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => {
      const links = within(screen.getByRole('table', { name: 'Hot tokens' })).getAllByRole('link');
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(link.getAttribute('href')).toMatch(/^\/trade\/bsc\//);
    });
  });

  it("a picked chain is the chain last chosen (the status bar's), and each row's ⚡ buys that chain's amount in its coin", async () => {
    const user = userEvent.setup();
    const { platform } = renderWithPlatform(<TokenList list="hot" />);
    platform.bus.emit('quickBuy.amount', { amount: '1.5', byChain: { solana: '1.5', bsc: '0.02' } });
    await screen.findByRole('table', { name: 'Hot tokens' });
    await user.click(screen.getByRole('button', { name: 'BSC' }));
    expect(platform.bus.last('chain.changed')).toEqual({ chain: 'bsc' });
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Hot tokens' })).getAllByRole('link')[0]?.getAttribute('href')).toMatch(/^\/trade\/bsc\//));
    const [quick] = within(screen.getByRole('table', { name: 'Hot tokens' })).getAllByRole('button', { name: /^Quick buy \S+ for 0\.02 BNB$/ });
    expect(quick).toHaveTextContent('⚡0.02 BNB');
  });

  it('sorts by market cap when its header button is pressed, largest first', async () => {
    const user = userEvent.setup();
    renderWithPlatform(<TokenList list="new" chain="solana" />);
    const table = await screen.findByRole('table', { name: 'New tokens' });

    await user.click(within(table).getByRole('button', { name: 'Market cap' }));
    expect(within(table).getByRole('button', { name: 'Market cap' })).toHaveAttribute('aria-pressed', 'true');
    const caps = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[4]!.textContent ?? '');
    expect(caps.length).toBeGreaterThan(1);
    const toNumber = (text: string) => {
      const m = /\$([\d.,]+)([KMBT]?)/.exec(text);
      const scale = { '': 1, K: 1e3, M: 1e6, B: 1e9, T: 1e12 }[m?.[2] ?? ''] ?? 1;
      return Number((m?.[1] ?? '0').replace(/,/g, '')) * scale;
    };
    const values = caps.map(toNumber);
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });

  it('applies token_rank pushes between polls', async () => {
    const engine = await sim.ready;
    const answer = await engine.handle({ method: 'GET', path: '/token/hot/list?limit=1' });
    // The REST list is pinned to one token; more rows can only come from the channel.
    renderWithPlatform(<TokenList list="hot" />, { handlers: [http.get(`${TEST_API_URL}/token/hot/list`, () => HttpResponse.json(answer.body as Record<string, unknown>))] });
    const table = await screen.findByRole('table', { name: 'Hot tokens' });
    await waitFor(() => expect(within(table).getAllByRole('link').length).toBeGreaterThan(1), { timeout: 4500 });
  }, 10_000);

  it('comes with the height measured where its skeleton was: the first rows fill the window from the start', async () => {
    let report: (() => void) | undefined;
    let observed: Element | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          // The browser's report after the next layout: 100 px down a 600 px window.
          report = () => callback([{ boundingClientRect: { top: 100 }, rootBounds: { height: 600 } } as unknown as IntersectionObserverEntry], this as unknown as IntersectionObserver);
        }
        observe(target: Element) {
          observed = target;
        }
        disconnect() {}
      },
    );
    try {
      renderWithPlatform(<TokenList list="hot" />);
      const skeleton = screen.getByRole('status', { name: 'Loading Hot tokens' });
      expect(observed?.contains(skeleton)).toBe(true);
      act(() => report?.());

      const table = await screen.findByRole('table', { name: 'Hot tokens' });
      const body = within(table).getAllByRole('rowgroup')[1]!;
      expect(body).toHaveStyle({ height: '448px' }); // 600 - 100 - 52 for the status bar
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows the error with Retry when the list fails, and recovers on Retry', async () => {
    const user = userEvent.setup();
    renderWithPlatform(<TokenList list="ai" />, { handlers: [failOnce('/token/ai/list')] });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load AI tokens');
    expect(alert).toHaveTextContent('ranking service down');

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'AI tokens' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

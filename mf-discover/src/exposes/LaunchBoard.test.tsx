import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QuickTradeRequest } from '@nova/shared-contracts';
import { TEST_API_URL, renderWithPlatform, sim } from '@nova/platform-double/testing';
import LaunchBoard from './LaunchBoard';
import { LAUNCH_CHAIN_PREF, LAUNCH_PLATFORM_PREF } from '../features/launch-board/model/launchStages';

const REGIONS = ['New launches', 'Completing launches', 'Completed launches'] as const;
const hrefs = (region: HTMLElement) => within(region).getAllByRole('link').map((link) => link.getAttribute('href') ?? '');

afterEach(() => vi.unstubAllGlobals());

describe('LaunchBoard', () => {
  it('shows three live columns of the chain default platform, each card linking to its trade page', async () => {
    const user = userEvent.setup();
    const { platform } = renderWithPlatform(<LaunchBoard chain="base" title="Memego" />);
    expect(screen.getByRole('region', { name: 'Memego' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Chain filter' })).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading New launches' })).toBeInTheDocument();

    const engine = await sim.ready;
    for (const name of REGIONS) {
      const region = await screen.findByRole('region', { name });
      await waitFor(() => expect(within(region).getAllByRole('link').length).toBeGreaterThan(0));
      for (const href of hrefs(region)) {
        const [, , chain, address] = href.split('/');
        expect(chain).toBe('base');
        const token = engine.market.find(chain!, address!);
        expect(token?.def.platform).toBe('Virtuals');
        expect(token?.status).toBe(name === 'New launches' ? 'new' : name === 'Completing launches' ? 'completing' : 'completed');
      }
    }
    const completing = screen.getByRole('region', { name: 'Completing launches' });
    const bars = within(completing).getAllByRole('progressbar', { name: 'Bonding curve progress' });
    const values = bars.map((bar) => Number(bar.getAttribute('aria-valuenow')));
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(within(screen.getByRole('region', { name: 'Completed launches' })).queryByRole('progressbar')).not.toBeInTheDocument();

    const link = within(completing).getAllByRole('link')[0]!;
    await user.click(link);
    expect(platform.navigations).toEqual([link.getAttribute('href')]);
  });

  it('quick buy asks mf-trade for one buy of the card token with the status-bar amount, without following the card link', async () => {
    const user = userEvent.setup();
    const { platform } = renderWithPlatform(<LaunchBoard chain="solana" />);
    platform.bus.emit('quickBuy.amount', { amount: '0.5' });
    const region = await screen.findByRole('region', { name: 'New launches' });
    const [button] = await within(region).findAllByRole('button', { name: /^Quick buy \S+ for 0\.5 SOL$/ });
    const card = button!.closest('li')!;
    const [, , chain, address] = within(card).getByRole('link').getAttribute('href')!.split('/');
    const asked: QuickTradeRequest[] = [];
    platform.bus.on('trade.quick', (request) => asked.push(request));

    await user.click(button!);
    expect(asked).toEqual([{ id: expect.any(String), chain, address, side: 'buy', amount: '0.5', source: 'launch-card', at: expect.any(Number) }]);
    expect(asked[0]).not.toHaveProperty('percent');
    expect(platform.navigations).toEqual([]);

    await user.click(button!);
    expect(asked).toHaveLength(2);
    expect(asked[1]!.id).not.toBe(asked[0]!.id);
  });

  it("the ⚡ shows and buys the board chain's own quick-buy amount, with its coin", async () => {
    const user = userEvent.setup();
    const { platform } = renderWithPlatform(<LaunchBoard chain="solana" />);
    platform.bus.emit('quickBuy.amount', { amount: '0.02', byChain: { bsc: '0.02', solana: '1.5' } });
    const region = await screen.findByRole('region', { name: 'New launches' });
    const [button] = await within(region).findAllByRole('button', { name: /^Quick buy \S+ for 1\.5 SOL$/ });
    expect(button).toHaveTextContent('1.5 SOL');
    const asked: QuickTradeRequest[] = [];
    platform.bus.on('trade.quick', (request) => asked.push(request));
    await user.click(button!);
    expect(asked).toEqual([expect.objectContaining({ chain: 'solana', amount: '1.5' })]);
  });

  it('without a chain prop starts on the first default chain, and saves the picked chain chip in prefs', async () => {
    const user = userEvent.setup();
    const { platform, rerender } = renderWithPlatform(<LaunchBoard key="first" />);
    const chips = screen.getByRole('group', { name: 'Chain filter' });
    expect(within(chips).queryByRole('button', { name: 'All chains' })).not.toBeInTheDocument();
    expect(within(chips).getByRole('button', { name: 'Nova Layer' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(hrefs(screen.getByRole('region', { name: 'New launches' })).length).toBeGreaterThan(0));
    for (const href of hrefs(screen.getByRole('region', { name: 'New launches' }))) expect(href).toMatch(/^\/trade\/gatelayer\//);

    await user.click(within(chips).getByRole('button', { name: 'BSC' }));
    expect(platform.prefs.get(LAUNCH_CHAIN_PREF, null)).toBe('bsc');
    await waitFor(() => {
      const links = hrefs(screen.getByRole('region', { name: 'New launches' }));
      expect(links.length).toBeGreaterThan(0);
      for (const href of links) expect(href).toMatch(/^\/trade\/bsc\//);
    });

    rerender(<LaunchBoard key="mounted again" />);
    expect(within(screen.getByRole('group', { name: 'Chain filter' })).getByRole('button', { name: 'BSC' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows every launch platform of the chain on All platforms, and remembers that per chain', async () => {
    const user = userEvent.setup();
    const engine = await sim.ready;
    const platformsIn = (region: HTMLElement) => new Set(hrefs(region).map((href) => engine.market.find('solana', href.split('/')[3]!)?.def.platform));
    const { platform } = renderWithPlatform(<LaunchBoard chain="solana" />);
    const platforms = screen.getByRole('group', { name: 'Launch platform' });
    expect(within(platforms).getByRole('button', { name: 'Pump.fun' })).toHaveAttribute('aria-pressed', 'true');
    const region = screen.getByRole('region', { name: 'New launches' });
    await waitFor(() => expect(hrefs(region).length).toBeGreaterThan(0));
    expect(platformsIn(region)).toEqual(new Set(['Pump.fun']));

    await user.click(within(platforms).getByRole('button', { name: 'All platforms' }));
    expect(platform.prefs.get(LAUNCH_PLATFORM_PREF, null)).toEqual({ solana: 'all' });
    await waitFor(() => expect(platformsIn(region).size).toBeGreaterThan(1));
  });

  it('applies token_rank pushes of the same stage and platform between polls', async () => {
    const engine = await sim.ready;
    const answer = await engine.handle({ method: 'GET', path: '/token/new/list?chain=base&launch_status=new&platform_name=Virtuals&limit=1' });
    // REST answers one token for every column; more cards can only come from the channel.
    renderWithPlatform(<LaunchBoard chain="base" />, { handlers: [http.get(`${TEST_API_URL}/token/new/list`, () => HttpResponse.json(answer.body as Record<string, unknown>))] });
    const region = screen.getByRole('region', { name: 'New launches' });
    await waitFor(() => expect(within(region).getAllByRole('link').length).toBeGreaterThan(1), { timeout: 4500 });
    for (const href of hrefs(region)) {
      const [, , chain, address] = href.split('/');
      expect(engine.market.find(chain!, address!)).toMatchObject({ status: 'new', def: { platform: 'Virtuals' } });
    }
  }, 10_000);

  it('below 768 px shows one stage at a time behind the Launch stage tabs', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width: 767px'), addEventListener: () => {}, removeEventListener: () => {} }));
    renderWithPlatform(<LaunchBoard chain="base" />);
    const tabs = screen.getByRole('tablist', { name: 'Launch stage' });
    expect(within(tabs).getByRole('tab', { name: 'New' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('region', { name: 'New launches' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Completed launches' })).not.toBeInTheDocument();

    await user.click(within(tabs).getByRole('tab', { name: 'Completed' }));
    const completed = screen.getByRole('region', { name: 'Completed launches' });
    expect(await within(completed).findAllByRole('link')).not.toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'New launches' })).not.toBeInTheDocument();
  });

  it('shows a column error with Retry and recovers', async () => {
    const user = userEvent.setup();
    let failures = 0;
    const failCompletedOnce = http.get(`${TEST_API_URL}/token/new/list`, ({ request }) => {
      if (new URL(request.url).searchParams.get('launch_status') !== 'completed' || failures > 0) return undefined;
      failures += 1;
      return HttpResponse.json({ code: 500, message: 'launch index down' }, { status: 500 });
    });
    renderWithPlatform(<LaunchBoard chain="base" />, { handlers: [failCompletedOnce] });
    const completed = screen.getByRole('region', { name: 'Completed launches' });
    const alert = await within(completed).findByRole('alert');
    expect(alert).toHaveTextContent('Could not load Completed launches');
    expect(alert).toHaveTextContent('launch index down');
    expect(await within(screen.getByRole('region', { name: 'New launches' })).findAllByRole('link')).not.toHaveLength(0);

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(completed).findAllByRole('link')).not.toHaveLength(0);
    expect(within(completed).queryByRole('alert')).not.toBeInTheDocument();
  }, 15_000);
});

describe('LaunchBoard filters', () => {
  it('each stage has its own filter drawer; the completed one has no progress field; the filter is sent and kept per stage', async () => {
    const user = userEvent.setup();
    const requests: URL[] = [];
    const { platform } = renderWithPlatform(<LaunchBoard chain="solana" />, {
      handlers: [
        http.get(`${TEST_API_URL}/token/new/list`, ({ request }) => {
          requests.push(new URL(request.url));
          return undefined;
        }),
      ],
    });
    const completed = await screen.findByRole('region', { name: 'Completed launches' });
    await user.click(within(completed).getByRole('button', { name: 'Filters' }));
    let drawer = screen.getByRole('dialog', { name: 'Token filter' });
    // The form comes in its own chunk on the first open.
    const holders = await within(drawer).findByRole('textbox', { name: 'Holders minimum' });
    expect(within(drawer).queryByRole('textbox', { name: 'Progress (%) minimum' })).not.toBeInTheDocument();
    await user.type(holders, '50');
    await user.click(within(drawer).getByRole('button', { name: 'Confirm' }));
    expect(within(completed).getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
    await waitFor(() => expect(requests.some((url) => url.searchParams.get('launch_status') === 'completed' && url.searchParams.get('min_holder_count') === '50')).toBe(true));
    expect(platform.prefs.get<Record<string, unknown>>('discover.filters', {})).toHaveProperty('completed');

    const fresh = screen.getByRole('region', { name: 'New launches' });
    expect(within(fresh).getByRole('button', { name: 'Filters' })).toBeInTheDocument();
    await user.click(within(fresh).getByRole('button', { name: 'Filters' }));
    drawer = screen.getByRole('dialog', { name: 'Token filter' });
    expect(within(drawer).getByRole('textbox', { name: 'Progress (%) minimum' })).toBeInTheDocument();
  }, 60_000);
});

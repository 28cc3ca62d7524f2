import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@nova/shared-contracts';
import { TEST_API_URL, renderWithPlatform, server, simSession } from '@nova/platform-double/testing';
import TokenList from './TokenList';
import { FILTERS_PREF } from '../features/filters/model/filterState';

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(44 * 12);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
});

const rowLinks = () => within(screen.getByRole('table', { name: /tokens$/ })).queryAllByRole('link');

describe('TokenList tabs', () => {
  it('switches between hot, new, ai and signal', async () => {
    const user = userEvent.setup();
    renderWithPlatform(<TokenList list="hot" tabs />);
    await screen.findByRole('table', { name: 'Hot tokens' });
    const tabs = screen.getByRole('tablist', { name: 'Token lists' });
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Hot', 'New', 'AI', 'Signal']);
    for (const [tab, table] of [
      ['New', 'New tokens'],
      ['AI', 'AI tokens'],
      ['Signal', 'Signal tokens'],
    ] as const) {
      await user.click(within(tabs).getByRole('tab', { name: tab }));
      expect(await screen.findByRole('table', { name: table })).toBeInTheDocument();
    }
    // The signal list takes no filters (its call has chain and limit only).
    expect(screen.queryByRole('button', { name: /^Filters/ })).not.toBeInTheDocument();
  }, 60_000);
});

describe('TokenList filter drawer', () => {
  it('applies the input rules, refuses a maximum below the minimum, and sends min_/max_ values kept per list', async () => {
    const user = userEvent.setup();
    const { platform } = renderWithPlatform(<TokenList list="hot" />);
    await screen.findByRole('table', { name: 'Hot tokens' });
    const before = rowLinks().length;

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = screen.getByRole('dialog', { name: 'Token filter' });
    // The form comes in its own chunk on the first open.
    const min = await within(drawer).findByRole('textbox', { name: 'Market cap ($) minimum' });
    const max = within(drawer).getByRole('textbox', { name: 'Market cap ($) maximum' });
    await user.type(min, '00a5e0.0.0');
    expect(min).toHaveValue('50.00');
    await user.clear(min);
    await user.type(min, '500000');
    await user.type(max, '1000');
    expect(within(drawer).getByRole('alert')).toHaveTextContent('The maximum cannot be lower than the minimum');
    expect(within(drawer).getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await user.type(within(drawer).getByRole('textbox', { name: 'Progress (%) maximum' }), '250');
    expect(within(drawer).getByRole('textbox', { name: 'Progress (%) maximum' })).toHaveValue('100');

    await user.clear(max);
    await user.type(max, '5000000');
    await user.click(within(drawer).getByRole('checkbox', { name: 'Burnt' }));
    await user.click(within(drawer).getByRole('button', { name: 'Confirm' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters (4)' })).toBeInTheDocument();
    expect(platform.prefs.get<Record<string, { values: Record<string, string> }>>(FILTERS_PREF, {}).hot?.values['marketCap.min']).toBe('500000');

    await waitFor(() => expect(rowLinks().length).toBeLessThan(before));
    await user.click(screen.getByRole('button', { name: 'Filters (4)' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Token filter' })).getByRole('button', { name: 'Reset' }));
    expect(within(screen.getByRole('dialog', { name: 'Token filter' })).getByRole('textbox', { name: 'Market cap ($) minimum' })).toHaveValue('');
  }, 60_000);

  it('filters the rows the list shows, and another list keeps its own filter', async () => {
    const user = userEvent.setup();
    const requests: URL[] = [];
    const { platform } = renderWithPlatform(<TokenList list="hot" tabs />, {
      handlers: [
        http.get(`${TEST_API_URL}/token/:list/list`, ({ request }) => {
          requests.push(new URL(request.url));
          return undefined;
        }),
      ],
    });
    await screen.findByRole('table', { name: 'Hot tokens' });
    act(() => platform.prefs.set(FILTERS_PREF, { hot: { values: { 'holders.min': '5000' }, windows: { txCount: '1h', volume: '1h' }, indicators: { has_social: true }, keyword: '', excludeKeyword: '' } }));
    await waitFor(() => expect(requests.some((url) => url.searchParams.get('min_holder_count') === '5000' && url.searchParams.get('has_social') === '1')).toBe(true));
    await user.click(screen.getByRole('tab', { name: 'New' }));
    await screen.findByRole('table', { name: 'New tokens' });
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
    const last = requests.filter((url) => url.pathname.includes('/new/')).pop();
    expect(last?.searchParams.get('min_holder_count')).toBeNull();
  });
});

describe('token row actions', () => {
  it('a visitor pressing the star is asked to log in', async () => {
    const user = userEvent.setup();
    const { platform } = renderWithPlatform(<TokenList list="hot" />);
    await screen.findByRole('table', { name: 'Hot tokens' });
    await user.click(screen.getAllByRole('button', { name: /^Add .* to watch list$/ })[0]!);
    expect(platform.session.loginRequests()).toBe(1);
  });

  it('stars a token at once, and rolls the star back with a message when the call fails', async () => {
    const user = userEvent.setup();
    const session = await simSession();
    const { platform } = renderWithPlatform(<TokenList list="hot" />, { session });
    await screen.findByRole('table', { name: 'Hot tokens' });
    const star = screen.getAllByRole('button', { name: /^Add .* to watch list$/ })[0]!;
    const symbol = /^Add (.*) to watch list$/.exec(star.getAttribute('aria-label') ?? '')?.[1] ?? '';
    await user.click(star);
    const on = await screen.findByRole('button', { name: `Remove ${symbol} from watch list` });
    expect(on).toHaveAttribute('aria-pressed', 'true');

    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // The next delete fails, answering only after the star already changed.
    server.use(
      http.post(`${TEST_API_URL}/user/collect/delete_watch_token`, async () => {
        await gate;
        return HttpResponse.json({ code: 500, message: 'watch list down' }, { status: 500 });
      }, { once: true }),
    );
    await user.click(on);
    expect(await screen.findByRole('button', { name: `Add ${symbol} to watch list` })).toHaveAttribute('aria-pressed', 'false');
    release();
    expect(await screen.findByRole('button', { name: `Remove ${symbol} from watch list` })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(platform.toast.shown().some((toast) => toast.kind === 'error' && toast.message.includes('watch list down'))).toBe(true));
  });

  it('reads the watch list once for all its rows', async () => {
    const { platform } = renderWithPlatform(<TokenList list="hot" />, { session: await simSession() });
    const table = await screen.findByRole('table', { name: 'Hot tokens' });
    expect(within(table).getAllByRole('button', { name: /^Add .* to watch list$/ }).length).toBeGreaterThan(3);
    const watchLists = platform.query.getQueryCache().findAll({ queryKey: queryKeys.endpoint('watchList') });
    expect(watchLists.map((query) => query.getObserversCount())).toEqual([1]);
  });

  it('lists the tools of the token chain as new-tab links with the address, noopener', async () => {
    const user = userEvent.setup();
    renderWithPlatform(<TokenList list="hot" chain="solana" />);
    await screen.findByRole('table', { name: 'Hot tokens' });
    const link = rowLinks()[0]!;
    const address = (link.getAttribute('href') ?? '').split('/')[3] ?? '';
    const row = link.closest('[role="row"]') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: /^Tools for / }));
    const menu = screen.getByRole('dialog', { name: /^Security and analysis tools for / });
    const links = within(menu).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['fast100x', 'Insightx', 'Goplus', 'RugCheck']);
    for (const a of links) {
      expect(a).toHaveAttribute('target', '_blank');
      expect(a.getAttribute('rel')).toContain('noopener');
      expect(a.getAttribute('href')).toContain(address);
    }
  });

  it('shows no tools on Nova Layer', async () => {
    const solana = renderWithPlatform(<TokenList list="hot" chain="solana" />);
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Tools for / }).length).toBeGreaterThan(0));
    solana.unmount();
    renderWithPlatform(<TokenList list="hot" chain="gatelayer" />);
    const table = await screen.findByRole('table', { name: 'Hot tokens' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    expect(screen.queryByRole('button', { name: /^Tools for / })).not.toBeInTheDocument();
  });

  it('hides a token with a toast whose Revert brings it back', async () => {
    const user = userEvent.setup();
    const { platform } = renderWithPlatform(<TokenList list="hot" />);
    await screen.findByRole('table', { name: 'Hot tokens' });
    const first = rowLinks()[0]!;
    const name = first.getAttribute('href') ?? '';
    const symbol = first.querySelector('bdi')?.textContent ?? '';
    await user.click(screen.getByRole('button', { name: `Hide ${symbol}` }));
    await waitFor(() => expect(rowLinks().some((a) => a.getAttribute('href') === name)).toBe(false));
    const toast = platform.toast.shown().find((t) => t.message === `${symbol} hidden`);
    expect(toast?.durationMs).toBe(5000);
    act(() => toast?.action?.onClick());
    await waitFor(() => expect(rowLinks().some((a) => a.getAttribute('href') === name)).toBe(true));
  });

  it('previews a token on hover and on keyboard focus of its link, with its platform badge', async () => {
    const user = userEvent.setup();
    renderWithPlatform(<TokenList list="hot" />);
    await screen.findByRole('table', { name: 'Hot tokens' });
    const link = rowLinks()[0]!;
    await user.hover(link);
    const card = await screen.findByRole('tooltip', {}, { timeout: 2000 });
    expect(card).toHaveTextContent('Market cap');
    expect(card).toHaveTextContent('Top 10 holders');
    expect(link).toHaveAttribute('aria-describedby', card.id);
    await user.unhover(link);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    link.focus();
    expect(await screen.findByRole('tooltip')).toBeInTheDocument();
  });

  it('asks mf-trade for a quick buy of the token with the status-bar amount', async () => {
    const user = userEvent.setup();
    const { platform } = renderWithPlatform(<TokenList list="hot" />);
    await screen.findByRole('table', { name: 'Hot tokens' });
    const asked: unknown[] = [];
    platform.bus.on('trade.quick', (request) => asked.push(request));
    await user.click(screen.getAllByRole('button', { name: /^Quick buy / })[0]!);
    expect(asked).toEqual([expect.objectContaining({ side: 'buy', source: 'token-row', amount: expect.any(String) })]);
  });
});

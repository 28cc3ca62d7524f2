import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../test/renderApp';
import { engine } from '@nova/platform-double/testing';

const location = () => screen.getByRole('status', { name: 'location' }).textContent;
const banner = () => within(screen.getByRole('banner'));

describe('header', () => {
  it('lists the navigation of spec 3 with the Rewards and More menus', async () => {
    renderApp('/markets');
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    for (const name of ['Markets', 'Memego', 'Trackers', 'Gatefun', 'Perps Beta', 'Swap']) expect(nav.getByRole('link', { name })).toBeInTheDocument();
    await userEvent.click(nav.getByRole('button', { name: 'More' }));
    const more = within(screen.getByRole('list', { name: 'More' }));
    expect(more.getAllByRole('link', { hidden: true }).map((link) => link.getAttribute('href'))).toEqual(['/learn', '/blog', '/crypto-wiki', '/perps/api', 'https://www.nova.app/activity', 'https://www.nova.app/zero-gas']);
    expect(nav.queryByRole('link', { name: 'Terms of use' })).not.toBeInTheDocument();
  });

  it('asks a visitor to log in before a login-gated Rewards page, then goes there', async () => {
    const { platform } = renderApp('/markets');
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: 'Rewards' }));
    await userEvent.click(screen.getByRole('link', { name: 'Invite plan' }));
    expect(location()).toBe('/markets');
    expect(platform.login.get()).toMatchObject({ drawer: true, redirectTo: '/referral' });
  });

  it('opens the affiliate plan for a visitor and the invite plan for a signed-in user', async () => {
    renderApp('/markets', { signedIn: true });
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: 'Rewards' }));
    await userEvent.click(screen.getByRole('link', { name: 'Invite plan' }));
    expect(location()).toBe('/referral');
    expect(await within(screen.getByRole('region', { name: 'mf_wallets referral' })).findByText(/"view":"plan"/)).toBeInTheDocument();
  });

  it("offers Deposit to a custodial user, mounting mf_wallets' dialog, and the account button opens mf_wallets' drawer", async () => {
    renderApp('/markets', { signedIn: true });
    await userEvent.click(banner().getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText(/^mf_wallets \.\/DepositDialog/)).toBeInTheDocument();
    await userEvent.click(banner().getByRole('button', { name: 'Account: trader@nova.test' }));
    expect(await screen.findByText(/^mf_wallets \.\/ProfileDrawer /)).toBeInTheDocument();
  });

  it('offers no Deposit to a wallet user, whose account button opens the drawer', async () => {
    renderApp('/markets', { user: { authMethod: 'wallet', wallet_type: 'phantom', email: undefined } });
    // The signed-in header is there (its account button), without Deposit.
    const account = banner().getByRole('button', { name: /^Account: / });
    expect(account).toBeInTheDocument();
    expect(banner().queryByRole('button', { name: 'Deposit' })).not.toBeInTheDocument();
    await userEvent.click(account);
    expect(await screen.findByText(/^mf_wallets \.\/ProfileDrawer /)).toBeInTheDocument();
  });

  it('opens mf_discover search dialog from the search box and the / key', async () => {
    renderApp('/markets');
    await userEvent.click(banner().getByRole('button', { name: 'Search token or wallet' }));
    expect(await screen.findByText(/^mf_discover \.\/SearchDialog \{"open":true\}/)).toBeInTheDocument();
  });

  it('opens the search dialog with the / key outside text fields', async () => {
    renderApp('/markets');
    await userEvent.keyboard('/');
    expect(await screen.findByText(/^mf_discover \.\/SearchDialog \{"open":true\}/)).toBeInTheDocument();
  });
});

describe('mobile tab bar', () => {
  it('has Discover, Trackers, Gatefun, Perpetual, Swap and Rewards; Rewards asks a visitor to log in first', async () => {
    const { platform } = renderApp('/markets');
    // The bar is CSS-hidden above 768 px, which jsdom applies; the e2e suite checks it at 390 px.
    const tabs = within(screen.getByLabelText('Tabs', { selector: 'nav' }));
    expect(tabs.getAllByRole('link', { hidden: true }).map((link) => link.textContent)).toEqual(['Discover', 'Trackers', 'Gatefun', 'Perpetual', 'Swap', 'Rewards']);
    await userEvent.click(tabs.getByText('Rewards'), { pointerEventsCheck: 0 });
    expect(location()).toBe('/markets');
    expect(platform.login.get()).toMatchObject({ drawer: true, redirectTo: '/referral' });
  });
});

describe('tracker zones', () => {
  it('shows a zone while mf_trackers docks a window there, sized and saved per page type', async () => {
    localStorage.setItem('nova.prefs.layout.markets.zones', JSON.stringify({ left: 300, right: 260 }));
    const { platform } = renderApp('/markets');
    expect(screen.queryByRole('complementary', { name: 'Left tracker zone' })).not.toBeInTheDocument();
    act(() => platform.bus.emit('tracker.zones', { pageType: 'trade', left: 1, right: 0 }));
    expect(screen.queryByRole('complementary', { name: 'Left tracker zone' })).not.toBeInTheDocument();
    act(() => platform.bus.emit('tracker.zones', { pageType: 'markets', left: 1, right: 0 }));
    const zone = screen.getByRole('complementary', { name: 'Left tracker zone' });
    expect(zone).toHaveStyle({ width: '300px' });
    expect(await within(zone).findByText(/^mf_trackers \.\/TrackerZone \{"zone":"left","pageType":"markets"\}/)).toBeInTheDocument();
    const splitter = screen.getByRole('separator', { name: 'Resize left zone' });
    splitter.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(JSON.parse(localStorage.getItem('nova.prefs.layout.markets.zones') ?? 'null')).toEqual({ left: 310, right: 260 });
    act(() => platform.bus.emit('tracker.zones', { pageType: 'markets', left: 0, right: 0 }));
    expect(screen.queryByRole('complementary', { name: 'Left tracker zone' })).not.toBeInTheDocument();
  });

  it('mounts the floating trackers with the page type for a signed-in user', async () => {
    renderApp('/perps', { signedIn: true });
    expect(await screen.findByText(/^mf_trackers \.\/Trackers \{"pageType":"perps"\}/)).toBeInTheDocument();
  });

  it('loads no trackers for a visitor until a tracker toggle is used, then on every visit', async () => {
    // The shell mounts the trackers at idle time (whenIdle: a 200 ms timer where jsdom has no
    // requestIdleCallback): fake timers run it at once.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const { unmount } = renderApp('/markets');
    act(() => vi.advanceTimersByTime(1000));
    vi.useRealTimers();
    expect(screen.queryByText(/^mf_trackers \.\/Trackers/)).not.toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('contentinfo', { name: 'Status bar' })).getByRole('button', { name: 'Wallet tracker' }));
    expect(await screen.findByText(/^mf_trackers \.\/Trackers \{"pageType":"markets"\}/)).toBeInTheDocument();
    unmount();
    renderApp('/markets');
    expect(await screen.findByText(/^mf_trackers \.\/Trackers \{"pageType":"markets"\}/)).toBeInTheDocument();
  });
});

describe('status bar community toggle', () => {
  // Tokens of the sim's catalogue (seed 1): one with a Telegram group, one whose links are only a website or 'null'.
  const usable = (link: string | undefined) => link !== undefined && link !== 'null';
  const defs = engine.market.tokens.map((token) => token.def).filter((def) => def.chain === 'solana');
  const community = defs.find((def) => usable(def.social.telegram))!;
  const noCommunity = defs.find((def) => usable(def.social.website) && !usable(def.social.telegram) && !usable(def.social.discord) && !usable(def.social.twitter))!;

  it('is offered on a trade page whose token has a community link, and toggles the community tracker', async () => {
    const { platform } = renderApp(`/trade/solana/${community.address}`);
    const bar = within(screen.getByRole('contentinfo', { name: 'Status bar' }));
    const toggles: unknown[] = [];
    platform.bus.on('tracker.toggle', (event) => toggles.push(event));
    toggles.length = 0; // the replayed value, if any
    await userEvent.click(await bar.findByRole('button', { name: 'Community' }));
    expect(toggles).toEqual([{ tracker: 'community', open: true }]);
  });

  it('is not offered for a token with only a website or "null" links, nor off trade pages', async () => {
    const { unmount } = renderApp(`/trade/solana/${noCommunity.address}`);
    // The page's token is published once its info is in: the quick-buy button is mounted for it.
    expect(await screen.findByText(new RegExp(`^mf_trade \\./QuickBuyButton \\{"chain":"solana","address":"${noCommunity.address}"`))).toBeInTheDocument();
    expect(within(screen.getByRole('contentinfo', { name: 'Status bar' })).queryByRole('button', { name: 'Community' })).not.toBeInTheDocument();
    unmount();
    renderApp('/markets');
    expect(within(screen.getByRole('contentinfo', { name: 'Status bar' })).queryByRole('button', { name: 'Community' })).not.toBeInTheDocument();
  });
});

import { describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../test/renderApp';
import { ErrorScreen } from './ErrorScreen';

const location = () => screen.getByRole('status', { name: 'location' }).textContent;

describe('routes', () => {
  it('redirects / to /markets keeping the query', async () => {
    renderApp('/?i=FRIEND&utm_cmp=x');
    expect(await screen.findByRole('region', { name: 'mf_discover hot' })).toBeInTheDocument();
    expect(location()).toBe('/markets?i=FRIEND&utm_cmp=x');
  });

  it.each(['/markets', '/discover'])('shows the tabbed token lists on %s', async (path) => {
    renderApp(path);
    expect(await within(screen.getByRole('region', { name: 'mf_discover hot' })).findByText(/"list":"hot","tabs":true/)).toBeInTheDocument();
  });

  it('ignores the locale prefix when matching and keeps it in links', async () => {
    renderApp('/ko/trade/solana/Tok1');
    expect(await within(screen.getByRole('region', { name: 'mf_chart' })).findByText(/"chain":"solana","address":"Tok1"/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'mf_trade' })).toBeInTheDocument();
    expect(await within(screen.getByRole('navigation', { name: 'Main' })).findByRole('link', { name: '마켓' })).toHaveAttribute('href', '/ko/markets');
  });

  it("composes the token page from its remotes: mf_discover's header and data panels, mf_chart's chart, mf_trade's panel", async () => {
    renderApp('/trade/solana/Tok1');
    const props = /"chain":"solana","address":"Tok1"/;
    expect(await within(screen.getByRole('region', { name: 'mf_discover header' })).findByText(/^mf_discover \.\/TokenHeader /)).toHaveTextContent(props);
    expect(await within(screen.getByRole('region', { name: 'mf_chart' })).findByText(/^mf_chart \.\/TokenChart /)).toHaveTextContent(props);
    expect(await within(screen.getByRole('region', { name: 'mf_trade' })).findByText(/^mf_trade \.\/TradePanel /)).toHaveTextContent(props);
    expect(await within(screen.getByRole('region', { name: 'mf_discover' })).findByText(/^mf_discover \.\/TokenData /)).toHaveTextContent(props);
  });

  it('restores the trade panel width saved for trade pages and saves a resize', async () => {
    localStorage.setItem('nova.prefs.layout.trade.sidePanelWidth', '400');
    renderApp('/trade/solana/Tok1');
    const splitter = screen.getByRole('separator', { name: 'Resize trade panel' });
    expect(splitter).toHaveAttribute('aria-valuenow', '400');
    splitter.focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(splitter).toHaveAttribute('aria-valuenow', '410');
    expect(localStorage.getItem('nova.prefs.layout.trade.sidePanelWidth')).toBe('410');
  });

  it('switches the locale from the language menu, keeping the page and its query', async () => {
    renderApp('/trade/solana/Tok1?i=FRIEND');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'de');
    expect(location()).toBe('/de/trade/solana/Tok1?i=FRIEND');
    expect(await within(screen.getByRole('navigation', { name: 'Main' })).findByRole('link', { name: 'Märkte' })).toHaveAttribute('href', '/de/markets?i=FRIEND');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sprache' }), 'en');
    expect(location()).toBe('/trade/solana/Tok1?i=FRIEND');
  });

  it('carries the invite parameter in links', () => {
    renderApp('/markets?i=FRIEND');
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Trackers' })).toHaveAttribute('href', '/trackers?i=FRIEND');
  });

  it('lands an invite path on the markets with the invite code', async () => {
    renderApp('/zh/r/CODE42');
    await screen.findByRole('region', { name: 'mf_discover hot' });
    expect(location()).toBe('/zh/markets?i=CODE42');
  });

  it('sends a visitor on a wallet page to /markets', async () => {
    renderApp('/wallets/solana/Abc');
    await screen.findByRole('region', { name: 'mf_discover hot' });
    expect(location()).toBe('/markets');
  });

  it('shows a wallet page to a signed-in user', async () => {
    renderApp('/wallets/solana/Abc', { signedIn: true });
    expect(await within(screen.getByRole('region', { name: 'mf_wallets' })).findByText(/"address":"Abc"/)).toBeInTheDocument();
  });

  it('sends a signed-in user on /wallets to their own wallet', async () => {
    const { platform } = renderApp('/wallets', { signedIn: true });
    await screen.findByRole('region', { name: 'mf_wallets' });
    expect(location()).toBe(`/wallets/solana/${platform.session.get().user?.sol_address}`);
  });

  it('sends a MetaMask user on /wallets to /markets, not to the Solana address the server assigned', async () => {
    renderApp('/wallets', { user: { email: undefined, authMethod: 'wallet', wallet_type: 'metamask', evm_address: '0x9858effd232b4033e47d90003d41ec34ecaeda94' } });
    await screen.findByRole('region', { name: 'mf_discover hot' });
    expect(location()).toBe('/markets');
  });

  it.each([
    ['/perps', 'mf_perps'],
    ['/trackers', 'mf_trackers'],
  ])('%s mounts %s', async (path, remote) => {
    renderApp(path);
    expect(await screen.findByRole('region', { name: remote })).toBeInTheDocument();
  });

  it('shows a real not-found page inside the shell for an unknown path or chain', () => {
    renderApp('/trade/mars/abc');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('renders content paths without the trading shell', () => {
    renderApp('/en/learn/what-is-a-dex');
    expect(screen.getByRole('heading', { name: 'Learn' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo', { name: 'Status bar' })).not.toBeInTheDocument();
  });

  it('asks for the login drawer from the header when signed out', async () => {
    const { platform } = renderApp('/markets');
    expect(platform.login.get().drawer).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(platform.login.get().drawer).toBe(true);
  });

  it("shows the account, opens mf_wallets' profile drawer from it, and offers Log in again once signed out", async () => {
    const { platform } = renderApp('/markets', { signedIn: true });
    await userEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Account: trader@nova.test' }));
    expect(await screen.findByText(/^mf_wallets \.\/ProfileDrawer /)).toBeInTheDocument();
    // The drawer's Log out (mf_wallets) ends the session: the header follows the session.
    act(() => platform.session.clear());
    expect(platform.session.get().user).toBeNull();
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });
});

describe('pages composing remotes', () => {
  it.each([
    ['/memego', 'mf_discover launches', '{}'],
    ['/gatefun', 'mf_discover launches', '"chain":"gatelayer"'],
    ['/bind-code', 'mf_wallets referral', '{"view":"bind"}'],
    ['/referral', 'mf_wallets referral', '{"view":"plan"}'],
    ['/affiliate-plan', 'mf_wallets referral', '{"view":"affiliate"}'],
    ['/trackers', 'mf_trackers', './TrackerBoard'],
  ])('%s renders %s', async (path, region, props) => {
    renderApp(path);
    expect(await within(screen.getByRole('region', { name: region })).findByText((text) => text.includes(props))).toBeInTheDocument();
  });

  it('/rewards goes to the invite plan, keeping the query', async () => {
    renderApp('/rewards?i=FRIEND');
    expect(await screen.findByRole('region', { name: 'mf_wallets referral' })).toBeInTheDocument();
    expect(location()).toBe('/referral?i=FRIEND');
  });

  it('/swap asks for a token, then trades the one in its URL', async () => {
    renderApp('/swap');
    expect(screen.getByText('Pick a token from the list to swap it.')).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'mf_discover hot' })).findByText(/"list":"hot"/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'mf_trade' })).not.toBeInTheDocument();
  });

  it('/swap?chain=&address= shows the trade panel of that token', async () => {
    renderApp('/swap?chain=bsc&address=0xTok');
    expect(await within(screen.getByRole('region', { name: 'mf_trade' })).findByText(/"chain":"bsc","address":"0xTok"/)).toBeInTheDocument();
  });

  it('/blog and /perps/api are content pages without the trading shell', () => {
    renderApp('/blog');
    expect(screen.getByRole('heading', { name: 'Blog' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });
});

describe('error screen', () => {
  it('shows the message and recovers with Try again', async () => {
    let fail = true;
    function Page() {
      if (fail) throw new Error('the page broke');
      return <p>page is fine</p>;
    }
    render(
      <ErrorScreen>
        <Page />
      </ErrorScreen>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('An unhandled error occurred!');
    expect(alert).toHaveTextContent('the page broke');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('page is fine')).toBeInTheDocument();
  });
});

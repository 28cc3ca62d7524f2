import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, TRADER_EMAIL } from '../test/renderApp';

/** The test loader's stand-in of mf_wallets' drawer: its name and the props the host passed. */
const drawer = () => screen.queryByText(/^mf_wallets \.\/ProfileDrawer /);
const propsOf = (element: HTMLElement) => JSON.parse(element.textContent!.replace(/^mf_wallets \.\/ProfileDrawer /, '')) as Record<string, unknown>;

describe('account menu', () => {
  it("opens mf_wallets' profile drawer on the page type it was opened on, offering every language by its name", async () => {
    const user = userEvent.setup();
    renderApp('/perps', { signedIn: true });
    const button = await screen.findByRole('button', { name: `Account: ${TRADER_EMAIL}` });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(drawer()).toBeNull();
    await user.click(button);
    const opened = await screen.findByText(/^mf_wallets \.\/ProfileDrawer /);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const props = propsOf(opened);
    expect(props).toMatchObject({ page: 'perps', closing: false });
    expect(props.languages).toHaveLength(19);
    expect(props.languages).toContainEqual({ locale: 'de', name: 'Deutsch' });
  });

  it('closes the drawer with the slide on a route change', async () => {
    const user = userEvent.setup();
    renderApp('/markets', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: `Account: ${TRADER_EMAIL}` }));
    expect(await screen.findByText(/^mf_wallets \.\/ProfileDrawer /)).toBeInTheDocument();
    await user.click(within(screen.getByRole('banner')).getAllByRole('link', { name: /^Trackers/ })[0]!);
    await waitFor(() => expect(propsOf(drawer()!)).toMatchObject({ closing: true }));
    await waitFor(() => expect(drawer()).toBeNull());
  });
});
